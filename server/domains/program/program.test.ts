// The daily program through GraphQL and REST: fallback tasks, seeding, completing, advancing, conversations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVANCE_BLOCKED_MESSAGE, LAST_DAY_MESSAGE, PAST_TASK_KEPT } from '../../../common/program.js';
import { PAYMENT_REQUIRED_MESSAGE } from '../../kernel/guards.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { PROGRAM_CONTENT } from './program.content.js';
import { seedProgram } from './program.seed.js';
import { DATE_RANGE_MESSAGE } from '../../../common/dates.js';
import { FUTURE_TASK_MESSAGE, INVALID_DATE_MESSAGE } from './program.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const DAY = `{ viewer { currentProgramDay programDay { programDay week day title totalTasks completedTasks allCompleted canAdvance finished length
  tasks { taskId title status timeEstimate instructions } } } }`;
const COMPLETE = `mutation($taskId: String!) { completeTask(taskId: $taskId) { __typename ... on Error { message }
  ... on CompleteTaskSuccess { programDay { completedTasks allCompleted tasks { taskId status } } } } }`;
const ADVANCE = `mutation { advanceDay { __typename ... on Error { message } ... on AdvanceDaySuccess { user { currentProgramDay } } } }`;

type Owner = Awaited<ReturnType<TestApp['owner']>>;
const today = async (o: Owner) => (await o.gql(DAY)).data.viewer.programDay;
async function finishDay(o: Owner) {
  for (const task of (await today(o)).tasks) expect((await o.rest('POST', '/api/progress/complete', { taskId: task.taskId })).status).toBe(200);
}

describe('with an empty task table (built-in days 1 and 2)', () => {
  it('serves the built-in tasks, advances through them, then has no tasks', async () => {
    const o = await t.owner();
    const d1 = await today(o);
    expect(d1).toMatchObject({ programDay: 1, week: 1, day: 1, totalTasks: 2, completedTasks: 0, canAdvance: false, length: 30 });
    expect((await o.rest('GET', '/api/daily-tasks')).body.map((x: { day: number }) => x.day)).toEqual([1, 1, 2, 2]);
    await finishDay(o);
    expect(await o.rest('POST', '/api/progress/advance-day')).toMatchObject({ status: 200, body: { currentDay: 2, user: { currentProgramDay: 2 } } });
    await finishDay(o);
    await o.rest('POST', '/api/progress/advance-day');
    const d3 = await today(o);
    expect(d3).toMatchObject({ programDay: 3, totalTasks: 0, tasks: [] });
  });
});

describe('PROGRAM_LENGTH_DAYS', () => {
  it('sets how many days the seed loads and what the welcome email says', async () => {
    const short = await startTestApp({ PROGRAM_LENGTH_DAYS: '14' });
    try {
      expect(await seedProgram(short.prisma, short.config.PROGRAM_LENGTH_DAYS)).toBe(true);
      const weeks = await short.prisma.dailyTask.groupBy({ by: ['week'], _count: true });
      expect(weeks.map((w) => w.week).sort()).toEqual([1, 2]);
      expect(await short.prisma.dailyTask.count()).toBe(PROGRAM_CONTENT.slice(0, 14).flatMap((d) => d.tasks).length);
      const owner = await short.owner();
      const mail = await short.prisma.emailOutbox.findFirstOrThrow({ where: { to: owner.user.email } });
      expect(mail.text).toContain('your 14-day program starts');
      expect(mail.text).not.toContain('30-day');
    } finally {
      await short.close();
    }
  });
});

describe('the default program', () => {
  beforeAll(async () => {
    await seedProgram(t.prisma, t.config.PROGRAM_LENGTH_DAYS);
  });

  it('loads 30 days of tasks with checklists once, and never again', async () => {
    const count = await t.prisma.dailyTask.count();
    expect(count).toBe(PROGRAM_CONTENT.flatMap((d) => d.tasks).length);
    expect(await t.prisma.dailyTask.count({ where: { week: 5, day: 2 } })).toBeGreaterThan(0);
    for (const d of PROGRAM_CONTENT) expect(d.tasks.length).toBeGreaterThanOrEqual(1);
    expect(await seedProgram(t.prisma, t.config.PROGRAM_LENGTH_DAYS)).toBe(false);
    expect(await t.prisma.dailyTask.count()).toBe(count);
  });

  it('completing is idempotent and never reversed; advancing needs every task done', async () => {
    const o = await t.owner();
    const day = await today(o);
    expect(day.title).toBe(PROGRAM_CONTENT[0].theme);
    expect(day.tasks[0].instructions.length).toBeGreaterThan(0);
    const [first] = day.tasks;

    const early = await o.gql(ADVANCE);
    expect(early.data.advanceDay).toEqual({ __typename: 'ValidationError', message: ADVANCE_BLOCKED_MESSAGE });
    expect(await o.rest('POST', '/api/progress/advance-day')).toMatchObject({ status: 400, body: { error: ADVANCE_BLOCKED_MESSAGE } });

    for (let i = 0; i < 2; i++) {
      const r = await o.gql(COMPLETE, { taskId: first.taskId });
      expect(r.data.completeTask.programDay.completedTasks).toBe(1);
    }
    expect((await o.rest('GET', '/api/progress')).body.progress).toEqual([{ taskId: first.taskId, week: 1, day: 1, completedBy: 'owner', completed: true }]);
    expect((await o.rest('GET', '/api/progress/day-completion')).body).toMatchObject({
      currentDay: 1,
      completedTasks: 1,
      totalTasks: day.totalTasks,
      allCompleted: false,
    });

    await finishDay(o);
    expect((await today(o)).canAdvance).toBe(true);
    const advanced = await o.gql(ADVANCE);
    expect(advanced.data.advanceDay.user.currentProgramDay).toBe(2);
    expect((await o.rest('GET', '/api/user')).body.currentProgramDay).toBe(2);
    // Day 1's completions stay completed.
    expect((await o.rest('GET', '/api/progress')).body.progress).toHaveLength(day.totalTasks);
  });

  it('refuses tasks of a future day and unknown tasks', async () => {
    const o = await t.owner();
    const future = await t.prisma.dailyTask.findFirstOrThrow({ where: { week: 1, day: 3 } });
    expect((await o.gql(COMPLETE, { taskId: future.taskId })).data.completeTask).toEqual({
      __typename: 'ValidationError',
      message: FUTURE_TASK_MESSAGE,
    });
    expect(await o.rest('POST', '/api/progress/complete', { taskId: 'nope' })).toMatchObject({ status: 404, body: { error: 'Task not found' } });
  });

  it("unticks one of today's tasks ticked by mistake; a day left behind keeps its ticks", async () => {
    const o = await t.owner();
    const [first] = (await today(o)).tasks;
    await o.rest('POST', '/api/progress/complete', { taskId: first.taskId });
    const back = await o.rest('POST', '/api/progress/uncomplete', { taskId: first.taskId });
    expect(back).toMatchObject({ status: 200, body: { success: true, completedTasks: 0, allCompleted: false } });
    expect((await o.rest('GET', '/api/progress')).body.progress).toEqual([]);
    // Again: nothing to untick, nothing changes.
    expect((await o.rest('POST', '/api/progress/uncomplete', { taskId: first.taskId })).body.completedTasks).toBe(0);
    await finishDay(o);
    expect((await o.gql(ADVANCE)).data.advanceDay.user.currentProgramDay).toBe(2);
    expect(await o.rest('POST', '/api/progress/uncomplete', { taskId: first.taskId })).toMatchObject({ status: 400, body: { error: PAST_TASK_KEPT } });
    expect((await o.rest('GET', '/api/progress')).body.progress.map((p: { taskId: string }) => p.taskId)).toContain(first.taskId);
  });

  it('never advances past the last day, and says the program is finished', async () => {
    const o = await t.owner();
    await t.prisma.user.update({ where: { id: o.user.id }, data: { currentProgramDay: 30 } });
    await finishDay(o);
    const last = await today(o);
    expect(last).toMatchObject({ programDay: 30, week: 5, day: 2, allCompleted: true, canAdvance: false, finished: true });
    expect((await o.gql(ADVANCE)).data.advanceDay.message).toBe(LAST_DAY_MESSAGE);
    expect((await o.rest('GET', '/api/user')).body.currentProgramDay).toBe(30);
  });

  it('a double click advances once', async () => {
    const o = await t.owner();
    await finishDay(o);
    const results = await Promise.all([o.gql(ADVANCE), o.gql(ADVANCE)]);
    const days = results.map((r) => r.data.advanceDay.user?.currentProgramDay ?? r.data.advanceDay.message);
    expect(days).toContain(2);
    expect((await o.rest('GET', '/api/user')).body.currentProgramDay).toBe(2);
  });

  it('an owner’s progress is their own', async () => {
    const a = await t.owner();
    await finishDay(a);
    const b = await t.owner();
    expect((await b.rest('GET', '/api/progress')).body.progress).toEqual([]);
    expect((await today(b)).completedTasks).toBe(0);
  });
});

describe('conversations', () => {
  it('counts per date, validates dates and reaches the goal at 2', async () => {
    const o = await t.owner();
    expect((await o.rest('GET', '/api/conversations/count/2026-11-21')).body).toEqual({ count: 0 });
    expect((await o.rest('POST', '/api/conversations/increment/2026-11-21')).body).toEqual({ count: 1 });
    const second = await o.gql(`mutation { logConversation(date: "2026-11-21") { ... on LogConversationSuccess {
      user { conversations(date: "2026-11-21") { count goal goalMet } conversationStreak(today: "2026-11-21") } } } }`);
    expect(second.data.logConversation.user).toEqual({ conversations: { count: 2, goal: 2, goalMet: true }, conversationStreak: 1 });
    expect((await o.rest('GET', '/api/conversations/count/2026-11-20')).body).toEqual({ count: 0 });
    for (const bad of ['2026-02-30', '21-11-2026', 'today']) {
      expect(await o.rest('POST', `/api/conversations/increment/${bad}`)).toMatchObject({ status: 400, body: { error: INVALID_DATE_MESSAGE } });
      expect((await o.rest('GET', `/api/conversations/count/${bad}`)).status).toBe(400);
    }
    // Real calendar dates the database cannot store (year 0) or no conversation has.
    for (const far of ['0000-01-01', '1899-12-31', '2201-01-01']) {
      expect(await o.rest('POST', `/api/conversations/increment/${far}`)).toMatchObject({ status: 400, body: { error: DATE_RANGE_MESSAGE } });
      expect(await o.rest('GET', `/api/conversations/count/${far}`)).toMatchObject({ status: 400, body: { error: DATE_RANGE_MESSAGE } });
      expect(await o.rest('GET', `/api/conversations/streak?today=${far}`)).toMatchObject({ status: 400 });
    }
  });

  it('concurrent taps are all counted', async () => {
    const o = await t.owner();
    await Promise.all(Array.from({ length: 10 }, () => o.rest('POST', '/api/conversations/increment/2026-11-01')));
    expect((await o.rest('GET', '/api/conversations/count/2026-11-01')).body.count).toBe(10);
  });

  it('the streak counts goal days ending today, or yesterday while today is not met, and stops at a gap', async () => {
    const o = await t.owner();
    const log = async (date: string, n: number) => {
      for (let i = 0; i < n; i++) await o.rest('POST', `/api/conversations/increment/${date}`);
    };
    await log('2026-11-16', 2); // before the gap
    await log('2026-11-18', 2);
    await log('2026-11-19', 3);
    await log('2026-11-20', 2);
    await log('2026-11-21', 1); // today, goal not met yet
    const streak = async (day: string) => (await o.rest('GET', `/api/conversations/streak?today=${day}`)).body.streak;
    expect(await streak('2026-11-21')).toBe(3);
    await log('2026-11-21', 1);
    expect(await streak('2026-11-21')).toBe(4);
    expect(await streak('2026-11-23')).toBe(0);
    const other = await t.owner();
    expect((await other.gql('{ viewer { conversationStreak(today: "2026-11-21") } }')).data.viewer.conversationStreak).toBe(0);
  });

  it('a mis-tap is taken back: the count never goes below 0 and the streak follows', async () => {
    const o = await t.owner();
    for (const date of ['2026-11-19', '2026-11-20', '2026-11-20']) await o.rest('POST', `/api/conversations/increment/${date}`);
    await o.rest('POST', '/api/conversations/increment/2026-11-19');
    const UNLOG = `mutation($d: String!) { unlogConversation(date: $d) { __typename ... on UnlogConversationSuccess {
      user { conversations(date: $d) { count goalMet } conversationStreak(today: $d) } } } }`;
    expect((await o.rest('GET', '/api/conversations/streak?today=2026-11-20')).body.streak).toBe(2);
    const undone = await o.gql(UNLOG, { d: '2026-11-20' });
    expect(undone.data.unlogConversation.user).toEqual({ conversations: { count: 1, goalMet: false }, conversationStreak: 1 });
    expect((await o.rest('GET', '/api/conversations/streak?today=2026-11-20')).body.streak).toBe(1);
    expect(await o.rest('POST', '/api/conversations/decrement/2026-11-20')).toMatchObject({ status: 200, body: { count: 0 } });
    expect(await o.rest('POST', '/api/conversations/decrement/2026-11-20')).toMatchObject({ status: 200, body: { count: 0 } });
    expect(await o.rest('POST', '/api/conversations/decrement/2026-11-18')).toMatchObject({ status: 200, body: { count: 0 } });
    expect(await o.rest('POST', '/api/conversations/decrement/2026-13-01')).toMatchObject({ status: 400, body: { error: INVALID_DATE_MESSAGE } });
    expect((await o.rest('GET', '/api/conversations/count/2026-11-19')).body.count).toBe(2);
    // Another owner's decrement touches only their own count.
    const other = await t.owner();
    await other.rest('POST', '/api/conversations/decrement/2026-11-19');
    expect((await o.rest('GET', '/api/conversations/count/2026-11-19')).body.count).toBe(2);
  });
});

describe('conversation reads', () => {
  it("a day's count and the streak share one statement; each write in a request answers with what it wrote", async () => {
    const o = await t.owner();
    for (const date of ['2026-11-19', '2026-11-19', '2026-11-20']) await o.rest('POST', `/api/conversations/increment/${date}`);
    const BOTH = '{ viewer { conversations(date: "2026-11-20") { count } conversationStreak(today: "2026-11-20") } }';
    await o.gql(BOTH);
    // The session, then the days (the least of three: a statement of another request's tail may land in one).
    const counts = [await t.countStatements(() => o.gql(BOTH)), await t.countStatements(() => o.gql(BOTH)), await t.countStatements(() => o.gql(BOTH))];
    expect(Math.min(...counts)).toBe(2);
    expect((await o.gql(BOTH)).data.viewer).toEqual({ conversations: { count: 1 }, conversationStreak: 1 });
    const TWICE = `mutation { a: logConversation(date: "2026-11-20") { ... on LogConversationSuccess { user { conversations(date: "2026-11-20") { count } conversationStreak(today: "2026-11-20") } } }
      b: logConversation(date: "2026-11-20") { ... on LogConversationSuccess { user { conversations(date: "2026-11-20") { count } conversationStreak(today: "2026-11-20") } } } }`;
    const twice = await o.gql(TWICE);
    expect(twice.errors).toBeUndefined();
    expect(twice.data.a.user).toEqual({ conversations: { count: 2 }, conversationStreak: 2 });
    expect(twice.data.b.user).toEqual({ conversations: { count: 3 }, conversationStreak: 2 });
  });
});

describe('payment and authorization', () => {
  it('an overdue owner is refused program writes with payment required', async () => {
    const o = await t.owner();
    const task = (await today(o)).tasks[0];
    await t.prisma.user.update({ where: { id: o.user.id }, data: { createdAt: new Date(Date.now() - 49 * 3_600_000) } });
    for (const [method, path, body] of [
      ['POST', '/api/progress/complete', { taskId: task.taskId }],
      ['POST', '/api/progress/uncomplete', { taskId: task.taskId }],
      ['POST', '/api/progress/advance-day', undefined],
      ['POST', '/api/conversations/increment/2026-11-21', undefined],
      ['POST', '/api/conversations/decrement/2026-11-21', undefined],
    ] as const) {
      expect(await o.rest(method, path, body)).toMatchObject({ status: 402, body: { error: PAYMENT_REQUIRED_MESSAGE } });
    }
    const status = await o.gql('{ viewer { paymentStatus { verified overdue deadline } } }');
    expect(status.data.viewer.paymentStatus).toMatchObject({ verified: false, overdue: true });
    expect((await o.rest('GET', '/api/conversations/count/2026-11-21')).body.count).toBe(0);
  });

  it('signed-out callers get 401 on every program route', async () => {
    const anon = t.caller();
    for (const [method, path] of [
      ['GET', '/api/daily-tasks'],
      ['GET', '/api/progress'],
      ['POST', '/api/progress/complete'],
      ['POST', '/api/progress/uncomplete'],
      ['GET', '/api/progress/day-completion'],
      ['POST', '/api/progress/advance-day'],
      ['POST', '/api/conversations/increment/2026-11-21'],
      ['POST', '/api/conversations/decrement/2026-11-21'],
      ['GET', '/api/learning'],
      ['GET', '/api/conversations/count/2026-11-21'],
      ['GET', '/api/conversations/streak'],
    ]) {
      expect((await anon.rest(method, path, method === 'POST' ? {} : undefined)).status, `${method} ${path}`).toBe(401);
    }
    // Count and streak read the viewer, which is null when signed out.
    expect((await anon.gql('{ viewer { conversationStreak(today: "2026-11-21") } }')).data.viewer).toBeNull();
  });
});

describe('learning', () => {
  it('GET /api/learning groups published articles by category; drafts are not listed', async () => {
    await t.prisma.article.createMany({
      data: [
        { category: 'Marketing & Sales', title: 'Door hangers that work', content: 'x', status: 'published' },
        { category: 'Business Growth', title: 'Pricing basics', content: 'y', status: 'published', readTime: '7 min' },
        { category: 'Business Growth', title: 'Secret draft', content: 'z', status: 'draft' },
      ],
    });
    const o = await t.owner();
    const res = await o.rest('GET', '/api/learning');
    expect(Object.keys(res.body)).toEqual(['Business Growth', 'Marketing & Sales']);
    expect(res.body['Business Growth']).toEqual([expect.objectContaining({ title: 'Pricing basics', readTime: '7 min' })]);
    expect(JSON.stringify(res.body)).not.toContain('Secret draft');
  });
});
