// A booking's time windows and a job's default length. Their own module, without zod, so the lists that
// show them (requests, the schedule, the dashboard) load without the booking schemas.
export const PREFERRED_TIMES = ['morning', 'afternoon', 'evening', 'any'] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];
export const PREFERRED_TIME_LABELS: Record<PreferredTime, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  any: 'Any time',
};

/** Appointments last this long in the calendar when their service has no duration. */
export const DEFAULT_DURATION_MINUTES = 120;
