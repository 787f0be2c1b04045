// The operator's outbox (#57): newest first, search by recipient, filters by kind, status, date and
// owner, pages of `first` after an entry, Resend (a new entry, resendOfId set, sent by the mail
// integration), and every email linked to its owner when it is written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOwner } from '../../integrations/mail.js';
import { startSmtp } from '../../test/smtp.js';
import { type TestApp, startTestApp, uniqueEmail } from '../../test/harness.js';
import { OUTBOX_DATE_INVALID } from './admin.outbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const mail = (patch: Record<string, unknown>) => ({ kind: 'test', subject: 'Hello', text: 'Body', html: '<p>Body</p>', to: 'x@example.com', ...patch });

describe('outbox list', () => {
  it('REST: newest first, {id, to, subject, text, kind, status, createdAt, userId}; search, kind, status, dates, owner and pages', async () => {
    const admin = await t.admin();
    const owner = await t.owner();
    const tag = Math.random().toString(36).slice(2, 8);
    const day = (d: string) => new Date(`${d}T12:00:00.000Z`);
    // Three of the tag: one sent, one queued, one failed, on three days.
    const sent = await t.prisma.emailOutbox.create({ data: mail({ to: `ann.${tag}@example.com`, kind: `welcome-${tag}`, createdAt: day('2026-03-01'), sentAt: day('2026-03-01'), userId: owner.user.id }) });
    const queued = await t.prisma.emailOutbox.create({ data: mail({ to: `Bob.${tag}@Example.com`, kind: `reminder-${tag}`, createdAt: day('2026-03-02') }) });
    const failed = await t.prisma.emailOutbox.create({ data: mail({ to: `cy.${tag}@example.com`, kind: `reminder-${tag}`, createdAt: day('2026-03-03'), error: 'refused' }) });
    const list = (q: string) => admin.rest('GET', `/api/admin/outbox?search=${tag}&${q}`);

    const all = await list('');
    expect(all.status).toBe(200);
    expect(all.body.map((m: { id: string }) => m.id)).toEqual([failed.id, queued.id, sent.id]);
    expect(all.body[2]).toEqual({
      id: sent.id,
      to: `ann.${tag}@example.com`,
      subject: 'Hello',
      text: 'Body',
      kind: `welcome-${tag}`,
      status: 'sent',
      createdAt: '2026-03-01T12:00:00.000Z',
      userId: owner.user.id,
    });
    expect(all.body.map((m: { status: string }) => m.status)).toEqual(['failed', 'queued', 'sent']);
    // Search is by recipient, case aside.
    expect((await admin.rest('GET', `/api/admin/outbox?search=BOB.${tag}`)).body.map((m: { id: string }) => m.id)).toEqual([queued.id]);
    expect((await list(`kind=reminder-${tag}`)).body.map((m: { id: string }) => m.id)).toEqual([failed.id, queued.id]);
    for (const [status, id] of [['sent', sent.id], ['queued', queued.id], ['failed', failed.id]]) {
      expect((await list(`status=${status}`)).body.map((m: { id: string }) => m.id)).toEqual([id]);
    }
    expect((await list('from=2026-03-02&to=2026-03-02')).body.map((m: { id: string }) => m.id)).toEqual([queued.id]);
    expect((await list('from=2026-03-02')).body.map((m: { id: string }) => m.id)).toEqual([failed.id, queued.id]);
    expect((await list(`userId=${owner.user.id}`)).body.map((m: { id: string }) => m.id)).toEqual([sent.id]);
    // Pages: `first`, then `after` the last entry's id.
    const page1 = await list('first=2');
    expect(page1.body.map((m: { id: string }) => m.id)).toEqual([failed.id, queued.id]);
    expect((await list(`first=2&after=${queued.id}`)).body.map((m: { id: string }) => m.id)).toEqual([sent.id]);
    expect(await list('after=no-such-email')).toMatchObject({ status: 200, body: [] });
    // Mistakes are 400s in words.
    expect(await list('status=lost')).toMatchObject({ status: 400, body: { error: 'status must be one of sent, queued, failed' } });
    expect(await list('from=March')).toMatchObject({ status: 400, body: { error: OUTBOX_DATE_INVALID } });
    expect(await list('first=0')).toMatchObject({ status: 400 });

    // GraphQL: the connection, with its count.
    const gql = await admin.gql('query($s: String) { adminOutbox(first: 10, search: $s, status: failed) { totalCount edges { node { id status userId resendOfId } } } adminEmailSending }', { s: tag });
    expect(gql.data.adminOutbox).toEqual({ totalCount: 1, edges: [{ node: { id: failed.id, status: 'failed', userId: null, resendOfId: null } }] });
    expect(gql.data.adminEmailSending).toBe(false);
    expect((await owner.rest('GET', '/api/admin/outbox')).status).toBe(403);
    expect((await t.caller().rest('GET', '/api/admin/outbox')).status).toBe(401);
  });
});

