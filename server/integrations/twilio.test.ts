import twilio from 'twilio';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { INVALID_NUMBER, STANDIN_AUTH_TOKEN, type TwilioStandin, startTwilioStandin, twilioEnv } from '../test/twilio-standin.js';
import { SmsRefusedError, smsProviderFrom } from './twilio.js';

let standin: TwilioStandin;
beforeAll(async () => {
  standin = await startTwilioStandin();
});
afterAll(() => standin.close());

it('is not configured without the Twilio variables', () => {
  expect(smsProviderFrom(loadConfig({}))).toBeNull();
});

it('sends a text through the Messages API and returns its SID', async () => {
  const sms = smsProviderFrom(loadConfig(twilioEnv(standin.url)));
  if (!sms) throw new Error('expected a provider');
  expect(sms.from).toBe('+15125550199');
  const sent = await sms.send({ to: '+15125550100', body: 'Your detail is tomorrow at 9.', statusCallback: 'http://app.test/webhooks/sms/status' });
  expect(sent.providerId).toMatch(/^SM[0-9a-f]{32}$/);
  expect(sent.status).toBe('queued');
  expect(standin.messages.at(-1)).toMatchObject({
    sid: sent.providerId,
    to: '+15125550100',
    from: '+15125550199',
    body: 'Your detail is tomorrow at 9.',
    statusCallback: 'http://app.test/webhooks/sms/status',
  });
});

it('throws Twilio’s refusal with its code', async () => {
  const sms = smsProviderFrom(loadConfig(twilioEnv(standin.url)));
  const refused = await sms?.send({ to: INVALID_NUMBER, body: 'Hi' }).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(SmsRefusedError);
  expect(refused).toMatchObject({ code: 21211, status: 400, message: expect.stringContaining('is not a valid phone number') });
});

it('is refused with the wrong auth token', async () => {
  const sms = smsProviderFrom(loadConfig({ ...twilioEnv(standin.url), TWILIO_AUTH_TOKEN: 'wrong' }));
  await expect(sms?.send({ to: '+15125550100', body: 'Hi' })).rejects.toMatchObject({ code: 20003, status: 401 });
});

it('accepts a callback signed for its public URL and parameters, and nothing else', () => {
  const sms = smsProviderFrom(loadConfig(twilioEnv(standin.url)));
  const params = { MessageSid: 'SM1', MessageStatus: 'delivered' };
  const url = 'https://app.example.com/webhooks/sms/status';
  const signature = twilio.getExpectedTwilioSignature(STANDIN_AUTH_TOKEN, url, params);
  expect(sms?.validRequest(signature, url, params)).toBe(true);
  expect(sms?.validRequest(signature, 'http://app.example.com/webhooks/sms/status', params)).toBe(false);
  expect(sms?.validRequest(signature, url, { ...params, MessageStatus: 'failed' })).toBe(false);
  expect(sms?.validRequest(twilio.getExpectedTwilioSignature('other-token', url, params), url, params)).toBe(false);
});
