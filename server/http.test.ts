// The router's protections: security headers and request body limits.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from './http.js';
import { type TestApp, startTestApp } from './test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

it('answers with nosniff, frame denial and a referrer policy', async () => {
  const res = await t.app.fetch(new Request('http://localhost/api/user'));
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
});

it('refuses bodies over the limit with 413 and reads nothing', async () => {
  const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(MAX_BODY_BYTES + 10) });
  const res = await t.caller().send('POST', '/api/login', big);
  expect(res.status).toBe(413);
  expect(await res.json()).toEqual({ error: 'Request body is too large' });
  const gql = await t.caller().send('POST', '/graphql', JSON.stringify({ query: `{ __typename }`, pad: 'x'.repeat(MAX_BODY_BYTES) }));
  expect(gql.status).toBe(413);
});
