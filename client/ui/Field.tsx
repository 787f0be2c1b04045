// A labelled input with its error text, for react-hook-form registrations.
import * as Label from '@radix-ui/react-label';
import { forwardRef, type InputHTMLAttributes, useId } from 'react';
import { cn } from './cn';

/** An input's look without its width and side padding (a narrow time input sets its own). */
export const inputFrame =
  'block h-11 rounded-lg border border-slate-300 bg-white text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 aria-[invalid=true]:border-red-500';
export const inputClass = `${inputFrame} w-full px-3`;

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  /** Shows `length/max` beside the label (red when over) instead of truncating what is typed. */
  counter?: { length: number; max: number };
}

export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, counter, className, id, ...props },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label.Root htmlFor={inputId} className="block text-sm font-medium text-slate-700">
          {label}
        </Label.Root>
        {counter && (
          <span data-testid="char-counter" className={cn('text-xs tabular-nums', counter.length > counter.max ? 'font-semibold text-red-600' : 'text-slate-500')}>
            {counter.length}/{counter.max}
          </span>
        )}
      </div>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined}
        className={inputClass}
        {...props}
      />
      {hint && !error && (
        <p id={`${inputId}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
