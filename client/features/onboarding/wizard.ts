// The wizard's values, defaults, step rules and the spec's error mapping (no React here).
import {
  DEFAULT_SERVICE_RADIUS,
  DEFAULT_SERVICES,
  DEFAULT_WEEKDAY_HOURS,
  DEFAULT_WEEKEND_HOURS,
  INVALID_CUSTOM_PRICE,
  INVALID_SERVICES,
  isValidPrice,
  PHONE_AVAILABILITY,
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

/** The services to submit, or the message the spec gives for what is wrong. */
export function servicesToSubmit(v: WizardValues): { services: ServiceDraft[] } | { error: string } {
  const listed = v.services.filter((s) => s.name.trim() !== '' || s.price.trim() !== '');
  if (listed.some((s) => s.name.trim() === '' || !isValidPrice(s.price))) return { error: INVALID_SERVICES };
  if (v.custom.name.trim() !== '') {
    if (!isValidPrice(v.custom.price)) return { error: INVALID_CUSTOM_PRICE };
    listed.push(v.custom);
  }
  if (!listed.length) return { error: INVALID_SERVICES };
  return { services: listed };
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
