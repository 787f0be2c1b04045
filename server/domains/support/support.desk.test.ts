// The support desk of the operator's week (#57): who wrote each ticket (REST and GraphQL, searchable),
// what the detail knows of the owner, states that follow the conversation (reopen, waiting on us), the
// audit of a status change, the operator's email of new tickets and owners' replies, and a live count.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_HOURS } from '../../../common/support.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { subscribe } from '../../test/sse.js';
import { NOTIFY_EMAIL_INVALID } from './support.notify.js';

const OPS = 'ops@example.com';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_NOTIFY_EMAIL: OPS });
});
afterAll(() => t?.close());

type Caller = Awaited<ReturnType<TestApp['owner']>>;
const tag = () => Math.random().toString(36).slice(2, 8);
const globalId = (id: string) => Buffer.from(`Ticket:${id}`).toString('base64');

async function open(c: Caller, subject = `Help ${tag()}`, message = 'My booking page is blank.') {
  const res = await c.rest('POST', '/api/support/ticket', { category: 'Technical Issue', subject, message });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; status: string; waitingSince: string | null };
}

async function ownerWithBusiness(firstName: string, businessName: string) {
  const o = await t.owner({ firstName });
  const saved = await o.rest('PUT', '/api/business', { businessName, subdomain: `s${tag()}${Date.now()}`, city: 'Austin', state: 'TX', zipCode: '73301' });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return o;
}

const reply = (c: Caller, id: string, message = 'Any news?') => c.rest('POST', `/api/support/tickets/${id}/messages`, { message });
const ticketRow = (id: string) => t.prisma.ticket.findUniqueOrThrow({ where: { id } });

describe('who wrote the ticket', () => {
  it('each ticket of GET /api/admin/tickets carries its owner; ?search= matches the owner’s name, email and business (REST and GraphQL)', async () => {
    const admin = await t.admin();
    const name = `Zed${tag()}`;
    const business = `Glossy ${tag()} Detailing`;
    const o = await ownerWithBusiness(name, business);
    const mine = await open(o, 'Prices look wrong');
    const other = await open(await t.owner(), 'Prices look wrong');

    const list = await admin.rest('GET', '/api/admin/tickets');
    const row = list.body.tickets.find((x: { id: string }) => x.id === mine.id);
    expect(row.owner).toEqual({ id: o.user.id, name: `${name} Test`, email: o.user.email, businessName: business });

    const ids = async (search: string) =>
      (await admin.rest('GET', `/api/admin/tickets?search=${encodeURIComponent(search)}`)).body.tickets.map((x: { id: string }) => x.id);
    for (const search of [name.toLowerCase(), `${name} Test`, o.user.email.toUpperCase(), business.split(' ')[1]]) {
      const found = await ids(search);
      expect(found, search).toContain(mine.id);
      expect(found, search).not.toContain(other.id);
    }
    const gql = await admin.gql('query($s: String) { adminTickets(first: 50, search: $s) { edges { node { id requester { name email businessName } } } } }', {
      s: business,
    });
    expect(gql.data.adminTickets.edges).toEqual([{ node: { id: globalId(mine.id), requester: { name: `${name} Test`, email: o.user.email, businessName: business } } }]);
  });

  it('the detail shows the owner’s plan, payment state, sign-up, program day, last activity and other tickets', async () => {
    const admin = await t.admin();
    const o = await ownerWithBusiness('Pat', `Pat ${tag()} Shine`);
    const first = await open(o, 'First question');
    const second = await open(o, 'Second question');
    await t.prisma.user.update({ where: { id: o.user.id }, data: { currentProgramDay: 4, paymentState: 'paying', paymentStateSince: new Date('2026-11-02T10:00:00Z') } });
    const seen = new Date(Date.now() - 60_000);
    await t.prisma.session.updateMany({ where: { userId: o.user.id }, data: { lastSeenAt: seen } });
    const res = await admin.gql(
      `query($id: ID!) { node(id: $id) { ... on Ticket { requester { business { bookingPath } account {
        plan paymentState paymentStateSince signedUpAt programDay lastActivityAt recordPath otherTickets { id subject }
      } } } } }`,
      { id: globalId(second.id) },
    );
    expect(res.errors).toBeUndefined();
    const { account, business } = res.data.node.requester;
    expect(business.bookingPath).toMatch(/^\/booking\/s/);
    expect(account).toMatchObject({
      plan: expect.stringContaining('Founders Rate'),
      paymentState: 'paying',
      paymentStateSince: '2026-11-02T10:00:00.000Z',
      programDay: 4,
      lastActivityAt: seen.toISOString(),
      recordPath: `/admin/users/${encodeURIComponent(encodeGlobalID('User', o.user.id))}`,
      otherTickets: [{ id: globalId(first.id), subject: 'First question' }],
    });
    expect(new Date(account.signedUpAt).getTime()).toBeGreaterThan(Date.now() - 3_600_000);
  });
});

