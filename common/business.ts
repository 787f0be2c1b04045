// Business setup rules and constants shared by the server (the authority) and the client.
import { z } from 'zod';
import { singleLine } from './text.js';
import { durationOrNull, rebookIntervalOrNull } from './customers.js';

export const US_STATES = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'],
  ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'],
  ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'],
  ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'],
  ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'],
  ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
] as const;

export const stateName = (code: string) => US_STATES.find(([c]) => c === code)?.[1] ?? code;

/** A state as its code or its name, any case, normalised to the two-letter code. */
export const toStateCode = (value: string) => {
  const v = value.trim().toLowerCase();
  return US_STATES.find(([code, name]) => code.toLowerCase() === v || name.toLowerCase() === v)?.[0] ?? null;
};

export const SERVICE_RADIUS_OPTIONS = [10, 15, 20, 25, 30] as const;
export const DEFAULT_SERVICE_RADIUS = 15;
export const radiusLabel = (miles: number) => (miles >= 30 ? '30+' : String(miles));

export const WEEKDAY_HOURS = ['8:00 AM - 5:00 PM', '9:00 AM - 6:00 PM', '10:00 AM - 7:00 PM', '7:00 AM - 7:00 PM'];
export const WEEKEND_HOURS = ['9:00 AM - 5:00 PM', '10:00 AM - 4:00 PM', '8:00 AM - 6:00 PM', 'Closed'];
export const DEFAULT_WEEKDAY_HOURS = '9:00 AM - 6:00 PM';
export const DEFAULT_WEEKEND_HOURS = '9:00 AM - 5:00 PM';
export const PHONE_AVAILABILITY = ['During business hours', 'Anytime', 'Evenings and weekends', 'Text only'];

export const DEFAULT_SERVICES = [
  {
    name: 'Basic Wash & Vacuum',
    price: '50.00',
    description: 'Hand wash and dry, wheels and tires cleaned, full interior vacuum and windows inside and out.',
  },
  {
    name: 'Premium Detail',
    price: '150.00',
    description: 'Everything in Basic plus clay bar, spray wax, interior wipe-down, and leather or fabric conditioning.',
  },
  {
    name: 'Ultimate Protection',
    price: '300.00',
    description: 'Full interior and exterior detail with one-step polish and a durable paint sealant for months of shine.',
  },
];

export const SUBDOMAIN_MAX_LENGTH = 30;
export const BUSINESS_NAME_MAX = 100;
export const BUSINESS_NAME_TOO_LONG = `Business name must be ${BUSINESS_NAME_MAX} characters or less`;
export const SERVICE_NAME_MAX = 50;
export const SERVICE_DESCRIPTION_MAX = 200;
export const PRICE_MAX = 999999;

/** An owner may change the booking address once; the old one redirects to the new for this long. */
export const SUBDOMAIN_REDIRECT_DAYS = 90;
export const SUBDOMAIN_CHANGED_ALREADY =
  'Your booking address has already been changed once and cannot be changed again. Please open a support ticket if you need another change.';
export const SUBDOMAIN_UNCHANGED = 'This is already your booking address.';
export const SUBDOMAIN_EMPTY = 'Please enter a booking address: letters and numbers only.';

/** The booking subdomain derived from a business name: lowercase, letters and digits only, 30 at most. */
export const toSubdomain = (name: string) =>
  name.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, SUBDOMAIN_MAX_LENGTH);

export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
export const ONBOARDING_ZIP_MESSAGE = 'Please enter a valid 5 or 9 digit ZIP code';
export const SETTINGS_ZIP_MESSAGE = 'Invalid ZIP code: Please enter a valid ZIP code (e.g., 66062 or 66062-1234).';
export const MISSING_BUSINESS_FIELDS = 'Missing information: Please fill in all required fields.';
export const INVALID_SERVICES = 'Please provide valid names and non-negative prices for all services.';
export const INVALID_CUSTOM_PRICE = 'Please provide a valid non-negative price for the custom service.';

/** A price as typed: a number of at most 999999 with at most 2 decimals. */
export const isValidPrice = (value: string | number) => {
  const s = String(value).trim();
  return /^\d+(\.\d{1,2})?$/.test(s) && Number(s) <= PRICE_MAX;
};
export const formatPrice = (value: string | number) => Number(value).toFixed(2);

export const BUSINESS_PHONE_MESSAGE = 'Please enter a valid phone number, e.g. (913) 555-0100';
export const BUSINESS_PHONE_REQUIRED = 'Please enter your business phone';
/** A number the booking page can call and text: phone characters only, 10 to 15 digits. */
export const isValidBusinessPhone = (value: string) => {
  const v = value.trim();
  const digits = v.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(v) && digits >= 10 && digits <= 15;
};

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
