// The operator's owner page, "View as" and audit (#57): GET /api/admin/users/{id} and adminOwner,
// POST /api/admin/users/{id}/view-as (a read-only session of the owner's for 30 minutes, Exit), and
// GET /api/admin/audit and adminAudit (filters, pages, newest first; the table is append-only).
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/bearer.js';
import { READ_ONLY_VIEW } from '../../auth/view-as.js';
import { toGlobalId } from '../../rest/rest.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { recordAdminAction } from '../platform/audit.js';
import { UNKNOWN_AUDIT_ACTION } from './admin.audit.js';
import { VIEW_AS_ADMIN } from './admin.view-as.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const gid = (id: string) => toGlobalId('User', id);
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** An owner with a business, a ticket, payment history and emails (one to another address). */
async function ownerWithRecord() {
  const owner = await t.owner({ firstName: 'Pat' });
  const id = owner.user.id;
  await t.prisma.business.create({ data: { ownerId: id, businessName: `Pat Shine ${id.slice(-5)}`, subdomain: `pat${id.slice(-8).toLowerCase()}`, city: 'Olathe', state: 'KS', zipCode: '66062' } });
  await t.prisma.ticket.create({ data: { ownerId: id, category: 'Billing', subject: 'Card declined', messages: { create: [{ authorId: id, message: 'Help' }] } } });
  await t.prisma.paymentStateChange.deleteMany({ where: { userId: id } });
  await t.prisma.paymentStateChange.createMany({
    data: [
      { userId: id, state: 'trial', at: minutesAgo(300) },
      { userId: id, state: 'paying', reason: 'checkout.session.completed', at: minutesAgo(200) },
      { userId: id, state: 'failed', reason: 'invoice.payment_failed', at: minutesAgo(100) },
    ],
  });
  await t.prisma.user.update({ where: { id }, data: { paymentState: 'failed', paymentStateSince: minutesAgo(100), paymentStateReason: 'invoice.payment_failed', currentProgramDay: 4 } });
  const mail = (patch: Record<string, unknown>) => ({ kind: 'payment-verification', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>', to: owner.user.email, ...patch });
  await t.prisma.emailOutbox.create({ data: mail({ userId: id, subject: 'For the owner', createdAt: minutesAgo(50) }) });
  await t.prisma.emailOutbox.create({ data: mail({ subject: 'To the address', createdAt: minutesAgo(40) }) });
  await t.prisma.emailOutbox.create({ data: mail({ to: 'someone.else@example.com', subject: 'Not theirs' }) });
  return owner;
}

describe("the owner's page", () => {
  it('answers the business, payment state and history, program day, last activity, tickets, emails and audit (REST and GraphQL)', async () => {
    const admin = await t.admin();
    const owner = await ownerWithRecord();
    const id = owner.user.id;
    // The owner's own session was used 7 minutes ago; an admin's view of them (later) is not their activity.
    await t.prisma.session.updateMany({ where: { userId: id }, data: { lastSeenAt: minutesAgo(7) } });
    expect((await admin.rest('POST', `/api/admin/users/${id}/view-as`)).status).toBe(201);
    await t.prisma.session.updateMany({ where: { userId: id, viewAsAdminId: { not: null } }, data: { lastSeenAt: new Date() } });
    await admin.gql('mutation { endViewAs }');

    const res = await admin.rest('GET', `/api/admin/users/${id}`);
    expect(res.status).toBe(200);
    const page = res.body;
    expect(Object.keys(page).sort()).toEqual(['audit', 'business', 'emails', 'lastActivityAt', 'paymentHistory', 'programDay', 'tickets', 'user']);
    expect(page.user).toMatchObject({ id, email: owner.user.email, paymentState: 'failed', paymentStateReason: 'invoice.payment_failed' });
    expect(page.business.businessName).toMatch(/^Pat Shine/);
    expect(page.paymentHistory.map((c: { state: string }) => c.state)).toEqual(['failed', 'paying', 'trial']);
    expect(page.programDay).toBe(4);
    expect(Math.abs(new Date(page.lastActivityAt).getTime() - minutesAgo(7).getTime())).toBeLessThan(60_000);
    expect(page.tickets).toEqual([expect.objectContaining({ subject: 'Card declined', category: 'Billing' })]);
    // Newest first: the two above (and the sign-up's own email), never another address's.
    const subjects: string[] = page.emails.map((e: { subject: string }) => e.subject);
    expect(subjects.indexOf('To the address')).toBeGreaterThanOrEqual(0);
    expect(subjects.indexOf('To the address')).toBeLessThan(subjects.indexOf('For the owner'));
    expect(subjects).not.toContain('Not theirs');
    expect(page.audit[0]).toMatchObject({ action: 'user.view-as', subject: { type: 'user', id, label: `Pat Test <${owner.user.email}>` } });

    const gql = await admin.gql(
      'query($id: ID!) { adminOwner(userId: $id) { user { id paymentState } business { businessName } paymentHistory { state } programDay lastActivityAt tickets { subject } emails { subject } audit { action subjectId } } }',
      { id: gid(id) },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.adminOwner).toMatchObject({ user: { id: gid(id), paymentState: 'failed' }, programDay: 4, tickets: [{ subject: 'Card declined' }] });
    expect(gql.data.adminOwner.emails).toHaveLength(subjects.length);
    expect(gql.data.adminOwner.lastActivityAt).toBe(page.lastActivityAt);
  });

  it('is 404 for no such user, and refused to owners (403) and signed-out callers (401)', async () => {
    const admin = await t.admin();
    const owner = await t.owner();
    expect((await admin.rest('GET', '/api/admin/users/nobody-here')).status).toBe(404);
    expect((await admin.gql('query($id: ID!) { adminOwner(userId: $id) { programDay } }', { id: gid('nobody') })).data.adminOwner).toBeNull();
    expect((await owner.rest('GET', `/api/admin/users/${owner.user.id}`)).status).toBe(403);
    expect((await t.caller().rest('GET', `/api/admin/users/${owner.user.id}`)).status).toBe(401);
  });
});

describe('View as', () => {
  it("opens the owner's data read-only: every write is refused, the owner's own session is untouched, and it is audited", async () => {
    const admin = await t.admin();
    const owner = await ownerWithRecord();
    const res = await admin.rest('POST', `/api/admin/users/${owner.user.id}/view-as`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: owner.user.id, readOnly: true });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('lp_view_as='));
    expect(setCookie).toMatch(/Max-Age=(1799|1800);/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(admin.cookie).toContain('lp_session=');

    // Reads are the owner's.
    expect((await admin.rest('GET', '/api/user')).body.email).toBe(owner.user.email);
    expect((await admin.rest('GET', '/api/business')).body.businessName).toMatch(/^Pat Shine/);
    const view = await admin.gql('{ viewAs { ownerName expiresAt owner { id } } viewer { email } }');
    expect(view.data.viewAs).toMatchObject({ ownerName: 'Pat Test', owner: { id: gid(owner.user.id) } });
    expect(view.data.viewer.email).toBe(owner.user.email);
    // Not the person: no credential of the owner's is handed out (the calendar feed's secret address).
    const feed = await admin.gql('{ viewer { calendarFeedUrl } }');
    expect(feed.data.viewer.calendarFeedUrl).toBeNull();
    expect(feed.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    // Writes are refused: a GraphQL mutation, a REST write, an upload, and the admin's own actions.
    const mutation = await admin.send('POST', '/graphql', { query: 'mutation { updateProfile(input: { firstName: "Hacked", lastName: "X", email: "x@example.com" }) { __typename } }' });
    expect(mutation.status).toBe(403);
    expect((await mutation.json()).errors[0].message).toBe(READ_ONLY_VIEW);
    const rest = await admin.rest('PUT', '/api/user', { firstName: 'Hacked', lastName: 'X', email: owner.user.email });
    expect(rest).toMatchObject({ status: 403, body: { error: READ_ONLY_VIEW } });
    const upload = await admin.send('POST', '/api/customers/import', 'firstName,lastName,phone\nAna,Lee,9135550101\n', { 'content-type': 'text/csv' });
    expect(upload.status).toBe(403);
    expect((await admin.rest('POST', '/api/support/ticket', { category: 'Technical Issue', subject: 'x', message: 'y' })).status).toBe(403);
    expect((await admin.rest('POST', `/api/admin/users/${owner.user.id}/verify`)).status).toBe(403);
    const sneaky = await admin.gql('mutation { endViewAs ...on Mutation { logout } }');
    expect(sneaky.errors?.[0].message).toBe(READ_ONLY_VIEW);
    const after = await t.prisma.user.findUniqueOrThrow({ where: { id: owner.user.id } });
    expect(after.firstName).toBe('Pat');
    expect(await t.prisma.customer.count({ where: { ownerId: owner.user.id } })).toBe(0);

    // The owner's own session: still theirs, writing as usual, and the view is not one of their devices.
    expect((await owner.rest('PUT', '/api/user', { firstName: 'Patricia', lastName: 'Test', email: owner.user.email })).status).toBe(200);
    const devices = await owner.rest('GET', '/api/account/sessions');
    expect(devices.status).toBe(200);
    expect(devices.body).toHaveLength(1);

    // The audit has the start, by this admin.
    const entry = await t.prisma.adminAudit.findFirstOrThrow({ where: { action: 'user.view-as', subjectId: owner.user.id } });
    expect(entry.actorId).toBe(admin.user.id);
  });

  it('ends after 30 minutes (its session never lives longer) and on Exit, which returns to the admin', async () => {
    const admin = await t.admin();
    const owner = await t.owner();
    const started = Date.now();
    await admin.rest('POST', `/api/admin/users/${owner.user.id}/view-as`);
    const session = await t.prisma.session.findFirstOrThrow({ where: { userId: owner.user.id, viewAsAdminId: admin.user.id } });
    expect(session.expiresAt.getTime() - started).toBeLessThanOrEqual(30 * 60_000 + 1000);
    expect(session.expiresAt.getTime() - started).toBeGreaterThan(29 * 60_000);
    // Being used does not extend it.
    for (let i = 0; i < 3; i++) await admin.rest('GET', '/api/user');
    expect((await t.prisma.session.findUniqueOrThrow({ where: { id: session.id } })).expiresAt).toEqual(session.expiresAt);

    // Past its 30 minutes: the same cookie is the admin's own again.
    await t.prisma.session.update({ where: { id: session.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await admin.rest('GET', '/api/user')).body.email).toBe(admin.user.email);
    expect((await admin.gql('{ viewAs { ownerName } }')).data.viewAs).toBeNull();

    // A new view, then Exit: the session is revoked, the cookie cleared, the admin is back.
    await admin.rest('POST', `/api/admin/users/${owner.user.id}/view-as`);
    expect((await admin.rest('GET', '/api/user')).body.email).toBe(owner.user.email);
    const exit = await admin.gql('mutation { endViewAs }');
    expect(exit.data.endViewAs).toBe(gid(owner.user.id));
    expect(admin.cookie).not.toContain('lp_view_as=');
    expect(admin.cookie).toContain('lp_session=');
    expect((await admin.rest('GET', '/api/user')).body.email).toBe(admin.user.email);
    expect(await t.prisma.session.count({ where: { userId: owner.user.id, viewAsAdminId: admin.user.id, revokedAt: null } })).toBe(0);
  });

  it('is the opening admin\'s only: another admin, an owner or the cookie alone get nothing of it', async () => {
    const admin = await t.admin();
    const other = await t.admin();
    const owner = await t.owner();
    const res = await admin.rest('POST', `/api/admin/users/${owner.user.id}/view-as`);
    const viewCookie = (res.headers.getSetCookie().find((c) => c.startsWith('lp_view_as=')) as string).split(';')[0];
    // The view cookie beside another admin's session, or alone, acts as no one but that caller.
    const otherWithIt = t.caller(`${other.cookie}; ${viewCookie}`);
    expect((await otherWithIt.rest('GET', '/api/user')).body.email).toBe(other.user.email);
    expect((await t.caller(viewCookie).rest('GET', '/api/user')).status).toBe(401);
    // Sealed into the main cookie's name, the view's session opens nothing.
    expect((await t.caller(viewCookie.replace('lp_view_as=', 'lp_session=')).rest('GET', '/api/user')).status).toBe(401);
  });

  it('only an admin signed in may start it: owners 403, API tokens (an admin\'s too) 403, admins are never viewed', async () => {
    const admin = await t.admin();
    const owner = await t.owner();
    const victim = await t.owner();
    expect((await owner.rest('POST', `/api/admin/users/${victim.user.id}/view-as`)).status).toBe(403);
    expect((await t.caller().rest('POST', `/api/admin/users/${victim.user.id}/view-as`)).status).toBe(401);
    const secret = `lp_${crypto.randomBytes(12).toString('hex')}`;
    await t.prisma.apiToken.create({ data: { userId: admin.user.id, name: 'ops', tokenHash: hashToken(secret), prefix: 'lp_xxx' } });
    const byToken = await t.caller().send('POST', `/api/admin/users/${victim.user.id}/view-as`, undefined, { authorization: `Bearer ${secret}` });
    expect(byToken.status).toBe(403);
    expect(byToken.headers.getSetCookie()).toEqual([]);
    const otherAdmin = await t.admin();
    expect(await admin.rest('POST', `/api/admin/users/${otherAdmin.user.id}/view-as`)).toMatchObject({ status: 400, body: { error: VIEW_AS_ADMIN } });
    expect((await admin.rest('POST', '/api/admin/users/nobody/view-as')).status).toBe(404);
    expect(await t.prisma.session.count({ where: { userId: { in: [victim.user.id, otherAdmin.user.id] }, viewAsAdminId: { not: null } } })).toBe(0);
    expect(await t.prisma.adminAudit.count({ where: { action: 'user.view-as', subjectId: { in: [victim.user.id, otherAdmin.user.id] } } })).toBe(0);
  });
});

describe('the audit', () => {
  it('lists newest first with filters by action and subject, in pages (REST and GraphQL)', async () => {
    const admin = await t.admin();
    const actor = { id: admin.user.id, email: admin.user.email };
    const subject = `subj-${crypto.randomBytes(4).toString('hex')}`;
    for (const [i, action] of (['user.verify', 'user.notify', 'user.verify', 'user.delete'] as const).entries()) {
      await t.prisma.$transaction((tx) =>
        recordAdminAction(tx, actor, { action, subject: { type: 'user', id: subject, label: `Sam Doe <sam${i}@example.com>` }, details: { n: i } }),
      );
      await new Promise((r) => setTimeout(r, 5));
    }
    const all = await admin.rest('GET', `/api/admin/audit?subject=${subject}`);
    expect(all.status).toBe(200);
    expect(all.body.map((e: { details: { n: number } }) => e.details.n)).toEqual([3, 2, 1, 0]);
    expect(all.body[0]).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      actor: { id: admin.user.id, email: admin.user.email },
      action: 'user.delete',
      subject: { type: 'user', id: subject, label: 'Sam Doe <sam3@example.com>' },
      details: { n: 3 },
    });
    const verifies = await admin.rest('GET', `/api/admin/audit?subject=${subject}&action=user.verify`);
    expect(verifies.body.map((e: { details: { n: number } }) => e.details.n)).toEqual([2, 0]);
    const first = await admin.rest('GET', `/api/admin/audit?subject=${subject}&first=2`);
    expect(first.body.map((e: { details: { n: number } }) => e.details.n)).toEqual([3, 2]);
    const next = await admin.rest('GET', `/api/admin/audit?subject=${subject}&first=2&after=${first.body[1].id}`);
    expect(next.body.map((e: { details: { n: number } }) => e.details.n)).toEqual([1, 0]);
    expect(await admin.rest('GET', '/api/admin/audit?action=user.hack')).toMatchObject({ status: 400, body: { error: UNKNOWN_AUDIT_ACTION } });
    expect((await admin.rest('GET', '/api/admin/audit?first=1000')).status).toBe(400);

    const page1 = await admin.gql('query($s: String) { adminAudit(subject: $s, first: 3) { totalCount pageInfo { hasNextPage endCursor } edges { node { action actorEmail subjectLabel subjectNodeId } } } }', { s: subject });
    expect(page1.data.adminAudit.totalCount).toBe(4);
    expect(page1.data.adminAudit.edges).toHaveLength(3);
    expect(page1.data.adminAudit.edges[0].node).toMatchObject({ action: 'user.delete', actorEmail: admin.user.email, subjectNodeId: gid(subject) });
    const page2 = await admin.gql('query($s: String, $a: String) { adminAudit(subject: $s, first: 3, after: $a) { pageInfo { hasNextPage } edges { node { action } } } }', {
      s: subject,
      a: page1.data.adminAudit.pageInfo.endCursor,
    });
    expect(page2.data.adminAudit).toEqual({ pageInfo: { hasNextPage: false }, edges: [{ node: { action: 'user.verify' } }] });

    const owner = await t.owner();
    expect((await owner.rest('GET', '/api/admin/audit')).status).toBe(403);
    expect((await t.caller().rest('GET', '/api/admin/audit')).status).toBe(401);
  });

  it('is append-only: the database refuses to change or remove an entry', async () => {
    const admin = await t.admin();
    await t.prisma.$transaction((tx) => recordAdminAction(tx, { id: admin.user.id, email: admin.user.email }, { action: 'user.notify', subject: { type: 'user', id: 'x', label: 'X <x@example.com>' } }));
    const entry = await t.prisma.adminAudit.findFirstOrThrow({ where: { actorId: admin.user.id } });
    await expect(t.prisma.$executeRaw`UPDATE "AdminAudit" SET "subjectLabel" = 'changed' WHERE id = ${entry.id}`).rejects.toThrow();
    await expect(t.prisma.$executeRaw`DELETE FROM "AdminAudit" WHERE id = ${entry.id}`).rejects.toThrow();
    expect((await t.prisma.adminAudit.findUniqueOrThrow({ where: { id: entry.id } })).subjectLabel).toBe('X <x@example.com>');
  });
});
