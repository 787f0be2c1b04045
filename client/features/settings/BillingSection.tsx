// Settings → Billing & Subscription: the Founders Rate, the payment's status and Manage Billing.
import { FOUNDERS_RATE_USD } from '../../../common/payment';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/Card';
import { ManageBillingButton } from '../payments/ManageBillingButton';
import { PaymentStatusNote } from '../payments/PaymentStatusNote';
import type { PaymentStatusNote_user$key } from '../payments/__generated__/PaymentStatusNote_user.graphql';

export function BillingSection({ user, paymentNote, configured }: { user: PaymentStatusNote_user$key; paymentNote: string | null; configured: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Billing & Subscription</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-semibold">Founders Rate</p>
          <p className="text-sm text-slate-600">${FOUNDERS_RATE_USD}/month</p>
          <PaymentStatusNote user={user} />
          {paymentNote && <p className="mt-1 text-sm text-amber-700">{paymentNote}</p>}
        </div>
        <ManageBillingButton configured={configured} />
      </CardContent>
    </Card>
  );
}
