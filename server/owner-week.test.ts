// What a new owner hit in a second week of real use (issue 47), as server rules: Complete keeps the
// job's notes, a thank-you is never due before the job, ... (the browser tests show them on screen).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETE_KEEPS_NOTES, COMPLETION_NOTE_ONLY, CONSENT_SOURCE_NEEDS_CONSENT, CONSENT_TICKED_BY_VISITOR } from '../common/customers.js';
import { CARD_PAYMENT_KEPT, NO_EMAIL, NO_SMS_CONSENT } from './domains/invoices/invoices.rules.js';
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
    // Nor with a completion note beside the cleared notes: the note would have taken their place.
    expect(await o.rest('PATCH', `/api/appointments/${other}`, { status: 'completed', notes: '', completionNote: 'Done' })).toMatchObject({ status: 400, body: { error: COMPLETE_KEEPS_NOTES } });
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

describe('a moved job’s confirmation says it moved (#47.15)', () => {
  it('its subject and first line name the old time and the new, also as sent', async () => {
    const o = await ownerWithBusiness(t, { mode: 'request' });
    const id = await job(o, 3);
    const later = new Date(`${inDays(4)}T17:00:00.000Z`);
    expect((await o.rest('PATCH', `/api/appointments/${id}`, { serviceDate: later.toISOString() })).status).toBe(200);
    const [first, moved] = await t.prisma.customerMessage.findMany({ where: { appointmentId: id, kind: 'confirmation', channel: 'email' }, orderBy: { createdAt: 'asc' } });
    expect(first.subject).not.toMatch(/^Moved/);
    expect(moved.subject).toMatch(/^Moved: /);
    const when = (d: Date) => d.toLocaleString('en-US', { timeZone: 'America/Chicago', weekday: 'long', month: 'long', day: 'numeric' });
    expect(moved.body.split('\n')[0]).toMatch(new RegExp(`^Your booking was moved from ${when(new Date(`${inDays(3)}T15:00:00.000Z`))}.* to ${when(later)}`));
    await t.app.services.messages.deliver(moved.id);
    const sent = await t.prisma.customerMessage.findUniqueOrThrow({ where: { id: moved.id } });
    expect(sent).toMatchObject({ status: 'sent', subject: moved.subject });
    expect(sent.body.startsWith('Your booking was moved from')).toBe(true);
  });
});

describe('a job’s address fills the customer’s empty one (#47.14)', () => {
  it('on New job, booked or logged as done; a customer address already there is kept', async () => {
    const o = await ownerWithBusiness(t, { mode: 'request' });
    const address = (id: string) => o.rest('GET', `/api/customers/${id}`).then((r) => r.body.customer.address);
    const bare = await o.rest('POST', '/api/customers', { firstName: 'Ada', lastName: 'Addr', phone: '(312) 555-0141' });
    const booked = await o.rest('POST', '/api/appointments', { customerId: bare.body.id, serviceDate: `${inDays(2)}T15:00:00.000Z`, status: 'scheduled', address: '12 Elm St, Olathe, KS 66062' });
    expect(booked.status).toBe(201);
    expect(await address(bare.body.id)).toBe('12 Elm St, Olathe, KS 66062');
    const kept = await o.rest('POST', '/api/customers', { firstName: 'Kit', lastName: 'Kept', phone: '(312) 555-0142', address: '1 Home Rd, Olathe, KS 66062' });
    await o.rest('POST', '/api/appointments', { customerId: kept.body.id, serviceDate: `${inDays(2)}T18:00:00.000Z`, status: 'scheduled', address: '9 Work Ave, Olathe, KS 66062' });
    expect(await address(kept.body.id)).toBe('1 Home Rd, Olathe, KS 66062');
    const done = await o.rest('POST', '/api/customers', { firstName: 'Lou', lastName: 'Logged', phone: '(312) 555-0143' });
    const logged = await o.rest('POST', '/api/appointments', { customerId: done.body.id, serviceDate: `${inDays(0)}T08:00:00.000Z`, status: 'completed', totalAmount: '90', address: '5 Oak Ln, Olathe, KS 66062' });
    expect(logged.status, JSON.stringify(logged.body)).toBe(201);
    expect(await address(done.body.id)).toBe('5 Oak Ln, Olathe, KS 66062');
  });
});

