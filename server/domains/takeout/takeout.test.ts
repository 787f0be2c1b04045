// "Download all my data" (#56) through REST, GraphQL and the download addresses, against a real
// database: the ZIP's seven files with the owner's rows and nobody else's, formula cells defused, no
// secrets, the owner's and the emailed link's downloads, 24 hours, the sweep, one at a time, 5 a day.
import crypto from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../auth/bearer.js';
import { ownerWithBusiness } from '../../test/fixtures.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { EXPORT_FILES } from './takeout.build.js';
import { buildDataExport, EXPORT_IN_PROGRESS, EXPORTS_PER_DAY, sweepDataExports, TOO_MANY_EXPORTS } from './takeout.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

type Owner = Awaited<ReturnType<typeof ownerWithBusiness>>;

/** An owner with a customer of each kind of row, some cells a spreadsheet would run, and secrets that must stay out. */
async function ownerWithData(tag: string) {
  const o = await ownerWithBusiness(t);
  const secrets = { calendar: `cal${crypto.randomBytes(16).toString('hex')}`, apiToken: `lp_${crypto.randomBytes(16).toString('hex')}`, pay: `pay${crypto.randomBytes(16).toString('hex')}`, manage: `man${crypto.randomBytes(16).toString('hex')}` };
  await t.prisma.user.update({ where: { id: o.user.id }, data: { calendarFeedToken: secrets.calendar } });
  await t.prisma.apiToken.create({ data: { userId: o.user.id, name: 'cli', tokenHash: hashToken(secrets.apiToken), prefix: 'lp_xxxx' } });
  const customer = await t.prisma.customer.create({
    data: {
      ownerId: o.user.id,
      firstName: `=HYPERLINK("http://evil.example","${tag}")`,
      lastName: `Cust${tag}`,
      phone: '+19135550111',
      phoneDigits: '9135550111',
      notes: '-12.50',
      vehicles: { create: [{ make: '@Toyota', model: `Camry${tag}`, licensePlate: `PLATE${tag}` }] },
      serviceRecords: { create: [{ serviceDate: new Date('2026-11-01T15:00:00Z'), status: 'completed', totalAmount: '120.00', serviceName: 'Full Detail', notes: `Jobnote${tag}`, manageTokenHash: hashToken(secrets.manage) }] },
    },
    include: { serviceRecords: true },
  });
  const invoice = await t.prisma.invoice.create({
    data: {
      ownerId: o.user.id,
      number: 1,
      customerId: customer.id,
      appointmentId: customer.serviceRecords[0].id,
      status: 'partially_paid',
      subtotal: '120.00',
      total: '120.00',
      amountPaid: '20.00',
      dueDate: new Date('2026-12-01'),
      notes: `Invnote${tag}`,
      payToken: secrets.pay,
      lines: { create: [{ description: `Line${tag}`, unitPrice: '120.00', position: 0 }] },
      payments: { create: [{ method: 'cash', amount: '20.00', note: `+Paynote${tag}` }] },
    },
  });
  await t.prisma.customerMessage.create({
    data: { ownerId: o.user.id, customerId: customer.id, invoiceId: invoice.id, kind: 'invoice', channel: 'email', status: 'sent', dueAt: new Date(), to: 'c@example.com', body: `Msgbody${tag}` },
  });
  await t.prisma.ticket.create({ data: { ownerId: o.user.id, category: 'Billing', subject: `Ticket${tag}`, messages: { create: [{ authorId: o.user.id, message: `Ticketmsg${tag}` }] } } });
  await t.prisma.taskProgress.create({ data: { userId: o.user.id, taskId: `task-${tag}`, week: 1, day: 1 } });
  return Object.assign(o, { secrets, tag });
}

/** Asks for an export by REST: its id. */
async function ask(o: Owner) {
  const res = await o.rest('POST', '/api/account/export', {});
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  expect(Object.keys(res.body)).toEqual(['id']);
  return res.body.id as string;
}

/** Waits for the queue's job to make export `id` ready; its status answer. */
const ready = (o: Owner, id: string) =>
  vi.waitFor(
    async () => {
      const res = await o.rest('GET', `/api/account/export/${id}`);
      expect(res.status).toBe(200);
      if (res.body.status !== 'ready') throw new Error(`still ${res.body.status}`);
      return res.body as { status: string; url: string };
    },
    { timeout: 20_000, interval: 100 },
  );

const unzip = async (res: Response) => {
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
};
const csv = (text: string) => Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;

