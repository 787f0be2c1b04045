// Settings → Availability as form values: the strings the inputs hold, the schema that checks them with
// the server's own rules and messages (common/availability) and turns them into updateAvailability's
// input, and where a server field error belongs in the form.
import { z } from 'zod';
import { type Interval, WEEKDAYS, type Weekday, availabilitySchema, intervalsSchema, minutesOf } from '../../../common/availability';

export const NUMBER_FIELDS = ['minNoticeHours', 'horizonDays', 'arrivalWindowMinutes', 'slotStepMinutes', 'maxJobsPerDay', 'bufferMinutes', 'travelSpeedMph', 'changeCutoffHours', 'freeCancellationHours'] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

export interface AvailabilityValues extends Record<NumberField, string> {
  timeZone: string;
  weeklyHours: Record<Weekday, Interval[]>;
  /** ownHours: the owner works these days, with their own intervals. */
  timeOff: { from: string; to: string; ownHours: boolean; intervals: Interval[] }[];
  bookingMode: 'request' | 'instant';
}

/** What the server answers (the Availability type), as the form holds it. */
export interface AvailabilityData {
  readonly timeZone: string;
  readonly weeklyHours: Readonly<Record<Weekday, readonly { readonly start: string; readonly end: string }[]>>;
  readonly timeOff: readonly { readonly from: string; readonly to: string; readonly intervals: readonly { readonly start: string; readonly end: string }[] | null | undefined }[];
  readonly bookingMode: string;
  readonly minNoticeHours: number;
  readonly horizonDays: number;
  readonly arrivalWindowMinutes: number;
  readonly slotStepMinutes: number;
  readonly maxJobsPerDay: number | null | undefined;
  readonly bufferMinutes: number;
  readonly travelSpeedMph: number;
  readonly changeCutoffHours: number;
  readonly freeCancellationHours: number;
}

const copy = (list: readonly { readonly start: string; readonly end: string }[]) => list.map(({ start, end }) => ({ start, end }));

export function valuesOf(a: AvailabilityData): AvailabilityValues {
  return {
    timeZone: a.timeZone,
    weeklyHours: Object.fromEntries(WEEKDAYS.map((d) => [d, copy(a.weeklyHours[d] ?? [])])) as Record<Weekday, Interval[]>,
    timeOff: a.timeOff.map((t) => ({ from: t.from, to: t.to, ownHours: t.intervals != null, intervals: copy(t.intervals ?? []) })),
    bookingMode: a.bookingMode === 'instant' ? 'instant' : 'request',
    minNoticeHours: String(a.minNoticeHours),
    horizonDays: String(a.horizonDays),
    arrivalWindowMinutes: String(a.arrivalWindowMinutes),
    slotStepMinutes: String(a.slotStepMinutes),
    maxJobsPerDay: a.maxJobsPerDay == null ? '' : String(a.maxJobsPerDay),
    bufferMinutes: String(a.bufferMinutes),
    travelSpeedMph: String(a.travelSpeedMph),
    changeCutoffHours: String(a.changeCutoffHours),
    freeCancellationHours: String(a.freeCancellationHours),
  };
}

export const WHOLE_NUMBER = 'Use a whole number';
export const REQUIRED_NUMBER = 'Enter a number';

/** A number typed as text, then the server's rule for that field (same bounds, same messages). */
const number = (rule: z.ZodType<number, number>) =>
  z
    .string()
    .trim()
    .min(1, { message: REQUIRED_NUMBER, abort: true })
    .regex(/^-?\d+(\.\d+)?$/, WHOLE_NUMBER)
    .transform(Number)
    .pipe(rule);
const rule = (field: Exclude<NumberField, 'maxJobsPerDay'>) => availabilitySchema.shape[field].unwrap() as z.ZodType<number, number>;
const cap = availabilitySchema.shape.maxJobsPerDay.unwrap().unwrap() as z.ZodType<number, number>;

export const availabilityFormSchema = z.object({
  timeZone: availabilitySchema.shape.timeZone.unwrap(),
  // The server's rules for a day (weeklyHoursSchema), every day present as the form always has it.
  weeklyHours: z.object({
    mon: intervalsSchema,
    tue: intervalsSchema,
    wed: intervalsSchema,
    thu: intervalsSchema,
    fri: intervalsSchema,
    sat: intervalsSchema,
    sun: intervalsSchema,
  }),
  timeOff: z.array(
    z
      .object({
        from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date'),
        to: z.string(),
        ownHours: z.boolean(),
        intervals: intervalsSchema,
      })
      .transform((t) => ({ from: t.from, to: t.to || t.from, intervals: t.ownHours ? t.intervals : null }))
      .refine((t) => t.to >= t.from, { message: 'The end of time off must not be before its start', path: ['to'] }),
  ),
  bookingMode: z.enum(['request', 'instant']),
  minNoticeHours: number(rule('minNoticeHours')),
  horizonDays: number(rule('horizonDays')),
  arrivalWindowMinutes: number(rule('arrivalWindowMinutes')),
  slotStepMinutes: number(rule('slotStepMinutes')),
  maxJobsPerDay: z.union([z.string().trim().length(0).transform(() => null), number(cap)]),
  bufferMinutes: number(rule('bufferMinutes')),
  travelSpeedMph: number(rule('travelSpeedMph')),
  changeCutoffHours: number(rule('changeCutoffHours')),
  freeCancellationHours: number(rule('freeCancellationHours')),
});
/** updateAvailability's input: every field, so the form's state is what is saved. */
export type AvailabilityFormOutput = z.output<typeof availabilityFormSchema>;

/**
 * The form path a server field error belongs to. A whole list (a day's intervals, a time off's own
 * hours) keeps its message at `root`, where react-hook-form keeps a field array's own error.
 */
export function formPathOf(field: string): string | null {
  if (/^weeklyHours\.(mon|tue|wed|thu|fri|sat|sun)$/.test(field)) return `${field}.root`;
  if (/^timeOff\.\d+\.intervals$/.test(field)) return `${field}.root`;
  if (/^timeOff\.\d+$/.test(field)) return `${field}.from`;
  if (/^weeklyHours\.\w+\.\d+(\.(start|end))?$/.test(field)) return field.replace(/\.(start|end)$/, '');
  if (/^timeOff\.\d+\.intervals\.\d+(\.(start|end))?$/.test(field)) return field.replace(/\.(start|end)$/, '');
  if (/^timeOff\.\d+\.(from|to)$/.test(field)) return field;
  if (field === 'timeZone' || field === 'bookingMode' || (NUMBER_FIELDS as readonly string[]).includes(field)) return field;
  return null;
}

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
/** A time input cannot hold 24:00: the latest end it proposes is 23:59. */
const LATEST = 23 * 60 + 59;

/** The interval "Add hours" proposes: 9:00–17:00 on an empty day, else up to an hour after the last one. */
export function nextInterval(list: readonly Interval[]): Interval {
  const last = list.at(-1);
  if (!last || !/^\d{2}:\d{2}$/.test(last.end)) return { start: '09:00', end: '17:00' };
  const from = Math.min(minutesOf(last.end), LATEST - 1);
  return { start: hhmm(from), end: hhmm(Math.min(from + 60, LATEST)) };
}

/** The IANA zones this browser knows, with the current one kept even if it does not list it. */
export function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}
