// The third security probe (issue 46: money, availability, messages): each finding as behaviour
// through REST and GraphQL. The authorization matrix holds the API-token rows (SESSION_ONLY).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateMessage } from '../common/dates.js';
import { book, inDays, ownerWithBusiness, windowsOn } from './test/fixtures.js';
import { type TestApp, startTestApp } from './test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

describe('far years and impossible dates are a 400 naming the field, never a 500', () => {
  const FAR = ['+275760-09-13T00:00:00Z', '-000001-01-01T00:00:00Z', '+010000-01-01T00:00:00Z', '1850-01-01T15:00:00Z'];

  it('a booking start or a move in year +275760 or a negative year', async () => {
    const o = await ownerWithBusiness(t);
    for (const start of FAR) {
      const res = await t.caller().rest('POST', `/api/booking/${o.subdomain}/bookings`, { serviceId: o.serviceId, start, name: 'V', phone: '(312) 555-0100', vehicleMake: 'A', vehicleModel: 'B', address: '1 A St', zip: '60601' });
      expect(res.status, start).toBe(400);
    }
    const [w] = await windowsOn(t, o, inDays(4));
    const { token } = await book(t, o, w.start);
    for (const start of FAR) {
      const res = await t.caller().rest('POST', `/api/bookings/manage/${token}/reschedule`, { start });
      expect(res.status, start).toBe(400);
    }
  });

  it('the public availability and the owner’s schedule days of 2026-02-30', async () => {
    const o = await ownerWithBusiness(t);
    const res = await t.caller().rest('GET', `/api/booking/${o.subdomain}/availability?serviceId=${o.serviceId}&from=2026-02-30&to=2026-03-02&zip=60601`);
    expect(res).toMatchObject({ status: 400, body: { error: calendarDateMessage('from') } });
    const to = await t.caller().rest('GET', `/api/booking/${o.subdomain}/availability?serviceId=${o.serviceId}&from=2026-02-27&to=2026-02-31&zip=60601`);
    expect(to).toMatchObject({ status: 400, body: { error: calendarDateMessage('to') } });
    const days = await o.gql('{ viewer { scheduleDays(from: "2026-02-30", to: "2026-03-02") { date } } }');
    expect(days.errors?.[0]).toMatchObject({ message: calendarDateMessage('from'), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('time off on 2027-02-30 is refused, not stored as 2 March', async () => {
    const o = await ownerWithBusiness(t);
    const res = await o.rest('PUT', '/api/availability', { timeOff: [{ from: '2027-02-30' }] });
    expect(res).toMatchObject({ status: 400, body: { error: `timeOff.0.from: ${calendarDateMessage('The first day of time off')}` } });
    const end = await o.rest('PUT', '/api/availability', { timeOff: [{ from: '2027-02-27', to: '2027-02-29' }] });
    expect(end).toMatchObject({ status: 400, body: { error: `timeOff.0.to: ${calendarDateMessage('The last day of time off')}` } });
    expect((await o.rest('GET', '/api/availability')).body.timeOff).toEqual([]);
  });
});
