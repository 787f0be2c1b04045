// The operator's actions: payments, users, daily tasks and CSV imports. Every caller is an admin
// (the fields' auth scopes); the rules live here.
import { paymentStatus, PAYMENT_GRACE_HOURS } from '../../../common/payment.js';
import { csvToRows, type ImportMode, taskSchema } from '../../../common/tasks.js';
import type { Prisma } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError, parseInput, ValidationError } from '../../graphql/errors.js';
import { compose, sendEmail } from '../../integrations/mail.js';
import { BUSINESS_NOT_FOUND } from '../business/business.service.js';

/** The largest page of an admin list (a Relay connection); the REST rows, which answer whole lists, page through them. */
export const ADMIN_LIST_MAX = 100;

/** Users whose name, email or phone contains every word of `search` (case aside; at most five words). */
export function userSearch(search?: string | null): Prisma.UserWhereInput {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  return {
    AND: words.map((w) => ({
      OR: (['firstName', 'lastName', 'email', 'phone'] as const).map((field) => ({ [field]: { contains: w, mode: 'insensitive' as const } })),
    })),
  };
}

export const ADMIN_UNDELETABLE = 'Admin accounts cannot be deleted.';
export const TASK_ID_TAKEN = 'A task with this ID already exists.';

async function requireUser(ctx: Context, id: string) {
  const user = await ctx.prisma.user.findUnique({ where: { id } });
  if (!user) throw new NotFoundError('User not found');
  return user;
}

export const hoursSinceSignup = (createdAt: Date, now = new Date()) => Math.floor((now.getTime() - createdAt.getTime()) / 3_600_000);
export const isOverdue = (user: { paymentVerified: boolean; isAdmin: boolean; createdAt: Date }) => paymentStatus(user).overdue;

export async function verifyPayment(ctx: Context, id: string) {
  await requireUser(ctx, id);
  return ctx.prisma.user.update({ where: { id }, data: { paymentVerified: true } });
}

/**
 * Support lets an owner change the booking address once more (asked for in a ticket: the owner's own
 * change is once per business). The old address of the next change redirects like the first.
 */
export async function allowSubdomainChange(ctx: Context, id: string) {
  await requireUser(ctx, id);
  const business = await ctx.prisma.business.findUnique({ where: { ownerId: id }, select: { id: true } });
  if (!business) throw new NotFoundError(BUSINESS_NOT_FOUND);
  return ctx.prisma.business.update({ where: { id: business.id }, data: { subdomainChangedAt: null } });
}

export async function sendPaymentReminder(ctx: Context, id: string) {
  const user = await requireUser(ctx, id);
  const link = `${ctx.config.APP_URL ?? ''}/signup`;
  const { text, html } = compose([
    `Hi ${user.firstName},`,
    `Thanks for joining Detailer's Launchpad! We have not been able to verify your Founders Rate payment yet. Accounts have ${PAYMENT_GRACE_HOURS} hours to complete payment before the training program is paused.`,
    `Please complete or update your payment here: ${link}`,
    `Questions? Just reply to this email or write to ${ctx.config.SUPPORT_EMAIL}.`,
  ]);
  const result = await sendEmail(ctx, { kind: 'payment-verification', to: user.email, subject: 'Please verify your payment', text, html });
  return { user, ...result };
}

/** Deletes a non-admin and everything of theirs (foreign keys cascade) in one statement. */
export async function deleteUser(ctx: Context, id: string) {
  const user = await requireUser(ctx, id);
  if (user.isAdmin) throw new ConflictError(ADMIN_UNDELETABLE);
  await ctx.prisma.$transaction(async (tx) => {
    await tx.session.updateMany({ where: { userId: id }, data: { revokedAt: new Date() } });
    await tx.user.delete({ where: { id } });
  });
  // Their open live-update streams end now, in every server process.
  ctx.pubsub.publish('revocation', { kind: 'user', userId: id });
  return id;
}

const checkTask = (ctx: Context, input: unknown) => parseInput(taskSchema(ctx.config.PROGRAM_LENGTH_DAYS), input);
const taskIdRace = (e: { code?: string }) => {
  throw e.code === 'P2002' ? new ConflictError(TASK_ID_TAKEN) : e;
};

