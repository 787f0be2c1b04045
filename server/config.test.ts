import { expect, it } from 'vitest';
import { loadConfig } from './config.js';

it('refuses to start in production without SESSION_SECRET', () => {
  expect(() => loadConfig({ NODE_ENV: 'production', APP_URL: 'https://app.example.com' })).toThrow(/SESSION_SECRET: required in production/);
  expect(loadConfig({ NODE_ENV: 'production', APP_URL: 'https://app.example.com', SESSION_SECRET: 'x'.repeat(32) }).isProduction).toBe(true);
});

it('refuses to start in production without APP_URL: links are never built from a request’s Host', () => {
  expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toThrow(/APP_URL: required in production/);
  expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), APP_URL: 'https://app.example.com/' }).appUrl).toBe('https://app.example.com');
  // Elsewhere the base is this server's own local address.
  expect(loadConfig({ PORT: '4321' }).appUrl).toBe('http://localhost:4321');
});

it('names the variable that is wrong', () => {
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
});

it('defaults to port 3000 and ./data', () => {
  const c = loadConfig({});
  expect(c.PORT).toBe(3000);
  expect(c.dataDir).toMatch(/data$/);
});

it('treats a variable set but empty as unset', () => {
  const c = loadConfig({ SIGNUPS_PER_IP: '', SMTP_URL: ' ', REDIS_URL: '' });
  expect(c.SIGNUPS_PER_IP).toBe(20);
  expect(c.SMTP_URL).toBeUndefined();
  expect(c.REDIS_URL).toBeUndefined();
});

it('takes the three Twilio variables together or not at all', () => {
  const sid = `AC${'0'.repeat(32)}`;
  expect(() => loadConfig({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 'token' })).toThrow(
    /TWILIO_FROM: required with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN/,
  );
  expect(() => loadConfig({ TWILIO_FROM: '+15125550100' })).toThrow(/TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN: required with TWILIO_FROM/);
  expect(() => loadConfig({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '512-555-0100' })).toThrow(/TWILIO_FROM: must be a phone number in E.164/);
  const c = loadConfig({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15125550100' });
  expect(c.TWILIO_FROM).toBe('+15125550100');
  expect(loadConfig({}).TWILIO_ACCOUNT_SID).toBeUndefined();
});
