// Opens the Stripe billing portal (created on the server) in a new tab.
import { graphql, useMutation } from 'react-relay';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast-store';
import type { ManageBillingButtonMutation } from './__generated__/ManageBillingButtonMutation.graphql';

export function ManageBillingButton() {
  const [commit, pending] = useMutation<ManageBillingButtonMutation>(graphql`
    mutation ManageBillingButtonMutation {
      createBillingPortalSession {
        __typename
        ... on Error {
          message
        }
        ... on CreateBillingPortalSessionSuccess {
          redirect {
            url
          }
        }
      }
    }
  `);
  const open = () => {
    // Opened before the request so the browser does not treat it as an unrequested pop-up.
    const tab = window.open('', '_blank');
    commit({
      variables: {},
      onCompleted: ({ createBillingPortalSession: r }) => {
        if (r.__typename === 'CreateBillingPortalSessionSuccess' && r.redirect) {
          if (tab) tab.location.href = r.redirect.url;
          else window.location.assign(r.redirect.url);
          return;
        }
        tab?.close();
        toast({ title: 'Billing unavailable', description: r.message ?? '', variant: 'destructive' });
      },
      onError: (e) => {
        tab?.close();
        toast({ title: 'Billing unavailable', description: e.message, variant: 'destructive' });
      },
    });
  };
  return (
    <Button variant="secondary" onClick={open} disabled={pending}>
      Manage Billing
    </Button>
  );
}
