// "Download all my data" (#56): the owner asks (one file in the making at a time, EXPORTS_PER_DAY a day),
// a job on the queue builds the ZIP (takeout.build.ts) and keeps it on the row, the owner is emailed a
// link with a token of its own (32 random bytes, only the SHA-256 kept), and both the owner's download
// address and that link work for EXPORT_LINK_HOURS. A scheduled sweep deletes what has expired and
// fails a build that never finished, so nothing of the owner's lingers and nobody waits forever.
import crypto from 'node:crypto';
import type { Logger } from 'pino';
import { signedInUser } from '../../auth/authenticate.js';
import type { Config } from '../../config.js';
import type { Prisma } from '../../db/client.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, RateLimitError } from '../../graphql/errors.js';
import { compose, type Mailer } from '../../integrations/mail.js';
import type { JobQueue } from '../../integrations/queue.js';
import { appBase } from '../../kernel/urls.js';
import { buildExportZip } from './takeout.build.js';

/** The queue whose jobs build one export each ({ id }), and the sweep's. */
export const EXPORT_QUEUE = 'data-export';
export const EXPORT_SWEEP_QUEUE = 'data-export-sweep';
const SWEEP_CRON = '*/15 * * * *';

export const EXPORT_LINK_HOURS = 24;
export const EXPORTS_PER_DAY = 5;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A build that holds an export this long is taken over by the queue's retry (its process stopped). */
const BUILD_LEASE_MS = 10 * 60_000;
/** An export not ready this long after it was asked for is failed by the sweep (its jobs ran out). */
const STALE_MS = HOUR_MS;

export const EXPORT_IN_PROGRESS = 'Your file is already being prepared. We will email you a link when it is ready.';
export const TOO_MANY_EXPORTS = `You can download all your data ${EXPORTS_PER_DAY} times a day. Please try again tomorrow.`;
export const EXPORT_NOT_FOUND = 'Export not found';
export const EXPORT_GONE = 'This download has expired. Ask for a new one in Settings → Your data.';

export const exportTokenHash = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

/** The owner's download address (their credentials required) and the emailed link (its token is the credential). */
export const ownerDownloadPath = (id: string) => `/account-export/${encodeURIComponent(id)}/download`;
export const linkDownloadPath = (token: string) => `/account-export/${token}.zip`;

/** An export as the owner sees it; the file stays out (it is read only to be downloaded). */
const VIEW = { id: true, status: true, createdAt: true, readyAt: true, expiresAt: true, bytes: true } as const;

/** An export's status as the API answers it: a ready file past its time is expired. */
export type ExportView = { id: string; status: 'queued' | 'building' | 'ready' | 'failed' | 'expired'; createdAt: Date; readyAt: Date | null; expiresAt: Date | null; bytes: number | null };

const view = (row: Omit<ExportView, 'status'> & { status: 'queued' | 'building' | 'ready' | 'failed' }, now = new Date()): ExportView => ({
  ...row,
  status: row.status === 'ready' && row.expiresAt && row.expiresAt <= now ? 'expired' : row.status,
});

