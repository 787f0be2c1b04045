// The dates the app accepts (service history, next service due, conversation days): years 1900–2200.
// Shared by the client forms and the server, so both refuse a date the database could not store
// (year 0, -271821) with the same message.
import { z } from 'zod';

export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2200;
export const DATE_RANGE_MESSAGE = `Please enter a date between ${MIN_DATE_YEAR} and ${MAX_DATE_YEAR}.`;

export const yearInRange = (date: Date) => {
  const year = date.getUTCFullYear();
  return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as YYYY-MM-DD that really exists (2026-02-30 does not), in the years the app accepts (parseDateInput's rule). */
export const isCalendarDate = (value: string) => DATE_ONLY.test(value) && 'date' in parseDateInput(value);

/** A date-only value (YYYY-MM-DD) as that UTC day, or why not: not a real date, or outside the years the app accepts. */
export const parseCalendarDate = (value: string): { date: Date } | { error: 'invalid' | 'range' } =>
  DATE_ONLY.test(value) ? parseDateInput(value) : { error: 'invalid' };

/** The message of a date-only field that is not a real date: it names the field. */
export const calendarDateMessage = (field: string) => `${field} must be a real date, YYYY-MM-DD (2026-02-30 does not exist)`;

/** A date-only field (YYYY-MM-DD) whose value must be a real calendar date; its message names the field. */
export const calendarDate = (field: string) => z.string().refine(isCalendarDate, calendarDateMessage(field));

export const DATE_INVALID_MESSAGE = 'Please enter a real date (YYYY-MM-DD), e.g. 2026-03-01.';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/i;
/** Years JavaScript can hold but PostgreSQL (or people) cannot use: expanded (±YYYYYY) or year 0. */
const FAR_YEAR = /^([+-]\d{6}|0000)-/;

/**
 * The one date parser of the app (forms, services, schedule ranges): YYYY-MM-DD as that UTC day, or an
 * ISO date-time. Impossible calendar dates (2026-02-30, which Date would roll to 2 March) are refused,
 * and so are years outside 1900–2200 (DATE_RANGE_MESSAGE), so nothing reaches the database it cannot
 * store.
 */
export function parseDateInput(value: unknown): { date: Date } | { error: 'invalid' | 'range' } {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return { error: 'invalid' };
    return yearInRange(value) ? { date: value } : { error: 'range' };
  }
  if (typeof value !== 'string') return { error: 'invalid' };
  const text = value.trim();
  if (FAR_YEAR.test(text)) return { error: 'range' };
  const m = DATE.exec(text) ?? DATE_TIME.exec(text);
  if (!m) return { error: 'invalid' };
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return { error: 'invalid' };
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59)) return { error: 'invalid' };
  const date = m[4] === undefined ? new Date(`${text}T00:00:00Z`) : new Date(text);
  if (Number.isNaN(date.getTime())) return { error: 'invalid' };
  if (year < MIN_DATE_YEAR || year > MAX_DATE_YEAR || !yearInRange(date)) return { error: 'range' };
  return { date };
}
