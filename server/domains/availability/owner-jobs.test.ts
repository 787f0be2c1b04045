// The owner's own writes keep the no-double-booking rule: adding a job, rescheduling one and accepting
// a request check the other jobs (buffers and the drive between ZIPs included), refuse an overlap with
// a message naming the other job, and keep it only with bookAnyway (stored outside the exclusion
// constraint, while visitors' windows still avoid it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

// Chicago is on CST (UTC−6) from November to March: 15:00Z is 9:00 AM there.
const day = (() => {
  const d = new Date(Date.now() + 4 * 86_400_000);
  return d.toISOString().slice(0, 10);
})();
const at = (hhmm: string) => `${day}T${hhmm}:00.000Z`;

async function owner(mode: 'request' | 'instant' = 'instant') {
  const o = await t.owner();
  const b = await o.rest('POST', '/api/onboarding/business', { businessName: `Glow ${Math.random().toString(36).slice(2, 8)}`, city: 'Chicago', state: 'IL', zipCode: '60601' });
  expect(b.status).toBe(201);
  await o.rest('POST', '/api/onboarding/services', { services: [{ name: 'Full Detail', price: '180' }] });
  if (mode === 'instant') expect((await o.rest('PUT', '/api/availability', { bookingMode: 'instant' })).status).toBe(200);
  const service = await t.prisma.service.findFirstOrThrow({ where: { business: { ownerId: o.user.id } } });
  // A 7-day weekly schedule 9–17 so the chosen day is a working day whatever the weekday.
  const hours = [{ start: '09:00', end: '17:00' }];
  await o.rest('PUT', '/api/availability', { weeklyHours: { mon: hours, tue: hours, wed: hours, thu: hours, fri: hours, sat: hours, sun: hours } });
  const customer = async (firstName: string, address: string) => {
    const res = await o.rest('POST', '/api/customers', { firstName, lastName: 'Test', phone: `(312) 555-${String(Math.floor(Math.random() * 9000) + 1000)}`, address });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const job = (customerId: string, serviceDate: string, extra: Record<string, unknown> = {}) =>
    o.rest('POST', '/api/appointments', { customerId, serviceDate, status: 'scheduled', durationMinutes: 120, ...extra });
  return Object.assign(o, { subdomain: b.body.subdomain as string, serviceId: service.id, customer, job });
}

const CHICAGO = '1 Main St, Chicago IL 60601';
const EVANSTON = '5 Oak Ave, Evanston IL 60201';
const record = (id: string) => t.prisma.serviceRecord.findUniqueOrThrow({ where: { id } });

describe("the owner's New job", () => {
  it('refuses an overlapping job naming the other one, keeps it with bookAnyway, and visitors still cannot book over it', async () => {
    const o = await owner();
    const ann = await o.customer('Ann', CHICAGO);
    const bob = await o.customer('Bob', CHICAGO);
    const first = await o.job(ann, at('15:00'));
    expect(first).toMatchObject({ status: 201, body: { zipCode: '60601', bookedAnyway: false } });
    // Its busy range: the buffer before it (no drive from the base, same ZIP) to its end.
    expect(await record(first.body.id)).toMatchObject({ busyFrom: new Date(at('14:45')), busyUntil: new Date(at('17:00')) });

    const before = await t.caller().rest('GET', `/api/booking/${o.subdomain}/availability?serviceId=${o.serviceId}&from=${day}&to=${day}&zip=60601`);
    expect(before.body.days[0].windows.map((w: { start: string }) => w.start)).toContain(`${day}T11:30:00-06:00`);

    const clash = await o.job(bob, at('16:30'));
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatch(/Ann Test's job on .*9:00 AM/);
    expect(await t.prisma.serviceRecord.count({ where: { customerId: bob } })).toBe(0);

    const forced = await o.job(bob, at('16:30'), { bookAnyway: true });
    expect(forced).toMatchObject({ status: 201, body: { bookedAnyway: true } });
    expect(await t.prisma.serviceRecord.count({ where: { ownerId: o.user.id, status: 'scheduled' } })).toBe(2);

    // The forced job (10:30 AM–12:30 PM) holds its time for visitors: nothing before 12:45 PM after it.
    const after = await t.caller().rest('GET', `/api/booking/${o.subdomain}/availability?serviceId=${o.serviceId}&from=${day}&to=${day}&zip=60601`);
    const starts = after.body.days[0].windows.map((w: { start: string }) => w.start as string);
    expect(starts.length).toBeGreaterThan(0);
    expect(starts).not.toContain(`${day}T11:30:00-06:00`);
    expect(starts.every((s: string) => s >= `${day}T12:45:00-06:00`)).toBe(true);
  });

  it('counts the drive between ZIPs and the buffer: 30 minutes from Chicago to Evanston', async () => {
    const o = await owner();
    const ann = await o.customer('Ann', CHICAGO);
    const eve = await o.customer('Eve', EVANSTON);
    await o.job(ann, at('15:00')); // 9–11 AM in Chicago
    // 11:00 + 15 min buffer + 30 min drive = 11:45: 11:30 is too early, while it would fit in Chicago.
    expect((await o.job(eve, at('17:30'))).status).toBe(409);
    const ok = await o.job(eve, at('17:45'));
    expect(ok).toMatchObject({ status: 201, body: { zipCode: '60201', bookedAnyway: false } });
    expect(await record(ok.body.id)).toMatchObject({ busyFrom: new Date(at('17:00')), busyUntil: new Date(at('19:45')) });
  });

  it('settles the range of the next job when one is added before it (the constraint never refuses a job that fits)', async () => {
    const o = await owner();
    const eve = await o.customer('Eve', EVANSTON);
    const eli = await o.customer('Eli', EVANSTON);
    const later = await o.job(eve, at('20:00')); // 2 PM in Evanston: 30 min from the base
    expect(await record(later.body.id)).toMatchObject({ busyFrom: new Date(at('19:15')) });
    // 11:30 AM–1:30 PM in Evanston, + 15 min = 1:45 PM ≤ 2 PM: fits, although the later job's old range began 1:15 PM.
    const earlier = await o.job(eli, at('17:30'));
    expect(earlier.status).toBe(201);
    expect(await record(later.body.id)).toMatchObject({ busyFrom: new Date(at('19:45')) });
  });

  it('says the same through GraphQL: a ConflictError that can be booked anyway', async () => {
    const o = await owner();
    const ann = await o.customer('Ann', CHICAGO);
    await o.job(ann, at('15:00'));
    const m = `mutation($c: ID!, $i: ServiceRecordInput!) { addServiceRecord(customerId: $c, input: $i) {
      __typename ... on Error { message } ... on ConflictError { canBookAnyway } ... on AddServiceRecordSuccess { serviceRecord { bookedAnyway zipCode } } } }`;
    const customerGid = Buffer.from(`Customer:${ann}`).toString('base64');
    const node = await o.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: customerGid });
    const c = node.data.node?.id ?? customerGid;
    const input = { serviceDate: at('16:00'), status: 'scheduled', durationMinutes: 60 };
    const refused = await o.gql(m, { c, i: input });
    expect(refused.data.addServiceRecord).toMatchObject({ __typename: 'ConflictError', canBookAnyway: true, message: expect.stringContaining('Ann Test') });
    const kept = await o.gql(m, { c, i: { ...input, bookAnyway: true } });
    expect(kept.data.addServiceRecord).toMatchObject({ __typename: 'AddServiceRecordSuccess', serviceRecord: { bookedAnyway: true, zipCode: '60601' } });
  });

  it("ignores another owner's jobs", async () => {
    const a = await owner();
    const b = await owner();
    await a.job(await a.customer('Ann', CHICAGO), at('15:00'));
    expect((await b.job(await b.customer('Ann', CHICAGO), at('15:00'))).status).toBe(201);
  });

  it('a completed job or a job logged without scheduling holds nothing', async () => {
    const o = await owner();
    const ann = await o.customer('Ann', CHICAGO);
    await o.job(ann, at('15:00'));
    const cancelled = await o.job(ann, at('15:00'), { status: 'cancelled' });
    expect(cancelled.status).toBe(201);
  });
});

