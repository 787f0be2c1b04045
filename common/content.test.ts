import { describe, expect, it } from 'vitest';
import { articleBody, personalize, placeholders, unfilledPlaceholders } from './content.js';

describe('article body', () => {
  it('drops the opening level-1 heading only', () => {
    expect(articleBody('# The Two-Bucket Wash\n\nMost swirl marks…\n\n# Later')).toBe('Most swirl marks…\n\n# Later');
    expect(articleBody('## Why\n\ntext')).toBe('## Why\n\ntext');
    expect(articleBody('Plain text # not a heading')).toBe('Plain text # not a heading');
  });
});

describe('script personalisation', () => {
  const message = 'Hi {customerName}! {firstName} from {businessName} in {city}. Call {phone}. {time} works? {unknown}';
  it.each([
    [
      { firstName: 'Ann', businessName: 'Shine Co', city: 'Olathe', phone: '913-555-0100' },
      'Hi [Customer Name]! Ann from Shine Co in Olathe. Call 913-555-0100. [Time] works? [Unknown]',
    ],
    [{ firstName: 'Ann' }, "Hi [Customer Name]! Ann from Ann's Business in Your City. Call Your Phone. [Time] works? [Unknown]"],
    [{ firstName: 'Ann', businessName: '  ', city: '', phone: null }, "Hi [Customer Name]! Ann from Ann's Business in Your City. Call Your Phone. [Time] works? [Unknown]"],
  ])('%o', (src, expected) => {
    expect(personalize(message, src)).toBe(expected);
  });

  it('shows a clear blank for what the app cannot know, never braces', () => {
    const text = personalize('{reviewLink} {carType} {availableDays} {price} {bookingLink} {interiorPrice}', { firstName: 'A' });
    expect(text).toBe('[Review Link] [Car Type] [Available Days] [Price] [Booking Link] [Interior Price]');
  });

  it('fills the booking link and prices from the owner’s own services', () => {
    const services = [
      { name: 'Basic Wash & Vacuum', price: '55.00' },
      { name: 'Premium Detail', price: '150.00' },
      { name: 'Ultimate Protection', price: '299.50' },
    ];
    const message = 'Book: {bookingLink} Basic {basicPrice}, Interior {interiorPrice}, Full {fullPrice}';
    expect(personalize(message, { firstName: 'A', bookingLink: 'https://x.test/booking/shine', services })).toBe(
      'Book: https://x.test/booking/shine Basic $55, Interior [Interior Price], Full $299.50',
    );
    const named = [{ name: 'Interior Refresh', price: '80' }, { name: 'Wash', price: '40' }];
    expect(personalize('{basicPrice} {interiorPrice} {fullPrice}', { services: named })).toBe('$40 $80 $80');
  });

  it('lists as variables only what personalisation leaves blank', () => {
    const message = 'Hi {customerName}, {firstName} at {businessName}: {bookingLink} from {basicPrice}. {reviewLink} {customerName}';
    expect(unfilledPlaceholders(message, { firstName: 'Ann', businessName: 'Shine Co' })).toEqual(['customerName', 'bookingLink', 'basicPrice', 'reviewLink']);
    expect(
      unfilledPlaceholders(message, { firstName: 'Ann', bookingLink: 'https://x.test/booking/shine', services: [{ name: 'Basic', price: '50' }] }),
    ).toEqual(['customerName', 'reviewLink']);
    // A blank first name is not filled in.
    expect(unfilledPlaceholders('{firstName}', { firstName: ' ' })).toEqual(['firstName']);
  });

  it('lists placeholders once each', () => {
    expect(placeholders('{a} {b} {a}')).toEqual(['a', 'b']);
  });
});
