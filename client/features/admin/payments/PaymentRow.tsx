// One owner who does not pay, in a Payments tab group: when they signed up or lapsed ("3 days ago"),
// the stored reason, the last reminder and how many; Notify (the group's wording; the row's reminder
// count follows), Verify (the owner leaves the group's list, @deleteEdge) and Delete.
import { Mail, Trash2 } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { PAYMENT_GRACE_HOURS, reminderMessage } from '../../../../common/payment';
import { adjustTotalCount } from '../../../relay/lists';
import { useMutationResult } from '../../../relay/mutationResult';
import { Button } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { toast } from '../../../ui/toast-store';
import { timeAgo } from '../owner/time';
import type { PaymentRow_user$key } from './__generated__/PaymentRow_user.graphql';
import type { PaymentRowNotifyMutation } from './__generated__/PaymentRowNotifyMutation.graphql';
import type { PaymentRowVerifyMutation } from './__generated__/PaymentRowVerifyMutation.graphql';
import { PaymentStateBadge } from './PaymentStateBadge';

/** When the owner's state began, as the group reads it. */
function since(group: string | null | undefined, u: { createdAt: string; paymentState: string; paymentStateSince: string }) {
  const deadline = new Date(new Date(u.createdAt).getTime() + PAYMENT_GRACE_HOURS * 3_600_000);
  if (group === 'new') return `Signed up ${timeAgo(u.createdAt)} · 48 hours end ${timeAgo(deadline)}`;
  if (group === 'overdue') return `Signed up ${timeAgo(u.createdAt)} · never paid, the 48 hours ended ${timeAgo(deadline)}`;
  return `${u.paymentState === 'failed' ? 'Payment failed' : 'Cancelled'} ${timeAgo(u.paymentStateSince)} · signed up ${timeAgo(u.createdAt)}`;
}

export function PaymentRow({
  user,
  connection,
  onDelete,
}: {
  user: PaymentRow_user$key;
  /** The id of the group's connection on screen. */
  connection: string;
  onDelete: (u: { id: string; name: string; unverified: boolean }) => void;
}) {
  const u = useFragment(
    graphql`
      fragment PaymentRow_user on User {
        id
        firstName
        lastName
        email
        createdAt
        paymentVerified
        paymentState
        paymentStateSince
        paymentStateReason
        paymentGroup
        lastRemindedAt
        remindedCount
        businessName
        stripeSessionId
      }
    `,
    user,
  );
  const [verify] = useMutationResult<PaymentRowVerifyMutation>(graphql`
    mutation PaymentRowVerifyMutation($userId: ID!, $connections: [ID!]!) {
      verifyPayment(userId: $userId) {
        __typename
        ... on Error {
          message
        }
        ... on VerifyPaymentSuccess {
          user {
            id @deleteEdge(connections: $connections)
            paymentVerified
            paymentOverdue
            paymentState
            paymentStateSince
            paymentStateReason
            paymentGroup
          }
        }
      }
    }
  `);
  const [notify, notifying] = useMutationResult<PaymentRowNotifyMutation>(graphql`
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
            user {
              id
              lastRemindedAt
              remindedCount
            }
          }
        }
      }
    }
  `);
  const name = `${u.firstName} ${u.lastName}`;
  const overdue = u.paymentGroup === 'overdue';
  const sendReminder = async () => {
    const result = await notify({ userId: u.id }, { failure: 'Notification failed' });
    if (!result.ok) return;
    const { outcome, error } = result.data.reminder ?? {};
    if (outcome === 'failed') {
      toast({ title: 'Notification not sent', description: reminderMessage('failed', error), variant: 'destructive' });
    } else {
      toast({ title: 'Notification sent', description: outcome === 'sent' ? `Email sent to ${u.email}.` : 'Queued in the outbox: no mail server is configured.' });
    }
  };
  const verifyPayment = () =>
    verify(
      { userId: u.id, connections: [connection] },
      {
        updater: (store, data) => {
          if (data?.verifyPayment.__typename === 'VerifyPaymentSuccess') adjustTotalCount(store, connection, -1);
        },
        success: { title: 'Payment verified', description: `${name} can use the program.` },
        failure: 'Verification failed',
      },
    );
  return (
    <li data-testid="payment-row" className={cn('min-w-0 rounded-xl bg-white p-4', overdue ? 'border-2 border-red-500' : 'border border-slate-200')}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 break-words font-semibold">
          <Link to={`/admin/users/${u.id}`} className="text-brand-700 underline-offset-2 hover:underline">
            {name}
          </Link>
        </p>
        {overdue ? <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">Overdue</span> : <PaymentStateBadge state={u.paymentState} />}
      </div>
      <p className="break-words text-sm text-slate-600">
        {u.email}
        {u.businessName ? ` · ${u.businessName}` : ''}
      </p>
      <p className="text-xs text-slate-600" data-testid="payment-since">
        {since(u.paymentGroup, u)}
      </p>
      {u.paymentStateReason && u.paymentGroup === 'lapsed' && <p className="text-xs text-slate-600">{u.paymentStateReason}</p>}
      <p className="text-xs text-slate-600" data-testid="payment-reminded">
        {u.lastRemindedAt ? `Last reminder ${timeAgo(u.lastRemindedAt)} · ${u.remindedCount} ${u.remindedCount === 1 ? 'reminder' : 'reminders'} sent` : 'No reminder sent yet'}
      </p>
      {u.stripeSessionId && <p className="break-all font-mono text-xs text-slate-500">Session: {u.stripeSessionId}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={sendReminder} disabled={notifying}>
          <Mail className="size-4" /> Notify
        </Button>
        <Button size="sm" variant="success" onClick={verifyPayment}>
          Verify
        </Button>
        <Button size="sm" variant="ghostDanger" onClick={() => onDelete({ id: u.id, name, unverified: !u.paymentVerified })}>
          <Trash2 className="size-4" /> Delete
        </Button>
      </div>
    </li>
  );
}
