// A labelled native select: on phones it opens the system picker, which beats any custom listbox.
import * as Label from '@radix-ui/react-label';
import { forwardRef, type SelectHTMLAttributes, useId } from 'react';
import { cn } from './cn';
import { inputClass } from './Field';

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly (string | readonly [value: string, label: string])[];
  placeholder?: string;
  error?: string;
}

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, error, className, id, ...props },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label.Root htmlFor={selectId} className="block text-sm font-medium text-slate-700">
        {label}
      </Label.Root>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        className={cn(inputClass, 'appearance-auto')}
        {...props}
      >
        {placeholder && <option value="">{placeholder}</option>}
        {options.map((o) => {
          const [value, text] = typeof o === 'string' ? [o, o] : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      {error && (
        <p id={`${selectId}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
});
