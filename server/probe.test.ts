// The second security probe (issue 26): each finding as behaviour through HTTP, GraphQL and REST.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_STATUS_REQUIRED } from '../common/customers.js';
import { DATE_RANGE_MESSAGE } from '../common/dates.js';
import { singleLineMessage } from '../common/text.js';
import {
  DECLINE_MESSAGE_NEEDS_PAYMENT,
  DECLINE_MESSAGE_TOO_SOON,
  DECLINE_MESSAGES_LIMIT,
  DECLINE_MESSAGES_PER_DAY,
  DECLINE_SUBJECT,
} from './domains/booking/booking.service.js';
import { ID_NUL_REFUSED } from './graphql/ids.js';
import { NUL_REFUSED } from './graphql/yoga.js';
import { toGlobalId } from './rest/rest.js';
import { restRows } from './rest/routes.js';
import { type TestApp, startTestApp } from './test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

type Owner = Awaited<ReturnType<TestApp['owner']>>;

async function paidOwner(): Promise<Owner> {
  const o = await t.owner();
  await t.prisma.user.update({ where: { id: o.user.id }, data: { paymentVerified: true } });
  return o;
}

const feedPath = (url: string) => new URL(url).pathname;

describe('the calendar feed address', () => {
  it('dies with the password: a password change turns the feed off', async () => {
    const o = await paidOwner();
    const created = await o.rest('POST', '/api/calendar-feed');
    expect(created.status).toBe(200);
    expect((await o.send('GET', feedPath(created.body.url))).status).toBe(200);

    await t.prisma.user.update({ where: { id: o.user.id }, data: { passwordHash: 'changed' } });
    expect((await o.send('GET', feedPath(created.body.url))).status).toBe(404);
    expect((await o.rest('GET', '/api/calendar-feed')).body).toEqual({ url: null });
  });

  it('lives on when other account fields change', async () => {
    const o = await paidOwner();
    const created = await o.rest('POST', '/api/calendar-feed');
    await t.prisma.user.update({ where: { id: o.user.id }, data: { firstName: 'Renamed' } });
    expect((await o.send('GET', feedPath(created.body.url))).status).toBe(200);
  });
});

