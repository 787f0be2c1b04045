// viewer.unfinishedJobs: the owner's jobs still scheduled whose day has passed in the business's zone,
// oldest first, counted; another owner's, and done, cancelled, today's or later jobs are not there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../rest/rest.js';
import { ownerWithBusiness } from '../../test/fixtures.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { startOfToday } from './booking.unfinished.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const DAY = 86_400_000;
const UNFINISHED = `query($first: Int) { viewer { unfinishedJobs(first: $first) {
  totalCount edges { node { id status serviceDate serviceName customer { firstName } } } } } }`;

/** An owner (business in Chicago) with a customer; `job` books one through POST /api/appointments. */
async function ownerWithCustomer(firstName: string) {
  const o = await ownerWithBusiness(t, { mode: 'request' });
  const c = await o.rest('POST', '/api/customers', { firstName, lastName: 'Late', phone: '312-555-0142' });
  expect(c.status).toBe(201);
  const job = async (at: Date, status = 'scheduled') => {
    const res = await o.rest('POST', '/api/appointments', { customerId: c.body.id, serviceDate: at.toISOString(), status, serviceId: o.serviceId, totalAmount: '180', bookAnyway: true });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  };
  return Object.assign(o, { job });
}

const gid = (id: string) => toGlobalId('ServiceRecord', id);

describe('viewer.unfinishedJobs', () => {
  it("lists only the owner's own scheduled jobs from before today in the business's zone, oldest first, with the count", async () => {
    const a = await ownerWithCustomer('Alma');
    const b = await ownerWithCustomer('Bert');
    // Today starts at midnight in Chicago (the business's ZIP), whatever the server's zone.
    const today = startOfToday('America/Chicago');
    const lastMinuteOfYesterday = await a.job(new Date(today.getTime() - 60_000));
    const tenDaysAgo = await a.job(new Date(today.getTime() - 10 * DAY + 9 * 3_600_000));
    const threeDaysAgo = await a.job(new Date(today.getTime() - 3 * DAY + 14 * 3_600_000));
    // Not listed: done, cancelled, today's from its first minute, tomorrow's, and B's.
    await a.job(new Date(today.getTime() - 2 * DAY), 'completed');
    const cancelled = await a.job(new Date(today.getTime() - 4 * DAY));
    expect((await a.rest('PATCH', `/api/appointments/${cancelled}`, { status: 'cancelled' })).status).toBe(200);
    await a.job(today);
    await a.job(new Date(today.getTime() + DAY + 10 * 3_600_000));
    const bPast = await b.job(new Date(today.getTime() - DAY));

    const all = await a.gql(UNFINISHED, { first: 10 });
    expect(all.errors).toBeUndefined();
    expect(all.data.viewer.unfinishedJobs.totalCount).toBe(3);
    expect(all.data.viewer.unfinishedJobs.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([tenDaysAgo, threeDaysAgo, lastMinuteOfYesterday].map(gid));
    expect(all.data.viewer.unfinishedJobs.edges[0].node).toMatchObject({ status: 'scheduled', serviceName: 'Full Detail', customer: { firstName: 'Alma' } });

    // The count is of them all, whatever the page.
    const first = await a.gql(UNFINISHED, { first: 1 });
    expect(first.data.viewer.unfinishedJobs).toMatchObject({ totalCount: 3, edges: [{ node: { id: gid(tenDaysAgo) } }] });

    // B sees B's own only.
    const other = await b.gql(UNFINISHED, { first: 10 });
    expect(other.data.viewer.unfinishedJobs).toMatchObject({ totalCount: 1, edges: [{ node: { id: gid(bPast), customer: { firstName: 'Bert' } } }] });

    // Completing or cancelling one takes it off the list.
    expect((await a.rest('PATCH', `/api/appointments/${tenDaysAgo}`, { status: 'completed', totalAmount: '180' })).status).toBe(200);
    expect((await a.rest('PATCH', `/api/appointments/${lastMinuteOfYesterday}`, { status: 'cancelled' })).status).toBe(200);
    const after = await a.gql(UNFINISHED, { first: 10 });
    expect(after.data.viewer.unfinishedJobs).toEqual({ totalCount: 1, edges: [{ node: expect.objectContaining({ id: gid(threeDaysAgo) }) }] });
  });

  it('is nothing to a signed-out caller', async () => {
    const res = await t.caller().gql(UNFINISHED, { first: 5 });
    expect(res.data.viewer).toBeNull();
  });

  it('reads a page in the same number of statements however long it is (no query per job)', async () => {
    const a = await ownerWithCustomer('Cruz');
    const today = startOfToday('America/Chicago');
    for (let i = 1; i <= 6; i++) await a.job(new Date(today.getTime() - i * DAY));
    const small = await t.countStatements(() => a.gql(UNFINISHED, { first: 1 }));
    const large = await t.countStatements(() => a.gql(UNFINISHED, { first: 6 }));
    expect(large).toBe(small);
  });
});
