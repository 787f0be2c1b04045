// A scheduled job outside the owner's hours (#47.13): New job and a move to a closed weekday, a day off,
// before opening or after closing are refused with a warning the owner confirms with bookAnyway
// (GraphQL and REST); a job logged as done and a time within the hours go through. The schedule's free
// time counts from now today and is not given for a past day. Every date is chosen by its weekday, so
// the tests hold on any day they run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallClock } from '../../../common/job-hours.js';
import { ownerWithBusiness } from '../../test/fixtures.js';
import { type TestApp, startTestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const DAY_MS = 86_400_000;
const WEEKDAY = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 } as const;
/** The first date (YYYY-MM-DD) on that weekday at least `ahead` days from today (negative: in the past). */
function dateOn(day: keyof typeof WEEKDAY, ahead: number) {
  const d = new Date(Date.now() + ahead * DAY_MS);
  while (d.getUTCDay() !== WEEKDAY[day]) d.setTime(d.getTime() + (ahead < 0 ? -DAY_MS : DAY_MS));
  return d.toISOString().slice(0, 10);
}
const sunday = dateOn('sun', 3);
const monday = dateOn('mon', 3);
const tuesday = dateOn('tue', 3);
// Chicago is UTC−6 in winter, UTC−5 in summer: 16:00Z is 10 or 11 AM, 12:00Z 6 or 7 AM, 23:30Z 5:30 or 6:30 PM.
const at = (date: string, utc: string) => `${date}T${utc}:00.000Z`;

const nine = [{ start: '09:00', end: '17:00' }];
/** An owner open Monday to Saturday 9–5, closed on Sundays, off on `tuesday`; a customer Ann. */
async function owner() {
  const o = await ownerWithBusiness(t, { mode: 'request' });
  const hours = await o.rest('PUT', '/api/availability', {
    weeklyHours: { mon: nine, tue: nine, wed: nine, thu: nine, fri: nine, sat: nine, sun: [] },
    timeOff: [{ from: tuesday }],
  });
  expect(hours.status).toBe(200);
  const c = await o.rest('POST', '/api/customers', { firstName: 'Ann', lastName: 'Test', phone: `(312) 555-${String(1000 + Math.floor(Math.random() * 9000))}` });
  expect(c.status).toBe(201);
  const customerId = c.body.id as string;
  const job = (serviceDate: string, extra: Record<string, unknown> = {}) =>
    o.rest('POST', '/api/appointments', { customerId, serviceDate, status: 'scheduled', durationMinutes: 60, ...extra });
  return Object.assign(o, { customerId, job });
}

const jobs = (ownerId: string) => t.prisma.serviceRecord.count({ where: { ownerId } });

