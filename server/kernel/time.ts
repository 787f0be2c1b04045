// Times in a business's zone (Temporal): an instant's calendar day there, and an arrival window's label.
import { Temporal } from 'temporal-polyfill';

const clock = (z: Temporal.ZonedDateTime) => `${z.hour % 12 || 12}:${String(z.minute).padStart(2, '0')}`;
const meridiem = (z: Temporal.ZonedDateTime) => (z.hour < 12 ? 'AM' : 'PM');

/** "9:00–11:00 AM", "11:00 AM–1:00 PM", or "9:00 AM" for an exact start. */
export function windowLabel(start: Temporal.ZonedDateTime, end: Temporal.ZonedDateTime) {
  if (Temporal.ZonedDateTime.compare(start, end) === 0) return `${clock(start)} ${meridiem(start)}`;
  return meridiem(start) === meridiem(end)
    ? `${clock(start)}–${clock(end)} ${meridiem(end)}`
    : `${clock(start)} ${meridiem(start)}–${clock(end)} ${meridiem(end)}`;
}

/** The calendar day (YYYY-MM-DD) of an instant in a zone: the business's day of a job, a booking, a payment. */
export const localDate = (instant: Date, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone).toPlainDate().toString();
