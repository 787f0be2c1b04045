// The daily program's rules: today's tasks, completing (never reversed), advancing, conversations and streaks.
import { createContextCache } from '@pothos/core';
import { GraphQLError } from 'graphql';
import {
  ADVANCE_BLOCKED_MESSAGE,
  conversationStreak,
  DAILY_CONVERSATION_GOAL,
  dayOfWeek,
  FALLBACK_TASKS,
  LAST_DAY_MESSAGE,
  PAST_TASK_KEPT,
  type ProgramTaskSource,
  programDayOf,
  weekOf,
} from '../../../common/program.js';
import { DATE_RANGE_MESSAGE, parseCalendarDate } from '../../../common/dates.js';
import type { User } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { NotFoundError, ValidationError } from '../../graphql/errors.js';
import { paymentCurrentUser as writer } from '../../kernel/guards.js';
import { seedTheme } from './program.seed.js';

export const FUTURE_TASK_MESSAGE = 'You can only complete tasks up to your current day.';
export const INVALID_DATE_MESSAGE = 'Invalid date: use YYYY-MM-DD.';

type Scripts = { name: string; text: string }[];

const toSource = (t: {
  taskId: string;
  title: string;
  description: string;
  timeRequired: string;
  checklist: string[];
  scripts: unknown;
  week: number;
  day: number;
  displayOrder: number;
  action?: string | null;
}): ProgramTaskSource & { action: string | null } => ({ ...t, action: t.action ?? null, scripts: Array.isArray(t.scripts) ? (t.scripts as Scripts) : [] });

/** The built-in days' tasks name no action. */
const noAction = (t: ProgramTaskSource) => ({ ...t, action: null as string | null });

const taskOrder = [{ week: 'asc' as const }, { day: 'asc' as const }, { displayOrder: 'asc' as const }, { taskId: 'asc' as const }];

/** Every task of the program; the built-in days 1–2 when the table is empty. */
export async function allTasks(ctx: Context) {
  const rows = await ctx.prisma.dailyTask.findMany({ orderBy: taskOrder });
  return rows.length ? rows.map(toSource) : FALLBACK_TASKS.map(noAction);
}

export async function tasksOfDay(ctx: Context, programDay: number) {
  const where = { week: weekOf(programDay), day: dayOfWeek(programDay) };
  const rows = await ctx.prisma.dailyTask.findMany({ where, orderBy: taskOrder });
  if (rows.length) return rows.map(toSource);
  if (await ctx.prisma.dailyTask.count()) return [];
  return FALLBACK_TASKS.filter((t) => t.week === where.week && t.day === where.day).map(noAction);
}

export const programLength = (ctx: Context) => ctx.config.PROGRAM_LENGTH_DAYS;

/** The owner's day (1..length), their tasks of that day with status, and what they may do next. */
export async function programDay(ctx: Context, user: User) {
  const length = programLength(ctx);
  const current = Math.min(Math.max(user.currentProgramDay, 1), length);
  const tasks = await tasksOfDay(ctx, current);
  // Ticked by the owner or done in the app (#59, also ahead of its day): both count for the day.
  const done = new Map(
    (
      await ctx.prisma.taskProgress.findMany({
        where: { userId: user.id, taskId: { in: tasks.map((t) => t.taskId) } },
        select: { taskId: true, completedBy: true },
      })
    ).map((p) => [p.taskId, p.completedBy]),
  );
  const completedTasks = tasks.filter((t) => done.has(t.taskId)).length;
  const allCompleted = completedTasks === tasks.length;
  return {
    userId: user.id,
    length,
    programDay: current,
    week: weekOf(current),
    day: dayOfWeek(current),
    title: seedTheme(current, tasks[0]?.taskId) ?? tasks[0]?.title ?? `Day ${current}`,
    tasks: tasks.map((t) => ({ ...t, userId: user.id, completed: done.has(t.taskId), completedBy: done.get(t.taskId) ?? null })),
    totalTasks: tasks.length,
    completedTasks,
    allCompleted,
    canAdvance: allCompleted && current < length,
    finished: allCompleted && current >= length,
  };
}

export type ProgramDayShape = Awaited<ReturnType<typeof programDay>>;

/** Marks a task completed (idempotent); completion is never reversed. */
/** The program's task of this id (the fallback tasks while none are imported); else 404. */
async function findTask(ctx: Context, taskId: string) {
  const row = await ctx.prisma.dailyTask.findUnique({ where: { taskId } });
  const task =
    (row && toSource(row)) ??
    ((await ctx.prisma.dailyTask.count()) === 0 ? FALLBACK_TASKS.map(noAction).find((t) => t.taskId === taskId) : undefined);
  if (!task) throw new NotFoundError('Task not found');
  return task;
}

