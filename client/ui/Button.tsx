import { Slot } from '@radix-ui/react-slot';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'bg-white text-slate-900 border border-slate-300 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
  /** A ghost button that removes or cancels something. */
  ghostDanger: 'text-red-600 hover:bg-slate-100',
  destructive: 'bg-red-600 text-white hover:bg-red-700',
  success: 'bg-green-700 text-white hover:bg-green-800',
};

const sizes = {
  sm: 'h-9 justify-center px-3 text-sm',
  md: 'h-11 justify-center px-4 text-sm',
  lg: 'h-12 justify-center px-6 text-base',
  /** A square button with an icon only, as tall as an input. */
  icon: 'size-11 justify-center',
  /** A button whose long label wraps, aligned left. */
  wrap: 'min-h-9 justify-start px-3 py-2 text-left text-sm',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  asChild?: boolean;
}

export function Button({ variant = 'primary', size = 'md', asChild, className, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      className={cn(
        'inline-flex items-center gap-2 rounded-lg font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed',
        // Every variant looks unavailable when it is.
        'disabled:opacity-50',
        sizes[size],
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