describe('resend', () => {
  it('writes a new entry (resendOfId the original, its owner kept) and answers it with 201; an unknown id is a 404', async () => {
    const admin = await t.admin();
    const owner = await t.owner();
    const original = await t.prisma.emailOutbox.create({ data: mail({ to: owner.user.email, kind: 'payment-verification', error: 'refused', userId: owner.user.id }) });
    const res = await admin.rest('POST', `/api/admin/outbox/${original.id}/resend`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ to: owner.user.email, subject: 'Hello', text: 'Body', kind: 'payment-verification', status: 'queued', userId: owner.user.id });
    expect(res.body.id).not.toBe(original.id);
    const stored = await t.prisma.emailOutbox.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(stored).toMatchObject({ resendOfId: original.id, html: '<p>Body</p>', userId: owner.user.id });
    // The original is left as it was.
    expect(await t.prisma.emailOutbox.findUniqueOrThrow({ where: { id: original.id } })).toMatchObject({ error: 'refused', sentAt: null });
    expect(await admin.rest('POST', '/api/admin/outbox/nope/resend')).toMatchObject({ status: 404, body: { error: 'Email not found' } });
    expect((await owner.rest('POST', `/api/admin/outbox/${original.id}/resend`)).status).toBe(403);
    // GraphQL: the result union, selecting only its type.
    const gql = await admin.gql('mutation($id: ID!) { resendEmail(id: $id) { __typename ... on Error { message } } }', { id: original.id });
    expect(gql).toEqual({ data: { resendEmail: { __typename: 'ResendEmailSuccess' } } });
  });

  it('with SMTP the new entry is sent through the mail integration', async () => {
    const smtp = await startSmtp();
    const app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      const admin = await app.admin();
      const to = uniqueEmail('resend');
      const original = await app.prisma.emailOutbox.create({ data: mail({ to, subject: 'Your receipt', error: 'refused' }) });
      const res = await admin.rest('POST', `/api/admin/outbox/${original.id}/resend`);
      expect(res.status).toBe(201);
      const deadline = Date.now() + 15_000;
      while (!smtp.received.some((m) => m.to === to) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(smtp.received.filter((m) => m.to === to)).toHaveLength(1);
      expect((await admin.gql('{ adminEmailSending }')).data.adminEmailSending).toBe(true);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});

describe("the email's owner", () => {
  it('an email to an owner is linked to them when written; an explicit userId wins; any other address links no one', async () => {
    const admin = await t.admin();
    const owner = await t.owner();
    // A real email of the app (the payment reminder) to the owner.
    expect((await admin.rest('POST', `/api/admin/users/${owner.user.id}/notify`)).status).toBe(200);
    const reminder = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: owner.user.email }, orderBy: { createdAt: 'desc' } });
    expect(reminder.userId).toBe(owner.user.id);
    expect((await admin.rest('GET', `/api/admin/outbox?userId=${owner.user.id}`)).body.map((m: { id: string }) => m.id)).toContain(reminder.id);

    expect((await withOwner(t.prisma, mail({ to: `Owner <${owner.user.email.toUpperCase()}>` }))).userId).toBe(owner.user.id);
    expect((await withOwner(t.prisma, mail({ to: owner.user.email, userId: admin.user.id }))).userId).toBe(admin.user.id);
    expect((await withOwner(t.prisma, mail({ to: owner.user.email, userId: null }))).userId).toBeNull();
    expect((await withOwner(t.prisma, mail({ to: 'customer@example.org' }))).userId).toBeNull();
  });
});
