import { describe, expect, it } from 'vitest';
import { BUSINESS_PHONE_MESSAGE, ONBOARDING_ZIP_MESSAGE } from '../../../common/business';
import {
  canContinue,
  cleanZip,
  INVALID_BUSINESS_EMAIL,
  initialValues,
  nameSuggestions,
  servicesToSubmit,
  setupErrorMessage,
  stepErrors,
  stepOfField,
} from './wizard';

const base = () => initialValues({ phone: '555', email: 'a@b.co' });

describe('onboarding wizard rules', () => {
  it('suggests three names prefixed with the first name', () => {
    const names = nameSuggestions('Ann');
    expect(names).toHaveLength(3);
    for (const n of names) expect(n.startsWith("Ann's ")).toBe(true);
  });

  it('keeps only digits and hyphens in the ZIP, 10 at most', () => {
    expect(cleanZip('66a06 2-12345')).toBe('66062-1234');
  });

  it('enables Next by the rules of each step', () => {
    const v = base();
    expect(canContinue(0, v)).toBe(false);
    expect(canContinue(0, { ...v, businessName: 'X' })).toBe(true);
    expect(canContinue(1, v)).toBe(true);
    expect(canContinue(1, { ...v, phone: ' ' })).toBe(false);
    expect(canContinue(2, { ...v, city: 'Olathe', state: 'KS', zipCode: '6606' })).toBe(false);
    expect(canContinue(2, { ...v, city: 'Olathe', state: 'KS', zipCode: '66062-1234' })).toBe(true);
    expect(canContinue(3, v)).toBe(true);
    expect(canContinue(4, v)).toBe(true);
    expect(canContinue(4, { ...v, services: v.services.map((s) => ({ ...s, name: '' })) })).toBe(false);
  });

  it('defaults: three services at 50, 150 and 300, radius 15, hours 9-6 and 9-5', () => {
    const v = base();
    expect(v.services.map((s) => [s.name, s.price])).toEqual([
      ['Basic Wash & Vacuum', '50'],
      ['Premium Detail', '150'],
      ['Ultimate Protection', '300'],
    ]);
    expect([v.serviceRadius, v.hoursWeekday, v.hoursWeekend]).toEqual(['15', '9:00 AM - 6:00 PM', '9:00 AM - 5:00 PM']);
  });

  it('checks services and the optional custom service with the spec messages', () => {
    const v = base();
    expect(servicesToSubmit(v)).toEqual({ services: v.services, paths: ['services.0', 'services.1', 'services.2'] });
    expect(servicesToSubmit({ ...v, services: [{ name: 'Wash', price: '-5', description: '' }] })).toEqual({
      error: 'Please provide valid names and non-negative prices for all services.',
      faults: ['services.0.price'],
    });
    expect(servicesToSubmit({ ...v, custom: { name: 'Ceramic', price: 'abc', description: '' } })).toEqual({
      error: 'Please provide a valid non-negative price for the custom service.',
      faults: ['custom.price'],
    });
    const withCustom = servicesToSubmit({ ...v, custom: { name: 'Ceramic', price: '900', description: '' } });
    expect('services' in withCustom && withCustom.services).toHaveLength(4);
  });

  it('names each service field at fault under the one message, and skips a blank package', () => {
    const v = base();
    const services = [
      { name: '', price: '40', description: '' },
      { name: '', price: '', description: '' },
      { name: 'Detail', price: '1,50', description: '' },
    ];
    expect(servicesToSubmit({ ...v, services })).toEqual({
      error: 'Please provide valid names and non-negative prices for all services.',
      faults: ['services.0.name', 'services.2.price'],
    });
    const kept = servicesToSubmit({ ...v, services: [services[1], { name: 'Wash', price: '40', description: '' }], custom: { name: 'Ceramic', price: '900', description: '' } });
    expect('paths' in kept && kept.paths).toEqual(['services.1', 'custom']);
  });

  it('maps server messages as owner-app.md §8 says', () => {
    expect(setupErrorMessage('Subdomain already taken')).toBe(
      'This subdomain is already in use. Please choose a different business name.',
    );
    expect(setupErrorMessage('Invalid business name: use letters or numbers')).toBe('Please check your information and try again.');
    expect(setupErrorMessage('Business already exists')).toBe('There was an issue with your business setup. Please try again.');
    expect(setupErrorMessage('Business not found')).toBe('There was an issue with your business setup. Please try again.');
    expect(setupErrorMessage('Something else')).toBe('Something else');
  });

  it('checks each step before Next, field by field', () => {
    const v = base();
    expect(stepErrors(0, { ...v, businessName: '!!!' })).toEqual({ businessName: 'Invalid business name: use letters or numbers' });
    // Too long is said beside the field, never cut silently.
    expect(stepErrors(0, { ...v, businessName: 'a'.repeat(101) })).toEqual({ businessName: 'Business name must be 100 characters or less' });
    expect(stepErrors(0, { ...v, businessName: 'a'.repeat(100) })).toEqual({});
    expect(stepErrors(1, { ...v, phone: 'not a phone', email: 'nope' })).toEqual({
      phone: BUSINESS_PHONE_MESSAGE,
      email: INVALID_BUSINESS_EMAIL,
    });
    expect(stepErrors(1, { ...v, phone: '(913) 555-0100', email: 'a@b.co' })).toEqual({});
    expect(stepErrors(2, { ...v, city: 'Olathe', state: 'KS', zipCode: '6606' })).toEqual({ zipCode: ONBOARDING_ZIP_MESSAGE });
  });

  it('maps a field the server names to its step', () => {
    expect(['businessName', 'subdomain', 'phone', 'email', 'zipCode', 'hoursWeekend', 'services.0.price'].map(stepOfField)).toEqual([
      0, 0, 1, 1, 2, 3, 4,
    ]);
  });
});
