import * as T from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from './cn';
import { dismissToast, toastDuration, useToasts } from './toast-store';

export function Toaster() {
  const toasts = useToasts();
  return (
    <T.Provider swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <T.Root
          key={t.id}
          open={t.open}
          duration={toastDuration(t.variant)}
          // Radix announces each toast once in a live region of its own: errors at once, the rest politely.
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          data-testid="toast"
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-8 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-out',
            t.variant === 'destructive' ? 'border-red-600 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <T.Title className="text-sm font-semibold">{t.title}</T.Title>
            {t.description && <T.Description className="text-sm opacity-90">{t.description}</T.Description>}
          </div>
          <T.Close aria-label="Close" className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100">
            <X className="size-4" />
          </T.Close>
        </T.Root>
      ))}
      {/* Bottom, above the tab bar (4.5rem plus the safe area) so it never covers navigation or the header;
          bottom-right on wider screens. The viewport lets clicks through; only a toast takes them. */}
      <T.Viewport className="pointer-events-none fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-[100] flex max-h-screen w-full flex-col gap-2 px-4 pb-2 md:left-auto md:right-0 md:max-w-[420px]" />
    </T.Provider>
  );
}
