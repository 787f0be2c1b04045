// Whether a CSS media query matches, following changes (for layouts that render different trees).
import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint: the desktop layout (sidebar, side-by-side panes, week grid). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

export function useMediaQuery(query: string) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

export const useIsDesktop = () => useMediaQuery(DESKTOP_QUERY);