describe('states follow the conversation', () => {
  it('an owner’s message on a Resolved ticket reopens it as In Progress; on other states the status stays', async () => {
    const admin = await t.admin();
    const o = await t.owner();
    const a = await open(o);
    expect((await admin.rest('PATCH', `/api/admin/tickets/${a.id}`, { status: 'resolved' })).body.status).toBe('resolved');
    expect((await reply(o, a.id)).status).toBe(201);
    expect((await ticketRow(a.id)).status).toBe('in_progress');

    const b = await open(o);
    expect((await reply(o, b.id)).status).toBe(201);
    expect((await ticketRow(b.id)).status).toBe('new');
  });

  it('waitingSince is set when the owner writes, kept by a second message, cleared by an admin’s reply; ?waiting=true lists only waiting tickets, longest first', async () => {
    const admin = await t.admin();
    const o = await t.owner();
    const before = Date.now();
    const a = await open(o);
    expect(new Date(a.waitingSince ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const since = (await ticketRow(a.id)).waitingSince;
    await reply(o, a.id);
    expect((await ticketRow(a.id)).waitingSince).toEqual(since);

    expect((await admin.rest('POST', `/api/admin/tickets/${a.id}/reply`, { message: 'Looking into it.' })).status).toBe(201);
    expect((await ticketRow(a.id)).waitingSince).toBeNull();
    const b = await open(o);

    const waiting = (await admin.rest('GET', '/api/admin/tickets?waiting=true')).body.tickets.map((x: { id: string }) => x.id);
    expect(waiting).toContain(b.id);
    expect(waiting).not.toContain(a.id);
    const gql = await admin.gql('{ adminTickets(first: 100, waiting: true) { totalCount edges { node { id waitingSince } } } }');
    const times = gql.data.adminTickets.edges.map((e: { node: { waitingSince: string } }) => new Date(e.node.waitingSince).getTime());
    expect(times.every((x: number) => x > 0)).toBe(true);
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(gql.data.adminTickets.totalCount).toBe(await t.prisma.ticket.count({ where: { waitingSince: { not: null } } }));

    // The owner answers again: waiting again, from this message.
    await reply(o, a.id, 'Thanks, still broken.');
    expect((await ticketRow(a.id)).waitingSince?.getTime()).toBeGreaterThan(since?.getTime() ?? 0);
    expect(RESPONSE_HOURS).toBe(24);
  });
});

describe('audit', () => {
  it('an admin’s status change writes ticket.status with its subject and {from, to}; no change, no entry', async () => {
    const admin = await t.admin();
    const o = await t.owner();
    const a = await open(o, 'Audit me');
    await admin.rest('PATCH', `/api/admin/tickets/${a.id}`, { status: 'resolved' });
    await admin.rest('PATCH', `/api/admin/tickets/${a.id}`, { status: 'resolved' });
    await admin.rest('POST', `/api/admin/tickets/${a.id}/reply`, { message: 'Closing this.', status: 'closed' });
    const entries = await t.prisma.adminAudit.findMany({ where: { subjectId: a.id }, orderBy: { at: 'asc' } });
    expect(entries.map((e) => ({ action: e.action, actorId: e.actorId, actorEmail: e.actorEmail, type: e.subjectType, label: e.subjectLabel, details: e.details }))).toEqual([
      { action: 'ticket.status', actorId: admin.user.id, actorEmail: admin.user.email, type: 'ticket', label: 'Audit me', details: { from: 'new', to: 'resolved' } },
      { action: 'ticket.status', actorId: admin.user.id, actorEmail: admin.user.email, type: 'ticket', label: 'Audit me', details: { from: 'resolved', to: 'closed' } },
    ]);
  });
});

describe('the operator’s email', () => {
  const notifications = (subject: string) => t.prisma.emailOutbox.findMany({ where: { kind: 'support-notify', subject: { contains: subject } }, orderBy: { createdAt: 'asc' } });

  it('goes to ADMIN_NOTIFY_EMAIL for a new ticket and an owner’s reply, not for an admin’s reply', async () => {
    const admin = await t.admin();
    const o = await ownerWithBusiness('Quinn', 'Quinn Auto Spa');
    const subject = `Deposit ${tag()}`;
    const a = await open(o, subject, 'Where is my deposit?');
    await admin.rest('POST', `/api/admin/tickets/${a.id}/reply`, { message: 'Checking.' });
    await reply(o, a.id, 'It arrived, thanks.');
    const sent = await notifications(subject);
    expect(sent.map((m) => ({ to: m.to, subject: m.subject }))).toEqual([
      { to: OPS, subject: `New support ticket: ${subject}` },
      { to: OPS, subject: `Owner replied: ${subject}` },
    ]);
    expect(sent[0].text).toContain('Quinn Test (Quinn Auto Spa,');
    expect(sent[0].text).toContain('Where is my deposit?');
    expect(sent[0].text).toContain(`http://localhost/admin/support/${a.id}`);
    expect(sent[1].text).toContain('It arrived, thanks.');
  });

  it('goes to the address set on the Support tab instead; empty returns to ADMIN_NOTIFY_EMAIL; a bad address is refused', async () => {
    const admin = await t.admin();
    const set = (email: string) =>
      admin.gql('mutation($e: String) { setSupportNotifyEmail(email: $e) { __typename ... on Error { message } ... on SetSupportNotifyEmailSuccess { settings { email defaultEmail sendsTo } } } }', { e: email });
    expect((await set('not an address')).data.setSupportNotifyEmail).toEqual({ __typename: 'ValidationError', message: NOTIFY_EMAIL_INVALID });
    expect((await set(' Desk@Example.com ')).data.setSupportNotifyEmail.settings).toEqual({ email: 'desk@example.com', defaultEmail: OPS, sendsTo: 'desk@example.com' });
    expect((await admin.gql('{ supportNotifySettings { sendsTo } }')).data.supportNotifySettings.sendsTo).toBe('desk@example.com');
    const o = await t.owner();
    const subject = `Setting ${tag()}`;
    await open(o, subject);
    expect((await notifications(subject)).map((m) => m.to)).toEqual(['desk@example.com']);

    expect((await set('')).data.setSupportNotifyEmail.settings).toEqual({ email: null, defaultEmail: OPS, sendsTo: OPS });
    const again = `Setting ${tag()}`;
    await open(o, again);
    expect((await notifications(again)).map((m) => m.to)).toEqual([OPS]);

    // Owners may neither read nor change it.
    expect((await o.gql('{ supportNotifySettings { sendsTo } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the unread count stays true', () => {
  it('the admin feed tells the new count when an owner (and their unread tickets) is deleted', async () => {
    const admin = await t.admin();
    const o = await t.owner();
    await open(o);
    const count = async () => (await admin.rest('GET', '/api/admin/tickets/unread/count')).body.count as number;
    const before = await count();
    const feed = await subscribe(t.app.fetch, { cookie: admin.cookie, query: 'subscription { adminTicketFeed { kind unreadCount ticket { id } } }' });
    await new Promise((r) => setTimeout(r, 100));
    const deleted = await admin.rest('DELETE', `/api/admin/users/${o.user.id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const event = await feed.next();
    expect(event?.data.adminTicketFeed).toEqual({ kind: 'owner-deleted', unreadCount: before - 1, ticket: null });
    expect(await count()).toBe(before - 1);
    feed.close();
  });
});
