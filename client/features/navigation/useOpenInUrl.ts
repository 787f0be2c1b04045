// What a page has open (a customer, a script) kept in the URL: opening pushes a history entry, so the
// back gesture closes it, and a reload or a shared link opens it again.
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

export function useOpenInUrl(key: string): [value: string | null, open: (value: string) => void, close: () => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const marker = `opened:${key}`;
  const open = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(key, value);
          return next;
        },
        { state: { [marker]: true } },
      ),
    [key, marker, setParams],
  );
  const openedHere = Boolean((location.state as Record<string, unknown> | null)?.[marker]);
  const close = useCallback(() => {
    // Opened here: step back (what the back gesture does). Opened from a link: drop it in place.
    if (openedHere) return navigate(-1);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [openedHere, navigate, key, setParams]);
  return [params.get(key), open, close];
}