describe('rescheduling', () => {
  it('refuses moving a job onto another, keeps it with bookAnyway, and lifts the flag when moved clear', async () => {
    const o = await owner();
    const ann = await o.customer('Ann', CHICAGO);
    const bob = await o.customer('Bob', CHICAGO);
    await o.job(ann, at('15:00'));
    const moved = await o.job(bob, at('20:00'));
    const id = moved.body.id as string;

    const refused = await o.rest('PATCH', `/api/appointments/${id}`, { serviceDate: at('16:00') });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('Ann Test');
    expect((await record(id)).serviceDate).toEqual(new Date(at('20:00')));

    const kept = await o.rest('PATCH', `/api/appointments/${id}`, { serviceDate: at('16:00'), bookAnyway: true });
    expect(kept).toMatchObject({ status: 200, body: { bookedAnyway: true } });
    // Editing its notes does not ask again.
    expect((await o.rest('PATCH', `/api/appointments/${id}`, { notes: 'Gate code 1234' })).status).toBe(200);

    const clear = await o.rest('PATCH', `/api/appointments/${id}`, { serviceDate: at('21:00') });
    expect(clear).toMatchObject({ status: 200, body: { bookedAnyway: false } });
    expect(await record(id)).toMatchObject({ busyFrom: new Date(at('20:45')), busyUntil: new Date(at('23:00')) });
  });

  it('through GraphQL updateAppointment too', async () => {
    const o = await owner();
    const ann = await o.customer('Ann', CHICAGO);
    await o.job(ann, at('15:00'));
    const other = await o.job(ann, at('20:00'));
    const id = Buffer.from(`ServiceRecord:${other.body.id}`).toString('base64');
    const m = `mutation($id: ID!, $i: UpdateAppointmentInput!) { updateAppointment(id: $id, input: $i) {
      __typename ... on ConflictError { message canBookAnyway } ... on UpdateAppointmentSuccess { appointment { bookedAnyway } } } }`;
    const gid = (await o.gql(`{ viewer { schedule(first: 5, from: "${day}", to: "${day}") { edges { node { id serviceDate } } } } }`)).data.viewer.schedule.edges
      .map((e: { node: { id: string; serviceDate: string } }) => e.node)
      .find((n: { serviceDate: string }) => n.serviceDate.startsWith(`${day}T20:00`))?.id ?? id;
    expect((await o.gql(m, { id: gid, i: { serviceDate: at('15:30') } })).data.updateAppointment).toMatchObject({ __typename: 'ConflictError', canBookAnyway: true });
    expect((await o.gql(m, { id: gid, i: { serviceDate: at('15:30'), bookAnyway: true } })).data.updateAppointment).toMatchObject({ appointment: { bookedAnyway: true } });
  });
});

