// The business's days (ui/businessZone.ts) as the instants the schedule query takes: today (the home)
// and the schedule's two weeks from a Monday (/schedule?week=YYYY-MM-DD, this week by default).
import { isCalendarDate } from '../../../common/dates';
import { addDays, mondayOf, startOfDay, today } from '../../ui/businessZone';

/** /schedule shows this many weeks from its Monday; previous and next move one week. */
export const SCHEDULE_WEEKS = 2;

/** The Monday (YYYY-MM-DD) of a ?week= value (any day of that week), or of this week when it is missing or not a date. */
export const weekStart = (week?: string | null) => mondayOf(week && isCalendarDate(week) ? week : today());

/** The instants from the start of day `from` to the start of day `to` (exclusive). */
const between = (from: string, to: string) => ({ from: startOfDay(from).toISOString(), to: startOfDay(to).toISOString() });

/** The schedule's window: SCHEDULE_WEEKS whole weeks from the Monday of `week`. */
export const scheduleRange = (week?: string | null) => {
  const monday = weekStart(week);
  return between(monday, addWeeks(monday, SCHEDULE_WEEKS));
};
/** Today only (the business's). */
export const todayRange = () => between(today(), addDays(today(), 1));
/** The Monday `weeks` weeks after (before, when negative) `monday`. */
export const addWeeks = (monday: string, weeks: number) => addDays(monday, 7 * weeks);

/** The schedule page's variables: its instants, and its days for the plan (scheduleDays). */
export const schedulePageVariables = (week?: string | null) => {
  const monday = weekStart(week);
  return { ...scheduleRange(monday), fromDay: monday, toDay: addDays(addWeeks(monday, SCHEDULE_WEEKS), -1) };
};
