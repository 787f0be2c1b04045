// An owner's payment state as a badge (common/payment-state.ts): paying and verified in green, a
// trial in amber, a failed or cancelled subscription in red.
import { PAYMENT_STATE_LABELS, type PaymentStateName } from '../../../../common/payment-state';
import { cn } from '../../../ui/cn';

const TONES: Record<PaymentStateName, string> = {
  trial: 'bg-amber-100 text-amber-900',
  paying: 'bg-green-100 text-green-800',
  verified: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-900',
  cancelled: 'bg-red-100 text-red-900',
};

export function PaymentStateBadge({ state }: { state: string }) {
  const known = (state in TONES ? state : 'trial') as PaymentStateName;
  return (
    <span data-testid="payment-state" className={cn('rounded-full px-2 py-0.5 text-xs font-medium', TONES[known])}>
      {PAYMENT_STATE_LABELS[known]}
    </span>
  );
}
