import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from './toast-store';

export const COPIED_MS = 2000;

/** Copies text with the Clipboard API, or the legacy selection method where that is unavailable. */
export async function copyText(text: string) {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('Copy command was refused');
}

/**
 * A copy action with feedback: `copied` is true for COPIED_MS after a copy; a refused copy shows a
 * toast with `hint` (how to copy by hand instead).
 */
export function useCopy(hint: string): [copied: boolean, copy: (text: string) => Promise<void>] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      try {
        await copyText(text);
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      } catch {
        toast({ title: 'Copy failed', description: hint, variant: 'destructive' });
      }
    },
    [hint],
  );
  return [copied, copy];
}
