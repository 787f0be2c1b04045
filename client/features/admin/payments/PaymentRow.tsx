// One user awaiting payment verification: Notify (the reminder's outbox message joins the outbox
// list), Verify (the user leaves this list and shows Verified on the Users tab) and Delete.
import { Mail, Trash2 } from 'lucide-react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { reminderMessage } from '../../../../common/payment';
import { addToRootList, payloadRecord, removeFromRootList } from '../../../relay/lists';
import { Button } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { toast } from '../../../ui/toast-store';
import type { PaymentRow_user$key } from './__generated__/PaymentRow_user.graphql';
import type { PaymentRowNotifyMutation } from './__generated__/PaymentRowNotifyMutation.graphql';
import type { PaymentRowVerifyMutation } from './__generated__/PaymentRowVerifyMutation.graphql';

export function PaymentRow({ user, onDelete }: { user: PaymentRow_user$key; onDelete: (u: { id: string; name: string }) => void }) {
  const u = useFragment(
    graphql`
      fragment PaymentRow_user on User {
        id
        firstName
        lastName
        email
        createdAt
        hoursSinceSignup
        paymentOverdue
        stripeSessionId
      }
    `,
    user,
  );
  const [verify] = useMutation<PaymentRowVerifyMutation>(graphql`
    mutation PaymentRowVerifyMutation($userId: ID!) {
      verifyPayment(userId: $userId) {
        __typename
        ... on Error {
          message
        }
        ... on VerifyPaymentSuccess {
          user {
            id
            paymentVerified
            paymentOverdue
          }
        }
      }
    }
  `);
  const [notify] = useMutation<PaymentRowNotifyMutation>(graphql`
    mutation PaymentRowNotifyMutation($userId: ID!) {
      sendPaymentReminder(userId: $userId) {
        __typename
        ... on Error {
          message
        }
        ... on SendPaymentReminderSuccess {
          reminder {
            sent
            outcome
            error
            message {
              id
              ...PaymentsTab_message
            }
          }
        }
      }
    }
  `);
  const name = `${u.firstName} ${u.lastName}`;
  const sendReminder = () =>
    notify({
      variables: { userId: u.id },
      updater: (store) => addToRootList(store, 'emailOutbox', payloadRecord(store, 'sendPaymentReminder', 'reminder')?.getLinkedRecord('message')),
      onCompleted: ({ sendPaymentReminder: r }) => {
        if (r.__typename !== 'SendPaymentReminderSuccess') return toast({ title: 'Notification failed', description: r.message ?? '', variant: 'destructive' });
        const outcome = r.reminder?.outcome;
        if (outcome === 'failed') {
          toast({ title: 'Notification not sent', description: reminderMessage('failed', r.reminder?.error), variant: 'destructive' });
        } else {
          toast({ title: 'Notification sent', description: outcome === 'sent' ? `Email sent to ${u.email}.` : 'Queued in the outbox: no mail server is configured.' });
        }
      },
      onError: (e) => toast({ title: 'Notification failed', description: e.message, variant: 'destructive' }),
    });
  const verifyPayment = () =>
    verify({
      variables: { userId: u.id },
      updater: (store, data) => {
        if (data?.verifyPayment.__typename === 'VerifyPaymentSuccess') removeFromRootList(store, 'adminUnverifiedUsers', u.id);
      },
      onCompleted: ({ verifyPayment: r }) => {
        if (r.__typename !== 'VerifyPaymentSuccess') return toast({ title: 'Verification failed', description: r.message ?? '', variant: 'destructive' });
        toast({ title: 'Payment verified', description: `${name} can use the program.` });
      },
      onError: (e) => toast({ title: 'Verification failed', description: e.message, variant: 'destructive' }),
    });
  return (
    <li data-testid="payment-row" className={cn('rounded-xl border bg-white p-4', u.paymentOverdue ? 'border-2 border-red-500' : 'border-slate-200')}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold">{name}</p>
        {u.paymentOverdue && <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">Overdue</span>}
      </div>
      <p className="text-sm text-slate-600">{u.email}</p>
      <p className="text-xs text-slate-500">
        Signed up {new Date(u.createdAt).toLocaleString()} · {u.hoursSinceSignup} hours ago
      </p>
      {u.stripeSessionId && <p className="break-all font-mono text-xs text-slate-500">Session: {u.stripeSessionId}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={sendReminder}>
          <Mail className="size-4" /> Notify
        </Button>
        <Button size="sm" variant="success" onClick={verifyPayment}>
          Verify
        </Button>
        <Button size="sm" variant="ghost" className="text-red-600" onClick={() => onDelete({ id: u.id, name })}>
          <Trash2 className="size-4" /> Delete
        </Button>
      </div>
    </li>
  );
}
