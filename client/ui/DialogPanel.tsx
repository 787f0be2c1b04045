// Radix's dialog (focus trap, scroll lock, the rest of the page hidden from screen readers), loaded by
// client/ui/Dialog.tsx the first time a dialog opens.
import * as D from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';
import type { DialogState } from './dialog-state';

export function DialogPanel({
  state,
  title,
  description,
  children,
  className,
}: {
  state: DialogState;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <D.Root open={state.open} onOpenChange={state.setOpen}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <D.Content
          id={state.contentId}
          // The trigger is the app's own button, outside Radix's root: focus goes back to it here.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            state.triggerRef.current?.focus();
          }}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl',
            'sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
            className,
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <D.Title className="text-lg font-semibold text-slate-900">{title}</D.Title>
              {description ? (
                <D.Description className="mt-1 text-sm text-slate-600">{description}</D.Description>
              ) : (
                <D.Description className="sr-only">{title}</D.Description>
              )}
            </div>
            <D.Close aria-label="Close" className="rounded-lg p-1 text-slate-500 hover:bg-slate-100">
              <X className="size-5" />
            </D.Close>
          </div>
          {children}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
