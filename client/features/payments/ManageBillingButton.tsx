// Opens the Stripe billing portal (created on the server) in a new tab; where Stripe is not set up
// it explains that instead of opening anything.
import { useState } from 'react';
import { graphql } from 'react-relay';
import { BILLING_NOT_CONFIGURED } from '../../../common/payment';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import type { ManageBillingButtonMutation } from './__generated__/ManageBillingButtonMutation.graphql';

export function ManageBillingButton({ configured }: { configured: boolean }) {
  const [explained, setExplained] = useState(false);
  const [commit, pending] = useMutationResult<ManageBillingButtonMutation>(graphql`
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
  const open = async () => {
    if (!configured) return setExplained(true);
    // Opened before the request so the browser does not treat it as an unrequested pop-up.
    const tab = window.open('', '_blank');
    const result = await commit({}, { failure: 'Billing unavailable' });
    const url = result.ok ? result.data.redirect?.url : undefined;
    if (!url) return tab?.close();
    if (tab) tab.location.href = url;
    else window.location.assign(url);
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
