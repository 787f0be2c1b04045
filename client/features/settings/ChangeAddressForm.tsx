// The form of the Change address dialog (ChangeAddressDialog): the new address, checked as onboarding
// checks it (BookingAddress: the link it makes, whether it is free, a free one if not). Its own module,
// so it downloads when the dialog is about to open, not with Settings.
import { type FormEvent, useState } from 'react';
import { graphql } from 'react-relay';
import { toSubdomain } from '../../../common/business-fields';
import { useMutationResult } from '../../relay/mutationResult';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { toast } from '../../ui/toast-store';
import { BookingAddress } from '../onboarding/BookingAddress';
import type { ChangeAddressFormMutation } from './__generated__/ChangeAddressFormMutation.graphql';

export function ChangeAddressForm({ onChanged }: { onChanged: () => void }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, pending] = useMutationResult<ChangeAddressFormMutation>(graphql`
    mutation ChangeAddressFormMutation($subdomain: String!) {
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
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The dialog is drawn in a portal but sits inside Settings' business form in React's tree, where a
    // submit event would also bubble: that form's save then raced the change and put the old address back.
    e.stopPropagation();
    setError(null);
    // The address BookingAddress shows: the letters and numbers of what is typed.
    const result = await commit({ subdomain: toSubdomain(typed) });
    if (!result.ok) return setError(result.message);
    toast({ title: 'Booking address changed', description: `Your page is now at ${window.location.origin}${result.data.business?.bookingPath ?? ''}.` });
    onChanged();
  };
  return (
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
  );
}
