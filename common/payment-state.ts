// An owner's payment state (#57), shared by the server (the GraphQL enum, REST filters) and the admin
// client (badges, the Payments tab's groups).
export const PAYMENT_STATES = ['trial', 'paying', 'verified', 'failed', 'cancelled'] as const;
export type PaymentStateName = (typeof PAYMENT_STATES)[number];

export const PAYMENT_STATE_LABELS: Record<PaymentStateName, string> = {
  trial: 'Trial',
  paying: 'Paying',
  verified: 'Verified by hand',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
};

/** The users list's orders: newest first (the default), oldest first, or by name. */
export const USER_SORTS = ['joined', '-joined', 'name'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** The Founders Rate in dollars a month, as a money string ("4719.00" for 121 owners): figures of the overview. */
export const monthlyRevenue = (payingOwners: number, rateUsd: number) => (payingOwners * rateUsd).toFixed(2);
