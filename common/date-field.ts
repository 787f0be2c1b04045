// The app's date parser as a zod field. Its own module, so what needs only the dates (the program's
// arithmetic, the dashboard) does not load zod.
import { z } from 'zod';
import { DATE_RANGE_MESSAGE, parseDateInput } from './dates.js';

/** parseDateInput as a zod field: `invalid` for what is not a date, DATE_RANGE_MESSAGE for a year out of range. */
export const dateField = (invalid: string) =>
  z.custom<Date | string>().transform((value, ctx) => {
    const parsed = parseDateInput(value);
    if ('date' in parsed) return parsed.date;
    ctx.addIssue({ code: 'custom', message: parsed.error === 'range' ? DATE_RANGE_MESSAGE : invalid });
    return z.NEVER;
  });
