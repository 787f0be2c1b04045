// The operator's actions: payments, users, daily tasks and CSV imports. Every caller is an admin
// (the fields' auth scopes); the rules live here.
import { appBase } from '../../kernel/urls.js';
import { paymentStatus, PAYMENT_GRACE_HOURS } from '../../../common/payment.js';
import { csvToRows, dayFull, IMPORT_ROWS_LIMIT, type ImportMode, TASK_LIMITS, taskSchema } from '../../../common/tasks.js';
import type { Prisma, User } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError, parseInput, ValidationError } from '../../graphql/errors.js';
import { compose, sendEmail } from '../../integrations/mail.js';
import { BUSINESS_NOT_FOUND } from '../../../common/business.js';
import { cancelSubscriptionNow } from '../payments/payments.service.js';

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
  const link = `${appBase(ctx)}/signup`;
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
/**
 * Deletes an owner and everything of theirs. Their Founders Rate is cancelled at Stripe first (a
 * failure stops the deletion with a 502 in words), and what support needs of their money afterwards
 * (the Stripe customer and subscription, the business's Connect account, whose payouts and disputes
 * stay between Stripe and the owner) is kept in DeletedOwner.
 */
export async function deleteUser(ctx: Context, id: string) {
  const user = await requireUser(ctx, id);
  if (user.isAdmin) throw new ConflictError(ADMIN_UNDELETABLE);
  await removeOwner(ctx, user, { deletedBy: 'admin', deletedByUserId: ctx.user?.id ?? null });
  return id;
}

/**
 * The deletion itself, by an admin (deleteUser) or 30 days after the owner closed the account
 * (admin.closed-accounts.ts): the subscription cancelled now, DeletedOwner written, the user deleted.
 */
export async function removeOwner(
  ctx: Pick<Context, 'prisma' | 'payments' | 'log'> & { pubsub?: Context['pubsub'] },
  user: User,
  by: { deletedBy: 'admin' | 'owner'; deletedByUserId: string | null },
) {
  const id = user.id;
  const business = await ctx.prisma.business.findUnique({ where: { ownerId: id }, select: { stripeAccountId: true } });
  const subscriptionCancelled = await cancelSubscriptionNow(ctx, user);
  await ctx.prisma.$transaction(async (tx) => {
    await tx.session.updateMany({ where: { userId: id }, data: { revokedAt: new Date() } });
    await tx.deletedOwner.create({
      data: {
        userId: id,
        email: user.email,
        name: `${user.firstName} ${user.lastName}`.trim(),
        stripeCustomerId: user.stripeCustomerId,
        stripeSubscriptionId: user.stripeSubscriptionId,
        subscriptionCancelled,
        stripeAccountId: business?.stripeAccountId ?? null,
        ...by,
      },
    });
    await tx.user.delete({ where: { id } });
  });
  // Their open live-update streams end now, in every server process.
  ctx.pubsub?.publish('revocation', { kind: 'user', userId: id });
}

const checkTask = (ctx: Context, input: unknown) => parseInput(taskSchema(ctx.config.PROGRAM_LENGTH_DAYS), input);

/** Refuses an import that leaves a day it adds to with more than TASK_LIMITS.perDay tasks (`kept` are those it leaves). */
function checkDays(kept: { week: number; day: number }[], incoming: { week: number; day: number }[]) {
  const key = (t: { week: number; day: number }) => `${t.week}:${t.day}`;
  const counts = new Map<string, number>();
  for (const t of [...kept, ...incoming]) counts.set(key(t), (counts.get(key(t)) ?? 0) + 1);
  const full = incoming.find((t) => (counts.get(key(t)) ?? 0) > TASK_LIMITS.perDay);
  if (full) throw new ValidationError(dayFull(full.week, full.day), [{ field: 'day', message: dayFull(full.week, full.day) }]);
}

/** The day a task goes to (created, or moved by an update) must have room for it. */
async function checkDayRoom(ctx: Context, task: { week: number; day: number }, exceptId?: string) {
  const there = await ctx.prisma.dailyTask.count({ where: { week: task.week, day: task.day, ...(exceptId ? { id: { not: exceptId } } : {}) } });
  if (there >= TASK_LIMITS.perDay) throw new ValidationError(dayFull(task.week, task.day), [{ field: 'day', message: dayFull(task.week, task.day) }]);
}
const taskIdRace = (e: { code?: string }) => {
  throw e.code === 'P2002' ? new ConflictError(TASK_ID_TAKEN) : e;
};

export async function createTask(ctx: Context, input: unknown) {
  const data = checkTask(ctx, input);
  await checkDayRoom(ctx, data);
  return ctx.prisma.dailyTask.create({ data }).catch(taskIdRace);
}

export async function updateTask(ctx: Context, id: string, input: unknown) {
  const data = checkTask(ctx, input);
  if (!(await ctx.prisma.dailyTask.findUnique({ where: { id } }))) throw new NotFoundError('Task not found');
  await checkDayRoom(ctx, data, id);
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
  if (rows.length > TASK_LIMITS.importRows) throw new ValidationError(IMPORT_ROWS_LIMIT);
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
      // A program day holds at most TASK_LIMITS.perDay tasks once imported (updated tasks counted where they go).
      const kept = input.mode === 'replace' ? [] : await tx.dailyTask.findMany({ select: { taskId: true, week: true, day: true } });
      const updated = new Set(input.mode === 'update' ? tasks.map((t) => t.taskId) : []);
      checkDays(kept.filter((t) => !updated.has(t.taskId)), tasks);
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