describe('U+0000 is a 400 with a clear message, never a 500', () => {
  const b64 = (text: string) => Buffer.from(text).toString('base64');

  it('in the booking page address, read or posted', async () => {
    const c = t.caller();
    for (const [method, path] of [['GET', '/booking/%00'], ['GET', '/booking/a%00b'], ['POST', '/booking/%00']]) {
      const res = await c.send(method, path, method === 'POST' ? 'name=x' : undefined, { 'content-type': 'application/x-www-form-urlencoded' });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(await res.text()).toContain(NUL_REFUSED);
    }
  });

  it('in any field of the booking form posted without JavaScript', async () => {
    const o = await paidOwner();
    await o.rest('POST', '/api/onboarding/business', { businessName: `Nul Shine ${o.user.id.slice(-6)}`, city: 'Olathe', state: 'KS', zipCode: '66062' });
    const { body: business } = await o.rest('GET', '/api/business');
    const form = new URLSearchParams({ name: 'Ann\u0000Lee', phone: '(913) 555-0100', serviceName: 'Something else', vehicleMake: 'Kia', vehicleModel: 'Soul',
      preferredDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10), preferredTime: 'any', address: '1 Main St' });
    for (const field of ['name', 'address', 'notes', 'website']) {
      const fields = new URLSearchParams(form);
      fields.set(field, `x\u0000y`);
      const res = await t.caller().send('POST', `/booking/${business.subdomain}`, fields.toString(), { 'content-type': 'application/x-www-form-urlencoded' });
      expect(res.status, field).toBe(400);
      expect(await res.text()).toContain(NUL_REFUSED);
    }
    expect(await t.prisma.bookingRequest.count({ where: { ownerId: o.user.id } })).toBe(0);
  });

  it('inside an id on every REST route that takes one', async () => {
    const o = await paidOwner();
    const admin = await t.admin();
    const failures: string[] = [];
    for (const row of restRows.filter((r) => r.path.includes(':'))) {
      for (const nul of ['%00', 'a%00b']) {
        const path = row.path.replace(/:(\w+)/g, nul);
        const caller = path.startsWith('/api/admin') ? admin : o;
        const res = await caller.send(row.method, path, row.method === 'GET' || row.method === 'DELETE' ? undefined : {});
        const body = await res.text();
        if (res.status !== 400 || !body.includes('NUL')) failures.push(`${res.status} ${row.method} ${path} ${body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('inside a GraphQL id once decoded (Customer:\\u0000), in node, nodes and mutation arguments', async () => {
    const o = await paidOwner();
    const calls: [string, Record<string, unknown>][] = [
      ['query($id: ID!) { node(id: $id) { id } }', { id: b64('Customer:\u0000') }],
      ['query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [b64('Ticket:a\u0000b')] }],
      ['mutation($id: ID!) { updateAppointment(id: $id, input: { notes: "x" }) { __typename } }', { id: b64('ServiceRecord:\u0000') }],
      ['mutation($id: ID!) { updateCustomer(id: $id, input: { firstName: "A", lastName: "B", phone: "(913) 555-0100" }) { __typename } }', { id: b64('Customer:\u0000') }],
      ['mutation($id: ID!) { declineBookingRequest(id: $id) { __typename } }', { id: b64('BookingRequest:\u0000') }],
    ];
    for (const [query, variables] of calls) {
      const res = await o.send('POST', '/graphql', { query, variables });
      const body = await res.json();
      expect(res.status, query).toBe(400);
      expect(body.errors?.[0]?.message, query).toBe(ID_NUL_REFUSED);
    }
  });
});

describe('dates: years 1900–2200 and real calendar dates only, in one parser', () => {
  it('GET /api/schedule refuses far years and impossible dates with a clear 400', async () => {
    const o = await paidOwner();
    for (const query of ['from=-000001-01-01T00:00:00Z', 'from=%2B275760-09-13T00:00:00Z', 'from=0000-01-01', 'to=2201-01-01', 'from=1899-12-31']) {
      const res = await o.rest('GET', `/api/schedule?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toContain(DATE_RANGE_MESSAGE);
    }
    for (const query of ['from=2026-02-30', 'to=2026-02-29', 'from=2026-13-01', 'from=2026-04-31T10:00:00Z', 'from=2026-01-01T25:00:00Z']) {
      const res = await o.rest('GET', `/api/schedule?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toMatch(/real date/);
    }
    expect((await o.rest('GET', '/api/schedule?from=2028-02-29&to=2028-03-01')).status).toBe(200);
  });

  it('GraphQL schedule(from:) answers an error, not an internal one', async () => {
    const o = await paidOwner();
    for (const from of ['-271821-04-20T00:00:00Z', '2026-02-30']) {
      const { errors } = await o.gql('query($from: String) { viewer { schedule(first: 5, from: $from) { edges { node { id } } } } }', { from });
      expect(errors?.[0]?.extensions?.code, from).toBe('BAD_USER_INPUT');
      expect(errors?.[0]?.message).toMatch(/1900|real date/);
    }
  });

  it('an appointment on 2026-02-30 is refused, not moved to 2 March', async () => {
    const o = await paidOwner();
    const customer = await o.rest('POST', '/api/customers', { firstName: 'Date', lastName: 'Probe', phone: '(913) 555-0142' });
    const created = await o.rest('POST', '/api/appointments', { customerId: customer.body.id, serviceDate: '2026-11-01', status: 'scheduled' });
    expect(created.status).toBe(201);
    for (const serviceDate of ['2026-02-30', '2026-02-30T10:00:00Z']) {
      const res = await o.rest('PATCH', `/api/appointments/${created.body.id}`, { serviceDate });
      expect(res.status, serviceDate).toBe(400);
    }
    const res = await o.rest('PATCH', `/api/appointments/${created.body.id}`, { nextServiceDue: '-000001-01-01' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(DATE_RANGE_MESSAGE);
  });
});

describe('an appointment changes only in the fields given', () => {
  async function scheduled(o: Owner) {
    const customer = await o.rest('POST', '/api/customers', { firstName: 'Status', lastName: 'Probe', phone: '(913) 555-0143', status: 'lead' });
    const created = await o.rest('POST', '/api/appointments', { customerId: customer.body.id, serviceDate: '2026-12-01T15:00:00Z', status: 'scheduled' });
    expect(created.body.status).toBe('scheduled');
    return { customerId: customer.body.id as string, id: created.body.id as string };
  }

  it.each([null, ''])('PATCH /api/appointments/{id} with status %j is a 400, and the job stays scheduled', async (status) => {
    const o = await paidOwner();
    const { id, customerId } = await scheduled(o);
    const res = await o.rest('PATCH', `/api/appointments/${id}`, { status });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(SERVICE_STATUS_REQUIRED);
    expect((await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id } })).status).toBe('scheduled');
    expect((await t.prisma.customer.findUniqueOrThrow({ where: { id: customerId } })).status).toBe('lead');
    expect((await o.rest('PATCH', `/api/appointments/${id}`, { serviceDate: null })).status).toBe(400);
  });

  it('updateAppointment and updateServiceRecord with status: null are refused, for cancelled jobs too', async () => {
    const o = await paidOwner();
    const { id } = await scheduled(o);
    await o.rest('PATCH', `/api/appointments/${id}`, { status: 'cancelled' });
    const gid = toGlobalId('ServiceRecord', id);
    for (const field of ['updateAppointment', 'updateServiceRecord']) {
      const { data } = await o.gql(`mutation($id: ID!) { ${field}(id: $id, input: { status: null }) { __typename ... on Error { message } } }`, { id: gid });
      expect(data[field]).toEqual({ __typename: 'ValidationError', message: SERVICE_STATUS_REQUIRED });
    }
    expect((await t.prisma.serviceRecord.findUniqueOrThrow({ where: { id } })).status).toBe('cancelled');
    const notes = await o.rest('PATCH', `/api/appointments/${id}`, { notes: 'Gate 4' });
    expect(notes.body).toMatchObject({ status: 'cancelled', notes: 'Gate 4' });
  });
});

describe('single-line text refuses control characters; the feed escapes its name regardless', () => {
  const INJECT = 'Shine\r\nX-INJECTED:1';

  it('names, subjects and titles: a clear 400 through REST and GraphQL', async () => {
    const o = await paidOwner();
    const admin = await t.admin();
    const business = await o.rest('POST', '/api/onboarding/business', { businessName: INJECT, city: 'Olathe', state: 'KS', zipCode: '66062' });
    expect(business.status).toBe(400);
    expect(business.body.error).toBe(singleLineMessage('Business name'));
    const customer = await o.rest('POST', '/api/customers', { firstName: 'Ann\nLee', lastName: 'X', phone: '(913) 555-0144' });
    expect(customer.body.error).toBe(singleLineMessage('First name'));
    const ticket = await o.rest('POST', '/api/support/ticket', { category: 'Technical Issue', subject: 'Help\rBcc: x@example.com', message: 'Two\nlines are fine here' });
    expect(ticket.body.error).toBe(singleLineMessage('Subject'));
    const script = await admin.rest('POST', '/api/admin/scripts', { category: 'Instagram DM', title: 'Hi\u0085there', message: 'Hi' });
    expect(script.body.error).toBe(singleLineMessage('Title'));
    const { data } = await o.gql('mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { __typename ... on Error { message } } }', {
      i: { firstName: 'Ann\tLee', lastName: 'Test', email: o.user.email },
    });
    expect(data.updateProfile).toEqual({ __typename: 'ValidationError', message: singleLineMessage('First name') });
  });

  it('the calendar feed escapes the business name (NAME and X-WR-CALNAME)', async () => {
    const o = await paidOwner();
    await o.rest('POST', '/api/onboarding/business', { businessName: `Feed Shine ${o.user.id.slice(-6)}`, city: 'Olathe', state: 'KS', zipCode: '66062' });
    await t.prisma.business.update({ where: { ownerId: o.user.id }, data: { businessName: `${INJECT}; a, b\\c` } });
    const created = await o.rest('POST', '/api/calendar-feed');
    const feed = await (await o.send('GET', feedPath(created.body.url))).text();
    expect(feed).not.toMatch(/^X-INJECTED/m);
    expect(feed).toContain('X-WR-CALNAME:Shine  X-INJECTED:1\\; a\\, b\\\\c schedule\r\n');
  });
});

describe('the decline message is not a mail relay', () => {
  async function ownerWithRequest(paid: boolean, email = `visitor.${Math.random().toString(36).slice(2)}@example.com`) {
    const o = paid ? await paidOwner() : await t.owner();
    await o.rest('POST', '/api/onboarding/business', { businessName: `Relay Shine ${o.user.id.slice(-6)}`, city: 'Olathe', state: 'KS', zipCode: '66062' });
    const request = await t.prisma.bookingRequest.create({
      data: {
        ownerId: o.user.id, name: 'Vic Tim', phone: '(913) 555-0145', email, serviceName: 'Wash', vehicleMake: 'Kia', vehicleModel: 'Soul',
        preferredDate: new Date('2026-12-01T00:00:00Z'), preferredTime: 'any', address: '1 Main St', createdAt: new Date(Date.now() - 120_000),
      },
    });
    return { o, id: request.id, email };
  }
  const decline = (o: Owner, id: string, message?: string) => o.rest('POST', `/api/booking-requests/${id}/decline`, message === undefined ? {} : { message });

  it("goes out in the platform's template: fixed subject, the owner's text quoted, the owner as Reply-To", async () => {
    const { o, id, email } = await ownerWithRequest(true);
    expect((await decline(o, id, 'Fully booked.\nTry us in January!')).status).toBe(200);
    const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: email } });
    expect(mail).toMatchObject({ kind: 'booking-declined', subject: DECLINE_SUBJECT, replyTo: o.user.email });
    expect(mail.text).toContain('> Fully booked.\n> Try us in January!');
    expect(mail.text).toContain("Detailer's Launchpad, on behalf of");
  });

  it('unpaid trials cannot add free text (402), and the request stays pending; without a message they decline', async () => {
    const { o, id, email } = await ownerWithRequest(false);
    const res = await decline(o, id, 'Buy cheap watches at example.net');
    expect(res.status).toBe(402);
    expect(res.body.error).toBe(DECLINE_MESSAGE_NEEDS_PAYMENT);
    expect((await t.prisma.bookingRequest.findUniqueOrThrow({ where: { id } })).status).toBe('pending');
    expect((await decline(o, id)).status).toBe(200);
    expect(await t.prisma.emailOutbox.count({ where: { to: email } })).toBe(0);
  });

  it('waits a minute after the request arrived (no booking your own page to mail someone at once)', async () => {
    const { o, id, email } = await ownerWithRequest(true);
    await t.prisma.bookingRequest.update({ where: { id }, data: { createdAt: new Date() } });
    const res = await decline(o, id, 'Sorry');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(DECLINE_MESSAGE_TOO_SOON);
    expect(await t.prisma.emailOutbox.count({ where: { to: email } })).toBe(0);
  });

  it(`is capped at ${DECLINE_MESSAGES_PER_DAY} a day per owner (429)`, async () => {
    const { o, id, email } = await ownerWithRequest(true);
    await t.prisma.emailOutbox.createMany({
      data: Array.from({ length: DECLINE_MESSAGES_PER_DAY }, (_, i) => ({ kind: 'booking-declined', to: `old${i}@example.com`, replyTo: o.user.email, subject: 's', text: 't', html: 'h' })),
    });
    const res = await decline(o, id, 'Sorry');
    expect(res.status).toBe(429);
    expect(res.body.error).toBe(DECLINE_MESSAGES_LIMIT);
    expect(await t.prisma.emailOutbox.count({ where: { to: email } })).toBe(0);
  });
});

describe('smaller findings', () => {
  async function ownerWithPage() {
    const o = await paidOwner();
    const name = `Small Shine ${o.user.id.slice(-6)}`;
    await o.rest('POST', '/api/onboarding/business', { businessName: name, city: 'Olathe', state: 'KS', zipCode: '66062' });
    const business = await t.prisma.business.findUniqueOrThrow({ where: { ownerId: o.user.id } });
    return { o, business };
  }

  it("the honeypot's made-up id looks like a real one", async () => {
    const { business } = await ownerWithPage();
    const visit = { name: 'Bot', phone: '(913) 555-0146', serviceName: 'Something else', vehicleMake: 'Kia', vehicleModel: 'Soul', address: '1 Main St',
      preferredDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10), preferredTime: 'any' };
    const real = await t.caller().rest('POST', `/api/booking/${business.subdomain}/requests`, visit);
    const trapped = await t.caller().rest('POST', `/api/booking/${business.subdomain}/requests`, { ...visit, website: 'http://spam.example' });
    expect(real.status).toBe(201);
    expect(trapped.status).toBe(201);
    expect(trapped.body.id).toMatch(/^c[0-9a-z]{24}$/);
    expect(trapped.body.id).toHaveLength(real.body.id.length);
    expect(trapped.body.id.slice(0, 5)).toBe(real.body.id.slice(0, 5));
  });

  it('429 answers carry Retry-After', async () => {
    const o = await t.owner();
    let res = await t.caller().rest('POST', '/api/login', { email: o.user.email, password: 'wrong-password' });
    for (let i = 0; i < 6 && res.status !== 429; i++) res = await t.caller().rest('POST', '/api/login', { email: o.user.email, password: 'wrong-password' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe(String(15 * 60));
  });

  it('canonical and og:url name the real address, not the path as typed', async () => {
    const { business } = await ownerWithPage();
    const html = await (await t.caller().send('GET', `/booking/${business.subdomain.toUpperCase()}`)).text();
    expect(html).toContain(`<link rel="canonical" href="http://localhost/booking/${business.subdomain}" />`);
    expect(html).toContain(`<meta property="og:url" content="http://localhost/booking/${business.subdomain}" />`);
  });

  it('the logo may be shown on the business’s own website (Cross-Origin-Resource-Policy: cross-origin)', async () => {
    const { business } = await ownerWithPage();
    const bytes = Buffer.from('89504e470d0a1a0a', 'hex');
    const hash = createHash('sha256').update(bytes).digest('hex');
    await t.prisma.businessLogo.create({ data: { businessId: business.id, hash, contentType: 'image/png', bytes } });
    const res = await t.caller().send('GET', `/booking-logo/${hash}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
