// "View as" (#57): opens the owner's screens read-only for 30 minutes (the server sets the view's cookie
// beside the admin's). The environment is replaced first, as at sign-out, so no admin record is shown as
// the owner's nor an owner's kept for the admin; the owner's app shows its banner with Exit
// (client/features/account/ViewAsBanner.tsx). Reusable: the owner's page and a ticket's detail.
import { Eye } from 'lucide-react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useMutationResult } from '../../../relay/mutationResult';
import { useResetEnvironment } from '../../../relay/RelayRoot';
import { Button } from '../../../ui/Button';
import { forgetBusinessZones } from '../../../ui/businessZone';
import type { ViewAsButtonMutation } from './__generated__/ViewAsButtonMutation.graphql';

/** `userId`: the owner's global id. */
export function ViewAsButton({ userId, size = 'sm' }: { userId: string; size?: 'sm' | 'md' }) {
  const navigate = useNavigate();
  const resetEnvironment = useResetEnvironment();
  const [commit, pending] = useMutationResult<ViewAsButtonMutation>(graphql`
    mutation ViewAsButtonMutation($userId: ID!) {
      startViewAs(userId: $userId) {
        __typename
        ... on Error {
          message
        }
        ... on StartViewAsSuccess {
          viewAs {
            owner {
              onboardingCompleted
            }
          }
        }
      }
    }
  `);
  const start = async () => {
    const result = await commit({ userId }, { failure: 'Could not open the view' });
    if (!result.ok) return;
    forgetBusinessZones();
    resetEnvironment();
    navigate(result.data.viewAs?.owner.onboardingCompleted === false ? '/onboarding' : '/dashboard');
  };
  return (
    <Button size={size} variant="secondary" onClick={start} disabled={pending} data-testid="view-as">
      <Eye className="size-4" aria-hidden /> View as
    </Button>
  );
}
