// A job's deposit for its owner (#30): paid, refunded, asked by pay link (until when) or not paid in
// time, and "Resend deposit link" for one not paid yet (a new deadline on the same link).
import { graphql, useFragment } from 'react-relay';
import { DEPOSIT_STATUS_LABELS } from '../../../common/deposits';
import { Button } from '../../ui/Button';
import { formatInstant } from '../../ui/businessZone';
import { cn } from '../../ui/cn';
import { useMutationResult } from '../../relay/mutationResult';
import type { JobDeposit_appointment$key } from './__generated__/JobDeposit_appointment.graphql';
import type { JobDepositResendMutation } from './__generated__/JobDepositResendMutation.graphql';

const DEPOSIT_TONES: Record<string, string> = {
  paid: 'bg-green-100 text-green-800',
  asked: 'bg-amber-100 text-amber-900',
  unpaid: 'bg-red-100 text-red-800',
  refunded: 'bg-slate-200 text-slate-700',
};

const dueLabel = (iso: string) => formatInstant(iso, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export function JobDeposit({ appointment }: { appointment: JobDeposit_appointment$key }) {
  const a = useFragment(
    graphql`
      fragment JobDeposit_appointment on ServiceRecord {
        id
        status
        depositStatus
        depositAmount
        depositDueAt
      }
    `,
    appointment,
  );
  const [commit, pending] = useMutationResult<JobDepositResendMutation>(graphql`
    mutation JobDepositResendMutation($id: ID!) {
      resendDepositLink(id: $id) {
        __typename
        ... on Error {
          message
        }
        ... on ResendDepositLinkSuccess {
          appointment {
            id
            depositStatus
            depositDueAt
            depositPayUrl
          }
        }
      }
    }
  `);
  if (a.depositStatus === 'none' || !a.depositAmount || a.depositStatus === '%future added value') return null;
  // Past the deadline on this device's clock before the release job ran: already unpaid.
  const state = a.depositStatus === 'asked' && a.depositDueAt && Date.parse(a.depositDueAt) <= Date.now() ? 'unpaid' : a.depositStatus;
  const canResend = a.status === 'scheduled' && (state === 'asked' || state === 'unpaid');
  const resend = () =>
    commit(
      { id: a.id },
      { success: { title: 'Deposit link sent', description: `The customer has a new link to pay the $${a.depositAmount} deposit.` }, failure: 'The deposit link was not sent' },
    );
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="job-deposit" data-state={state}>
      <span
        className={cn('rounded-full px-2 py-0.5 text-xs font-medium', DEPOSIT_TONES[state])}
      >
        {`${DEPOSIT_STATUS_LABELS[state]}: $${a.depositAmount}`}
      </span>
      {state === 'asked' && a.depositDueAt && <span className="text-slate-600">{`due by ${dueLabel(a.depositDueAt)}`}</span>}
      {canResend && (
        <Button size="sm" variant="secondary" disabled={pending} onClick={resend}>
          {pending ? 'Sending...' : 'Resend deposit link'}
        </Button>
      )}
    </div>
  );
}
