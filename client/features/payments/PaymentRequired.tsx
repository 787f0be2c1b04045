// The screen that replaces the owner's pages once the 48-hour verification period has ended;
// support stays reachable from it (tickets keep working while payment is overdue).
import { CreditCard } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { SupportCenterDialog } from '../support/SupportCenterDialog';

export function PaymentRequired() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <CreditCard className="size-12 text-red-500" aria-hidden />
      <h1 className="text-2xl font-bold">Payment Verification Required</h1>
      <p className="text-slate-600">
        Your 48-hour verification period has ended and we could not verify your payment. Update your payment method to
        continue your training program.
      </p>
      <Button asChild>
        <Link to="/settings#billing">Update Payment Method</Link>
      </Button>
      <div className="flex items-center gap-2 text-sm text-slate-600">
        Questions about your payment? <SupportCenterDialog label="Contact Support" />
      </div>
    </main>
  );
}
