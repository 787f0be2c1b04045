import { expect, it } from 'vitest';
import { loadConfig } from './config.js';

it('refuses to start in production without SESSION_SECRET', () => {
  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: required in production/);
  expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).isProduction).toBe(true);
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
