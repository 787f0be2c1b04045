// Opens the Stripe billing portal (created on the server) in a new tab; where Stripe is not set up
// it explains that instead of opening anything.
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { BILLING_NOT_CONFIGURED } from '../../../common/payment';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { toast } from '../../ui/toast-store';
import type { ManageBillingButtonMutation } from './__generated__/ManageBillingButtonMutation.graphql';

export function ManageBillingButton({ configured }: { configured: boolean }) {
  const [explained, setExplained] = useState(false);
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
    if (!configured) return setExplained(true);
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
    <>
      <Button variant="secondary" onClick={open} disabled={pending}>
        Manage Billing
      </Button>
      {explained && (
        <Notice tone="info" className="w-full">
          {BILLING_NOT_CONFIGURED}
        </Notice>
      )}
    </>
  );
}
