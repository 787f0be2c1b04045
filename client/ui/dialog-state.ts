import type { RefObject } from 'react';

/** What a dialog's trigger and its panel share (client/ui/Dialog.tsx and the lazily loaded DialogPanel.tsx). */
export interface DialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The button that opened the dialog, focused again when it closes. */
  triggerRef: RefObject<HTMLElement | null>;
  contentId: string;
}
