// The program as the owner sees it: their day, its tasks with status, conversations and payment status.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { DAILY_CONVERSATION_GOAL, DEFAULT_TIME_ESTIMATE, type ProgramTaskSource } from '../../../common/program.js';
import { paymentStatus } from '../../../common/payment.js';
import { builder } from '../../graphql/builder.js';
import { UserRef } from '../../graphql/user.js';
import * as program from './program.service.js';

export const TaskStatus = builder.enumType('TaskStatus', { values: ['completed', 'not_completed'] as const });

/** Who completed a task: the owner's tick, or the app, having seen the task's action done (#59). */
export const ProgressSourceEnum = builder.enumType('ProgressSource', { values: ['owner', 'app'] as const });

const TaskScript = builder.objectRef<{ name: string; text: string }>('TaskScript').implement({
  fields: (t) => ({ name: t.exposeString('name'), text: t.exposeString('text') }),
});

const Resource = builder.objectRef<{ title: string; url: string }>('TaskResource').implement({
  fields: (t) => ({ title: t.exposeString('title'), url: t.exposeString('url') }),
});

type TaskShape = ProgramTaskSource & { action?: string | null; userId?: string; completed?: boolean; completedBy?: 'owner' | 'app' | null };

/** A program task; with a user it carries that user's status (ids differ per user so caches never mix). */
export const ProgramTask = builder.objectRef<TaskShape>('ProgramTask').implement({
  fields: (t) => ({
    id: t.id({ resolve: (task) => encodeGlobalID('ProgramTask', `${task.userId ?? ''}:${task.taskId}`) }),
    taskId: t.exposeString('taskId'),
    week: t.exposeInt('week'),
    day: t.exposeInt('day'),
    displayOrder: t.exposeInt('displayOrder'),
    title: t.exposeString('title'),
    shortDescription: t.string({ resolve: (task) => task.description.split(/(?<=[.!?])\s/)[0] ?? task.description }),
    detailedDescription: t.exposeString('description'),
    timeEstimate: t.string({ resolve: (task) => task.timeRequired || DEFAULT_TIME_ESTIMATE }),
    instructions: t.stringList({ resolve: (task) => task.checklist }),
    tips: t.stringList({ resolve: () => [] }),
    resources: t.field({ type: [Resource], resolve: () => [] }),
    scripts: t.field({ type: [TaskScript], resolve: (task) => task.scripts }),
    status: t.field({ type: TaskStatus, resolve: (task) => (task.completed ? 'completed' : 'not_completed') }),
    action: t.string({
      nullable: true,
      description: 'The action in the product that completes the task by itself (a key of PROGRAM_ACTIONS), or null',
      resolve: (task) => task.action ?? null,
    }),
    completedBy: t.field({
      type: ProgressSourceEnum,
      nullable: true,
      description: 'Who completed it for the owner: "owner" (ticked) or "app" (Done in the app); null when not completed',
      resolve: (task) => (task.completed ? (task.completedBy ?? 'owner') : null),
    }),
  }),
});

export const ProgramDay = builder.objectRef<program.ProgramDayShape>('ProgramDay').implement({
  fields: (t) => ({
    id: t.id({ resolve: (d) => encodeGlobalID('ProgramDay', d.userId) }),
    length: t.int({ description: 'Days in the program', resolve: (d) => d.length }),
    programDay: t.int({ description: 'The owner’s current day, 1..length', resolve: (d) => d.programDay }),
    week: t.int({ resolve: (d) => d.week }),
    day: t.int({ description: 'Day of the week, 1..7', resolve: (d) => d.day }),
    title: t.string({ resolve: (d) => d.title }),
    description: t.string({
      resolve: (d) =>
        d.totalTasks ? `Complete ${d.totalTasks === 1 ? 'this task' : `these ${d.totalTasks} tasks`} to finish today.` : '',
    }),
    tasks: t.field({ type: [ProgramTask], resolve: (d) => d.tasks }),
    totalTasks: t.int({ resolve: (d) => d.totalTasks }),
    completedTasks: t.int({ resolve: (d) => d.completedTasks }),
    allCompleted: t.boolean({ resolve: (d) => d.allCompleted }),
    canAdvance: t.boolean({ resolve: (d) => d.canAdvance }),
    finished: t.boolean({ description: 'Last day reached with every task done', resolve: (d) => d.finished }),
  }),
});

export const ConversationStats = builder
  .objectRef<{ userId: string; date: string; count: number }>('ConversationStats')
  .implement({
    fields: (t) => ({
      id: t.id({ resolve: (s) => encodeGlobalID('ConversationStats', `${s.userId}:${s.date}`) }),
      date: t.exposeString('date'),
      count: t.exposeInt('count'),
      goal: t.int({ resolve: () => DAILY_CONVERSATION_GOAL }),
      goalMet: t.boolean({ resolve: (s) => s.count >= DAILY_CONVERSATION_GOAL }),
    }),
  });

const PaymentStatus = builder.objectRef<ReturnType<typeof paymentStatus>>('PaymentStatus').implement({
  fields: (t) => ({
    verified: t.exposeBoolean('verified'),
    deadline: t.field({ type: 'DateTime', resolve: (s) => s.deadline }),
    overdue: t.exposeBoolean('overdue'),
  }),
});

builder.prismaObjectFields(UserRef, (t) => ({
  programDay: t.field({ type: ProgramDay, resolve: (user, _a, ctx) => program.programDay(ctx, user as never) }),
  conversations: t.field({
    type: ConversationStats,
    args: { date: t.arg.string({ required: true, description: 'The owner’s local date, YYYY-MM-DD' }) },
    resolve: async (user, { date }, ctx) => ({ userId: user.id, date, count: await program.conversationCount(ctx, user.id, date) }),
  }),
  conversationStreak: t.int({
    args: { today: t.arg.string({ required: true, description: 'The owner’s local date, YYYY-MM-DD' }) },
    resolve: (user, { today }, ctx) => program.streak(ctx, user.id, today),
  }),
  completedTasks: t.field({
    type: [builder.objectRef<{ taskId: string; week: number; day: number; completedBy: 'owner' | 'app' }>('TaskProgress').implement({
      fields: (f) => ({
        taskId: f.exposeString('taskId'),
        week: f.exposeInt('week'),
        day: f.exposeInt('day'),
        completedBy: f.field({ type: ProgressSourceEnum, resolve: (p) => p.completedBy }),
      }),
    })],
    resolve: (user, _a, ctx) =>
      ctx.prisma.taskProgress.findMany({ where: { userId: user.id }, orderBy: { completedAt: 'asc' } }),
  }),
  paymentStatus: t.field({ type: PaymentStatus, resolve: (user) => paymentStatus(user) }),
}));
