// After a route change, focus moves to the new page's heading (its h1, made focusable with tabIndex -1),
// so a screen reader announces the page and the next Tab starts at its top. Not on the first load.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long after the path changes the page may still be loading its heading (its code and data, on a slow network). */
const SETTLE_MS = 30_000;
const POLL_MS = 50;

export function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

export function useFocusHeadingOnNavigate() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    let target: HTMLElement | null = null;
    const until = performance.now() + SETTLE_MS;
    const tick = () => {
      const active = document.activeElement;
      // Nothing has the focus: the page has not drawn its heading yet, or the focused one gave way to another.
      const lost = !active || active === document.body || !active.isConnected;
      // The person has moved on (typed, tabbed, opened something, clicked beside the heading): leave the focus alone.
      const movedOn = lost ? target?.isConnected : active !== target;
      if (movedOn || performance.now() > until) return clearInterval(timer);
      const heading = pageHeading();
      // A skeleton's heading can give way to the page's: follow it while the page settles.
      if (heading && heading !== active) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
        target = heading;
      }
    };
    const timer = setInterval(tick, POLL_MS);
    tick();
    return () => clearInterval(timer);
  }, [pathname]);
}
