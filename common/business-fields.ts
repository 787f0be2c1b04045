// Business rules without zod: the constants, choices, messages and checks the settings and onboarding
// forms show and use. The schemas are in business.ts (which re-exports this module), so a page that
// shows these loads without zod.

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
