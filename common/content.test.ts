import { describe, expect, it } from 'vitest';
import { personalize, placeholders } from './content.js';

describe('script personalisation', () => {
  const message = 'Hi {customerName}! {firstName} from {businessName} in {city}. Call {phone}. {time} works? {unknown}';
  it.each([
    [
      { firstName: 'Ann', businessName: 'Shine Co', city: 'Olathe', phone: '913-555-0100' },
      'Hi [Customer Name]! Ann from Shine Co in Olathe. Call 913-555-0100. {time} works? {unknown}',
    ],
    [{ firstName: 'Ann' }, "Hi [Customer Name]! Ann from Ann's Business in Your City. Call Your Phone. {time} works? {unknown}"],
    [{ firstName: 'Ann', businessName: '  ', city: '', phone: null }, "Hi [Customer Name]! Ann from Ann's Business in Your City. Call Your Phone. {time} works? {unknown}"],
  ])('%o', (src, expected) => {
    expect(personalize(message, src)).toBe(expected);
  });

  it('leaves the variables of the built-in scripts that are not personal untouched', () => {
    for (const v of ['time', 'carType', 'carColor', 'availableDays', 'availableDay', 'basicPrice', 'interiorPrice', 'fullPrice', 'serviceName', 'price', 'duration', 'date', 'location']) {
      expect(personalize(`{${v}}`, { firstName: 'A' })).toBe(`{${v}}`);
    }
  });

  it('lists placeholders once each', () => {
    expect(placeholders('{a} {b} {a}')).toEqual(['a', 'b']);
  });
});
