// The owner's own payment status on Billing: verified, or the 48-hour verification period and when it ends.
import { BadgeCheck, Clock } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { PAYMENT_GRACE_HOURS } from '../../../common/payment';
import type { PaymentStatusNote_user$key } from './__generated__/PaymentStatusNote_user.graphql';

const deadlineFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export function PaymentStatusNote({ user }: { user: PaymentStatusNote_user$key }) {
  const { paymentStatus } = useFragment(
    graphql`
      fragment PaymentStatusNote_user on User {
        paymentStatus {
          verified
          overdue
          deadline
        }
      }
    `,
    user,
  );
  if (paymentStatus.verified) {
    return (
      <p data-testid="payment-status" className="mt-1 flex items-center gap-1.5 text-sm font-medium text-green-700">
        <BadgeCheck className="size-4" aria-hidden /> Payment verified
      </p>
    );
  }
  const deadline = new Date(String(paymentStatus.deadline));
  const hoursLeft = Math.max(0, Math.ceil((deadline.getTime() - Date.now()) / 3_600_000));
  return (
    <p data-testid="payment-status" className="mt-1 flex items-start gap-1.5 text-sm text-amber-800">
      <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {paymentStatus.overdue ? 'Payment overdue: ' : 'Payment not verified yet: '}
        the {PAYMENT_GRACE_HOURS}-hour verification period {paymentStatus.overdue ? 'ended' : 'ends'} {deadlineFormat.format(deadline)}
        {!paymentStatus.overdue && ` (${hoursLeft} ${hoursLeft === 1 ? 'hour' : 'hours'} left)`}.
      </span>
    </p>
  );
}
