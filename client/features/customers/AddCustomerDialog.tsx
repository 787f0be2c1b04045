import { UserPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { graphql } from 'react-relay';
import { Button } from '../../ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/Dialog';
import { toast } from '../../ui/toast-store';
import type { AddCustomerDialogMutation } from './__generated__/AddCustomerDialogMutation.graphql';
import { adjustTotalCount } from '../../relay/lists';
import { useMutationResult } from '../../relay/mutationResult';
import { Spinner } from '../../ui/Spinner';

// The form and its validation (zod) download when the dialog opens, not with the customers page.
const CustomerForm = lazy(() => import('./CustomerForm').then((m) => ({ default: m.CustomerForm })));

export function AddCustomerDialog({ connectionId }: { connectionId: string }) {
  const [open, setOpen] = useState(false);
  const [commit] = useMutationResult<AddCustomerDialogMutation>(graphql`
    mutation AddCustomerDialogMutation($input: CustomerInput!, $connections: [ID!]!) {
      createCustomer(input: $input) {
        __typename
        ... on Error {
          message
        }
        ... on CreateCustomerSuccess {
          customer @prependNode(connections: $connections, edgeTypeName: "UserCustomersConnectionEdge") {
            ...CustomerListItem_customer
          }
        }
      }
    }
  `);
  const fail = (message: string) => toast({ title: 'Failed to create customer.', description: message, variant: 'destructive' });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus className="size-4" /> Add Customer
        </Button>
      </DialogTrigger>
      <DialogContent title="Add Customer">
        <Suspense fallback={<Spinner />}>
          <CustomerForm
          submitLabel="Add Customer"
          onSave={async (values, allowDuplicatePhone, consent) => {
            const smsConsent = consent?.given ? { smsConsent: true, smsConsentSource: consent.source } : {};
            const result = await commit(
              { input: { ...values, allowDuplicatePhone, ...smsConsent }, connections: [connectionId] },
              {
                updater: (store, response) => {
                  if (response?.createCustomer.__typename === 'CreateCustomerSuccess') adjustTotalCount(store, connectionId, 1);
                },
                success: 'Customer created',
              },
            );
            if (result.ok) setOpen(false);
            // A phone already on file is asked about in the form, not toasted.
            else if (result.kind !== 'ConflictError') fail(result.message);
            return result;
          }}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
