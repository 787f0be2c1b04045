// /admin/users/:id (#57): one owner as the operator reads them — the account and business, the payment
// state and its history, the program day and last activity, tickets, emails sent and a short audit
// history — with Verify, Notify, View as and Delete (the Users tab's delete dialog; after it, the list).
import { ArrowLeft, Mail, Trash2 } from 'lucide-react';
import { Suspense, useCallback, useState } from 'react';
import { fetchQuery, graphql, type PreloadedQuery, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { Link, useLoaderData, useNavigate, useParams } from 'react-router-dom';
import { AUDIT_ACTION_LABELS, type AuditAction } from '../../../../common/audit';
import { PAYMENT_STATE_LABELS, type PaymentStateName } from '../../../../common/payment-state';
import { reminderMessage } from '../../../../common/payment';
import { useMutationResult } from '../../../relay/mutationResult';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { cn } from '../../../ui/cn';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast-store';
import { DeleteUserDialog, type DeletingUser } from '../users/DeleteUserDialog';
import type { OwnerPageNotifyMutation } from './__generated__/OwnerPageNotifyMutation.graphql';
import type { OwnerPageQuery } from './__generated__/OwnerPageQuery.graphql';
import type { OwnerPageVerifyMutation } from './__generated__/OwnerPageVerifyMutation.graphql';
import { databaseIdOf, dateTime, timeAgo } from './time';
import { ViewAsButton } from './ViewAsButton';

const ownerQuery = graphql`
  query OwnerPageQuery($id: ID!) {
    adminOwner(userId: $id) {
      user {
        id
        firstName
        lastName
        email
        phone
        createdAt
        isAdmin
        paymentVerified
        paymentState
        paymentStateSince
        paymentStateReason
        lastRemindedAt
        remindedCount
        closedAt
        onboardingCompleted
      }
      business {
        businessName
        subdomain
        city
        state
        phone
        email
      }
      paymentHistory {
        id
        state
        reason
        at
      }
      programDay
      lastActivityAt
      tickets {
        id
        subject
        category
        status
        createdAt
      }
      emails {
        id
        kind
        subject
        createdAt
        sentAt
        error
      }
      audit {
        id
        at
        action
        actorEmail
      }
    }
  }
`;

const stateTone: Record<string, string> = {
  trial: 'bg-amber-100 text-amber-900',
  paying: 'bg-green-100 text-green-800',
  verified: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-900',
  cancelled: 'bg-slate-200 text-slate-800',
};
const stateLabel = (s: string) => PAYMENT_STATE_LABELS[s as PaymentStateName] ?? s;

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Card className="min-w-0 p-4" data-testid={testId}>
      <h3 className="mb-2 font-semibold text-slate-900">{title}</h3>
      {children}
    </Card>
  );
}

const Empty = ({ children }: { children: React.ReactNode }) => <p className="text-sm text-slate-600">{children}</p>;

