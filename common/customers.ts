// Customer, vehicle and service-history rules shared by the server (the authority) and the client.
import { z } from 'zod';
import { singleLine } from './text.js';
import { dateField } from './date-field.js';
import { phoneDigits } from './phone.js';
import { VEHICLE_SIZES } from './vehicle-sizes.js';

export { formatPhone, phoneDigits } from './phone.js';

export const CUSTOMER_REQUIRED = 'First name, last name, and phone are required.';
export const VEHICLE_REQUIRED = 'Make and model are required.';
export const VEHICLE_SIZE_INVALID = `Size must be one of ${VEHICLE_SIZES.join(', ')}, or empty when not sure.`;
export const SERVICE_DATE_REQUIRED = 'Service date is required.';
export const SERVICE_STATUS_REQUIRED = 'Status is required: scheduled, completed or cancelled.';
/** A record needs more than its (defaulted) date, so a stray tap saves nothing. */
export const SERVICE_DETAILS_REQUIRED = 'Add an amount, notes, or the next service date.';
export const AMOUNT_MESSAGE = 'Amount must be a non-negative number with at most 2 decimals.';
/** How a customer agreed to texts when the owner records it: told the owner (in person or on the phone), or in writing. */
export const OWNER_CONSENT_SOURCES = ['verbal', 'written'] as const;
export type OwnerConsentSource = (typeof OWNER_CONSENT_SOURCES)[number];
/** Customer.smsConsentSource: the owner's record and how, or the visitor's tick on a booking form ("owner" on consents recorded before the how was asked). */
export const OWNER_CONSENT = { verbal: 'owner_verbal', written: 'owner_written' } as const satisfies Record<OwnerConsentSource, string>;
export const BOOKING_FORM_CONSENT = 'booking_form';
/** The consent fields a booking form's ticked box records on the customer (nothing when unticked). */
export const bookingFormConsent = (ticked: boolean | null | undefined, now = new Date()) =>
  ticked ? { smsConsentAt: now, smsConsentSource: BOOKING_FORM_CONSENT } : {};
/** How they agreed is recorded with the consent: given alone, for a customer without one. */
export const CONSENT_SOURCE_NEEDS_CONSENT = 'Tick that they agree to texts first: how they agreed is recorded with it.';
/** The visitor's own tick on the booking page is kept as they gave it. */
export const CONSENT_TICKED_BY_VISITOR = 'This customer agreed to texts on your booking page themselves: that record stays as they gave it.';
/** How the owner's form asks it. */
export const CONSENT_SOURCE_LABELS: Record<OwnerConsentSource, string> = { verbal: 'They told me (in person or on the phone)', written: 'In writing (a text, an email or a signed form)' };
/** What a stored source reads as beside the consent's date. */
export const consentSourceText = (source: string | null | undefined) =>
  source === OWNER_CONSENT.written ? 'in writing' : source === OWNER_CONSENT.verbal ? 'told you' : source === BOOKING_FORM_CONSENT ? 'on your booking page' : null;
export const CUSTOMER_STATUSES = ['lead', 'active', 'inactive'] as const;
export const SERVICE_STATUSES = ['scheduled', 'completed', 'cancelled', 'no_show'] as const;
/** "Log a job" is for work already done; a later job goes on the schedule through "New job". */
/** Completing a job keeps its notes (a visitor's gate code, the owner's own): a completion note is added to them. */
export const COMPLETE_KEEPS_NOTES = "Marking a job completed keeps its notes. To remove them, edit the job's notes on their own.";
export const COMPLETION_NOTE_ONLY = 'A completion note goes with marking the job completed.';
/** The job's notes with a completion note added below them. */
export const withCompletionNote = (notes: string | null, note: string) => (notes?.trim() ? `${notes.trim()}\n\n${note.trim()}` : note.trim());
export const COMPLETED_IN_FUTURE = 'A job that is done cannot be in the future. Use New job to put it on the schedule.';
export const DURATION_MESSAGE = 'Duration must be a whole number of minutes from 5 to 1440.';
export const MIN_VEHICLE_YEAR = 1900;
export const maxVehicleYear = (now = new Date()) => now.getFullYear() + 1;
export const DUE_SOON_DAYS = 14;

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