export async function completeTask(ctx: Context, taskId: string) {
  const user = writer(ctx);
  const task = await findTask(ctx, taskId);
  if (programDayOf(task.week, task.day) > user.currentProgramDay) throw new ValidationError(FUTURE_TASK_MESSAGE);
  await ctx.prisma.taskProgress.createMany({
    data: [{ userId: user.id, taskId: task.taskId, week: task.week, day: task.day }],
    skipDuplicates: true,
  });
  return programDay(ctx, user);
}

/**
 * Unticks a task ticked by mistake: today's tasks only (a day completed and left behind stays done).
 * Unticking one that is not ticked changes nothing. A task done in the app (#59) may be unticked too:
 * the owner decides; the app does not tick it again (only the first of each action completes tasks).
 */
export async function uncompleteTask(ctx: Context, taskId: string) {
  const user = writer(ctx);
  await findTask(ctx, taskId);
  const done = await ctx.prisma.taskProgress.findFirst({ where: { userId: user.id, taskId } });
  if (done && programDayOf(done.week, done.day) < user.currentProgramDay) throw new ValidationError(PAST_TASK_KEPT);
  await ctx.prisma.taskProgress.deleteMany({ where: { userId: user.id, taskId } });
  return programDay(ctx, user);
}

/** Moves to the next day when every task of the current day is complete; never past the last day. */
export async function advanceDay(ctx: Context) {
  const user = writer(ctx);
  const today = await programDay(ctx, user);
  if (today.programDay >= today.length) throw new ValidationError(LAST_DAY_MESSAGE);
  if (!today.allCompleted) throw new ValidationError(ADVANCE_BLOCKED_MESSAGE);
  // Conditional on the day we checked, so a double click advances once.
  await ctx.prisma.user.updateMany({
    where: { id: user.id, currentProgramDay: user.currentProgramDay },
    data: { currentProgramDay: today.programDay + 1 },
  });
  ctx.user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
  return ctx.user;
}

export function parseDate(value: string) {
  const parsed = parseCalendarDate(value);
  if ('error' in parsed) throw new GraphQLError(parsed.error === 'range' ? DATE_RANGE_MESSAGE : INVALID_DATE_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } });
  return parsed.date;
}

/**
 * The owner's conversation days up to `date` that a count or a streak needs: that day itself and
 * every day that met the goal (the newest 400). Read once per request, user and date: the dashboard
 * asks for both today's count and the streak, and they share this one statement.
 */
function conversationDays(ctx: Context, userId: string, date: string) {
  const perRequest = conversationReads(ctx);
  const key = `${userId} ${date}`;
  let read = perRequest.get(key);
  if (!read) {
    const day = parseDate(date);
    read = ctx.prisma.conversationDay.findMany({
      where: { userId, date: { lte: day }, OR: [{ count: { gte: DAILY_CONVERSATION_GOAL } }, { date: day }] },
      orderBy: { date: 'desc' },
      select: { date: true, count: true },
      take: STREAK_DAYS + 1,
    });
    perRequest.set(key, read);
  }
  return read;
}
const STREAK_DAYS = 400;
/** Per request (Pothos's context cache), so nothing outlives it; the writes below forget the request's reads. */
type ConversationDayRow = { date: Date; count: number };
const conversationReads = createContextCache((_ctx: Context) => new Map<string, Promise<ConversationDayRow[]>>());

export async function conversationCount(ctx: Context, userId: string, date: string) {
  const rows = await conversationDays(ctx, userId, date);
  return rows.find((r) => r.date.getTime() === parseDate(date).getTime())?.count ?? 0;
}

/** Logs one conversation on the owner's calendar date; one atomic upsert, safe under double taps. */
export async function logConversation(ctx: Context, date: string) {
  const user = writer(ctx);
  const day = parseDate(date);
  const [row] = await ctx.prisma.$queryRaw<{ count: number }[]>`
    INSERT INTO "ConversationDay" ("userId", "date", "count") VALUES (${user.id}, ${day}, 1)
    ON CONFLICT ("userId", "date") DO UPDATE SET "count" = "ConversationDay"."count" + 1
    RETURNING "count"`;
  conversationReads(ctx).clear();
  return { userId: user.id, date, count: Number(row.count) };
}

/** Takes back one mis-tapped conversation; the count never goes below 0 (the streak follows the counts). */
export async function unlogConversation(ctx: Context, date: string) {
  const user = writer(ctx);
  const day = parseDate(date);
  const rows = await ctx.prisma.$queryRaw<{ count: number }[]>`
    UPDATE "ConversationDay" SET "count" = GREATEST("count" - 1, 0)
    WHERE "userId" = ${user.id} AND "date" = ${day}
    RETURNING "count"`;
  conversationReads(ctx).clear();
  return { userId: user.id, date, count: Number(rows[0]?.count ?? 0) };
}

export async function streak(ctx: Context, userId: string, today: string) {
  const rows = await conversationDays(ctx, userId, today);
  return conversationStreak(
    rows
      .filter((r) => r.count >= DAILY_CONVERSATION_GOAL)
      .slice(0, STREAK_DAYS)
      .map((r) => r.date.toISOString().slice(0, 10)),
    today,
  );
}
