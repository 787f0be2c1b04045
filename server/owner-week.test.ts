// What a new owner hit in a second week of real use (issue 47), as server rules: Complete keeps the
// job's notes, a thank-you is never due before the job, ... (the browser tests show them on screen).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_KEEPS_NOTES, COMPLETION_NOTE_ONLY } from '../common/customers.js';
import { toGlobalId } from './rest/rest.js';
import { type BusinessOwner, inDays, ownerWithBusiness } from './test/fixtures.js';
import { type TestApp, startTestApp } from './test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** A scheduled job of a customer with an email, `days` ahead at 15:00 UTC, with notes. */
async function job(o: BusinessOwner, days: number, notes: string | null = 'Gate code 1234') {
  const c = await o.rest('POST', '/api/customers', { firstName: 'Nina', lastName: 'Notes', phone: `(312) 555-0${String(Math.floor(Math.random() * 900) + 100)}`, email: 'nina@example.com' });
  expect(c.status).toBe(201);
  const res = await o.rest('POST', '/api/appointments', { customerId: c.body.id, serviceDate: `${inDays(days)}T15:00:00.000Z`, status: 'scheduled', serviceId: o.serviceId, notes });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

describe('Complete keeps the job’s notes', () => {
  it('a completion note is added below them (REST and GraphQL); completing cannot clear them, an edit of the notes alone can', async () => {
    const o = await ownerWithBusiness(t, { mode: 'request' });
    const id = await job(o, 0);
    const done = await o.rest('PATCH', `/api/appointments/${id}`, { status: 'completed', totalAmount: '180', completionNote: 'Pet hair in the back seats' });
    expect(done).toMatchObject({ status: 200, body: { status: 'completed', notes: 'Gate code 1234\n\nPet hair in the back seats' } });

    const other = await job(o, 0);
    const UPDATE = `mutation($id: ID!, $input: UpdateAppointmentInput!) { updateAppointment(id: $id, input: $input) {
      __typename ... on Error { message } ... on UpdateAppointmentSuccess { appointment { status notes } } } }`;
    const gid = toGlobalId('ServiceRecord', other);
    const cleared = await o.gql(UPDATE, { id: gid, input: { status: 'completed', totalAmount: '180', notes: null } });
    expect(cleared.data.updateAppointment).toEqual({ __typename: 'ValidationError', message: COMPLETE_KEEPS_NOTES });
    expect(await o.rest('PATCH', `/api/appointments/${other}`, { status: 'completed', notes: '' })).toMatchObject({ status: 400, body: { error: COMPLETE_KEEPS_NOTES } });
    expect((await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id: other } })).status).toBe('scheduled');
    const kept = await o.gql(UPDATE, { id: gid, input: { status: 'completed', totalAmount: '180', completionNote: 'Done early' } });
    expect(kept.data.updateAppointment.appointment).toEqual({ status: 'completed', notes: 'Gate code 1234\n\nDone early' });
    // The owner clears them on purpose, on their own.
    expect(await o.rest('PATCH', `/api/appointments/${other}`, { notes: null })).toMatchObject({ status: 200, body: { notes: null } });
    // A job without notes takes the completion note as its notes; a note without completing is refused.
    const bare = await job(o, 0, null);
    expect((await o.rest('PATCH', `/api/appointments/${bare}`, { completionNote: 'Shiny' })).body).toEqual({ error: COMPLETION_NOTE_ONLY });
    expect((await o.rest('PATCH', `/api/appointments/${bare}`, { status: 'completed', completionNote: 'Shiny' })).body.notes).toBe('Shiny');
  });

  it('a job marked done before its day gets its thank-you after the job’s time, not before', async () => {
    const o = await ownerWithBusiness(t, { mode: 'request' });
    const id = await job(o, 3);
    const c = await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id }, select: { customerId: true, serviceDate: true } });
    await t.prisma.customer.update({ where: { id: c.customerId }, data: { smsConsentAt: new Date(), smsConsentSource: 'owner_verbal' } });
    expect((await o.rest('PATCH', `/api/appointments/${id}`, { status: 'completed', totalAmount: '180' })).status).toBe(200);
    const thanks = await t.prisma.customerMessage.findMany({ where: { appointmentId: id, kind: 'thank_you' } });
    expect(thanks.length).toBeGreaterThan(0);
    for (const m of thanks) expect(m.dueAt.getTime()).toBeGreaterThanOrEqual(c.serviceDate.getTime());
  });
});
