// The guard of every protected route: a spinner while the user loads, /auth when signed out
// (remembering the page asked for, so sign-in returns there).
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '../../ui/Spinner';
import { authPathFor } from './returnPath';
import { useViewer } from './useViewer';

function Guard() {
  const viewer = useViewer();
  const location = useLocation();
  if (!viewer) return <Navigate to={authPathFor(location)} replace />;
  return <Outlet />;
}

export function Component() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Guard />
    </Suspense>
  );
}
