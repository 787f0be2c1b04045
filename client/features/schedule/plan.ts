// The schedule plan of each day (viewer.scheduleDays): the drive to each job, the free time left in
// the working hours, and the pending requests that prefer the day (they hold no time).
import { dayOf, formatTime } from '../../ui/businessZone';
import { formatDuration } from './AppointmentItem';

export interface PlanDay {
  readonly date: string;
  readonly workMinutes: number;
  /** Null for a day already past (today's counts from now). */
  readonly freeMinutes?: number | null;
  readonly drives: readonly { readonly appointmentId: string; readonly minutes: number; readonly fromBase: boolean }[];
  readonly requests: readonly { readonly id: string; readonly name: string; readonly serviceName: string; readonly preferredTime: string }[];
  /** Visitors' instant bookings waiting for their deposit: they hold their window until expiresAt. */
  readonly holds?: readonly PlanHold[];
}

export interface PlanHold {
  readonly id: string;
  readonly start: string;
  readonly durationMinutes: number;
  readonly name: string;
  readonly serviceName: string;
  readonly deposit: string;
  readonly expiresAt: string;
}

/** "Held for its $25.00 deposit until 10:45 AM" */
export const holdLabel = (h: PlanHold) =>
  `Held for its $${h.deposit} deposit until ${formatTime(h.expiresAt, 'en-US')}`;

/** The plan of a business day (YYYY-MM-DD). */
export const planOf = (plan: readonly PlanDay[] | undefined, date: string) => plan?.find((p) => p.date === date);

export const driveOf = (plan: readonly PlanDay[] | undefined, id: string, serviceDate: string) =>
  planOf(plan, dayOf(serviceDate))?.drives.find((d) => d.appointmentId === id);

/** "30 min drive", "15 min drive from base"; null when there is no drive. */
export const driveLabel = (drive: { minutes: number; fromBase: boolean } | undefined) =>
  drive && drive.minutes > 0 ? `${formatDuration(drive.minutes)} drive${drive.fromBase ? ' from base' : ''}` : null;

/** "3 h 30 min free", "No free time"; null on a day without working hours and on a past day (the server sends no free time). */
export const freeLabel = (day: PlanDay | undefined) =>
  day && day.workMinutes > 0 && day.freeMinutes != null ? (day.freeMinutes > 0 ? `${formatDuration(day.freeMinutes)} free` : 'No free time') : null;

export const PREFERRED_LABEL: Record<string, string> = { morning: 'morning', afternoon: 'afternoon', evening: 'evening', any: 'any time' };
/** Where a request sits in the week grid: the start of its preferred part of the day. */
export const PREFERRED_HOUR: Record<string, number> = { morning: 9, afternoon: 13, evening: 17, any: 8 };
