// The owner's invoices as customers pay them by card: the payload is the invoice as the page shows it,
// so an open invoice turns Paid in place (the store merges it by id); a toast says which one.
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { toast } from '../../ui/toast-store';
import type { useInvoicePaidLiveSubscription } from './__generated__/useInvoicePaidLiveSubscription.graphql';

const subscription = graphql`
  subscription useInvoicePaidLiveSubscription {
    invoicePaid {
      number
      status
      ...InvoiceDetail_invoice
    }
  }
`;

export function useInvoicePaidLive() {
  const config = useMemo<GraphQLSubscriptionConfig<useInvoicePaidLiveSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (data) => {
        const paid = data?.invoicePaid;
        if (paid) toast({ title: paid.status === 'paid' ? `Invoice #${paid.number} paid` : `Payment received on invoice #${paid.number}` });
      },
    }),
    [],
  );
  useSubscription(config);
}
