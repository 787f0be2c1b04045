// A dialog that is a bottom sheet on phones and a centred panel from `sm` up. The page's first paint
// needs only the button that opens it: the dialog itself (client/ui/DialogPanel.tsx, on Radix) loads
// when the owner points at or focuses that button, or at the latest when it opens.
import { Slot } from '@radix-ui/react-slot';
import {
  type ButtonHTMLAttributes,
  createContext,
  lazy,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  Suspense,
  useContext,
  useId,
  useRef,
  useState,
} from 'react';
import type { DialogState } from './dialog-state';

const loadPanel = () => import('./DialogPanel');
const DialogPanel = lazy(() => loadPanel().then((m) => ({ default: m.DialogPanel })));
const State = createContext<DialogState | null>(null);

function useDialogState() {
  const state = useContext(State);
  if (!state) throw new Error('A dialog part is outside its <Dialog>');
  return state;
}

export function Dialog({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  const triggerRef = useRef<HTMLElement | null>(null);
  const contentId = useId();
  return <State.Provider value={{ open, setOpen: onOpenChange, triggerRef, contentId }}>{children}</State.Provider>;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { asChild?: boolean };

/** Opens the dialog (and toggles it, as Radix's trigger does). */
export function DialogTrigger({ asChild, onClick, onPointerEnter, onFocus, ...props }: ButtonProps) {
  const state = useDialogState();
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type={asChild ? undefined : 'button'}
      aria-haspopup="dialog"
      aria-expanded={state.open}
      aria-controls={state.open ? state.contentId : undefined}
      data-state={state.open ? 'open' : 'closed'}
      {...props}
      ref={state.triggerRef as RefObject<HTMLButtonElement>}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        void loadPanel();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        void loadPanel();
      }}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) state.setOpen(!state.open);
      }}
    />
  );
}

/** Closes the dialog. */
export function DialogClose({ asChild, onClick, ...props }: ButtonProps) {
  const state = useDialogState();
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type={asChild ? undefined : 'button'}
      {...props}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) state.setOpen(false);
      }}
    />
  );
}

/** The dialog's panel: nothing until the dialog first opens, then Radix's dialog around `children`. */
export function DialogContent(props: { title: string; description?: string; children: ReactNode; className?: string }) {
  const state = useDialogState();
  const [opened, setOpened] = useState(state.open);
  if (state.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel state={state} {...props} />
    </Suspense>
  );
}
