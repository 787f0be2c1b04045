// The dates of customers' records as the owner reads and enters them: the business's days (ui/businessZone.ts).
import { formatDay, formatInstant, noonOf, today } from '../../ui/businessZone';

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/** A date input's YYYY-MM-DD as the ISO instant of the business's noon that day, so no time zone moves it to another day. */
export const dateInputToIso = (value: string) => (value ? noonOf(value).toISOString() : null);
/** An instant's business day: "Dec 7, 2026". */
export const formatDate = (iso: string) => formatInstant(iso, DATE_OPTIONS);
/** A calendar date (YYYY-MM-DD, e.g. an invoice's due date): "Dec 7, 2026". */
export const formatCalendarDate = (date: string) => formatDay(date, DATE_OPTIONS);
/** Today (the business's) as a date input's value. */
export const todayInput = () => today();
