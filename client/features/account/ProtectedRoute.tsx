// The guard of every protected route: /auth when signed out (remembering the page asked for, so
// sign-in returns there). Its query is started by its loader, in parallel with the page's.
import { Suspense, useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Navigate, Outlet, useLoaderData, useLocation, useRevalidator } from 'react-router-dom';
import { forgetRouteRequests } from '../../relay/firstRoute';
import { knownBusinessZone, rememberBusinessZone } from '../../ui/businessZone';
import { OfflineNotice } from '../errors/OfflineNotice';
import { AppShellSkeleton } from '../navigation/AppShellSkeleton';
import type { ProtectedRouteQuery } from './__generated__/ProtectedRouteQuery.graphql';
import { authPathFor } from './returnPath';
import { isSigningOut, signedIn } from './signingOut';
import { useViewer } from './useViewer';
import { ViewAsBanner } from './ViewAsBanner';

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
        # An admin's read-only "View as" of this owner: its banner (#57).
        ...ViewAsBanner_query
      }
    `,
    useLoaderData() as PreloadedQuery<ProtectedRouteQuery>,
  );
  const viewer = useViewer(data.viewer);
  const location = useLocation();
  const zone = data.viewer?.business?.timeZone;
  // Kept before the page under the guard renders, so its first render already shows the business's days
  // (a page whose loader does not wait for the zone, on a browser's first visit); idempotent.
  const known = knownBusinessZone();
  const changed = rememberBusinessZone(zone);
  // A zone changed meanwhile (on another device): the pages' queries whose days were in the old one load again.
  const revalidator = useRevalidator();
  const revalidate = changed && known !== null;
  useEffect(() => {
    if (revalidate) revalidator.revalidate();
  }, [revalidate, revalidator]);
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
      <ViewAsBanner query={data} />
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
