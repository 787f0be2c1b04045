// The toast viewport's code downloads with the first toast, not with the first page.
import { lazy, Suspense, useState } from 'react';
import { useToasts } from './toast-store';

const Toaster = lazy(() => import('./Toaster').then((m) => ({ default: m.Toaster })));

export function Toasts() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
