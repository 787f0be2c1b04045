import { describe, expect, it } from 'vitest';
import { MESSAGE_LIMITS, MESSAGE_VARIABLES, renderMessage } from '../../../common/messages';
import { hoursOf, offsetMinutesOf, PREVIEW_SEPARATOR, templateFieldOf, templateSchema, valuesFromProbe } from './messagesForm';

const valid = { emailSubject: 'Hi', emailBody: 'Hello {customerFirstName}', smsBody: 'Hey', offsetHours: '24' };
const messages = (kind: Parameters<typeof templateSchema>[0], values: object) => {
  const r = templateSchema(kind).safeParse({ ...valid, ...values });
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the Messages settings form', () => {
  it('reads back the values a job gave the probe, and the live preview renders with them', () => {
    const probe = MESSAGE_VARIABLES.map((name) => `{${name}}`).join(PREVIEW_SEPARATOR);
    const rendered = renderMessage(probe, { customerFirstName: 'Mia', businessName: 'Shine Co', date: 'Friday, Nov 27', manageLink: null });
    const values = valuesFromProbe(rendered);
    expect(values.customerFirstName).toBe('Mia');
    expect(values.date).toBe('Friday, Nov 27');
    expect(values.manageLink).toBe('');
    expect(renderMessage('Hi {customerFirstName}, {businessName} here .', values)).toBe('Hi Mia, Shine Co here.');
  });

  it('checks texts and the timing in hours within the shared bounds', () => {
    expect(messages('reminder', {})).toEqual([]);
    expect(messages('reminder', { emailSubject: '  ' })).toEqual(['emailSubject: Enter the email subject']);
    expect(messages('confirmation', { smsBody: 'x'.repeat(MESSAGE_LIMITS.smsBody + 1) })).toEqual([`smsBody: Keep the text message to ${MESSAGE_LIMITS.smsBody} characters`]);
    expect(messages('reminder', { offsetHours: '0' })).toEqual(['offsetHours: Use 1 to 168 hours']);
    expect(messages('reminder', { offsetHours: '1.5' })).toEqual(['offsetHours: Use a whole number of hours']);
    expect(messages('thank_you', { offsetHours: '0' })).toEqual([]);
    // Kinds without a timing ignore the field.
    expect(messages('on_my_way', { offsetHours: '' })).toEqual([]);
  });

  it('turns hours into the minutes the server stores, and places server field errors', () => {
    expect(offsetMinutesOf('reminder', { ...valid, offsetHours: ' 48 ' })).toBe(2880);
    expect(offsetMinutesOf('confirmation', valid)).toBeNull();
    expect(hoursOf(1440)).toBe('24');
    expect(hoursOf(null)).toBe('');
    expect(templateFieldOf('templates.0.emailBody')).toBe('emailBody');
    expect(templateFieldOf('smsBody')).toBe('smsBody');
    expect(templateFieldOf('templates.0.offsetMinutes')).toBe('offsetHours');
    expect(templateFieldOf('reviewLink')).toBeNull();
  });
});
