// The payment verification period: accounts created without a confirmed payment have 48 hours.
export const PAYMENT_GRACE_HOURS = 48;
export const FOUNDERS_RATE_USD = 39;

export function paymentStatus(user: { paymentVerified: boolean; isAdmin: boolean; createdAt: Date | string }, now = new Date()) {
  const deadline = new Date(new Date(user.createdAt).getTime() + PAYMENT_GRACE_HOURS * 3_600_000);
  const verified = user.paymentVerified || user.isAdmin;
  return { verified, deadline, overdue: !verified && now > deadline };
}

/** Manage Billing where Stripe is not set up: there is no portal to open. */
export const BILLING_NOT_CONFIGURED =
  'Online billing is not configured for this service yet, so there is no billing portal to open. For questions about your subscription or payment, please contact support.';

/** What became of an email: sent, kept in the outbox because no mail server is set up, or refused by the mail server. */
export const DELIVERY_OUTCOMES = ['sent', 'queued', 'failed'] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

/** The Notify result in words (the admin's toast and the REST message). */
export function reminderMessage(outcome: DeliveryOutcome, error?: string | null) {
  if (outcome === 'sent') return 'Payment verification email sent.';
  if (outcome === 'queued') return 'Email queued in the outbox (no mail server is configured).';
  return `The mail server did not accept the email${error ? `: ${error}` : ''}. It is kept in the outbox; try again later.`;
}