describe('download all my data', () => {
  it('builds a ZIP of the seven files on the queue, emails its link, and serves it to its owner only', async () => {
    const tag = crypto.randomBytes(4).toString('hex');
    const a = await ownerWithData(tag);
    const b = await ownerWithData(`${tag}b`);
    const id = await ask(a);
    const status = await ready(a, id);
    expect(status.url).toBe(`http://localhost/account-export/${id}/download`);

    const res = await a.send('GET', new URL(status.url).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="launchpad-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const files = await unzip(res);
    expect(Object.keys(files).sort()).toEqual([...EXPORT_FILES].sort());

    // The owner's rows, and none of B's.
    const all = Object.values(files).join('\n');
    for (const mine of [`Cust${tag}`, `Camry${tag}`, `PLATE${tag}`, `Jobnote${tag}`, `Invnote${tag}`, `Paynote${tag}`, `Msgbody${tag}`, `Ticketmsg${tag}`, `Line${tag}`, `task-${tag}`]) {
      expect(all).toContain(mine);
    }
    for (const theirs of [`Cust${tag}b`, `Camry${tag}b`, b.user.email, b.user.id]) expect(all).not.toContain(theirs);

    // Formula cells get a leading apostrophe; plain numbers stay numbers.
    const [customer] = csv(files['customers.csv']);
    expect(customer.firstName).toBe(`'=HYPERLINK("http://evil.example","${tag}")`);
    expect(customer.phone).toBe('+19135550111');
    expect(customer.notes).toBe('-12.50');
    expect(csv(files['vehicles.csv'])[0].make).toBe("'@Toyota");
    expect(csv(files['payments.csv'])[0].note).toBe(`'+Paynote${tag}`);
    expect(csv(files['invoices.csv'])[0]).toMatchObject({ number: '1', total: '120.00', amountPaid: '20.00', balance: '100.00' });
    expect(csv(files['jobs.csv'])[0]).toMatchObject({ status: 'completed', service: 'Full Detail', totalAmount: '120.00' });
    expect(csv(files['messages.csv'])[0]).toMatchObject({ kind: 'invoice', body: `Msgbody${tag}` });
    expect(files['customers.csv'].endsWith('\r\n')).toBe(true);

    // everything.json: every kind of row, no secrets.
    const everything = JSON.parse(files['everything.json']);
    expect(everything.user).toMatchObject({ id: a.user.id, email: a.user.email });
    expect(everything.business.services.map((s: { name: string }) => s.name)).toEqual(['Full Detail']);
    expect(everything.invoices[0].lines[0].description).toBe(`Line${tag}`);
    expect(everything.invoices[0].payments[0].amount).toBe('20');
    expect(everything.tickets[0].messages[0].message).toBe(`Ticketmsg${tag}`);
    expect(everything.taskProgress[0].taskId).toBe(`task-${tag}`);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { id: a.user.id } });
    for (const secret of [user.passwordHash, a.secrets.calendar, a.secrets.pay, hashToken(a.secrets.manage), hashToken(a.secrets.apiToken), 'passwordHash', 'tokenHash', 'payToken', 'manageTokenHash', 'calendarFeedToken', 'sessions']) {
      expect(files['everything.json']).not.toContain(secret);
    }

    // The emailed link opens the file without signing in.
    const mail = await vi.waitFor(async () => t.prisma.emailOutbox.findFirstOrThrow({ where: { to: a.user.email, kind: 'data-export' } }), { timeout: 5000 });
    const link = /http:\/\/localhost(\/account-export\/[A-Za-z0-9_-]{43}\.zip)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    expect(mail.text).toContain('24 hours');
    const byLink = await t.caller().send('GET', link as string);
    expect(byLink.status).toBe(200);
    expect(Object.keys(await unzip(byLink)).sort()).toEqual([...EXPORT_FILES].sort());
    const row = await t.prisma.dataExport.findUniqueOrThrow({ where: { id } });
    expect(row.tokenHash).toBe(hashToken((link as string).slice('/account-export/'.length, -4)));

    // Another owner, a signed-out caller: nothing.
    expect((await b.rest('GET', `/api/account/export/${id}`)).status).toBe(404);
    const gid = Buffer.from(`DataExport:${id}`).toString('base64');
    expect((await a.gql('query($id: ID!) { dataExport(id: $id) { id status url } }', { id: gid })).data.dataExport).toMatchObject({ id: gid, status: 'ready' });
    expect((await b.gql('query($id: ID!) { dataExport(id: $id) { status url } }', { id: gid })).data.dataExport).toBeNull();
    expect((await b.send('GET', `/account-export/${id}/download`)).status).toBe(404);
    expect((await t.caller().send('GET', `/account-export/${id}/download`)).status).toBe(401);
    expect((await t.caller().rest('GET', `/api/account/export/${id}`)).status).toBe(401);
    expect((await t.caller().send('GET', `/account-export/${crypto.randomBytes(32).toString('base64url')}.zip`)).status).toBe(410);
  }, 40_000);

  it('expires after 24 hours, and the sweep deletes it', async () => {
    const a = await ownerWithData(crypto.randomBytes(4).toString('hex'));
    const row = await t.prisma.dataExport.create({ data: { ownerId: a.user.id } });
    await buildDataExport(t.app.services, row.id);
    const mail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: a.user.email, kind: 'data-export' } });
    const link = /\/account-export\/[A-Za-z0-9_-]{43}\.zip/.exec(mail.text)?.[0] as string;
    const built = await t.prisma.dataExport.findUniqueOrThrow({ where: { id: row.id } });
    expect(built.expiresAt?.getTime()).toBe((built.readyAt?.getTime() ?? 0) + 24 * 3_600_000);
    expect((await t.caller().send('GET', link)).status).toBe(200);
    // A second run of the job (a retry) changes nothing.
    await buildDataExport(t.app.services, row.id);
    expect((await t.prisma.dataExport.findUniqueOrThrow({ where: { id: row.id } })).tokenHash).toBe(built.tokenHash);

    await t.prisma.dataExport.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await a.rest('GET', `/api/account/export/${row.id}`)).body).toEqual({ status: 'expired' });
    expect((await a.send('GET', `/account-export/${row.id}/download`)).status).toBe(410);
    expect((await t.caller().send('GET', link)).status).toBe(410);

    // The sweep deletes it (file and all), and fails a build that never finished.
    const stale = await t.prisma.dataExport.create({ data: { ownerId: a.user.id, status: 'building', createdAt: new Date(Date.now() - 2 * 3_600_000) } });
    const swept = await sweepDataExports(t.prisma);
    expect(swept.deleted).toBeGreaterThanOrEqual(1);
    expect(swept.failed).toBeGreaterThanOrEqual(1);
    expect(await t.prisma.dataExport.findUnique({ where: { id: row.id } })).toBeNull();
    expect((await a.rest('GET', `/api/account/export/${row.id}`)).status).toBe(404);
    expect((await a.rest('GET', `/api/account/export/${stale.id}`)).body).toEqual({ status: 'failed' });
  });

  it('prepares one file at a time (409) and at most 5 a day (429)', async () => {
    const a = await ownerWithBusiness(t);
    const waiting = await t.prisma.dataExport.create({ data: { ownerId: a.user.id } });
    const busy = await a.rest('POST', '/api/account/export', {});
    expect(busy.status).toBe(409);
    expect(busy.body.error).toBe(EXPORT_IN_PROGRESS);
    const gql = await a.gql('mutation { requestDataExport { __typename ... on Error { message } } }');
    expect(gql.data.requestDataExport).toEqual({ __typename: 'ConflictError', message: EXPORT_IN_PROGRESS });

    await t.prisma.dataExport.update({ where: { id: waiting.id }, data: { status: 'failed' } });
    await t.prisma.dataExport.createMany({ data: Array.from({ length: EXPORTS_PER_DAY - 1 }, () => ({ ownerId: a.user.id, status: 'ready' as const })) });
    const limited = await a.rest('POST', '/api/account/export', {});
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe(TOO_MANY_EXPORTS);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // A day later the count starts again.
    await t.prisma.dataExport.updateMany({ where: { ownerId: a.user.id }, data: { createdAt: new Date(Date.now() - 25 * 3_600_000) } });
    expect((await a.rest('POST', '/api/account/export', {})).status).toBe(202);
  });

  it('is open to an API token, which downloads with its own credential', async () => {
    const a = await ownerWithData(crypto.randomBytes(4).toString('hex'));
    const auth = { authorization: `Bearer ${a.secrets.apiToken}` };
    const asked = await t.caller().send('POST', '/api/account/export', {}, auth);
    expect(asked.status).toBe(202);
    const { id } = (await asked.json()) as { id: string };
    await buildDataExport(t.app.services, id);
    const status = (await (await t.caller().send('GET', `/api/account/export/${id}`, undefined, auth)).json()) as { status: string; url: string };
    expect(status.status).toBe('ready');
    const file = await t.caller().send('GET', new URL(status.url).pathname, undefined, auth);
    expect(file.status).toBe(200);
    expect(Object.keys(await unzip(file))).toHaveLength(EXPORT_FILES.length);
    expect((await t.caller().send('GET', new URL(status.url).pathname, undefined, { authorization: 'Bearer lp_nope' })).status).toBe(401);
  });
});
