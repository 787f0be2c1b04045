// Saves the current path when the page is hidden or unloads, or on a pull-down at the top of the page;
// restores it when the app opens at / (also after a back-forward cache restore).
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PULL_DOWN_THRESHOLD_PX, savePath, takeRestorablePath } from './routePreservation';
import { useFocusHeadingOnNavigate } from './useFocusHeadingOnNavigate';

export function RoutePreservation() {
  const location = useLocation();
  const navigate = useNavigate();
  const current = useRef(location);
  current.current = location;
  useFocusHeadingOnNavigate();

  useEffect(() => {
    const save = () => savePath(current.current);
    const onVisibility = () => document.visibilityState === 'hidden' && save();
    let startY: number | null = null;
    const onTouchStart = (e: TouchEvent) => {
      startY = window.scrollY <= 0 ? e.touches[0].clientY : null;
    };
    const onTouchMove = (e: TouchEvent) => {
      if (startY !== null && e.touches[0].clientY - startY > PULL_DOWN_THRESHOLD_PX) {
        save();
        startY = null;
      }
    };
    const onPageShow = (e: PageTransitionEvent) => {
      if (!e.persisted || current.current.pathname !== '/') return;
      const path = takeRestorablePath();
      if (path) navigate(path, { replace: true });
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('beforeunload', save);
    window.addEventListener('pagehide', save);
    window.addEventListener('touchstart', onTouchStart, { passive: true });
    window.addEventListener('touchmove', onTouchMove, { passive: true });
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('beforeunload', save);
      window.removeEventListener('pagehide', save);
      window.removeEventListener('touchstart', onTouchStart);
      window.removeEventListener('touchmove', onTouchMove);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [navigate]);

  return <Outlet />;
}

/** The / route: back to the stored path, else /auth. */
export function RootRedirect() {
  return <Navigate to={takeRestorablePath() ?? '/auth'} replace />;
}