/** Starts an export of the signed-in owner's data: one at a time, EXPORTS_PER_DAY a day. */
export async function requestDataExport(ctx: Pick<Context, 'user' | 'prisma' | 'queue' | 'afterResponse'>) {
  const user = signedInUser(ctx);
  const row = await ctx.prisma.$transaction(async (tx) => {
    // Two requests at once: the second waits for the first's row, then sees it.
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${user.id} FOR UPDATE`;
    const now = Date.now();
    const recent = await tx.dataExport.findMany({ where: { ownerId: user.id, createdAt: { gte: new Date(now - DAY_MS) } }, select: { status: true, createdAt: true } });
    if (recent.some((r) => (r.status === 'queued' || r.status === 'building') && r.createdAt.getTime() > now - STALE_MS)) throw new ConflictError(EXPORT_IN_PROGRESS);
    if (recent.length >= EXPORTS_PER_DAY) throw new RateLimitError(TOO_MANY_EXPORTS);
    const created = await tx.dataExport.create({ data: { ownerId: user.id }, select: VIEW });
    await ctx.queue.send(EXPORT_QUEUE, { id: created.id }, {}, tx);
    return created;
  });
  ctx.afterResponse(() => ctx.queue.wake(EXPORT_QUEUE));
  return view(row);
}

/** One of the signed-in owner's exports, or null (another owner's, unknown or swept). */
export async function ownExport(ctx: Pick<Context, 'user' | 'prisma'>, id: string) {
  const user = signedInUser(ctx);
  const row = await ctx.prisma.dataExport.findFirst({ where: { id, ownerId: user.id }, select: VIEW });
  return row && view(row);
}

/** The file of a ready, unexpired export: by its id for its owner, or by its emailed link's token. */
export async function exportFile(prisma: Prisma, where: { id: string; ownerId: string } | { token: string }) {
  const row = await prisma.dataExport.findFirst({
    where: 'token' in where ? { tokenHash: exportTokenHash(where.token) } : where,
    select: { status: true, expiresAt: true, readyAt: true, file: true },
  });
  if (!row) return null;
  if (row.status !== 'ready' || !row.file || !row.expiresAt || row.expiresAt <= new Date()) return 'gone' as const;
  return { file: row.file, readyAt: row.readyAt ?? new Date() };
}

type Services = { prisma: Prisma; log: Logger; queue: JobQueue; mailer: Mailer; config: Pick<Config, 'appUrl'> };

/**
 * The export job: builds export `id` unless it is ready or another build holds it (the job is
 * idempotent: a retry after a stopped process takes the build over once its lease is past), keeps the
 * file and a fresh link's hash, and emails the owner the link in the same transaction.
 */
export async function buildDataExport(services: Services, id: string) {
  const { prisma } = services;
  const startedAt = new Date();
  const claimed = await prisma.dataExport.updateMany({
    where: { id, OR: [{ status: 'queued' }, { status: 'building', startedAt: { lt: new Date(startedAt.getTime() - BUILD_LEASE_MS) } }] },
    data: { status: 'building', startedAt },
  });
  if (!claimed.count) return;
  const row = await prisma.dataExport.findUniqueOrThrow({ where: { id }, select: { ownerId: true, owner: { select: { email: true, firstName: true } } } });
  let file: Uint8Array<ArrayBuffer>;
  try {
    file = (await buildExportZip(prisma, row.ownerId, startedAt)) as Uint8Array<ArrayBuffer>;
  } catch (err) {
    // Back in line for the queue's retry; the sweep fails it if the retries run out.
    await prisma.dataExport.updateMany({ where: { id, status: 'building', startedAt }, data: { status: 'queued', startedAt: null } });
    throw err;
  }
  const token = crypto.randomBytes(32).toString('base64url');
  const readyAt = new Date();
  const expiresAt = new Date(readyAt.getTime() + EXPORT_LINK_HOURS * HOUR_MS);
  const url = `${appBase(services)}${linkDownloadPath(token)}`;
  await prisma.$transaction(async (tx) => {
    const done = await tx.dataExport.updateMany({
      where: { id, status: 'building', startedAt },
      data: { status: 'ready', file, bytes: file.byteLength, readyAt, expiresAt, tokenHash: exportTokenHash(token) },
    });
    if (!done.count) return;
    await services.mailer.enqueue(tx, {
      kind: 'data-export',
      to: row.owner.email,
      subject: 'Your data is ready to download',
      ...compose([
        `Hi ${row.owner.firstName},`,
        "The file with all your data from Detailer's Launchpad is ready: your customers, vehicles, jobs, invoices, payments and messages as spreadsheets (CSV), and everything in everything.json.",
        `Download it here. The link works for ${EXPORT_LINK_HOURS} hours, and anyone with it can open the file, so keep it to yourself:\n${url}`,
        `You asked for it in Settings → Your data. If it was not you, change your password: ${appBase(services)}/forgot-password`,
      ]),
    });
  });
  services.mailer.wake();
  services.log.info({ exportId: id, bytes: file.byteLength }, 'data export ready');
}

/** Deletes expired exports (the file with them) and fails builds that never finished; returns how many of each. */
export async function sweepDataExports(prisma: Prisma, now = new Date()) {
  const failed = await prisma.dataExport.updateMany({
    where: { status: { in: ['queued', 'building'] }, createdAt: { lt: new Date(now.getTime() - STALE_MS) } },
    data: { status: 'failed', expiresAt: new Date(now.getTime() + EXPORT_LINK_HOURS * HOUR_MS), file: null },
  });
  const deleted = await prisma.dataExport.deleteMany({ where: { expiresAt: { lte: now } } });
  return { failed: failed.count, deleted: deleted.count };
}

/** Creates the queues and starts this process's export worker and the sweep's schedule (app start). */
export async function startDataExports(services: Services) {
  const { queue } = services;
  await queue.createQueue(EXPORT_QUEUE);
  await queue.createQueue(EXPORT_SWEEP_QUEUE, { policy: 'short', retryLimit: 0 });
  await queue.work<{ id: string }>(EXPORT_QUEUE, ({ id }) => buildDataExport(services, id));
  await queue.work(EXPORT_SWEEP_QUEUE, async () => {
    const swept = await sweepDataExports(services.prisma);
    if (swept.failed || swept.deleted) services.log.info(swept, 'data export sweep');
  });
  await queue.schedule(EXPORT_SWEEP_QUEUE, SWEEP_CRON);
}
