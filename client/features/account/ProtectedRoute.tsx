// The guard of every protected route: /auth when signed out (remembering the page asked for, so
// sign-in returns there). Its query is started by its loader, in parallel with the page's.
import { Suspense, useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Navigate, Outlet, useLoaderData, useLocation } from 'react-router-dom';
import { forgetRouteRequests } from '../../relay/firstRoute';
import { rememberBusinessZone } from '../../ui/businessZone';
import { OfflineNotice } from '../errors/OfflineNotice';
import { AppShellSkeleton } from '../navigation/AppShellSkeleton';
import type { ProtectedRouteQuery } from './__generated__/ProtectedRouteQuery.graphql';
import { authPathFor } from './returnPath';
import { isSigningOut, signedIn } from './signingOut';
import { useViewer } from './useViewer';

function Guard() {
  const data = usePreloadedQuery<ProtectedRouteQuery>(
    graphql`
      query ProtectedRouteQuery {
        viewer {
          ...useViewer_user
          # The zone every day and time on screen is in (ui/businessZone.ts).
          business {
            id
            timeZone
          }
        }
      }
    `,
    useLoaderData() as PreloadedQuery<ProtectedRouteQuery>,
  );
  const viewer = useViewer(data.viewer);
  const location = useLocation();
  const zone = data.viewer?.business?.timeZone;
  // Known from now on, also to the loaders of the next routes (a changed zone too: Settings → Availability).
  useEffect(() => void rememberBusinessZone(zone), [zone]);
  useEffect(() => {
    // No viewer: the session ended here or elsewhere (another device, a password change, expiry), so
    // the worker forgets what this account's pages requested (it would send them again on the next visit).
    if (viewer) signedIn();
    else forgetRouteRequests();
  }, [viewer]);
  if (!viewer) return <Navigate to={isSigningOut() ? '/auth' : authPathFor(location)} replace />;
  // Pages under the guard read this viewer with useSignedInViewer.
  return (
    <>
      <OfflineNotice />
      <Outlet context={viewer} />
    </>
  );
}

export function Component() {
  return (
    <Suspense fallback={<AppShellSkeleton />}>
      <Guard />
    </Suspense>
  );
}
