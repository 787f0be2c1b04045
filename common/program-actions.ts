// The actions in the product a task of the program may name (#59): when the owner does one, the tasks
// naming it complete by themselves ("Done in the app"), whichever their day. The first of each counts.
export const PROGRAM_ACTIONS = [
  'business.onboarded',
  'booking-page.shared',
  'availability.set',
  'pricing.set',
  'customer.created',
  'job.scheduled',
  'job.completed',
  'message.sent',
  'invoice.sent',
  'payment.recorded',
  'review.requested',
  'stripe.connected',
] as const;

export type ProgramAction = (typeof PROGRAM_ACTIONS)[number];

export const isProgramAction = (value: string): value is ProgramAction => (PROGRAM_ACTIONS as readonly string[]).includes(value);

/** What each action is, in the operator's task editor and the owner's "Done in the app". */
export const PROGRAM_ACTION_LABELS: Record<ProgramAction, string> = {
  'business.onboarded': 'Onboarding completed',
  'booking-page.shared': 'Booking link copied or shared',
  'availability.set': 'Availability or hours saved',
  'pricing.set': 'Prices by vehicle size saved',
  'customer.created': 'A customer added',
  'job.scheduled': 'A job scheduled',
  'job.completed': 'A job completed',
  'message.sent': 'A message sent to a customer',
  'invoice.sent': 'An invoice sent',
  'payment.recorded': 'A payment recorded',
  'review.requested': 'A review asked for',
  'stripe.connected': 'Stripe connected',
};

/** The task's mark when the app completed it. */
export const DONE_IN_APP = 'Done in the app';