export async function createTask(ctx: Context, input: unknown) {
  const data = checkTask(ctx, input);
  return ctx.prisma.dailyTask.create({ data }).catch(taskIdRace);
}

export async function updateTask(ctx: Context, id: string, input: unknown) {
  const data = checkTask(ctx, input);
  if (!(await ctx.prisma.dailyTask.findUnique({ where: { id } }))) throw new NotFoundError('Task not found');
  return ctx.prisma.dailyTask.update({ where: { id }, data }).catch(taskIdRace);
}

export async function deleteTask(ctx: Context, id: string) {
  if (!(await ctx.prisma.dailyTask.findUnique({ where: { id } }))) throw new NotFoundError('Task not found');
  await ctx.prisma.dailyTask.delete({ where: { id } });
  return id;
}

/** A unique taskId for add mode: the id itself, or id-2, id-3, … */
function uniqueTaskId(taskId: string, taken: Set<string>) {
  let candidate = taskId;
  for (let n = 2; taken.has(candidate); n++) candidate = `${taskId}-${n}`;
  taken.add(candidate);
  return candidate;
}

/**
 * Imports rows (or CSV text) in one transaction. replace: the CSV becomes the program; update: rows
 * update tasks with the same taskId and add the rest; add: existing tasks stay and conflicting ids
 * are renamed. A bad row rejects the whole import, naming the row (the header is row 1).
 */
export async function importTasks(ctx: Context, input: { filename: string; mode: ImportMode; csv?: string | null; rows?: unknown[] | null }) {
  let rows: unknown[];
  try {
    rows = input.csv != null ? csvToRows(input.csv) : (input.rows ?? []);
  } catch (e) {
    throw new ValidationError((e as Error).message);
  }
  if (!rows.length) throw new ValidationError('The CSV file has no tasks.');
  const schema = taskSchema(ctx.config.PROGRAM_LENGTH_DAYS);
  const tasks = rows.map((row, i) => {
    const parsed = schema.safeParse(row);
    if (!parsed.success) throw new ValidationError(`Row ${i + 2}: ${parsed.error.issues[0].message}`);
    return parsed.data;
  });
  if (input.mode !== 'add') {
    const seen = new Map<string, number>();
    tasks.forEach((t, i) => {
      const earlier = seen.get(t.taskId);
      if (earlier !== undefined) throw new ValidationError(`Row ${i + 2}: duplicate taskId "${t.taskId}" (also on row ${earlier + 2})`);
      seen.set(t.taskId, i);
    });
  }
  const filename = input.filename.trim().slice(0, 200) || 'tasks.csv';
  return ctx.prisma.$transaction(
    async (tx) => {
      const upload = await tx.csvUpload.create({ data: { filename, mode: input.mode, taskCount: tasks.length } });
      if (input.mode === 'replace') await tx.dailyTask.deleteMany({});
      if (input.mode === 'update') {
        const existing = new Set(
          (await tx.dailyTask.findMany({ where: { taskId: { in: tasks.map((t) => t.taskId) } }, select: { taskId: true } })).map((t) => t.taskId),
        );
        // Updated tasks keep their owner (seeded, added by hand or an earlier upload): an upload owns only what it created.
        for (const t of tasks.filter((t) => existing.has(t.taskId))) {
          await tx.dailyTask.update({ where: { taskId: t.taskId }, data: t });
        }
        await tx.dailyTask.createMany({ data: tasks.filter((t) => !existing.has(t.taskId)).map((t) => ({ ...t, csvUploadId: upload.id })) });
      } else {
        const taken = new Set(
          input.mode === 'add' ? (await tx.dailyTask.findMany({ select: { taskId: true } })).map((t) => t.taskId) : [],
        );
        await tx.dailyTask.createMany({
          data: tasks.map((t) => ({ ...t, taskId: input.mode === 'add' ? uniqueTaskId(t.taskId, taken) : t.taskId, csvUploadId: upload.id })),
        });
      }
      return upload;
    },
    { timeout: 60_000 },
  );
}

export async function deleteCsvUpload(ctx: Context, id: string) {
  if (!(await ctx.prisma.csvUpload.findUnique({ where: { id } }))) throw new NotFoundError('CSV upload not found');
  await ctx.prisma.csvUpload.delete({ where: { id } }); // its tasks go with it (cascade)
  return id;
}
