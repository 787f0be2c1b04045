// Online booking rules shared by the public form (client and server-rendered), the server and the tests.
import { z } from 'zod';
import { singleLine } from './text.js';
import { dateField } from './date-field.js';
import { isCalendarDate } from './dates.js';
import { PREFERRED_TIMES } from './booking-times.js';
import { AMOUNT_MESSAGE, MIN_VEHICLE_YEAR, maxVehicleYear, phoneDigits, VEHICLE_REQUIRED } from './customers.js';

export { DEFAULT_DURATION_MINUTES, PREFERRED_TIME_LABELS, PREFERRED_TIMES, type PreferredTime } from './booking-times.js';
export const BOOKING_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export const SOMETHING_ELSE = 'Something else';
export const BOOKING_DAYS_AHEAD = 90;

export const BOOKING_NAME_REQUIRED = 'Please enter your name.';
export const BOOKING_PHONE_INVALID = 'Please enter a valid phone number.';
export const BOOKING_EMAIL_INVALID = 'Please enter a valid email address.';
export const BOOKING_SERVICE_REQUIRED = 'Please choose a service.';
export const BOOKING_DATE_INVALID = `Please choose a date from today up to ${BOOKING_DAYS_AHEAD} days ahead.`;
export const BOOKING_TIME_REQUIRED = 'Please choose a time window.';
export const BOOKING_ADDRESS_REQUIRED = 'Please enter the address where the car will be.';
export const BOOKING_YEAR_INVALID = `Year must be between ${MIN_VEHICLE_YEAR} and ${maxVehicleYear()}.`;
export const TOO_MANY_BOOKING_REQUESTS =
  'Too many booking requests from your network. Please wait an hour and try again, or call or text the business.';
export const TOO_MANY_AVAILABILITY_REQUESTS = 'Too many searches for free times from your network. Please wait a minute and try again.';
export const BOOKING_NOT_CONFIRMED = 'This is a request, not a confirmed booking.';
export const bookingSentMessage = (businessName: string) => `Request sent — ${businessName} will contact you to confirm.`;

export const BOOKING_REQUEST_NOT_FOUND = 'Booking request not found';
export const ALREADY_ACCEPTED = 'This request has already been accepted.';
export const ALREADY_DECLINED = 'This request has already been declined.';
export const APPOINTMENT_NOT_FOUND = 'Appointment not found';
/** Declining: a message goes by email, so a visitor who gave none cannot be sent one. */
export const DECLINE_MESSAGE_NO_EMAIL = 'This visitor gave no email, so a message cannot be sent. Decline without one, and call or text them instead.';

const DAY_MS = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The preferred dates a visitor may choose: today up to 90 days ahead, where "today" is today
 * somewhere on Earth (UTC-12 to UTC+14), so a visitor's local today is never refused.
 */
export function bookingDateRange(now = new Date()) {
  return { min: isoDate(new Date(now.getTime() - 12 * 3_600_000)), max: isoDate(new Date(now.getTime() + 14 * 3_600_000 + BOOKING_DAYS_AHEAD * DAY_MS)) };
}

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be ${max} characters or less.`)
    .nullish()
    .transform((v) => v || null);

const requiredText = (max: number, required: string, label: string) =>
  singleLine(z.string({ message: required }).trim().min(1, required).max(max, `${label} must be ${max} characters or less.`), label);

/** The visitor's request, as the form, REST body and GraphQL input carry it (form values are strings). */
export const bookingRequestSchema = z.object({
  name: requiredText(100, BOOKING_NAME_REQUIRED, 'Name'),
  phone: z
    .string({ message: BOOKING_PHONE_INVALID })
    .trim()
    .max(30, 'Phone must be 30 characters or less.')
    .refine((p) => phoneDigits(p).length >= 7, BOOKING_PHONE_INVALID),
  email: z
    .string()
    .trim()
    .max(254, 'Email must be 254 characters or less.')
    .email(BOOKING_EMAIL_INVALID)
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  serviceName: requiredText(100, BOOKING_SERVICE_REQUIRED, 'Service'),
  vehicleYear: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : v),
    z.coerce
      .number({ message: BOOKING_YEAR_INVALID })
      .int(BOOKING_YEAR_INVALID)
      .min(MIN_VEHICLE_YEAR, BOOKING_YEAR_INVALID)
      .max(maxVehicleYear(), BOOKING_YEAR_INVALID)
      .nullable(),
  ),
  vehicleMake: requiredText(50, VEHICLE_REQUIRED, 'Make'),
  vehicleModel: requiredText(50, VEHICLE_REQUIRED, 'Model'),
  preferredDate: z
    .string({ message: BOOKING_DATE_INVALID })
    .trim()
    .refine(isCalendarDate, BOOKING_DATE_INVALID)
    .refine((d) => {
      const { min, max } = bookingDateRange();
      return d >= min && d <= max;
    }, BOOKING_DATE_INVALID),
  preferredTime: z.enum(PREFERRED_TIMES, { message: BOOKING_TIME_REQUIRED }),
  address: requiredText(300, BOOKING_ADDRESS_REQUIRED, 'Address'),
  notes: optionalText(1000, 'Notes'),
});
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequestFields = keyof BookingRequestInput;
/** The form's field names, which are also the REST body names (plus the honeypot `website`). */
export const BOOKING_FIELDS = Object.keys(bookingRequestSchema.shape) as BookingRequestFields[];
export const HONEYPOT_FIELD = 'website';
/** The consent checkbox of both booking forms (request and instant): a form posts "on" when it is ticked. */
export const SMS_CONSENT_FIELD = 'smsConsent';
export const SMS_CONSENT_LABEL = 'Text me about this booking (reply STOP to opt out)';
/** Whether a posted form ticked the consent box (an unticked checkbox posts nothing). */
export const smsConsentPosted = (value: unknown) => value === 'on' || value === 'true';

const amount = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z
    .union([z.string(), z.number()])
    .refine((v) => /^\d+(\.\d{1,2})?$/.test(String(v).trim()) && Number(v) <= 99_999_999, AMOUNT_MESSAGE)
    .transform((v) => Number(v).toFixed(2))
    .nullable(),
);
const dateTime = (message: string) => dateField(message);

export const SERVICE_DATE_INVALID = 'Please choose the date and time of the appointment.';

/** Accepting a request: when, and for how much (the chosen service's price when absent). */
export const acceptBookingSchema = z.object({
  serviceDate: z.preprocess((v) => (v === '' || v === null ? undefined : v), dateTime(SERVICE_DATE_INVALID)),
  totalAmount: amount.optional(),
  /** Keep the job although it overlaps another (travel and buffers included). */
  bookAnyway: z.boolean().nullish(),
  /** Send the customer a pay link for the service's deposit (credited on the job's invoice once paid). */
  askDeposit: z.boolean().nullish(),
});

export const declineBookingSchema = z.object({ message: optionalText(2000, 'Message') });


/** A closed account's booking page and its booking and request posts (410). */
export const notTakingBookings = (businessName: string, phone: string | null) =>
  `${businessName} is not taking bookings online anymore.${phone ? ` Please call ${phone}.` : ''}`;