describe('accepting a request', () => {
  it('refuses a time over another job, and accepts it with bookAnyway', async () => {
    const o = await owner('request');
    await o.job(await o.customer('Ann', CHICAGO), at('15:00'));
    const sent = await t.caller().rest('POST', `/api/booking/${o.subdomain}/requests`, {
      name: 'Vera Visitor', phone: '(312) 555-0142', serviceName: 'Full Detail', vehicleMake: 'Subaru', vehicleModel: 'Outback',
      preferredDate: day, preferredTime: 'morning', address: '12 Elm St, Evanston IL 60201',
    });
    expect(sent.status).toBe(201);
    const refused = await o.rest('POST', `/api/booking-requests/${sent.body.id}/accept`, { serviceDate: at('17:30') });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain('Ann Test');
    expect((await t.prisma.bookingRequest.findUniqueOrThrow({ where: { id: sent.body.id } })).status).toBe('pending');
    const accepted = await o.rest('POST', `/api/booking-requests/${sent.body.id}/accept`, { serviceDate: at('17:30'), bookAnyway: true });
    expect(accepted).toMatchObject({ status: 200, body: { appointment: { zipCode: '60201', bookedAnyway: true } } });
  });

  it('accepts a time that fits without a flag', async () => {
    const o = await owner('request');
    await o.job(await o.customer('Ann', CHICAGO), at('15:00'));
    const sent = await t.caller().rest('POST', `/api/booking/${o.subdomain}/requests`, {
      name: 'Vera Visitor', phone: '(312) 555-0142', serviceName: 'Full Detail', vehicleMake: 'Subaru', vehicleModel: 'Outback',
      preferredDate: day, preferredTime: 'afternoon', address: '12 Elm St, Evanston IL 60201',
    });
    const accepted = await o.rest('POST', `/api/booking-requests/${sent.body.id}/accept`, { serviceDate: at('18:00') });
    expect(accepted).toMatchObject({ status: 200, body: { appointment: { zipCode: '60201', bookedAnyway: false } } });
  });
});

describe('the schedule plan', () => {
  it('gives each job its drive (the first from the base), the free time in the hours, and the pending requests of the day', async () => {
    const o = await owner('request');
    const ann = await o.customer('Ann', CHICAGO);
    const eve = await o.customer('Eve', EVANSTON);
    await o.job(ann, at('15:00')); // 9–11 AM, at the base's ZIP
    const second = await o.job(eve, at('18:00')); // 12–2 PM, 30 min from Chicago
    const sent = await t.caller().rest('POST', `/api/booking/${o.subdomain}/requests`, {
      name: 'Vera Visitor', phone: '(312) 555-0142', serviceName: 'Full Detail', vehicleMake: 'Subaru', vehicleModel: 'Outback',
      preferredDate: day, preferredTime: 'afternoon', address: '12 Elm St, Evanston IL 60201',
    });
    expect(sent.status).toBe(201);
    const q = `query($from: String!, $to: String!) { viewer { scheduleDays(from: $from, to: $to) {
      date workMinutes freeMinutes drives { appointmentId minutes fromBase } requests { name preferredTime } } } }`;
    const res = await o.gql(q, { from: day, to: day });
    const [plan] = res.data.viewer.scheduleDays;
    // Hours 9–5 (480 min) less 9–11, the drive 11:00–11:30 and 12–2: 30 + 180 minutes free.
    expect(plan).toMatchObject({ date: day, workMinutes: 480, freeMinutes: 210, requests: [{ name: 'Vera Visitor', preferredTime: 'afternoon' }] });
    expect(plan.drives.map((d: { minutes: number; fromBase: boolean }) => [d.minutes, d.fromBase])).toEqual([[0, true], [30, false]]);
    expect(plan.drives[1].appointmentId).toBe(Buffer.from(`ServiceRecord:${second.body.id}`).toString('base64'));
    // Another owner sees none of it; more than 31 days is refused.
    const other = await owner('request');
    const theirs = (await other.gql(q, { from: day, to: day })).data.viewer.scheduleDays[0];
    expect(theirs).toMatchObject({ drives: [], requests: [], freeMinutes: 480 });
    expect((await o.gql(q, { from: '2030-01-01', to: '2030-03-01' })).errors?.[0].message).toMatch(/31 days/);
  });
});
