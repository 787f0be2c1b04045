// The toast queue: one toast visible at a time; a new toast replaces the current one.
import { useSyncExternalStore } from 'react';

export const TOAST_LIMIT = 1;
/** Successes confirm and go; errors stay long enough to read. */
export const SUCCESS_TOAST_MS = 3000;
export const ERROR_TOAST_MS = 7000;
export const toastDuration = (variant: ToastMessage['variant']) => (variant === 'destructive' ? ERROR_TOAST_MS : SUCCESS_TOAST_MS);

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  open: boolean;
}

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function toast(message: Omit<ToastMessage, 'id' | 'open'>) {
  toasts = [{ ...message, id: nextId++, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export const useToasts = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    () => toasts,
  );