function Owner() {
  const ref = useLoaderData() as PreloadedQuery<OwnerPageQuery>;
  const { adminOwner: page } = usePreloadedQuery<OwnerPageQuery>(ownerQuery, ref);
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<DeletingUser | null>(null);
  // After Verify or Notify the page reads itself again: the state's history and the emails change with them.
  const reload = useCallback(() => fetchQuery<OwnerPageQuery>(environment, ownerQuery, ref.variables, { fetchPolicy: 'network-only' }).subscribe({}), [environment, ref.variables]);
  const [verify, verifying] = useMutationResult<OwnerPageVerifyMutation>(graphql`
    mutation OwnerPageVerifyMutation($userId: ID!) {
      verifyPayment(userId: $userId) {
        __typename
        ... on Error {
          message
        }
        ... on VerifyPaymentSuccess {
          user {
            id
            paymentVerified
            paymentState
          }
        }
      }
    }
  `);
  const [notify, notifying] = useMutationResult<OwnerPageNotifyMutation>(graphql`
    mutation OwnerPageNotifyMutation($userId: ID!) {
      sendPaymentReminder(userId: $userId) {
        __typename
        ... on Error {
          message
        }
        ... on SendPaymentReminderSuccess {
          reminder {
            outcome
            error
          }
        }
      }
    }
  `);
  if (!page) {
    return (
      <div className="space-y-3 py-10 text-center">
        <p className="text-slate-600">This owner no longer exists.</p>
        <Button variant="secondary" asChild>
          <Link to="/admin/users">Back to users</Link>
        </Button>
      </div>
    );
  }
  const { user: u, business: b } = page;
  const name = `${u.firstName} ${u.lastName}`.trim() || u.email;
  const paysNow = u.paymentState === 'paying' || u.paymentState === 'verified';
  const onVerify = async () => {
    const result = await verify({ userId: u.id }, { success: { title: 'Payment verified', description: `${name} can use the program.` }, failure: 'Verification failed' });
    if (result.ok) reload();
  };
  const onNotify = async () => {
    const result = await notify({ userId: u.id }, { failure: 'Notification failed' });
    if (!result.ok) return;
    const { outcome, error } = result.data.reminder ?? {};
    if (outcome === 'failed') toast({ title: 'Notification not sent', description: reminderMessage('failed', error), variant: 'destructive' });
    else toast({ title: 'Notification sent', description: outcome === 'sent' ? `Email sent to ${u.email}.` : 'Queued in the outbox: no mail server is configured.' });
    reload();
  };

  return (
    <div className="min-w-0 space-y-3" data-testid="owner-page">
      <Link to="/admin/users" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> Users
      </Link>
      <Card className="min-w-0 space-y-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 break-words text-xl font-semibold text-slate-900">{name}</h2>
          <span data-testid="owner-payment-state" className={cn('rounded-full px-2 py-0.5 text-xs font-medium', stateTone[u.paymentState] ?? 'bg-slate-100')}>
            {stateLabel(u.paymentState)}
          </span>
          {u.isAdmin && <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">Admin</span>}
          {u.closedAt && <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900">Closed</span>}
        </div>
        <p className="break-all text-sm text-slate-700">
          {u.email}
          {u.phone ? ` · ${u.phone}` : ''}
        </p>
        <p className="text-xs text-slate-600">Joined {dateTime(u.createdAt)} ({timeAgo(u.createdAt)})</p>
        {!u.isAdmin && (
          <div className="flex flex-wrap gap-2 pt-1">
            {!paysNow && (
              <Button size="sm" variant="success" onClick={onVerify} disabled={verifying}>
                Verify
              </Button>
            )}
            {!paysNow && (
              <Button size="sm" variant="secondary" onClick={onNotify} disabled={notifying}>
                <Mail className="size-4" aria-hidden /> Notify
              </Button>
            )}
            {!u.closedAt && <ViewAsButton userId={u.id} />}
            <Button size="sm" variant="ghostDanger" onClick={() => setDeleting({ id: u.id, name, unverified: !u.paymentVerified })}>
              <Trash2 className="size-4" aria-hidden /> Delete
            </Button>
          </div>
        )}
      </Card>

      <div className="grid min-w-0 gap-3 md:grid-cols-2">
        <Section title="Business" testId="owner-business">
          {b ? (
            <div className="space-y-1 text-sm text-slate-700">
              <p className="font-medium text-slate-900">{b.businessName}</p>
              <p>
                {b.city}, {b.state}
                {b.phone ? ` · ${b.phone}` : ''}
              </p>
              <a className="break-all text-brand-700 underline" href={`/booking/${b.subdomain}`}>
                Booking page /booking/{b.subdomain}
              </a>
            </div>
          ) : (
            <Empty>No business set up yet.</Empty>
          )}
        </Section>

        <Section title="Program" testId="owner-program">
          <p className="text-sm text-slate-700">
            Program day <span className="font-semibold text-slate-900">{page.programDay}</span>
            {u.onboardingCompleted ? '' : ' · onboarding not finished'}
          </p>
          <p className="text-sm text-slate-700">
            Last activity: {page.lastActivityAt ? `${timeAgo(page.lastActivityAt)} (${dateTime(page.lastActivityAt)})` : 'never signed in'}
          </p>
        </Section>

        <Section title="Payment" testId="owner-payment">
          <p className="text-sm text-slate-700">
            <span className="font-medium text-slate-900">{stateLabel(u.paymentState)}</span> since {dateTime(u.paymentStateSince)} ({timeAgo(u.paymentStateSince)})
          </p>
          {u.paymentStateReason && <p className="break-words text-sm text-slate-600">Reason: {u.paymentStateReason}</p>}
          <p className="text-sm text-slate-600">
            {u.remindedCount > 0 && u.lastRemindedAt
              ? `${u.remindedCount} ${u.remindedCount === 1 ? 'reminder' : 'reminders'}, the last ${timeAgo(u.lastRemindedAt)}`
              : 'No payment reminder sent'}
          </p>
          {page.paymentHistory.length > 0 && (
            <ol className="mt-2 space-y-1 border-l-2 border-slate-200 pl-3 text-sm" aria-label="Payment history, newest first">
              {page.paymentHistory.map((c) => (
                <li key={c.id} className="break-words">
                  <span className="font-medium">{stateLabel(c.state)}</span> · {dateTime(c.at)}
                  {c.reason ? <span className="text-slate-600"> · {c.reason}</span> : null}
                </li>
              ))}
            </ol>
          )}
        </Section>

        <Section title="Tickets" testId="owner-tickets">
          {page.tickets.length === 0 ? (
            <Empty>No tickets.</Empty>
          ) : (
            <ul className="space-y-1 text-sm">
              {page.tickets.map((t) => (
                <li key={t.id} className="min-w-0">
                  <Link className="break-words font-medium text-brand-700 underline" to={`/admin/support/${encodeURIComponent(t.id)}`}>
                    {t.subject}
                  </Link>
                  <span className="text-slate-600">
                    {' '}
                    · {t.category} · {t.status.replace('_', ' ')} · {timeAgo(t.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title="Emails sent" testId="owner-emails">
          {page.emails.length === 0 ? (
            <Empty>No emails.</Empty>
          ) : (
            <ul className="space-y-1 text-sm">
              {page.emails.map((e) => (
                <li key={e.id} className="min-w-0 break-words">
                  <span className="font-medium text-slate-900">{e.subject}</span>
                  <span className="text-slate-600">
                    {' '}
                    · {e.kind} · {e.sentAt ? `sent ${timeAgo(e.sentAt)}` : e.error ? 'failed' : `queued ${timeAgo(e.createdAt)}`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title="History" testId="owner-audit">
          {page.audit.length === 0 ? (
            <Empty>No admin actions yet.</Empty>
          ) : (
            <ul className="space-y-1 text-sm">
              {page.audit.map((a) => (
                <li key={a.id} className="min-w-0 break-words">
                  <span className="font-medium text-slate-900">{AUDIT_ACTION_LABELS[a.action as AuditAction] ?? a.action}</span>
                  <span className="text-slate-600">
                    {' '}
                    · {a.actorEmail} · {timeAgo(a.at)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Link className="mt-2 inline-block text-sm text-brand-700 underline" to={`/admin/audit?subject=${encodeURIComponent(databaseIdOf(u.id))}`}>
            Full history
          </Link>
        </Section>
      </div>
      <DeleteUserDialog
        user={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => navigate('/admin/users', { replace: true })}
      />
    </div>
  );
}

/** Load failures reach the route's error page (RouteError), which has its way back. */
export function Component() {
  const { id } = useParams();
  return (
    <Suspense key={id} fallback={<Spinner />}>
      <Owner />
    </Suspense>
  );
}
