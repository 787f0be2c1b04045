// Owners past the 48-hour verification period without a verified payment cannot write business data.
import { paymentStatus } from '../../common/payment.js';
import type { User } from '../db/generated/prisma/client.js';
import { PaymentRequiredError } from '../graphql/errors.js';
import { signedInUser } from '../auth/authenticate.js';

export const PAYMENT_REQUIRED_MESSAGE =
  'Payment verification required: your 48-hour verification period has ended. Please update your payment method.';

export function assertPaymentCurrent(user: User) {
  if (paymentStatus(user).overdue) throw new PaymentRequiredError(PAYMENT_REQUIRED_MESSAGE);
}

/** The signed-in owner, allowed to write (the field's auth scope guarantees someone is signed in). */
export function paymentCurrentUser(ctx: { user: User | null }) {
  const user = signedInUser(ctx);
  assertPaymentCurrent(user);
  return user;
}
