// Payments: users awaiting verification (overdue after 48 hours), Notify, Verify, Delete; and the outbox.
import { CheckCircle2, Mail, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { reminderMessage } from '../../../../common/payment';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { cn } from '../../../ui/cn';
import { toast } from '../../../ui/toast-store';
import { DeleteUserDialog } from '../users/DeleteUserDialog';
import type { PaymentsTabNotifyMutation } from './__generated__/PaymentsTabNotifyMutation.graphql';
import type { PaymentsTabQuery } from './__generated__/PaymentsTabQuery.graphql';
import type { PaymentsTabVerifyMutation } from './__generated__/PaymentsTabVerifyMutation.graphql';

export function PaymentsTab() {
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = () => setFetchKey((k) => k + 1);
  const data = useLazyLoadQuery<PaymentsTabQuery>(
    graphql`
      query PaymentsTabQuery {
        adminUnverifiedUsers {
          id
          firstName
          lastName
          email
          createdAt
          hoursSinceSignup
          paymentOverdue
          stripeSessionId
        }
        emailOutbox {
          id
          to
          subject
          text
          createdAt
          sentAt
          error
        }
      }
    `,
    {},
    // The first render reads what the admin page preloaded; a refresh refetches.
    { fetchPolicy: fetchKey ? 'store-and-network' : 'store-or-network', fetchKey },
  );
  const [verify] = useMutation<PaymentsTabVerifyMutation>(graphql`
    mutation PaymentsTabVerifyMutation($userId: ID!) {
      verifyPayment(userId: $userId) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const [notify] = useMutation<PaymentsTabNotifyMutation>(graphql`
    mutation PaymentsTabNotifyMutation($userId: ID!) {
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
          }
        }
      }
    }
  `);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const users = data.adminUnverifiedUsers;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {users.length} {users.length === 1 ? 'user' : 'users'} awaiting payment verification
      </p>
      {users.length === 0 && (
        <Card className="p-8 text-center">
          <CheckCircle2 className="mx-auto mb-2 size-10 text-green-600" aria-hidden />
          <p className="font-semibold">All Payments Verified</p>
        </Card>
      )}
      <ul className="space-y-3">
        {users.map((u) => (
          <li key={u.id} data-testid="payment-row" className={cn('rounded-xl border bg-white p-4', u.paymentOverdue ? 'border-2 border-red-500' : 'border-slate-200')}>
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-semibold">
                {u.firstName} {u.lastName}
              </p>
              {u.paymentOverdue && <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">Overdue</span>}
            </div>
            <p className="text-sm text-slate-600">{u.email}</p>
            <p className="text-xs text-slate-500">
              Signed up {new Date(u.createdAt).toLocaleString()} · {u.hoursSinceSignup} hours ago
            </p>
            {u.stripeSessionId && <p className="break-all font-mono text-xs text-slate-500">Session: {u.stripeSessionId}</p>}
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  notify({
                    variables: { userId: u.id },
                    onCompleted: ({ sendPaymentReminder: r }) => {
                      if (r.__typename !== 'SendPaymentReminderSuccess') return toast({ title: 'Notification failed', description: r.message ?? '', variant: 'destructive' });
                      const outcome = r.reminder?.outcome;
                      if (outcome === 'failed') {
                        toast({ title: 'Notification not sent', description: reminderMessage('failed', r.reminder?.error), variant: 'destructive' });
                      } else {
                        toast({ title: 'Notification sent', description: outcome === 'sent' ? `Email sent to ${u.email}.` : 'Queued in the outbox: no mail server is configured.' });
                      }
                      refresh();
                    },
                    onError: (e) => toast({ title: 'Notification failed', description: e.message, variant: 'destructive' }),
                  })
                }
              >
                <Mail className="size-4" /> Notify
              </Button>
              <Button
                size="sm"
                variant="success"
                onClick={() =>
                  verify({
                    variables: { userId: u.id },
                    onCompleted: ({ verifyPayment: r }) => {
                      if (r.__typename !== 'VerifyPaymentSuccess') return toast({ title: 'Verification failed', description: r.message ?? '', variant: 'destructive' });
                      toast({ title: 'Payment verified', description: `${u.firstName} ${u.lastName} can use the program.` });
                      refresh();
                    },
                    onError: (e) => toast({ title: 'Verification failed', description: e.message, variant: 'destructive' }),
                  })
                }
              >
                Verify
              </Button>
              <Button size="sm" variant="ghost" className="text-red-600" onClick={() => setDeleting({ id: u.id, name: `${u.firstName} ${u.lastName}` })}>
                <Trash2 className="size-4" /> Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {data.emailOutbox.length > 0 && (
        <Card className="p-4">
          <h3 className="mb-2 font-semibold">Email outbox</h3>
          <ul className="space-y-1 text-sm">
            {data.emailOutbox.slice(0, 10).map((m) => (
              <li key={m.id} data-testid="outbox-message">
                <details className="group rounded-lg border border-slate-200 p-2">
                  <summary className="flex cursor-pointer justify-between gap-2">
                    <span className="truncate">
                      {m.subject} → {m.to}
                    </span>
                    <span className={cn('shrink-0 text-xs', m.error ? 'text-red-600' : 'text-slate-500')}>
                      {m.sentAt ? 'sent' : m.error ? 'not sent' : 'queued'} · {new Date(m.createdAt).toLocaleString()}
                    </span>
                  </summary>
                  {m.error && <p className="mt-2 text-xs text-red-600">Mail server: {m.error}</p>}
                  <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-slate-700">{m.text}</pre>
                </details>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} onDeleted={refresh} />
    </div>
  );
}
