// The owner's local days as the instants the schedule query takes: today (the home) and the schedule's
// two weeks from a Monday (/schedule?week=YYYY-MM-DD, this week by default).
import { localDate } from '../../ui/localDate';

/** /schedule shows this many weeks from its Monday; previous and next move one week. */
export const SCHEDULE_WEEKS = 2;

const midnight = (offsetDays: number, from = new Date()) => {
  const d = new Date(from);
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() + offsetDays);
  return d;
};

/** The Monday (local midnight) of the week holding `d`. */
export const mondayOf = (d: Date) => midnight(-((d.getDay() + 6) % 7), d);

/** The Monday of a ?week= value (any day of that week), or of this week when it is missing or not a date. */
export function weekStart(week?: string | null) {
  const day = week && /^\d{4}-\d{2}-\d{2}$/.test(week) ? new Date(`${week}T12:00:00`) : new Date();
  return mondayOf(Number.isNaN(day.getTime()) ? new Date() : day);
}

/** The schedule's window: SCHEDULE_WEEKS whole weeks from the Monday of `week`. */
export const scheduleRange = (week?: string | Date | null) => {
  const monday = week instanceof Date ? mondayOf(week) : weekStart(week);
  return { from: monday.toISOString(), to: midnight(7 * SCHEDULE_WEEKS, monday).toISOString() };
};
/** Today only (local). */
export const todayRange = () => ({ from: midnight(0).toISOString(), to: midnight(1).toISOString() });
/** The ?week= value of a Monday. */
export const weekParam = (monday: Date) => localDate(monday);
/** The Monday `weeks` weeks after (before, when negative) `monday`. */
export const addWeeks = (monday: Date, weeks: number) => midnight(7 * weeks, monday);

const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local input's value for an instant, in the owner's zone. */
export const localDateTimeInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
/** The schedule page's variables: its instants, and its local days for the plan (scheduleDays). */
export const schedulePageVariables = (week?: string | null) => {
  const range = scheduleRange(week);
  const last = new Date(range.to);
  last.setDate(last.getDate() - 1);
  return { ...range, fromDay: localDate(new Date(range.from)), toDay: localDate(last) };
};
