// Decline, with an optional message that is emailed to the visitor when they gave an email.
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { Button } from '../../ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { Textarea } from '../../ui/Textarea';
import { toast } from '../../ui/toast-store';
import type { DeclineRequestDialogMutation } from './__generated__/DeclineRequestDialogMutation.graphql';
import { adjustPendingCount } from './pendingCount';

export function DeclineRequestDialog({ id, name, hasEmail }: { id: string; name: string; hasEmail: boolean }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, pending] = useMutation<DeclineRequestDialogMutation>(graphql`
    mutation DeclineRequestDialogMutation($id: ID!, $message: String) {
      declineBookingRequest(id: $id, message: $message) {
        __typename
        ... on Error {
          message
        }
        ... on DeclineBookingRequestSuccess {
          bookingRequest {
            ...RequestListItem_request
          }
        }
      }
    }
  `);
  const decline = () =>
    commit({
      variables: { id, message: message.trim() || null },
      updater: (store, data) => {
        if (data?.declineBookingRequest.__typename !== 'DeclineBookingRequestSuccess') return;
        adjustPendingCount(store, -1);
      },
      onCompleted: ({ declineBookingRequest: r }) => {
        if (r.__typename !== 'DeclineBookingRequestSuccess') return setError(r.message ?? 'Could not decline the request.');
        toast({ title: 'Request declined' });
        setOpen(false);
      },
      onError: (e) => setError(e.message),
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary">
          Decline
        </Button>
      </DialogTrigger>
      <DialogContent title={`Decline ${name}'s request`}>
        <div className="space-y-3">
          {error && <Notice tone="error">{error}</Notice>}
          <Textarea
            label={hasEmail ? 'Message to the visitor (optional, sent by email)' : 'Note (optional; the visitor gave no email)'}
            maxLength={2000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          <Button variant="destructive" className="w-full" onClick={decline} disabled={pending}>
            {pending ? 'Declining...' : 'Decline request'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
