// Settings: the owner changes the booking address, once. The new address is checked as onboarding
// checks it (BookingAddress: the link it makes, whether it is free, a free one if not); the old
// address forwards visitors to the new one for SUBDOMAIN_REDIRECT_DAYS days.
import { type FormEvent, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { SUBDOMAIN_REDIRECT_DAYS, toSubdomain } from '../../../common/business';
import { Button } from '../../ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { BookingAddress } from '../onboarding/BookingAddress';
import type { ChangeAddressDialogMutation } from './__generated__/ChangeAddressDialogMutation.graphql';

export function ChangeAddressDialog({ current }: { current: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, pending] = useMutation<ChangeAddressDialogMutation>(graphql`
    mutation ChangeAddressDialogMutation($subdomain: String!) {
      changeSubdomain(subdomain: $subdomain) {
        __typename
        ... on Error {
          message
        }
        ... on ChangeSubdomainSuccess {
          business {
            ...BusinessSection_business
            bookingPath
          }
        }
      }
    }
  `);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    commit({
      // The address BookingAddress shows: the letters and numbers of what is typed.
      variables: { subdomain: toSubdomain(typed) },
      onCompleted: ({ changeSubdomain: r }) => {
        if (r.__typename !== 'ChangeSubdomainSuccess') return setError(r.message ?? 'Could not change the address.');
        toast({ title: 'Booking address changed', description: `Your page is now at ${window.location.origin}${r.business?.bookingPath ?? ""}.` });
        setOpen(false);
      },
      onError: (err) => setError(err.message),
    });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setTyped('');
          setError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="secondary">
          Change address
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Change your booking address"
        description={`You can change it once. For ${SUBDOMAIN_REDIRECT_DAYS} days, visitors of ${window.location.origin}/booking/${current} are sent to the new address; after that the old address stops working, so update your cards and links.`}
      >
        <form onSubmit={submit} className="space-y-3" noValidate>
          <Field
            label="New booking address"
            value={typed}
            autoComplete="off"
            autoCapitalize="none"
            error={error ?? undefined}
            onChange={(e) => {
              setTyped(e.target.value);
              setError(null);
            }}
          />
          <BookingAddress name={typed} onUse={(s) => setTyped(s)} />
          <Button type="submit" className="w-full" disabled={pending || !toSubdomain(typed)}>
            {pending ? 'Changing...' : 'Change address'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
