import * as Label from '@radix-ui/react-label';
import { forwardRef, type TextareaHTMLAttributes, useId } from 'react';
import { cn } from './cn';

interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Shown under the box, which is marked invalid and described by it. */
  error?: string | null;
  counter?: { length: number; max: number };
}

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, error, counter, className, id, ...props },
  ref,
) {
  const autoId = useId();
  const areaId = id ?? autoId;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between">
        <Label.Root htmlFor={areaId} className="block text-sm font-medium text-slate-700">
          {label}
        </Label.Root>
        {counter && (
          <span className={cn('text-xs', counter.length > counter.max ? 'text-red-600' : 'text-slate-500')}>
            {counter.length}/{counter.max}
          </span>
        )}
      </div>
      <textarea
        ref={ref}
        id={areaId}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${areaId}-error` : undefined}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 aria-[invalid=true]:border-red-500"
        {...props}
      />
      {error && (
        <p id={`${areaId}-error`} className="text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
