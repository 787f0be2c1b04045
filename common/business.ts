// Business setup rules shared by the server (the authority) and the client: the zod schemas here, the
// constants and checks in business-fields.ts (re-exported), which the forms import without zod.
import { z } from 'zod';
import { singleLine } from './text.js';
import { durationOrNull, rebookIntervalOrNull } from './customers.js';
import { DEPOSIT_TYPE_INVALID, depositProblem, moneyCents } from './deposits.js';
import {
  toStateCode,
  DEFAULT_SERVICE_RADIUS,
  SUBDOMAIN_MAX_LENGTH,
  BUSINESS_NAME_MAX,
  BUSINESS_NAME_TOO_LONG,
  SERVICE_NAME_MAX,
  SERVICE_DESCRIPTION_MAX,
  PRICE_MAX,
  SUBDOMAIN_EMPTY,
  toSubdomain,
  ZIP_PATTERN,
  ONBOARDING_ZIP_MESSAGE,
  SETTINGS_ZIP_MESSAGE,
  MISSING_BUSINESS_FIELDS,
  INVALID_SERVICES,
  isValidPrice,
  formatPrice,
  BUSINESS_PHONE_MESSAGE,
  isValidBusinessPhone,
} from './business-fields.js';

/** A booking page, availability or setting asked of a business that does not exist (or not yet). */
export const BUSINESS_NOT_FOUND = 'Business not found';

export * from './business-fields.js';

/**
 * The business phone on every write (onboarding, settings, GraphQL, REST). Absent keeps what is
 * stored; null or '' clears it; anything else must be a valid phone.
 */
export const businessPhone = z
  .string()
  .trim()
  .max(30, BUSINESS_PHONE_MESSAGE)
  .refine((v) => v === '' || isValidBusinessPhone(v), BUSINESS_PHONE_MESSAGE)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

/** The business email: absent keeps, null or '' clears. */
export const businessEmail = z
  .string()
  .trim()
  .max(254, 'Invalid email address')
  .email('Invalid email address')
  .nullish()
  .or(z.literal(''))
  .transform((v) => (v === undefined ? undefined : v || null));

const text = (max: number, message: string, label: string) => singleLine(z.string().trim().max(max, message), label);
const hours = singleLine(z.string().trim().min(1, 'Please choose your business hours').max(50, 'Hours must be 50 characters or less'), 'Hours');

export const serviceSchema = z.object({
  id: z.string().nullish(),
  name: text(SERVICE_NAME_MAX, `Service names must be ${SERVICE_NAME_MAX} characters or less`, 'Service name').min(1, INVALID_SERVICES),
  description: z
    .string()
    .trim()
    .max(SERVICE_DESCRIPTION_MAX, `Descriptions must be ${SERVICE_DESCRIPTION_MAX} characters or less`)
    .nullish()
    .transform((v) => v ?? ''),
  price: z
    .union([z.string(), z.number()])
    .refine((v) => String(v).trim() !== '' && Number(v) >= 0, INVALID_SERVICES)
    .refine(isValidPrice, `Prices must be at most ${PRICE_MAX} with at most 2 decimals`)
    .transform(formatPrice),
  /** Minutes the service takes (absent keeps it, null clears it): its jobs last this long on the schedule and in the calendar. */
  durationMinutes: durationOrNull.optional(),
  /** Days after a job of this service when the customer is due again (absent keeps it, null clears it). */
  rebookIntervalDays: rebookIntervalOrNull.optional(),
  /** The deposit asked at booking (absent keeps it): none, a fixed amount, or a percentage of the price. */
  depositType: z.enum(['none', 'fixed', 'percent'], { message: DEPOSIT_TYPE_INVALID }).optional(),
  /** Dollars for fixed ("25.00"), a whole percentage for percent ("20"); ignored for none. */
  depositValue: z.union([z.string(), z.number()]).nullish().transform((v) => (v === null || v === undefined ? null : String(v).trim())),
}).superRefine((s, ctx) => {
  if (!s.depositType) return;
  const problem = depositProblem(s.depositType, s.depositValue, moneyCents(s.price));
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['depositValue'] });
});

