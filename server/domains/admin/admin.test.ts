// The admin panel's server: authorization, payments, users and the delete cascade, tasks and CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvToRows, missingColumnsMessage, TASK_REQUIRED, tasksToCsv } from '../../../common/tasks.js';
import { toGlobalId } from '../../rest/rest.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { ADMIN_UNDELETABLE } from './admin.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const task = (patch: Record<string, unknown> = {}) => ({
  taskId: `t-${Math.random().toString(36).slice(2, 9)}`,
  title: 'Call three shops',
  description: 'Ask body shops about referrals.',
  timeRequired: '45 minutes',
  checklist: '["Find shops","Call them"]',
  week: 1,
  day: 2,
  ...patch,
});
const TASKS = `{ adminTasks(first: 100) { edges { node { taskId title description timeRequired checklist scripts week day displayOrder } } } }`;
/** The nodes of a connection in a GraphQL answer: `nodes(await admin.gql(TASKS), 'adminTasks')`. */
// biome-ignore lint/suspicious/noExplicitAny: a GraphQL answer's data, read by field name
const nodes = (res: { data: any }, field: string) => res.data[field].edges.map((e: { node: unknown }) => e.node);

describe('authorization', () => {
  it('every admin route is 401 signed out and 403 for an owner, and changes nothing', async () => {
    const o = await t.owner();
    const victim = await t.owner();
    const admin = await t.admin();
    const created = await admin.rest('POST', '/api/admin/tasks', task());
    const upload = await admin.rest('POST', '/api/admin/tasks/import', { filename: 'a.csv', mode: 'add', tasks: [task()] });
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/users/unverified'],
      ['POST', `/api/admin/users/${victim.user.id}/verify`],
      ['POST', `/api/admin/users/${victim.user.id}/notify`],
      ['DELETE', `/api/admin/users/${victim.user.id}`],
      ['GET', '/api/admin/tasks'],
      ['POST', '/api/admin/tasks', task()],
      ['PUT', `/api/admin/tasks/${created.body.id}`, task({ title: 'Hijacked' })],
      ['DELETE', `/api/admin/tasks/${created.body.id}`],
      ['POST', '/api/admin/tasks/import', { filename: 'x.csv', mode: 'replace', tasks: [task()] }],
      ['GET', '/api/admin/csv-uploads'],
      ['DELETE', `/api/admin/csv-uploads/${upload.body.upload.id}`],
    ];
    const before = await admin.rest('GET', '/api/admin/tasks');
    for (const [method, path, body] of calls) {
      expect((await t.caller().rest(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await o.rest(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await admin.rest('GET', '/api/admin/tasks')).body).toEqual(before.body);
    expect((await victim.rest('GET', '/api/user')).body.paymentVerified).toBe(false);
    expect(await t.prisma.emailOutbox.count({ where: { to: victim.user.email, kind: 'payment-verification' } })).toBe(0);
    const gql = await o.gql('{ adminTasks(first: 1) { edges { node { id } } } }');
    expect(gql.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await o.gql(`mutation { deleteUser(userId: "${Buffer.from(`User:${victim.user.id}`).toString('base64')}") { __typename } }`)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('payments and users', () => {
  it('lists unverified users with hours since sign-up and overdue; verify moves them; notify queues an email', async () => {
    const admin = await t.admin();
    const late = await t.owner({ firstName: 'Late' });
    await t.prisma.user.update({ where: { id: late.user.id }, data: { createdAt: new Date(Date.now() - 50 * 3_600_000), stripeSessionId: 'cs_test_1' } });
    const list = await admin.rest('GET', '/api/admin/users/unverified');
    const row = list.body.find((u: { id: string }) => u.id === late.user.id);
    expect(row).toMatchObject({ hoursSinceSignup: 50, paymentOverdue: true, stripeSessionId: 'cs_test_1' });
    expect(list.body.some((u: { isAdmin: boolean }) => u.isAdmin)).toBe(false);

    const notify = await admin.rest('POST', `/api/admin/users/${late.user.id}/notify`);
    expect(notify.body).toEqual({ sent: false, outcome: 'queued', message: 'Email queued in the outbox (no mail server is configured).' });
    const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: late.user.email, kind: 'payment-verification' } });
    expect(mail).toMatchObject({ kind: 'payment-verification', subject: 'Please verify your payment' });
    expect(mail.text).toContain('Hi Late,');

    expect((await admin.rest('POST', `/api/admin/users/${late.user.id}/verify`)).body.paymentVerified).toBe(true);
    expect((await admin.rest('GET', '/api/admin/users/unverified')).body.some((u: { id: string }) => u.id === late.user.id)).toBe(false);
    const all = await admin.rest('GET', '/api/admin/users');
    expect(all.body.find((u: { id: string }) => u.id === late.user.id)).toMatchObject({ paymentVerified: true, onboardingCompleted: false, currentProgramDay: 1 });
  });

  it('the users list finds users by every word of a search in their name, email or phone, with the total of the search', async () => {
    const admin = await t.admin();
    const tag = `zq${Date.now().toString(36)}`;
    const ann = await t.owner({ firstName: 'Ann', email: `ann.${tag}@example.com` });
    await t.owner({ firstName: 'Bob', email: `bob.${tag}@example.com` });
    await t.prisma.user.update({ where: { id: ann.user.id }, data: { phone: '913-555-0142' } });
    const rest = await admin.rest('GET', `/api/admin/users?search=${tag}`);
    expect(rest.status).toBe(200);
    expect(rest.body.map((u: { firstName: string }) => u.firstName).sort()).toEqual(['Ann', 'Bob']);
    expect((await admin.rest('GET', `/api/admin/users?search=${encodeURIComponent(`ANN ${tag}`)}`)).body.map((u: { id: string }) => u.id)).toEqual([ann.user.id]);
    const byPhone = await admin.gql('query($s: String) { adminUsers(first: 10, search: $s) { totalCount edges { node { email } } } }', { s: `555-0142 ${tag}` });
    expect(byPhone.data?.adminUsers).toEqual({ totalCount: 1, edges: [{ node: { email: `ann.${tag}@example.com` } }] });
    expect((await admin.gql('query($s: String) { adminUsers(first: 10, search: $s) { totalCount } }', { s: `${tag} nobody` })).data?.adminUsers.totalCount).toBe(0);
  });

  it('deleting a user removes every row of theirs, in every table; an admin cannot be deleted', async () => {
    const admin = await t.admin();
    const o = await t.owner();
    await o.rest('POST', '/api/onboarding/business', { businessName: `Gone ${Date.now()}`, city: 'Austin', state: 'TX', zipCode: '73301' });
    await o.rest('POST', '/api/onboarding/services', { services: [{ name: 'Wash', price: '10' }] });
    const c = await o.rest('POST', '/api/customers', { firstName: 'A', lastName: 'B', phone: '5550001234' });
    await o.rest('POST', `/api/customers/${c.body.id}/vehicles`, { make: 'Kia', model: 'Soul' });
    await o.rest('POST', '/api/appointments', { customerId: c.body.id, serviceDate: '2026-11-01' });
    await o.rest('POST', '/api/conversations/increment/2026-11-21');
    await o.rest('POST', '/api/progress/complete', { taskId: 'builtin-d1-offer' }).catch(() => {});
    const ticket = await o.rest('POST', '/api/support/ticket', { category: 'General Question', subject: 'Hi', message: 'Hello' });
    const id = o.user.id;
    const counts = async () => ({
      users: await t.prisma.user.count({ where: { id } }),
      sessions: await t.prisma.session.count({ where: { userId: id } }),
      businesses: await t.prisma.business.count({ where: { ownerId: id } }),
      services: await t.prisma.service.count({ where: { business: { ownerId: id } } }),
      customers: await t.prisma.customer.count({ where: { ownerId: id } }),
      vehicles: await t.prisma.vehicle.count({ where: { customerId: c.body.id } }),
      records: await t.prisma.serviceRecord.count({ where: { customerId: c.body.id } }),
      conversations: await t.prisma.conversationDay.count({ where: { userId: id } }),
      progress: await t.prisma.taskProgress.count({ where: { userId: id } }),
      tickets: await t.prisma.ticket.count({ where: { ownerId: id } }),
      messages: await t.prisma.ticketMessage.count({ where: { ticketId: ticket.body.id } }),
    });
    expect(Object.values(await counts()).every((n) => n > 0 || n === 0)).toBe(true);
    expect((await counts()).customers).toBe(1);
    expect(await admin.rest('DELETE', `/api/admin/users/${id}`)).toMatchObject({ status: 200, body: { success: true } });
    expect(Object.values(await counts()).reduce((a, b) => a + b, 0)).toBe(0);
    expect((await o.rest('GET', '/api/user')).status).toBe(401);

    const other = await t.admin();
    expect(await admin.rest('DELETE', `/api/admin/users/${other.user.id}`)).toMatchObject({ status: 409, body: { error: ADMIN_UNDELETABLE } });
    expect(await t.prisma.user.count({ where: { id: other.user.id } })).toBe(1);
  });
});

describe('daily tasks', () => {
  it('adds, edits and deletes tasks with checklists from JSON or lines', async () => {
    const admin = await t.admin();
    const created = await admin.rest('POST', '/api/admin/tasks', task({ checklist: 'One\nTwo\n\nThree' }));
    expect(created).toMatchObject({ status: 201, body: { checklist: ['One', 'Two', 'Three'], week: 1, day: 2 } });
    const edited = await admin.rest('PUT', `/api/admin/tasks/${created.body.id}`, { ...task({ taskId: created.body.taskId }), title: 'Call five shops', week: '' });
    expect(edited.body).toMatchObject({ title: 'Call five shops', week: 1, checklist: ['Find shops', 'Call them'] });
    // A week that is not a whole number is refused, naming the column (#57), not turned into 1.
    expect(await admin.rest('PUT', `/api/admin/tasks/${created.body.id}`, { ...task({ taskId: created.body.taskId }), week: 'abc' })).toMatchObject({
      status: 400,
      body: { error: 'Column "week" must be a whole number, not "abc".' },
    });
    expect((await admin.rest('DELETE', `/api/admin/tasks/${created.body.id}`)).status).toBe(200);
    expect(await t.prisma.dailyTask.count({ where: { id: created.body.id } })).toBe(0);
  });

  it.each([
    [{ taskId: '' }, TASK_REQUIRED],
    [{ title: '' }, TASK_REQUIRED],
    [{ description: ' ' }, TASK_REQUIRED],
    [{ week: 6 }, 'Week must be between 1 and 5'],
    [{ day: 8 }, 'Day must be between 1 and 7'],
    [{ week: 5, day: 3 }, 'That day is past the last day of the 30-day program.'],
  ])('refuses %o with "%s"', async (patch, message) => {
    const admin = await t.admin();
    expect(await admin.rest('POST', '/api/admin/tasks', task(patch))).toMatchObject({ status: 400, body: { error: message } });
  });

  it('a taskId already in use is a conflict', async () => {
    const admin = await t.admin();
    const first = task();
    await admin.rest('POST', '/api/admin/tasks', first);
    expect(await admin.rest('POST', '/api/admin/tasks', first)).toMatchObject({ status: 409, body: { error: 'A task with this ID already exists.' } });
  });
});

describe('notify with a mail server that refuses', () => {
  it('says the send failed and why, not that no mail server is configured', async () => {
    // A configured SMTP server that is not listening: the send fails.
    const smtp = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const late = await smtp.owner();
      const admin = await smtp.admin();
      const res = await admin.rest('POST', `/api/admin/users/${late.user.id}/notify`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ sent: false, outcome: 'failed' });
      expect(res.body.message).toMatch(/^The mail server did not accept the email: .*ECONNREFUSED.*\. It is kept in the outbox; try again later\.$/);
      expect(res.body.message).not.toContain('no mail server is configured');
      const gql = await admin.gql(`mutation($id: ID!) { sendPaymentReminder(userId: $id) { ... on SendPaymentReminderSuccess { reminder { sent outcome error } } } }`, {
        id: toGlobalId('User', late.user.id),
      });
      expect(gql.data.sendPaymentReminder.reminder).toMatchObject({ sent: false, outcome: 'failed', error: expect.stringContaining('ECONNREFUSED') });
      const outbox = nodes(await admin.gql('{ emailOutbox(first: 50) { edges { node { to subject text error } } } }'), 'emailOutbox');
      expect(outbox.find((m: { to: string; subject: string }) => m.to === late.user.email && m.subject === 'Please verify your payment')).toMatchObject({
        text: expect.stringContaining('Hi Owner,'),
        error: expect.stringContaining('ECONNREFUSED'),
      });
      expect(await smtp.prisma.emailOutbox.count({ where: { to: late.user.email, kind: 'payment-verification', sentAt: null, error: { not: null } } })).toBe(2);
    } finally {
      await smtp.close();
    }
  });
});

describe('CSV', () => {
  const csv = (rows: string[]) => ['taskId,title,description,timeRequired,checklist,scripts,week,day,displayOrder', ...rows].join('\n');

  it('export then import (replace) gives identical tasks, including quotes, commas, newlines and formulas', async () => {
    const admin = await t.admin();
    const seeded = await admin.rest('POST', '/api/admin/tasks/import', {
      filename: 'seed.csv',
      mode: 'replace',
      tasks: [
        task({ taskId: 'q1', title: 'Say "hello", then wave', description: 'Line one\nLine two', scripts: '[{"name":"Hi","text":"Hey, {firstName}!"}]' }),
        task({ taskId: 'q2', title: '=HYPERLINK("http://evil")', description: '+1 call', checklist: '["-dash", "@at"]', week: 2, day: 1, displayOrder: 3 }),
      ],
    });
    expect(seeded.status, JSON.stringify(seeded.body)).toBe(200);
    const before = nodes(await admin.gql(TASKS), 'adminTasks');
    const exported = tasksToCsv(before.map((x: { scripts: string }) => ({ ...x, scripts: JSON.parse(x.scripts) })));
    expect(exported).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(exported).not.toMatch(/(^|,)"=/m);
    const res = await admin.rest('POST', '/api/admin/tasks/import', { filename: 'daily_tasks.csv', mode: 'replace', csv: exported });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect(nodes(await admin.gql(TASKS), 'adminTasks')).toEqual(before);
  });

  it('a CSV with a broken row changes nothing and names the row', async () => {
    const admin = await t.admin();
    await admin.rest('POST', '/api/admin/tasks/import', { filename: 'ok.csv', mode: 'replace', csv: csv(['a1,Title,Desc,10 min,,,1,1,1']) });
    const before = nodes(await admin.gql(TASKS), 'adminTasks');
    const res = await admin.rest('POST', '/api/admin/tasks/import', {
      filename: 'bad.csv',
      mode: 'replace',
      csv: csv(['b1,Fine,Desc,,,,1,1,1', '', 'b2,,Missing title,,,,1,2,1']),
    });
    expect(res).toMatchObject({ status: 400, body: { error: `Row 3: ${TASK_REQUIRED}` } });
    expect(nodes(await admin.gql(TASKS), 'adminTasks')).toEqual(before);
    expect((await admin.rest('GET', '/api/admin/csv-uploads')).body.map((u: { filename: string }) => u.filename)).not.toContain('bad.csv');
  });

  it('add mode renames conflicting ids; update mode updates by taskId; deleting an upload removes exactly its tasks', async () => {
    const admin = await t.admin();
    await admin.rest('POST', '/api/admin/tasks/import', { filename: 'base.csv', mode: 'replace', csv: csv(['x1,Base,Desc,,,,1,1,1', 'x2,Other,Desc,,,,1,1,2']) });
    const added = await admin.rest('POST', '/api/admin/tasks/import', { filename: 'more.csv', mode: 'add', csv: csv(['x1,Copy,Desc,,,,1,3,1', 'x3,New,Desc,,,,1,3,2']) });
    const ids = nodes(await admin.gql(TASKS), 'adminTasks').map((x: { taskId: string }) => x.taskId).sort();
    expect(ids).toEqual(['x1', 'x1-2', 'x2', 'x3']);
    await admin.rest('POST', '/api/admin/tasks/import', { filename: 'upd.csv', mode: 'update', csv: csv(['x2,Other (edited),Desc,,,,1,1,2', 'x4,Fourth,Desc,,,,1,4,1']) });
    const after = nodes(await admin.gql(TASKS), 'adminTasks');
    expect(after.find((x: { taskId: string }) => x.taskId === 'x2').title).toBe('Other (edited)');
    expect(after).toHaveLength(5);
    expect((await admin.rest('DELETE', `/api/admin/csv-uploads/${added.body.upload.id}`)).status).toBe(200);
    expect(nodes(await admin.gql(TASKS), 'adminTasks').map((x: { taskId: string }) => x.taskId).sort()).toEqual(['x1', 'x2', 'x4']);
  });

  it('deleteCsvUpload takes the upload\'s global id, as every other mutation does (REST keeps the database id)', async () => {
    const admin = await t.admin();
    const added = await admin.rest('POST', '/api/admin/tasks/import', { filename: 'gid.csv', mode: 'add', csv: csv(['g1,Global,Desc,,,,1,5,1']) });
    const uploads = nodes(await admin.gql('{ csvUploads(first: 100) { edges { node { id filename } } } }'), 'csvUploads');
    const listed = uploads.find((u: { filename: string }) => u.filename === 'gid.csv');
    expect(listed.id).toBe(toGlobalId('CsvUpload', added.body.upload.id));
    const DELETE = `mutation($id: ID!) { deleteCsvUpload(id: $id) { __typename ... on Error { message } ... on DeleteCsvUploadSuccess { deletedUploadId } } }`;
    expect((await admin.gql(DELETE, { id: added.body.upload.id })).data.deleteCsvUpload.__typename).toBe('NotFoundError');
    expect((await admin.gql(DELETE, { id: listed.id })).data.deleteCsvUpload).toEqual({ __typename: 'DeleteCsvUploadSuccess', deletedUploadId: listed.id });
    expect((await admin.gql(`{ node(id: "${listed.id}") { id } }`)).data.node).toBeNull();
  });

  it('update mode does not take over existing tasks: deleting its upload leaves them (edited) and removes only what it added', async () => {
    const admin = await t.admin();
    await admin.rest('POST', '/api/admin/tasks/import', { filename: 'base.csv', mode: 'replace', csv: csv(['u1,From upload,Desc,,,,1,1,1']) });
    const seeded = await t.prisma.dailyTask.create({ data: { taskId: 'seeded-1', title: 'Seeded', description: 'D', week: 1, day: 2, checklist: [] } });
    const upd = await admin.rest('POST', '/api/admin/tasks/import', {
      filename: 'upd.csv',
      mode: 'update',
      csv: csv(['seeded-1,Seeded (edited),Desc,,,,1,2,1', 'u1,From upload (edited),Desc,,,,1,1,1', 'u2,New,Desc,,,,1,3,1']),
    });
    expect(upd.status).toBe(200);
    expect((await t.prisma.dailyTask.findUniqueOrThrow({ where: { id: seeded.id } })).csvUploadId).toBeNull();
    expect((await admin.rest('DELETE', `/api/admin/csv-uploads/${upd.body.upload.id}`)).status).toBe(200);
    const left = nodes(await admin.gql(TASKS), 'adminTasks').map((x: { taskId: string; title: string }) => [x.taskId, x.title]).sort();
    expect(left).toEqual([['seeded-1', 'Seeded (edited)'], ['u1', 'From upload (edited)']]);
  });

  it('a header without a required column says which one is missing', async () => {
    const admin = await t.admin();
    const res = await admin.rest('POST', '/api/admin/tasks/import', { filename: 'bad.csv', mode: 'replace', csv: 'taskId,description,week,day\nz1,Desc,1,1' });
    expect(res).toMatchObject({ status: 400, body: { error: 'The header row is missing the column "title".' } });
    expect(() => csvToRows('id,name\n1,2')).toThrow(missingColumnsMessage(['taskId', 'title', 'description', 'week', 'day']));
    expect(missingColumnsMessage(['taskId', 'title', 'description'])).toBe('The header row is missing the columns "taskId", "title", "description".');
  });

  it('parses the header, skips blank lines and unquotes (numbers are checked by the task rules)', () => {
    const rows = csvToRows(csv(['"q,1","A ""quoted"" title","multi\nline",,,,,x,']).concat('\n\n'));
    expect(rows).toEqual([expect.objectContaining({ taskId: 'q,1', title: 'A "quoted" title', description: 'multi\nline', week: '', day: 'x' })]);
  });
});

type LooseList = Record<string, { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: { id: string } }[] }>;

describe('admin lists as connections', () => {
  const LISTS = {
    adminUnverifiedUsers: 'id email',
    adminTasks: 'id taskId',
    csvUploads: 'id filename',
    emailOutbox: 'id to',
    adminArticles: 'id title',
    adminScripts: 'id title',
  } as const;
  const page = (field: string, fields: string) =>
    `query($first: Int!, $after: String) { ${field}(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { ${fields} } } } }`;

  it('each list pages through every row once, with the true total, in a number of statements that does not grow with the page', async () => {
    const admin = await t.admin();
    for (let i = 0; i < 3; i++) {
      await t.owner();
      await admin.rest('POST', '/api/admin/tasks/import', { filename: `page${i}.csv`, mode: 'add', tasks: [task()] });
      await admin.rest('POST', '/api/admin/scripts', { category: 'Paging', title: `Script ${i}`, message: 'Hi' });
      await admin.rest('POST', '/api/admin/learning', { category: 'Paging', title: `Article ${i}`, content: 'Text', readTime: '1 min' });
    }
    for (const [field, fields] of Object.entries(LISTS)) {
      const seen: string[] = [];
      let after: string | null = null;
      let total = -1;
      for (let round = 0; round < 1000; round++) {
        const res: { data: LooseList; errors?: unknown } = await admin.gql(page(field, fields), { first: 2, after });
        expect(res.errors, field).toBeUndefined();
        const list = res.data[field];
        total = list.totalCount;
        seen.push(...list.edges.map((e) => e.node.id));
        if (!list.pageInfo.hasNextPage) break;
        after = list.pageInfo.endCursor;
      }
      expect(total, field).toBeGreaterThanOrEqual(3);
      expect(seen, field).toHaveLength(total);
      expect(new Set(seen).size, field).toBe(total);
      const small = await t.countStatements(() => admin.gql(page(field, fields), { first: 1 }));
      const large = await t.countStatements(() => admin.gql(page(field, fields), { first: 100 }));
      expect(large, field).toBe(small);
    }
  });

  it('owners and signed-out callers are refused every list, through GraphQL and REST', async () => {
    const o = await t.owner();
    for (const [field, fields] of Object.entries(LISTS)) {
      expect((await o.gql(page(field, fields), { first: 1 })).errors?.[0].extensions?.code, field).toBe('FORBIDDEN');
      expect((await t.caller().gql(page(field, fields), { first: 1 })).errors?.[0].extensions?.code, field).toBe('UNAUTHENTICATED');
    }
    for (const path of ['/api/admin/users/unverified', '/api/admin/tasks', '/api/admin/csv-uploads', '/api/admin/scripts', '/api/admin/learning']) {
      expect((await o.rest('GET', path)).status, path).toBe(403);
      expect((await t.caller().rest('GET', path)).status, path).toBe(401);
    }
  });

  it('the REST rows still answer whole lists as plain arrays, with database ids', async () => {
    const admin = await t.admin();
    const created = await admin.rest('POST', '/api/admin/tasks', task());
    const tasks = await admin.rest('GET', '/api/admin/tasks');
    expect(Array.isArray(tasks.body)).toBe(true);
    expect(tasks.body.find((x: { id: string }) => x.id === created.body.id)).toMatchObject({ taskId: created.body.taskId, scripts: expect.any(String) });
    expect(tasks.body.length).toBe(await t.prisma.dailyTask.count());
    const uploads = await admin.rest('GET', '/api/admin/csv-uploads');
    expect(uploads.body.length).toBe(await t.prisma.csvUpload.count());
    const unverified = await admin.rest('GET', '/api/admin/users/unverified');
    expect(unverified.body.length).toBe(await t.prisma.user.count({ where: { paymentVerified: false, isAdmin: false } }));
  });
});
