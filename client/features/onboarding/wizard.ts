// The wizard's values, defaults, step rules and the spec's error mapping (no React here).
import {
  BUSINESS_NAME_MAX,
  BUSINESS_NAME_TOO_LONG,
  BUSINESS_PHONE_MESSAGE,
  BUSINESS_PHONE_REQUIRED,
  DEFAULT_SERVICE_RADIUS,
  DEFAULT_SERVICES,
  DEFAULT_WEEKDAY_HOURS,
  DEFAULT_WEEKEND_HOURS,
  INVALID_CUSTOM_PRICE,
  INVALID_SERVICES,
  isValidBusinessPhone,
  isValidPrice,
  ONBOARDING_ZIP_MESSAGE,
  PHONE_AVAILABILITY,
  toSubdomain,
  ZIP_PATTERN,
} from '../../../common/business';

export const STEPS = ['Business Name', 'Contact', 'Location', 'Hours', 'Pricing'] as const;

export interface ServiceDraft {
  name: string;
  price: string;
  description: string;
}

export interface WizardValues {
  businessName: string;
  /** A booking address chosen instead of the one derived from the name ('' = derived). */
  subdomain: string;
  phone: string;
  email: string;
  city: string;
  state: string;
  zipCode: string;
  serviceRadius: string;
  phoneAvailability: string;
  hoursWeekday: string;
  hoursWeekend: string;
  services: ServiceDraft[];
  custom: ServiceDraft;
}

export const initialValues = (user: { phone?: string | null; email: string }): WizardValues => ({
  businessName: '',
  subdomain: '',
  phone: user.phone ?? '',
  email: user.email,
  city: '',
  state: '',
  zipCode: '',
  serviceRadius: String(DEFAULT_SERVICE_RADIUS),
  phoneAvailability: PHONE_AVAILABILITY[0],
  hoursWeekday: DEFAULT_WEEKDAY_HOURS,
  hoursWeekend: DEFAULT_WEEKEND_HOURS,
  services: DEFAULT_SERVICES.map((s) => ({ ...s, price: String(Number(s.price)) })),
  custom: { name: '', price: '', description: '' },
});

export const nameSuggestions = (firstName: string) => [
  `${firstName}'s Mobile Detailing`,
  `${firstName}'s Auto Spa`,
  `${firstName}'s Premium Auto Care`,
];

/** Keeps what a ZIP field may hold: digits and hyphens, at most 10 characters. */
export const cleanZip = (value: string) => value.replace(/[^\d-]/g, '').slice(0, 10);

/** Whether Next (or Complete Setup) is enabled on a step, by the spec's rules. */
export function canContinue(step: number, v: WizardValues) {
  switch (step) {
    case 0:
      return v.businessName.trim() !== '';
    case 1:
      return v.phone.trim() !== '' && v.email.trim() !== '';
    case 2:
      return v.city.trim() !== '' && v.state !== '' && ZIP_PATTERN.test(v.zipCode);
    case 3:
      return v.hoursWeekday !== '' && v.hoursWeekend !== '';
    default:
      return v.services.some((s) => s.name.trim() !== '') || v.custom.name.trim() !== '';
  }
}

export type StepField = 'businessName' | 'phone' | 'email' | 'city' | 'state' | 'zipCode' | 'hoursWeekday' | 'hoursWeekend';

export const FIELD_LABELS: Record<string, string> = {
  businessName: 'Business name',
  subdomain: 'Booking address',
  phone: 'Business phone',
  email: 'Business email',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  serviceRadius: 'Service radius',
  phoneAvailability: 'When can customers call you?',
  hoursWeekday: 'Weekday hours',
  hoursWeekend: 'Weekend hours',
  services: 'Services',
};

export const INVALID_BUSINESS_EMAIL = 'Please enter a valid email address';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong on a step, field by field, checked when Next is pressed (the server stays the authority). */
export function stepErrors(step: number, v: WizardValues): Partial<Record<StepField, string>> {
  const errors: Partial<Record<StepField, string>> = {};
  switch (step) {
    case 0:
      if (!v.businessName.trim()) errors.businessName = 'Please enter a business name';
      else if (v.businessName.trim().length > BUSINESS_NAME_MAX) errors.businessName = BUSINESS_NAME_TOO_LONG;
      else if (!toSubdomain(v.businessName)) errors.businessName = 'Invalid business name: use letters or numbers';
      break;
    case 1:
      if (!v.phone.trim()) errors.phone = BUSINESS_PHONE_REQUIRED;
      else if (!isValidBusinessPhone(v.phone)) errors.phone = BUSINESS_PHONE_MESSAGE;
      if (!v.email.trim()) errors.email = 'Please enter your business email';
      else if (!EMAIL_PATTERN.test(v.email.trim())) errors.email = INVALID_BUSINESS_EMAIL;
      break;
    case 2:
      if (!v.city.trim()) errors.city = 'Please enter your city';
      if (!v.state) errors.state = 'Please choose your state';
      if (!ZIP_PATTERN.test(v.zipCode)) errors.zipCode = ONBOARDING_ZIP_MESSAGE;
      break;
    case 3:
      if (!v.hoursWeekday) errors.hoursWeekday = 'Please choose your business hours';
      if (!v.hoursWeekend) errors.hoursWeekend = 'Please choose your business hours';
      break;
  }
  return errors;
}

/** The step on which a field the server names is entered ('services.0.price' is on Pricing). */
export function stepOfField(field: string) {
  const key = field.split('.')[0] ?? '';
  if (key === 'businessName' || key === 'subdomain') return 0;
  if (key === 'phone' || key === 'email') return 1;
  if (['city', 'state', 'zipCode', 'serviceRadius'].includes(key)) return 2;
  if (['hoursWeekday', 'hoursWeekend', 'phoneAvailability'].includes(key)) return 3;
  return 4;
}

/**
 * The services to submit (with the form path of each, so a server refusal of `services.N` finds its
 * field), or the message the spec gives for what is wrong and every field at fault.
 */
export function servicesToSubmit(v: WizardValues): { services: ServiceDraft[]; paths: string[] } | { error: string; faults: string[] } {
  const rows = v.services.map((s, i) => ({ s, path: `services.${i}` })).filter(({ s }) => s.name.trim() !== '' || s.price.trim() !== '');
  const faults = rows.flatMap(({ s, path }) => [...(s.name.trim() === '' ? [`${path}.name`] : []), ...(isValidPrice(s.price) ? [] : [`${path}.price`])]);
  if (faults.length) return { error: INVALID_SERVICES, faults };
  if (v.custom.name.trim() !== '') {
    if (!isValidPrice(v.custom.price)) return { error: INVALID_CUSTOM_PRICE, faults: ['custom.price'] };
    rows.push({ s: v.custom, path: 'custom' });
  }
  if (!rows.length) return { error: INVALID_SERVICES, faults: v.services.map((_, i) => `services.${i}.name`) };
  return { services: rows.map(({ s }) => s), paths: rows.map(({ path }) => path) };
}

/** owner-app.md §8, 'Onboarding failure'. */
export function setupErrorMessage(message: string) {
  if (message.includes('Subdomain already taken')) {
    return 'This subdomain is already in use. Please choose a different business name.';
  }
  if (message.includes('Invalid')) return 'Please check your information and try again.';
  if (message.includes('Business already exists') || message.includes('Business not found')) {
    return 'There was an issue with your business setup. Please try again.';
  }
  return message;
}