describe('the booking page’s hours follow the availability settings (#47.8)', () => {
  it('a closed Sunday and a short Saturday read as such, on the page and through GraphQL', async () => {
    const o = await ownerWithBusiness(t, { mode: 'request' });
    // Seen once before the change (the page is kept in memory between visits).
    expect(await (await t.caller().send('GET', `/booking/${o.subdomain}`)).text()).not.toContain('Sun: Closed');
    const day = [{ start: '09:00', end: '17:00' }];
    const saved = await o.rest('PUT', '/api/availability', { weeklyHours: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: [{ start: '09:00', end: '13:00' }], sun: [] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const q = await t.caller().gql('query($s: String!) { publicBusiness(subdomain: $s) { hours } }', { s: o.subdomain });
    expect(q.data.publicBusiness.hours).toEqual(['Mon–Fri: 9:00 AM - 5:00 PM', 'Sat: 9:00 AM - 1:00 PM', 'Sun: Closed']);
    const page = await (await t.caller().send('GET', `/booking/${o.subdomain}`)).text();
    expect(page).toContain('Sun: Closed');
    expect(page).not.toContain('Weekends:');
  });
});

describe('a request from outside the service area is told apart before accepting (#47.10)', () => {
  it('each request carries its miles, drive and whether it lies outside the radius', async () => {
    const o = await ownerWithBusiness(t, { mode: 'request' });
    const ask = (name: string, address: string) =>
      t.caller().rest('POST', `/api/booking/${o.subdomain}/requests`, {
        name, phone: '(312) 555-0150', serviceName: 'Full Detail', vehicleMake: 'Honda', vehicleModel: 'Civic', preferredDate: inDays(3), preferredTime: 'morning', address,
      });
    expect((await ask('Near Nell', '1 Lake St, Chicago IL 60601')).status).toBe(201);
    expect((await ask('Far Fay', '9 Main St, Milwaukee WI 53202')).status).toBe(201);
    expect((await ask('Vague Val', 'Somewhere downtown')).status).toBe(201);
    const res = await o.gql('{ viewer { bookingRequests(first: 10) { edges { node { name distance { miles driveMinutes serviceRadius outsideArea } } } } } }');
    const byName = Object.fromEntries(res.data.viewer.bookingRequests.edges.map((e: { node: { name: string; distance: unknown } }) => [e.node.name, e.node.distance]));
    expect(byName['Near Nell']).toEqual({ miles: 0, driveMinutes: 0, serviceRadius: 15, outsideArea: false });
    expect(byName['Far Fay']).toMatchObject({ serviceRadius: 15, outsideArea: true });
    expect(byName['Far Fay'].miles).toBeGreaterThan(70);
    expect(byName['Far Fay'].driveMinutes).toBeGreaterThan(100);
    expect(byName['Vague Val']).toBeNull();
  });
});

describe('an offline payment recorded by mistake can be removed', () => {
  /** A sent invoice of 180.00 for a completed job. */
  async function invoice(o: BusinessOwner) {
    const id = await job(o, 0, null);
    expect((await o.rest('PATCH', `/api/appointments/${id}`, { status: 'completed', totalAmount: '180' })).status).toBe(200);
    const created = await o.rest('POST', `/api/appointments/${id}/invoice`);
    expect(created.status).toBe(201);
    expect((await o.rest('POST', `/api/invoices/${created.body.id}/send`, { email: true })).status).toBe(200);
    return created.body.id as string;
  }

  it('the balance and status come back, the money counts nowhere, and the history keeps it (REST)', async () => {
    const o = await ownerWithBusiness(t, { mode: 'request' });
    const id = await invoice(o);
    const typo = await o.rest('POST', `/api/invoices/${id}/payments`, { method: 'cash', amount: '4.00', note: 'meant 40' });
    expect(typo.body).toMatchObject({ status: 'partially_paid', amountPaid: '4.00', balance: '176.00', payments: [{ method: 'cash', amount: '4.00', note: 'meant 40' }] });
    const paymentId = typo.body.payments[0].id as string;
    // Another owner finds nothing.
    const other = await ownerWithBusiness(t, { mode: 'request' });
    expect((await other.rest('DELETE', `/api/invoices/${id}/payments/${paymentId}`)).status).toBe(404);
    const removed = await o.rest('DELETE', `/api/invoices/${id}/payments/${paymentId}`);
    expect(removed).toMatchObject({ status: 200, body: { status: 'sent', amountPaid: '0.00', balance: '180.00', payments: [], paidAt: null } });
    expect((await o.rest('DELETE', `/api/invoices/${id}/payments/${paymentId}`)).status).toBe(404);
    const history = await o.gql('query($id: ID!) { node(id: $id) { ... on Invoice { history { kind text } } } }', { id: toGlobalId('Invoice', id) });
    expect(history.data.node.history.map((e: { kind: string }) => e.kind)).toEqual(['drafted', 'sent', 'payment', 'payment_removed']);
    expect(history.data.node.history[3].text).toBe('Cash $4.00 removed by you');
    // The money screen and the day's takings leave it out; the right amount pays the invoice; nothing paid, it can be voided.
    const money = await o.rest('GET', `/api/money/summary?from=${inDays(-1)}&to=${inDays(1)}`);
    expect(money.body.collected).toBe('0.00');
    const paid = await o.rest('POST', `/api/invoices/${id}/payments`, { method: 'cash', amount: '180.00' });
    expect(paid.body).toMatchObject({ status: 'paid', payments: [{ amount: '180.00' }] });
    const again = await o.rest('DELETE', `/api/invoices/${id}/payments/${paid.body.payments[0].id}`);
    expect(again.body).toMatchObject({ status: 'sent', paidAt: null });
    expect((await o.rest('POST', `/api/invoices/${id}/void`)).body.status).toBe('void');
  });

  it('a card payment is refunded instead (409)', async () => {
    const o = await ownerWithBusiness(t, { mode: 'request' });
    const id = await invoice(o);
    const card = await t.prisma.invoicePayment.create({ data: { invoiceId: id, method: 'card', amount: '50.00', stripePaymentIntentId: 'pi_x' } });
    await t.prisma.invoice.update({ where: { id }, data: { status: 'partially_paid', amountPaid: '50.00' } });
    expect(await o.rest('DELETE', `/api/invoices/${id}/payments/${card.id}`)).toMatchObject({ status: 409, body: { error: CARD_PAYMENT_KEPT } });
  });
});

describe('the money screen counts work done and not billed yet', () => {
  it('doneNotInvoiced and drafts beside the figures, their lists, and the payments in the CSV', async () => {
    const o = await ownerWithBusiness(t, { mode: 'request' });
    const done = await job(o, 0, null);
    expect((await o.rest('PATCH', `/api/appointments/${done}`, { status: 'completed', totalAmount: '249.00' })).status).toBe(200);
    const drafted = await job(o, 0, null);
    expect((await o.rest('PATCH', `/api/appointments/${drafted}`, { status: 'completed', totalAmount: '200.00' })).status).toBe(200);
    const draft = await o.rest('POST', `/api/appointments/${drafted}/invoice`);
    const sum = await o.rest('GET', `/api/money/summary?from=${inDays(-1)}&to=${inDays(1)}`);
    expect(sum.body).toMatchObject({ doneNotInvoiced: '249.00', drafts: '200.00', billed: '0.00' });
    const lists = await o.gql('{ viewer { notInvoicedJobs(first: 5) { totalCount edges { node { id totalAmount } } } draftInvoices(first: 5) { totalCount edges { node { id total } } } } }');
    expect(lists.data.viewer.notInvoicedJobs).toEqual({ totalCount: 1, edges: [{ node: { id: toGlobalId('ServiceRecord', done), totalAmount: '249.00' } }] });
    expect(lists.data.viewer.draftInvoices).toEqual({ totalCount: 1, edges: [{ node: { id: toGlobalId('Invoice', draft.body.id), total: '200.00' } }] });
    // Another owner's screen has none of it.
    const other = await ownerWithBusiness(t, { mode: 'request' });
    expect((await other.rest('GET', `/api/money/summary?from=${inDays(-1)}&to=${inDays(1)}`)).body).toMatchObject({ doneNotInvoiced: '0.00', drafts: '0.00' });

    // Sent and paid in two parts: the CSV row names each payment with its method and day.
    await o.rest('POST', `/api/invoices/${draft.body.id}/send`, { email: true });
    await o.rest('POST', `/api/invoices/${draft.body.id}/payments`, { method: 'cash', amount: '50.00' });
    await o.rest('POST', `/api/invoices/${draft.body.id}/payments`, { method: 'zelle', amount: '150.00' });
    const csv = await (await o.send('GET', `/api/money/export.csv?from=${inDays(-1)}&to=${inDays(1)}`)).text();
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
    expect(csv.split('\r\n')[1]).toMatch(new RegExp(`,paid,200\\.00,0\\.00,200\\.00,0\\.00,cash ${today} 50\\.00; zelle ${today} 150\\.00$`));
  });
});

describe('a customer the owner added by phone can be billed', () => {
  it('a refusal names what is missing; ticking consent then texting works; a draft takes cash and is issued, or is issued to share its link', async () => {
    const o = await ownerWithBusiness(t, { mode: 'request' });
    const c = await o.rest('POST', '/api/customers', { firstName: 'Pat', lastName: 'Phone', phone: '(312) 555-0188' });
    const jobId = (await o.rest('POST', '/api/appointments', { customerId: c.body.id, serviceDate: `${inDays(0)}T12:00:00.000Z`, status: 'completed', totalAmount: '120.00' })).body.id;
    const draft = await o.rest('POST', `/api/appointments/${jobId}/invoice`);
    const SEND = `mutation($id: ID!, $input: SendInvoiceInput!) { sendInvoice(id: $id, input: $input) { __typename ... on ValidationError { message fieldErrors { field } } } }`;
    const gid = toGlobalId('Invoice', draft.body.id);
    const bySms = await o.gql(SEND, { id: gid, input: { sms: true } });
    expect(bySms.data.sendInvoice).toMatchObject({ __typename: 'ValidationError', message: NO_SMS_CONSENT, fieldErrors: [{ field: 'customer.smsConsent' }] });
    const byEmail = await o.gql(SEND, { id: gid, input: { email: true } });
    expect(byEmail.data.sendInvoice).toMatchObject({ message: NO_EMAIL, fieldErrors: [{ field: 'customer.email' }] });
    expect(NO_SMS_CONSENT).toContain('tick their consent');

    // Cash at the car on the draft: recorded, issued, and nothing is sent.
    const cash = await o.rest('POST', `/api/invoices/${draft.body.id}/payments`, { method: 'cash', amount: '120.00' });
    expect(cash.body).toMatchObject({ status: 'paid', sentAt: expect.any(String) });
    expect(await t.prisma.customerMessage.count({ where: { invoiceId: draft.body.id } })).toBe(0);

    // Another job's draft, issued to share its link from the owner's phone: its pay link opens.
    const second = (await o.rest('POST', '/api/appointments', { customerId: c.body.id, serviceDate: `${inDays(0)}T13:00:00.000Z`, status: 'completed', totalAmount: '80.00' })).body.id;
    const d2 = await o.rest('POST', `/api/appointments/${second}/invoice`);
    const token = (d2.body.payUrl as string).split('/').pop();
    expect((await t.caller().send('GET', `/api/pay/${token}`)).status).toBe(404);
    expect((await o.rest('POST', `/api/invoices/${d2.body.id}/issue`)).body).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
    expect((await t.caller().send('GET', `/api/pay/${token}`)).status).toBe(200);
    expect(await t.prisma.customerMessage.count({ where: { invoiceId: d2.body.id } })).toBe(0);
    // With consent ticked, the text goes (to the owner's To-text list here: no SMS provider).
    await o.rest('PATCH', `/api/customers/${c.body.id}`, { smsConsent: true, smsConsentSource: 'verbal' });
    expect((await o.gql(SEND, { id: toGlobalId('Invoice', d2.body.id), input: { sms: true } })).data.sendInvoice.__typename).toBe('SendInvoiceSuccess');
  });

  it('how the owner recorded consent can be corrected alone; a consent the visitor ticked is not rewritten', async () => {
    const o = await ownerWithBusiness(t, { mode: 'request' });
    const c = await o.rest('POST', '/api/customers', { firstName: 'Rae', lastName: 'Moss', phone: '(913) 555-0177', smsConsent: true });
    expect(c.body.smsConsentSource).toBe('owner_verbal');
    const fixed = await o.rest('PATCH', `/api/customers/${c.body.id}`, { smsConsentSource: 'written' });
    expect(fixed).toMatchObject({ status: 200, body: { smsConsentSource: 'owner_written', smsConsentAt: c.body.smsConsentAt } });
    await t.prisma.customer.update({ where: { id: c.body.id }, data: { smsConsentSource: 'booking_form' } });
    expect(await o.rest('PATCH', `/api/customers/${c.body.id}`, { smsConsentSource: 'verbal' })).toMatchObject({ status: 400, body: { error: CONSENT_TICKED_BY_VISITOR } });
    const none = await o.rest('POST', '/api/customers', { firstName: 'Ned', lastName: 'None', phone: '(913) 555-0178' });
    expect(await o.rest('PATCH', `/api/customers/${none.body.id}`, { smsConsentSource: 'written' })).toMatchObject({ status: 400, body: { error: CONSENT_SOURCE_NEEDS_CONSENT } });
    expect((await o.rest('PATCH', `/api/customers/${c.body.id}`, { smsConsent: true, smsConsentSource: 'verbal' })).body.smsConsentSource).toBe('booking_form');
  });
});
