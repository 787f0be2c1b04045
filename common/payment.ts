// The payment verification period: accounts created without a confirmed payment have 48 hours.
export const PAYMENT_GRACE_HOURS = 48;
export const FOUNDERS_RATE_USD = 39;

export function paymentStatus(user: { paymentVerified: boolean; isAdmin: boolean; createdAt: Date | string }, now = new Date()) {
  const deadline = new Date(new Date(user.createdAt).getTime() + PAYMENT_GRACE_HOURS * 3_600_000);
  const verified = user.paymentVerified || user.isAdmin;
  return { verified, deadline, overdue: !verified && now > deadline };
}
