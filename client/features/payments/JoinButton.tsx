// 'Join — Founders Rate $39/month': creates a Stripe Checkout Session on the server and goes there.
import { CreditCard } from 'lucide-react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { FOUNDERS_RATE_USD } from '../../../common/payment';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
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
  const [commit, pending] = useMutation<JoinButtonMutation>(graphql`
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
  const join = () =>
    commit({
      variables: {},
      onCompleted: ({ startCheckout: r }) => {
        if (r.__typename === 'StartCheckoutSuccess' && r.redirect) window.location.assign(r.redirect.url);
        else toast({ title: 'Payments unavailable', description: r.message ?? '', variant: 'destructive' });
      },
      onError: (e) => toast({ title: 'Payments unavailable', description: e.message, variant: 'destructive' }),
    });
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