export const customerSchema = z.object({
  firstName: singleLine(z.string().trim().min(1, CUSTOMER_REQUIRED).max(100, 'First name is too long'), 'First name'),
  lastName: singleLine(z.string().trim().min(1, CUSTOMER_REQUIRED).max(100, 'Last name is too long'), 'Last name'),
  phone: z
    .string()
    .trim()
    .min(1, CUSTOMER_REQUIRED)
    .max(30, 'Phone number is too long')
    .refine((p) => phoneDigits(p).length >= 7, 'Please enter a valid phone number'),
  email: z
    .string()
    .trim()
    .max(254)
    .email('Please enter a valid email address')
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  address: optional(300),
  notes: optional(2000),
  status: z.enum(CUSTOMER_STATUSES).nullish(),
});

export const vehicleSchema = z.object({
  year: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : v),
    z.coerce
      .number({ message: `Year must be between ${MIN_VEHICLE_YEAR} and ${maxVehicleYear()}.` })
      .int(`Year must be between ${MIN_VEHICLE_YEAR} and ${maxVehicleYear()}.`)
      .min(MIN_VEHICLE_YEAR, `Year must be between ${MIN_VEHICLE_YEAR} and ${maxVehicleYear()}.`)
      .max(maxVehicleYear(), `Year must be between ${MIN_VEHICLE_YEAR} and ${maxVehicleYear()}.`)
      .nullable(),
  ),
  make: singleLine(z.string().trim().min(1, VEHICLE_REQUIRED).max(50, 'Make is too long'), 'Make'),
  model: singleLine(z.string().trim().min(1, VEHICLE_REQUIRED).max(50, 'Model is too long'), 'Model'),
  color: optional(30),
  licensePlate: optional(15),
  /** The size the owner prices the vehicle at (#50): '' or null = not sure; absent = the size table's when it knows the model. */
  size: z.preprocess((v) => (v === '' ? null : v), z.enum(VEHICLE_SIZES, { message: VEHICLE_SIZE_INVALID }).nullish()),
});

const dateOrNull = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  dateField('Please enter a valid date').nullable(),
);

/** Minutes a job (or a service) takes: 5 minutes to a whole day. */
export const durationOrNull = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce.number({ message: DURATION_MESSAGE }).int(DURATION_MESSAGE).min(5, DURATION_MESSAGE).max(1440, DURATION_MESSAGE).nullable(),
);

export const REBOOK_INTERVAL_MESSAGE = 'Rebook after must be a whole number of days from 1 to 730.';
/** Days after a job of a service when its customer is due again (the rebooking nudge); '' or absent clears it. */
export const rebookIntervalOrNull = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce.number({ message: REBOOK_INTERVAL_MESSAGE }).int(REBOOK_INTERVAL_MESSAGE).min(1, REBOOK_INTERVAL_MESSAGE).max(730, REBOOK_INTERVAL_MESSAGE).nullable(),
);

/** The latest instant that is still today somewhere on Earth (UTC+14): a completed job may be dated up to it. */
export const latestDoneDate = (now = new Date()) => new Date(now.getTime() + 14 * 3_600_000);

export const serviceRecordSchema = z
  .object({
    serviceDate: z.preprocess(
      (v) => (v === '' || v === undefined || v === null ? undefined : v),
      dateField(SERVICE_DATE_REQUIRED),
    ),
    status: z.preprocess((v) => v ?? undefined, z.enum(SERVICE_STATUSES).default('completed')),
    totalAmount: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z
        .union([z.string(), z.number()])
        .refine((v) => /^\d+(\.\d{1,2})?$/.test(String(v).trim()) && Number(v) <= 99_999_999, AMOUNT_MESSAGE)
        .transform((v) => Number(v).toFixed(2))
        .nullable(),
    ),
    notes: optional(2000),
    nextServiceDue: dateOrNull,
    serviceName: optional(100),
    durationMinutes: durationOrNull,
    address: optional(300),
  })
  // A job done needs something beyond its date (an empty record is a stray tap); a scheduled or
  // cancelled appointment is meaningful with its date alone.
  .refine((r) => r.status !== 'completed' || r.totalAmount !== null || r.notes !== null || r.nextServiceDue !== null, {
    message: SERVICE_DETAILS_REQUIRED,
    path: ['totalAmount'],
  });

/** A new record: as any record, and a completed one (a job logged as done) is not in the future. */
export const newServiceRecordSchema = serviceRecordSchema.refine(
  (r) => r.status !== 'completed' || r.serviceDate.getTime() <= latestDoneDate().getTime(),
  { message: COMPLETED_IN_FUTURE, path: ['serviceDate'] },
);
