// 'Join — Founders Rate $39/month': creates a Stripe Checkout Session on the server and goes there.
import { CreditCard } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { FOUNDERS_RATE_USD } from '../../../common/payment';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import type { JoinButton_appInfo$key } from './__generated__/JoinButton_appInfo.graphql';
import type { JoinButtonMutation } from './__generated__/JoinButtonMutation.graphql';

export function JoinButton({ appInfo: key }: { appInfo: JoinButton_appInfo$key }) {
  const appInfo = useFragment(
    graphql`
      fragment JoinButton_appInfo on AppInfo {
        paymentsConfigured
      }
    `,
    key,
  );
  const [commit, pending] = useMutationResult<JoinButtonMutation>(graphql`
    mutation JoinButtonMutation {
      startCheckout {
        __typename
        ... on Error {
          message
        }
        ... on StartCheckoutSuccess {
          redirect {
            url
          }
        }
      }
    }
  `);
  const join = async () => {
    const result = await commit({}, { failure: 'Payments unavailable' });
    if (result.ok && result.data.redirect) window.location.assign(result.data.redirect.url);
  };
  return (
    <div className="space-y-2 text-center">
      <Button variant="success" className="w-full" onClick={join} disabled={pending || !appInfo.paymentsConfigured}>
        <CreditCard className="size-4" /> Join — Founders Rate ${FOUNDERS_RATE_USD}/month
      </Button>
      {!appInfo.paymentsConfigured && (
        <p className="text-xs text-slate-600">
          Online payments are not configured yet. You can create your account now and verify your payment within 48 hours.
        </p>
      )}
    </div>
  );
}
