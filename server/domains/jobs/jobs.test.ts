// The job record: "New job" puts a scheduled job on the schedule (GraphQL and POST /api/appointments);
// "Log a job" stays for work already done.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETED_IN_FUTURE, DURATION_MESSAGE } from '../../../common/customers.js';
import { toGlobalId } from '../../rest/rest.js';
import { openAroundTheClock } from '../../test/fixtures.js';
import { type TestApp, startTestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);

async function ownerWithCustomer() {
  const o = await t.owner();
  const name = `Jobs ${Math.random().toString(36).slice(2, 8)}`;
  expect((await o.rest('POST', '/api/onboarding/business', { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062' })).status).toBe(201);
  await o.rest('POST', '/api/onboarding/services', { services: [{ name: 'Full Detail', price: '180' }, { name: 'Wash', price: '50' }] });
  // Jobs are booked at times from now: within the hours whatever the day and hour (#47.13).
  await openAroundTheClock(o);
  const services = await t.prisma.service.findMany({ where: { business: { ownerId: o.user.id } }, orderBy: { displayOrder: 'asc' } });
  await t.prisma.service.update({ where: { id: services[0].id }, data: { durationMinutes: 210 } });
  const c = await o.rest('POST', '/api/customers', { firstName: 'Lena', lastName: 'Lead', phone: '913-555-0101', address: '1 Home Rd' });
  const v = await o.rest('POST', `/api/customers/${c.body.id}/vehicles`, { make: 'Ford', model: 'F-150', year: 2020 });
  return { o, customerId: c.body.id as string, vehicleId: v.body.id as string, fullDetail: services[0].id, wash: services[1].id };
}

describe('New job', () => {
  it('POST /api/appointments with status scheduled puts the job on the schedule with the service, vehicle, address and the service duration', async () => {
    const { o, customerId, vehicleId, fullDetail } = await ownerWithCustomer();
    const when = inDays(3).toISOString();
    const res = await o.rest('POST', '/api/appointments', {
      customerId,
      serviceDate: when,
      status: 'scheduled',
      serviceId: fullDetail,
      vehicleId,
      address: '9 Office Park, Lenexa KS',
      notes: 'Gate code 42',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'scheduled', totalAmount: '180.00', serviceDate: when, notes: 'Gate code 42', customerId });

    const schedule = await o.rest('GET', '/api/schedule');
    expect(schedule.body).toEqual([
      expect.objectContaining({
        id: res.body.id,
        serviceName: 'Full Detail',
        location: '9 Office Park, Lenexa KS',
        vehicle: expect.objectContaining({ id: vehicleId, make: 'Ford', model: 'F-150' }),
      }),
    ]);
    const record = await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(record.durationMinutes).toBe(210);
    // A booked job is not work done: the lead stays a lead.
    expect((await o.rest('GET', `/api/customers/${customerId}`)).body.customer.status).toBe('lead');

    // The calendar feed has it, with the service's duration and the job's address.
    const feed = await o.rest('POST', '/api/calendar-feed');
    const ics = await (await t.caller().send('GET', new URL(feed.body.url).pathname)).text();
    expect(ics).toContain('Full Detail — Lena Lead');
    expect(ics.replace(/\r\n /g, '')).toContain('LOCATION:9 Office Park\\, Lenexa KS');
    const start = new Date(when);
    const end = new Date(start.getTime() + 210 * 60_000);
    const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${stamp(start)}`);
    expect(ics).toContain(`DTEND:${stamp(end)}`);
  });

  it('GraphQL addServiceRecord: the price and duration given win over the service, and a foreign service or vehicle is not found', async () => {
    const { o, customerId, wash } = await ownerWithCustomer();
    const other = await ownerWithCustomer();
    const gid = toGlobalId;
    const customer = gid('Customer', customerId);
    const addTo = (input: Record<string, unknown>) =>
      o.gql(
        `mutation($c: ID!, $input: ServiceRecordInput!) { addServiceRecord(customerId: $c, input: $input) {
          __typename ... on Error { message }
          ... on AddServiceRecordSuccess { serviceRecord { status totalAmount serviceName durationMinutes location } } } }`,
        { c: customer, input },
      );
    const made = await addTo({ serviceDate: inDays(2).toISOString(), status: 'scheduled', serviceId: gid('Service', wash), totalAmount: '65', durationMinutes: 45 });
    expect(made.data.addServiceRecord).toEqual({
      __typename: 'AddServiceRecordSuccess',
      serviceRecord: { status: 'scheduled', totalAmount: '65.00', serviceName: 'Wash', durationMinutes: 45, location: '1 Home Rd' },
    });
    const foreignService = await addTo({ serviceDate: inDays(2).toISOString(), status: 'scheduled', serviceId: gid('Service', other.fullDetail) });
    expect(foreignService.data.addServiceRecord).toMatchObject({ __typename: 'NotFoundError', message: 'Service not found' });
    const foreignVehicle = await addTo({ serviceDate: inDays(2).toISOString(), status: 'scheduled', vehicleId: gid('Vehicle', other.vehicleId) });
    expect(foreignVehicle.data.addServiceRecord).toMatchObject({ __typename: 'NotFoundError', message: 'Vehicle not found' });
    const tooLong = await addTo({ serviceDate: inDays(2).toISOString(), status: 'scheduled', durationMinutes: 2000 });
    expect(tooLong.data.addServiceRecord.__typename).toBe('ValidationError');
  });
});

describe('Log a job', () => {
  it('is for work already done: a completed job dated in the future is refused, today is fine', async () => {
    const { o, customerId } = await ownerWithCustomer();
    const future = await o.rest('POST', '/api/appointments', { customerId, serviceDate: inDays(3).toISOString(), status: 'completed', totalAmount: '80' });
    expect(future).toMatchObject({ status: 400, body: { error: COMPLETED_IN_FUTURE } });
    const today = await o.rest('POST', '/api/appointments', { customerId, serviceDate: new Date().toISOString(), status: 'completed', totalAmount: '80' });
    expect(today.status).toBe(201);
    expect((await o.rest('GET', `/api/customers/${customerId}`)).body.customer.status).toBe('active');
    // A booked job completed early keeps its date: the rule is about logging, not completing.
    const booked = await o.rest('POST', '/api/appointments', { customerId, serviceDate: inDays(2).toISOString(), status: 'scheduled' });
    const done = await o.rest('PATCH', `/api/appointments/${booked.body.id}`, { status: 'completed', totalAmount: '90' });
    expect(done.body).toMatchObject({ status: 'completed', totalAmount: '90.00' });
  });
});

describe('Service history', () => {
  it('a customer counts visits and total spent from completed jobs only, to the cent', async () => {
    const { o, customerId } = await ownerWithCustomer();
    const log = (serviceDate: Date, status: string, totalAmount: string) =>
      o.rest('POST', '/api/appointments', { customerId, serviceDate: serviceDate.toISOString(), status, totalAmount });
    expect((await log(inDays(-20), 'completed', '19.99')).status).toBe(201);
    expect((await log(inDays(-10), 'completed', '0.01')).status).toBe(201);
    expect((await log(inDays(-5), 'completed', '100.10')).status).toBe(201);
    const cancelled = await log(inDays(7), 'scheduled', '75');
    await o.rest('PATCH', `/api/appointments/${cancelled.body.id}`, { status: 'cancelled' });
    expect((await log(inDays(9), 'scheduled', '300')).status).toBe(201);
    const totals = () =>
      o.gql(`query($id: ID!) { node(id: $id) { ... on Customer { visitCount totalSpent serviceRecords { status serviceName } } } }`, {
        id: toGlobalId('Customer', customerId),
      });
    expect((await totals()).data.node).toMatchObject({ visitCount: 3, totalSpent: '120.10' });
    // Completing the booked job adds it; a fresh customer has spent nothing.
    const booked = (await o.rest('GET', `/api/customers/${customerId}`)).body.appointments.find((a: { status: string }) => a.status === 'scheduled');
    await o.rest('PATCH', `/api/appointments/${booked.id}`, { status: 'completed', totalAmount: '299.90' });
    expect((await totals()).data.node).toMatchObject({ visitCount: 4, totalSpent: '420.00' });
    const fresh = await o.rest('POST', '/api/customers', { firstName: 'New', lastName: 'One', phone: '913-555-0199' });
    const none = await o.gql(`query($id: ID!) { node(id: $id) { ... on Customer { visitCount totalSpent } } }`, { id: toGlobalId('Customer', fresh.body.id) });
    expect(none.data.node).toEqual({ visitCount: 0, totalSpent: '0.00' });
  });
});

describe('the schedule and durations', () => {
  it('Settings → Pricing sets a service duration (absent keeps it, null clears it); jobs of it last that long in the calendar feed', async () => {
    const { o, customerId } = await ownerWithCustomer();
    const services = (await o.rest('GET', '/api/services')).body as { id: string; name: string; price: string }[];
    const put = (durations: (number | null | undefined)[]) =>
      o.rest('PUT', '/api/business/services', {
        services: services.map((s, i) => ({ id: s.id, name: s.name, price: s.price, ...(durations[i] === undefined ? {} : { durationMinutes: durations[i] }) })),
      });
    expect((await put([90, 45])).status).toBe(200);
    const durations = async () =>
      (await o.gql('{ viewer { business { services { name durationMinutes } } } }')).data.viewer.business.services.map(
        (s: { durationMinutes: number | null }) => s.durationMinutes,
      );
    expect(await durations()).toEqual([90, 45]);
    expect((await put([undefined, null])).status).toBe(200);
    expect(await durations()).toEqual([90, null]);
    expect(await put([2000, null])).toMatchObject({ status: 400, body: { error: DURATION_MESSAGE } });

    const when = inDays(2);
    when.setUTCSeconds(0, 0);
    const job = await o.rest('POST', '/api/appointments', { customerId, serviceDate: when.toISOString(), status: 'scheduled', serviceId: services[0].id });
    expect(job.status).toBe(201);
    const feed = await o.rest('POST', '/api/calendar-feed');
    const ics = await (await t.caller().send('GET', new URL(feed.body.url).pathname)).text();
    const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTEND:${stamp(new Date(when.getTime() + 90 * 60_000))}`);
  });

  it('schedule(statuses:) keeps the done and cancelled jobs of the range, marked; without it, only scheduled ones', async () => {
    const { o, customerId } = await ownerWithCustomer();
    const add = async (days: number, status = 'scheduled') =>
      (await o.rest('POST', '/api/appointments', { customerId, serviceDate: inDays(days).toISOString(), status, totalAmount: '50' })).body.id as string;
    const past = await add(-3, 'completed');
    const booked = await add(2);
    const cancelled = await add(3);
    await o.rest('PATCH', `/api/appointments/${cancelled}`, { status: 'cancelled' });
    const from = inDays(-7).toISOString();
    const to = inDays(7).toISOString();
    const all = await o.gql(`query($from: String, $to: String) { viewer { schedule(first: 10, from: $from, to: $to, statuses: [scheduled, completed, cancelled]) { edges { node { id status } } } } }`, { from, to });
    expect(all.data.viewer.schedule.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { id: toGlobalId('ServiceRecord', past), status: 'completed' },
      { id: toGlobalId('ServiceRecord', booked), status: 'scheduled' },
      { id: toGlobalId('ServiceRecord', cancelled), status: 'cancelled' },
    ]);
    const scheduledOnly = await o.gql(`query($from: String, $to: String) { viewer { schedule(first: 10, from: $from, to: $to) { edges { node { id } } } } }`, { from, to });
    expect(scheduledOnly.data.viewer.schedule.edges).toEqual([{ node: { id: toGlobalId('ServiceRecord', booked) } }]);
  });
});