export const servicesSchema = z
  .array(serviceSchema)
  .min(1, 'Please add at least one service')
  .max(30, 'At most 30 services');

/**
 * What is wrong with a list of services: the first message (the spec's one sentence for a missing name
 * or a bad price) and every field at fault, named `services.N.name` / `services.N.price` as the server's
 * field errors name them, so a form can mark each one.
 */
export function serviceProblems(services: unknown): { message: string | null; fields: string[] } {
  const result = z.object({ services: servicesSchema }).safeParse({ services });
  if (result.success) return { message: null, fields: [] };
  const fields = result.error.issues.filter((i) => i.path.length > 2).map((i) => i.path.join('.'));
  return { message: result.error.issues[0]?.message ?? INVALID_SERVICES, fields: [...new Set(fields)] };
}

const location = (zipMessage: string, required: string) => ({
  city: singleLine(z.string().trim().min(1, required).max(100, 'City must be 100 characters or less'), 'City'),
  state: z
    .string()
    .transform((v, ctx) => {
      const code = toStateCode(v);
      if (!code) ctx.addIssue({ code: 'custom', message: v.trim() ? 'Please choose a US state' : required });
      return code ?? '';
    }),
  zipCode: z.string().trim().min(1, required).regex(ZIP_PATTERN, zipMessage),
});

const businessName = (required: string) =>
  singleLine(z.string().trim().min(1, required).max(BUSINESS_NAME_MAX, BUSINESS_NAME_TOO_LONG), 'Business name');

const subdomain = (required: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, required)
    .max(SUBDOMAIN_MAX_LENGTH, `Invalid subdomain: at most ${SUBDOMAIN_MAX_LENGTH} characters`)
    .regex(/^[a-z0-9]+$/, 'Invalid subdomain: use only letters and numbers');

/** The owner's one change of the booking address: the address as Settings shows it (letters and numbers, at most 30). */
export const changeSubdomainSchema = z.object({ subdomain: subdomain(SUBDOMAIN_EMPTY) });

const radiusMiles = z.coerce
  .number()
  .int('Invalid service radius')
  .min(1, 'Invalid service radius')
  .max(500, 'Invalid service radius');

/** Miles; absent (null, '') means the default, 15. */
const radius = z.preprocess((v) => (v === null || v === '' ? undefined : v), radiusMiles.default(DEFAULT_SERVICE_RADIUS));

/** Step 1–3 of onboarding (POST /api/onboarding/business). */
export const onboardingBusinessSchema = z
  .object({
    businessName: businessName('Please enter a business name'),
    subdomain: z.string().nullish(),
    phone: businessPhone,
    email: businessEmail,
    serviceRadius: radius,
    ...location(ONBOARDING_ZIP_MESSAGE, 'Please fill in your city, state and ZIP code'),
  })
  .transform((b, ctx) => {
    const sub = toSubdomain(b.subdomain?.trim() || b.businessName);
    if (!sub) ctx.addIssue({ code: 'custom', path: ['businessName'], message: 'Invalid business name: use letters or numbers' });
    return { ...b, subdomain: sub };
  });

export const hoursSchema = z.object({ hoursWeekday: hours, hoursWeekend: hours });

/** The Business Settings form (POST/PUT /api/business). */
export const businessSettingsSchema = z.object({
  businessName: businessName(MISSING_BUSINESS_FIELDS),
  subdomain: subdomain(MISSING_BUSINESS_FIELDS),
  ...location(SETTINGS_ZIP_MESSAGE, MISSING_BUSINESS_FIELDS),
  phone: businessPhone,
  email: businessEmail,
  // Absent (or null) keeps what is stored; a new business takes the database defaults.
  serviceRadius: z.preprocess((v) => (v === null || v === '' ? undefined : v), radiusMiles.optional()),
  hoursWeekday: z.preprocess((v) => v ?? undefined, hours.optional()),
  hoursWeekend: z.preprocess((v) => v ?? undefined, hours.optional()),
});
