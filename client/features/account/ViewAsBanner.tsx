// The banner of an admin's read-only "View as" of an owner (#57), above every page of the owner's app
// while the view is on: whose screens these are, that nothing can be changed, and Exit. Exit (or the
// view's 30 minutes running out) ends the view and returns to the owner's page in the admin panel.
import { Eye } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useMutationResult } from '../../relay/mutationResult';
import { useResetEnvironment } from '../../relay/RelayRoot';
import { Button } from '../../ui/Button';
import { forgetBusinessZones } from '../../ui/businessZone';
import type { ViewAsBanner_query$key } from './__generated__/ViewAsBanner_query.graphql';
import type { ViewAsBannerExitMutation } from './__generated__/ViewAsBannerExitMutation.graphql';

export function ViewAsBanner({ query }: { query: ViewAsBanner_query$key }) {
  const data = useFragment(
    graphql`
      fragment ViewAsBanner_query on Query {
        viewAs {
          ownerName
          expiresAt
          owner {
            id
          }
        }
      }
    `,
    query,
  );
  const view = data.viewAs;
  const navigate = useNavigate();
  const resetEnvironment = useResetEnvironment();
  const [commit, pending] = useMutationResult<ViewAsBannerExitMutation>(graphql`
    mutation ViewAsBannerExitMutation {
      endViewAs
    }
  `);
  const ownerId = view?.owner.id;
  const exit = useCallback(async () => {
    if (!ownerId) return;
    const result = await commit({}, { failure: 'Could not end the view' });
    if (!result.ok) return;
    forgetBusinessZones();
    resetEnvironment();
    navigate(`/admin/users/${encodeURIComponent(ownerId)}`);
  }, [commit, navigate, ownerId, resetEnvironment]);
  // The view ends on its own after its 30 minutes: the admin is taken back as by Exit.
  const expiresAt = view?.expiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setTimeout(() => void exit(), Math.max(0, new Date(expiresAt as string).getTime() - Date.now()));
    return () => clearTimeout(timer);
  }, [expiresAt, exit]);
  if (!view) return null;
  return (
    <div role="status" data-testid="view-as-banner" className="sticky top-0 z-50 flex flex-wrap items-center justify-between gap-2 bg-amber-100 px-4 py-2 text-sm text-amber-950 shadow">
      <p className="flex min-w-0 items-center gap-2 font-medium">
        <Eye className="size-4 shrink-0" aria-hidden />
        <span className="min-w-0 break-words">Viewing as {view.ownerName} — read-only</span>
      </p>
      <Button size="sm" variant="secondary" onClick={() => void exit()} disabled={pending}>
        Exit
      </Button>
    </div>
  );
}
