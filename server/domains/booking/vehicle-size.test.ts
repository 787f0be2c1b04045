// The public vehicle size lookup (#50): GET /api/vehicle-size and vehicleSize, their 400s and the per-IP budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_QUOTES } from '../../../common/vehicle-sizes.js';
import { createThrottle } from '../../auth/throttle.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { checkQuoteThrottle, MAKE_REQUIRED, MODEL_REQUIRED, MODEL_TOO_LONG, YEAR_OUT_OF_RANGE } from './vehicle-size.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const lookup = (query: string, app: TestApp = t) => app.caller().rest('GET', `/api/vehicle-size?${query}`);

describe('GET /api/vehicle-size', () => {
  it('answers {size, known} to anyone, without a cookie', async () => {
    expect(await lookup('year=2020&make=Ford&model=F-150')).toMatchObject({ status: 200, body: { size: 'truck', known: true } });
    expect((await lookup('make=chevy&model=tahoe')).body).toEqual({ size: 'large_suv', known: true });
    expect((await lookup('year=2021&make=Honda&model=CRV')).body).toEqual({ size: 'small_suv', known: true });
    expect((await lookup('year=2015&make=Toyota&model=Camry%20SE')).body).toEqual({ size: 'sedan', known: true });
    expect((await lookup('year=2019&make=Chrysler&model=Pacifica')).body).toEqual({ size: 'van', known: true });
    expect((await lookup('year=2007&make=Chrysler&model=Pacifica')).body).toEqual({ size: 'large_suv', known: true });
    expect((await lookup('year=&make=Zastava&model=Yugo')).body).toEqual({ size: null, known: false });
    expect((await lookup('year=2020&make=Ford&model=Hovercraft')).body).toEqual({ size: null, known: false });
  });

  it('answers 400 naming the field for a missing make or model or a year outside 1900–2100', async () => {
    expect(await lookup('year=2020&model=F-150')).toMatchObject({ status: 400, body: { error: MAKE_REQUIRED } });
    expect(await lookup('year=2020&make=%20&model=F-150')).toMatchObject({ status: 400, body: { error: MAKE_REQUIRED } });
    expect(await lookup('year=2020&make=Ford')).toMatchObject({ status: 400, body: { error: MODEL_REQUIRED } });
    expect(await lookup(`make=Ford&model=${'F'.repeat(81)}`)).toMatchObject({ status: 400, body: { error: MODEL_TOO_LONG } });
    for (const year of ['1899', '2101', 'abc', '2020.5', '-1', '99999999999']) {
      expect(await lookup(`year=${year}&make=Ford&model=F-150`), year).toMatchObject({ status: 400, body: { error: YEAR_OUT_OF_RANGE } });
    }
    expect((await lookup('year=1900&make=Ford&model=F-150')).status).toBe(200);
    expect((await lookup('year=2100&make=Ford&model=F-150')).status).toBe(200);
  });

  it('is the vehicleSize query in GraphQL, its mistakes a ValidationError naming the field', async () => {
    const c = t.caller();
    const q = `query($year: Int, $make: String!, $model: String!) { vehicleSize(year: $year, make: $make, model: $model) {
      __typename ... on Error { message } ... on ValidationError { fieldErrors { field message } } ... on VehicleSizeLookupSuccess { lookup { size known } } } }`;
    expect((await c.gql(q, { year: 2022, make: 'Chevrolet', model: 'Trailblazer' })).data.vehicleSize).toEqual({
      __typename: 'VehicleSizeLookupSuccess',
      lookup: { size: 'small_suv', known: true },
    });
    expect((await c.gql(q, { year: 1850, make: 'Ford', model: 'F-150' })).data.vehicleSize).toEqual({
      __typename: 'ValidationError',
      message: YEAR_OUT_OF_RANGE,
      fieldErrors: [{ field: 'year', message: YEAR_OUT_OF_RANGE }],
    });
  });

  it('allows QUOTE_RATE_LIMIT_PER_MINUTE calls per client IP a minute, then answers 429 with Retry-After', async () => {
    const small = await startTestApp({ QUOTE_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (let i = 0; i < 3; i++) expect((await lookup('make=Ford&model=F-150', small)).status).toBe(200);
      const refused = await lookup('make=Ford&model=F-150', small);
      expect(refused).toMatchObject({ status: 429, body: { error: TOO_MANY_QUOTES } });
      expect(refused.headers.get('retry-after')).toBe('60');
      // Mistakes count too, and GraphQL shares the budget.
      expect((await lookup('make=Ford', small)).status).toBe(429);
      const gql = await small.caller().gql('{ vehicleSize(make: "Ford", model: "F-150") { __typename ... on Error { message } } }');
      expect(gql.data.vehicleSize).toEqual({ __typename: 'RateLimitError', message: TOO_MANY_QUOTES });
    } finally {
      await small.close();
    }
  });

  it('the quote and the lookup spend one budget', async () => {
    const small = await startTestApp({ QUOTE_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const o = await small.owner();
      const b = await o.rest('POST', '/api/onboarding/business', { businessName: `Budget ${Math.random().toString(36).slice(2, 8)}`, city: 'Olathe', state: 'KS', zipCode: '66062' });
      expect(b.status).toBe(201);
      await o.rest('POST', '/api/onboarding/services', { services: [{ name: 'Wash', price: '50' }] });
      const service = await small.prisma.service.findFirstOrThrow({ where: { business: { ownerId: o.user.id } } });
      const quote = () => small.caller().rest('POST', `/api/booking/${b.body.subdomain}/quote`, { serviceId: service.id, vehicleMake: 'Ford', vehicleModel: 'F-150' });
      expect((await lookup('make=Ford&model=F-150', small)).status).toBe(200);
      expect((await quote()).status).toBe(200);
      expect(await lookup('make=Ford&model=F-150', small)).toMatchObject({ status: 429, body: { error: TOO_MANY_QUOTES } });
      const refused = await quote();
      expect(refused).toMatchObject({ status: 429, body: { error: TOO_MANY_QUOTES } });
      expect(refused.headers.get('retry-after')).toBe('60');
    } finally {
      await small.close();
    }
  });

  it('checkQuoteThrottle counts against the same per-IP budget (the quote shares it)', async () => {
    const throttle = createThrottle({ SIGNIN_FAILURES_PER_IP: 5, SIGNUPS_PER_IP: 5, API_TOKEN_REQUESTS_PER_MINUTE: 5, QUOTE_RATE_LIMIT_PER_MINUTE: 2 });
    try {
      await checkQuoteThrottle({ throttle, clientIp: '203.0.113.9' });
      await checkQuoteThrottle({ throttle, clientIp: '203.0.113.9' });
      await expect(checkQuoteThrottle({ throttle, clientIp: '203.0.113.9' })).rejects.toThrow(TOO_MANY_QUOTES);
      await checkQuoteThrottle({ throttle, clientIp: '198.51.100.7' });
      expect(throttle.limits.quoteIp).toEqual({ max: 2, windowSeconds: 60, message: TOO_MANY_QUOTES });
    } finally {
      throttle.close();
    }
  });
});
