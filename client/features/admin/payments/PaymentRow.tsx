// One user awaiting payment verification: Notify (the reminder's outbox message joins the outbox
// connection, @prependNode), Verify (the user leaves this list, @deleteEdge, and shows Verified on
// the Users tab) and Delete.
import { Mail, Trash2 } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { reminderMessage } from '../../../../common/payment';
import { adjustTotalCount } from '../../../relay/lists';
import { useMutationResult } from '../../../relay/mutationResult';
import { Button } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { toast } from '../../../ui/toast-store';
import type { PaymentRow_user$key } from './__generated__/PaymentRow_user.graphql';
import type { PaymentRowNotifyMutation } from './__generated__/PaymentRowNotifyMutation.graphql';
import type { PaymentRowVerifyMutation } from './__generated__/PaymentRowVerifyMutation.graphql';

export function PaymentRow({
  user,
  connections,
  onDelete,
}: {
  user: PaymentRow_user$key;
  /** The ids of the Payments tab's two connections. */
  connections: { unverified: string; outbox: string };
  onDelete: (u: { id: string; name: string }) => void;
}) {
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
          }
        }
      }
    }
  `);
  const [notify] = useMutationResult<PaymentRowNotifyMutation>(graphql`
    mutation PaymentRowNotifyMutation($userId: ID!, $connections: [ID!]!) {
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
            message @prependNode(connections: $connections, edgeTypeName: "QueryEmailOutboxConnectionEdge") {
              id
              ...PaymentsTab_message
            }
          }
        }
      }
    }
  `);
  const name = `${u.firstName} ${u.lastName}`;
  const sendReminder = async () => {
    const result = await notify({ userId: u.id, connections: [connections.outbox] }, { failure: 'Notification failed' });
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
      { userId: u.id, connections: [connections.unverified] },
      {
        updater: (store, data) => {
          if (data?.verifyPayment.__typename === 'VerifyPaymentSuccess') adjustTotalCount(store, connections.unverified, -1);
        },
        success: { title: 'Payment verified', description: `${name} can use the program.` },
        failure: 'Verification failed',
      },
    );
  return (
    <li data-testid="payment-row" className={cn('rounded-xl bg-white p-4', u.paymentOverdue ? 'border-2 border-red-500' : 'border border-slate-200')}>
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
        <Button size="sm" variant="ghostDanger" onClick={() => onDelete({ id: u.id, name })}>
          <Trash2 className="size-4" /> Delete
        </Button>
      </div>
    </li>
  );
}