describe('New job outside the hours (REST)', () => {
  it('refuses a closed weekday, a day off, before opening and after closing, each saying which, and books it with bookAnyway', async () => {
    const o = await owner();
    const cases: [string, RegExp][] = [
      [at(sunday, '16:00'), /^Sunday is outside your hours \(closed\)\. Book it anyway\?$/],
      [at(tuesday, '16:00'), /^Tue, [A-Z][a-z]{2} \d{1,2} is outside your hours \(day off\)\. Book it anyway\?$/],
      [at(monday, '12:00'), /^[67]:00 AM on Monday is outside your hours \(before opening at 9:00 AM\)\. Book it anyway\?$/],
      [at(monday, '23:30'), /^[56]:30 PM on Monday is outside your hours \(after closing at 5:00 PM\)\. Book it anyway\?$/],
    ];
    for (const [serviceDate, message] of cases) {
      const refused = await o.job(serviceDate);
      expect(refused.status, serviceDate).toBe(409);
      expect(refused.body.error).toMatch(message);
    }
    expect(await jobs(o.user.id)).toBe(0);
    for (const [serviceDate] of cases) {
      const booked = await o.job(serviceDate, { bookAnyway: true });
      expect(booked, serviceDate).toMatchObject({ status: 201, body: { status: 'scheduled', bookedAnyway: false } });
      expect(new Date(booked.body.serviceDate).toISOString()).toBe(serviceDate);
    }
    expect(await jobs(o.user.id)).toBe(4);
  });

  it('books a time within the hours without asking, and logs a job done on a closed day', async () => {
    const o = await owner();
    expect(await o.job(at(monday, '16:00'))).toMatchObject({ status: 201, body: { status: 'scheduled' } });
    const done = await o.rest('POST', '/api/appointments', { customerId: o.customerId, serviceDate: at(dateOn('sun', -1), '16:00'), status: 'completed', totalAmount: '90' });
    expect(done).toMatchObject({ status: 201, body: { status: 'completed' } });
  });

  it('names the overlap too when the time is also taken, and bookAnyway keeps both', async () => {
    const o = await owner();
    await o.job(at(sunday, '16:00'), { bookAnyway: true });
    const both = await o.job(at(sunday, '16:30'));
    expect(both.status).toBe(409);
    expect(both.body.error).toMatch(/^Sunday is outside your hours \(closed\)\. This overlaps Ann Test's job/);
    expect(await o.job(at(sunday, '16:30'), { bookAnyway: true })).toMatchObject({ status: 201, body: { bookedAnyway: true } });
  });
});

describe('New job and moving a job outside the hours (GraphQL)', () => {
  const add = `mutation($customerId: ID!, $input: ServiceRecordInput!) { addServiceRecord(customerId: $customerId, input: $input) {
    __typename ... on Error { message } ... on ConflictError { canBookAnyway } ... on AddServiceRecordSuccess { serviceRecord { id serviceDate status } } } }`;
  const move = `mutation($id: ID!, $input: UpdateServiceRecordInput!) { updateServiceRecord(id: $id, input: $input) {
    __typename ... on Error { message } ... on ConflictError { canBookAnyway } ... on UpdateServiceRecordSuccess { serviceRecord { serviceDate notes } } } }`;

  it('answers a ConflictError the owner can book anyway, and bookAnyway saves it', async () => {
    const o = await owner();
    const customerId = Buffer.from(`Customer:${o.customerId}`).toString('base64');
    const input = { serviceDate: at(sunday, '16:00'), status: 'scheduled' };
    const refused = (await o.gql(add, { customerId, input })).data.addServiceRecord;
    expect(refused).toEqual({ __typename: 'ConflictError', message: 'Sunday is outside your hours (closed). Book it anyway?', canBookAnyway: true });
    const saved = (await o.gql(add, { customerId, input: { ...input, bookAnyway: true } })).data.addServiceRecord;
    expect(saved).toMatchObject({ __typename: 'AddServiceRecordSuccess', serviceRecord: { status: 'scheduled' } });
  });

  it('asks again when a job moves outside the hours (not when only its notes change), and moves it with bookAnyway', async () => {
    const o = await owner();
    const made = await o.job(at(monday, '16:00'));
    expect(made.status).toBe(201);
    const id = Buffer.from(`ServiceRecord:${made.body.id}`).toString('base64');
    const refused = (await o.gql(move, { id, input: { serviceDate: at(sunday, '16:00') } })).data.updateServiceRecord;
    expect(refused).toMatchObject({ __typename: 'ConflictError', canBookAnyway: true, message: expect.stringContaining('Sunday is outside your hours (closed)') });
    expect((await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id: made.body.id } })).serviceDate.toISOString()).toBe(at(monday, '16:00'));
    const moved = (await o.gql(move, { id, input: { serviceDate: at(sunday, '16:00'), bookAnyway: true } })).data.updateServiceRecord;
    expect(moved).toMatchObject({ __typename: 'UpdateServiceRecordSuccess' });
    expect(new Date(moved.serviceRecord.serviceDate).toISOString()).toBe(at(sunday, '16:00'));
    // The owner chose that time: a change of notes keeps it without asking.
    const noted = (await o.gql(move, { id, input: { notes: 'Gate code 1234' } })).data.updateServiceRecord;
    expect(noted).toMatchObject({ __typename: 'UpdateServiceRecordSuccess', serviceRecord: { notes: 'Gate code 1234' } });
    // REST's PATCH is the same operation.
    const back = await o.rest('PATCH', `/api/appointments/${made.body.id}`, { serviceDate: at(monday, '23:30') });
    expect(back.status).toBe(409);
    expect(back.body.error).toMatch(/after closing at 5:00 PM/);
    expect(await o.rest('PATCH', `/api/appointments/${made.body.id}`, { serviceDate: at(monday, '23:30'), bookAnyway: true })).toMatchObject({ status: 200 });
  });
});

describe("the schedule's free time", () => {
  it('counts from now today, gives none for a past day, and the whole hours for a later day', async () => {
    const o = await ownerWithBusiness(t, { mode: 'request' });
    const allDay = [{ start: '00:00', end: '24:00' }];
    const week = { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay };
    expect((await o.rest('PUT', '/api/availability', { weeklyHours: week })).status).toBe(200);
    const now = wallClock(new Date(), 'America/Chicago');
    const shift = (days: number) => new Date(Date.parse(`${now.date}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
    const q = `query($from: String!, $to: String!) { viewer { scheduleDays(from: $from, to: $to) { date workMinutes freeMinutes } } }`;
    const [yesterday, today, tomorrow] = (await o.gql(q, { from: shift(-1), to: shift(1) })).data.viewer.scheduleDays;
    expect(yesterday).toMatchObject({ date: shift(-1), freeMinutes: null });
    expect(yesterday.workMinutes).toBeGreaterThan(0);
    expect(today.date).toBe(now.date);
    // What is left of today (a DST change today shifts it by the hour it adds or drops).
    const left = today.workMinutes - now.minutes;
    expect(today.freeMinutes).toBeGreaterThanOrEqual(left - 62);
    expect(today.freeMinutes).toBeLessThanOrEqual(left + 1);
    expect(tomorrow).toMatchObject({ date: shift(1), freeMinutes: tomorrow.workMinutes });
  });
});
