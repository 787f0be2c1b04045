// The program that notices (#59): an action done in the product completes the tasks naming it, for that
// owner only, completedBy 'app', whichever their day; the first of each counts; the admin's CSV and
// editor carry the action.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAM_ACTIONS } from '../../../common/program-actions.js';
import { readCsv } from '../../../common/tasks.js';
import { book, inDays, ownerWithBusiness, windowsOn } from '../../test/fixtures.js';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { noticeAction } from './program.listeners.js';
import { PROGRAM_CONTENT } from './program.content.js';
import { seedProgram, seedTaskId } from './program.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedProgram(t.prisma, t.config.PROGRAM_LENGTH_DAYS);
});
afterAll(() => t?.close());

type Owner = Awaited<ReturnType<TestApp['owner']>>;
const progress = async (o: Owner) => (await o.rest('GET', '/api/progress')).body.progress as { taskId: string; completedBy: string; week: number; day: number }[];
const DAY = `{ viewer { programDay { programDay completedTasks totalTasks allCompleted tasks { taskId status completedBy action } } } }`;
const today = async (o: Owner) => (await o.gql(DAY)).data.viewer.programDay;
const taskOf = (action: string) => {
  for (const [d, day] of PROGRAM_CONTENT.entries()) {
    const i = day.tasks.findIndex((x) => x.action === action);
    if (i >= 0) return seedTaskId(d + 1, i);
  }
  return null;
};
const FIRST_CUSTOMER = seedTaskId(1, 3);
const addCustomer = (o: Owner, phone: string) => o.rest('POST', '/api/customers', { firstName: 'Ana', lastName: 'Ruiz', phone });

describe('the shipped program', () => {
  it('names at least the ten actions, each a key of PROGRAM_ACTIONS; day 1 has "Add your first customer"', () => {
    const used = PROGRAM_CONTENT.flatMap((d) => d.tasks.flatMap((x) => (x.action ? [x.action] : [])));
    for (const a of used) expect(PROGRAM_ACTIONS).toContain(a);
    for (const a of ['business.onboarded', 'availability.set', 'customer.created', 'job.scheduled', 'job.completed', 'message.sent', 'invoice.sent', 'payment.recorded', 'booking-page.shared', 'review.requested']) {
      expect(used).toContain(a);
    }
    expect(PROGRAM_CONTENT[0].tasks[3]).toMatchObject({ title: 'Add your first customer', action: 'customer.created' });
  });

  it('GET /api/daily-tasks carries each task\'s action (or null)', async () => {
    const o = await t.owner();
    const tasks = (await o.rest('GET', '/api/daily-tasks')).body as { taskId: string; action: string | null }[];
    expect(tasks.find((x) => x.taskId === FIRST_CUSTOMER)?.action).toBe('customer.created');
    expect(tasks.find((x) => x.taskId === seedTaskId(1, 0))?.action).toBeNull();
  });
});

describe('an action done in the app', () => {
  it('the first customer completes day 1\'s task for that owner only, completedBy app; a second customer adds nothing', async () => {
    const [a, b] = [await t.owner(), await t.owner()];
    expect((await addCustomer(a, '913-555-0101')).status).toBe(201);
    expect(await progress(a)).toEqual([{ taskId: FIRST_CUSTOMER, week: 1, day: 1, completedBy: 'app', completed: true }]);
    expect(await progress(b)).toEqual([]);
    const day = await today(a);
    expect(day.tasks.find((x: { taskId: string }) => x.taskId === FIRST_CUSTOMER)).toMatchObject({ status: 'completed', completedBy: 'app', action: 'customer.created' });
    expect(day.completedTasks).toBe(1);
    // Idempotent: a second customer neither adds a row nor changes the first.
    expect((await addCustomer(a, '913-555-0102')).status).toBe(201);
    expect(await t.prisma.taskProgress.count({ where: { userId: a.user.id } })).toBe(1);
    expect(await t.prisma.ownerAction.count({ where: { userId: a.user.id } })).toBe(1);
  });

  it.each(PROGRAM_ACTIONS.filter((a) => taskOf(a)))('%s completes its task (ahead of its day) for that owner only', async (action) => {
    const [a, b] = [await t.owner(), await t.owner()];
    await t.prisma.$transaction((tx) => noticeAction(tx, a.user.id, action));
    const taskId = taskOf(action) as string;
    expect((await progress(a)).find((p) => p.taskId === taskId)).toMatchObject({ completedBy: 'app' });
    expect((await progress(b)).find((p) => p.taskId === taskId)).toBeUndefined();
  });

  it('the writers announce them: availability saved, onboarding completed, a visitor\'s booking (job.scheduled, not customer.created)', async () => {
    const o = await ownerWithBusiness(t, { mode: 'instant' }); // PUT /api/availability
    const other = await ownerWithBusiness(t, { mode: 'request' });
    expect((await o.rest('POST', '/api/onboarding/complete')).status).toBe(200);
    // The first day with a free window (whatever weekday the tests run on).
    let w: { start: string } | undefined;
    for (let n = 2; !w && n < 10; n++) [w] = await windowsOn(t, o, inDays(n));
    await book(t, o, (w as { start: string }).start);
    const done = Object.fromEntries((await progress(o)).map((p) => [p.taskId, p.completedBy]));
    for (const a of ['availability.set', 'business.onboarded', 'job.scheduled']) expect(done[taskOf(a) as string], a).toBe('app');
    // A visitor's booking made the customer: the owner did not add one.
    expect(done[FIRST_CUSTOMER]).toBeUndefined();
    expect((await progress(other)).map((p) => p.taskId)).toEqual([]);
  });

  it('an admin\'s actions count for nobody', async () => {
    const admin = await t.admin();
    await t.prisma.$transaction((tx) => noticeAction(tx, admin.user.id, 'customer.created'));
    expect(await t.prisma.ownerAction.count({ where: { userId: admin.user.id } })).toBe(0);
    expect(await t.prisma.taskProgress.count({ where: { userId: admin.user.id } })).toBe(0);
  });

  it('the booking link shared (POST /api/booking-page/shared → 204) completes its task', async () => {
    const o = await t.owner();
    const res = await o.send('POST', '/api/booking-page/shared');
    expect(res.status).toBe(204);
    expect((await progress(o)).map((p) => p.taskId)).toEqual([taskOf('booking-page.shared')]);
    expect((await t.caller().send('POST', '/api/booking-page/shared')).status).toBe(401);
  });

  it('a task done ahead of its day is done when the day comes, and counts for the day', async () => {
    const o = await t.owner();
    const taskId = taskOf('job.scheduled') as string; // day 7
    await t.prisma.$transaction((tx) => noticeAction(tx, o.user.id, 'job.scheduled'));
    const task = await t.prisma.dailyTask.findUniqueOrThrow({ where: { taskId } });
    const dayNumber = (task.week - 1) * 7 + task.day;
    await t.prisma.user.update({ where: { id: o.user.id }, data: { currentProgramDay: dayNumber } });
    const day = await today(o);
    expect(day.programDay).toBe(dayNumber);
    expect(day.tasks.find((x: { taskId: string }) => x.taskId === taskId)).toMatchObject({ status: 'completed', completedBy: 'app' });
    expect(day.completedTasks).toBe(day.tasks.filter((x: { status: string }) => x.status === 'completed').length);
    // The rest ticked by hand: the day is complete and the owner advances.
    for (const x of day.tasks) if (x.status !== 'completed') expect((await o.rest('POST', '/api/progress/complete', { taskId: x.taskId })).status).toBe(200);
    expect(await today(o)).toMatchObject({ allCompleted: true });
    expect((await o.rest('POST', '/api/progress/advance-day')).body).toMatchObject({ currentDay: dayNumber + 1 });
    expect((await progress(o)).filter((p) => p.completedBy === 'owner').length).toBe(day.tasks.length - 1);
  });

  it('the owner still ticks by hand (completedBy owner) and may untick an app-completed task', async () => {
    const o = await t.owner();
    expect((await o.rest('POST', '/api/progress/complete', { taskId: seedTaskId(1, 0) })).status).toBe(200);
    expect((await addCustomer(o, '913-555-0103')).status).toBe(201);
    expect(Object.fromEntries((await progress(o)).map((p) => [p.taskId, p.completedBy]))).toEqual({ [seedTaskId(1, 0)]: 'owner', [FIRST_CUSTOMER]: 'app' });
    expect((await o.rest('POST', '/api/progress/uncomplete', { taskId: FIRST_CUSTOMER })).status).toBe(200);
    expect((await addCustomer(o, '913-555-0104')).status).toBe(201);
    expect((await progress(o)).map((p) => p.taskId)).toEqual([seedTaskId(1, 0)]);
  });
});

describe('the admin\'s tasks carry the action', () => {
  let admin: Owner;
  beforeAll(async () => {
    admin = await t.admin();
  });

  it('a task created with an action is done for owners who already did it; not for the others', async () => {
    const [did, not] = [await t.owner(), await t.owner()];
    await t.prisma.$transaction((tx) => noticeAction(tx, did.user.id, 'stripe.connected'));
    const res = await admin.rest('POST', '/api/admin/tasks', { taskId: 'x-stripe', title: 'Connect Stripe', description: 'D', week: 2, day: 3, action: 'stripe.connected' });
    expect(res).toMatchObject({ status: 201, body: { action: 'stripe.connected' } });
    expect((await progress(did)).find((p) => p.taskId === 'x-stripe')).toMatchObject({ completedBy: 'app' });
    expect((await progress(not)).find((p) => p.taskId === 'x-stripe')).toBeUndefined();
    const bad = await admin.rest('POST', '/api/admin/tasks', { taskId: 'x-bad', title: 'T', description: 'D', week: 2, day: 3, action: 'foo' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('unknown action "foo"');
  });

  it('the CSV: action last in the export; an import without the column keeps actions; an unknown one is 400 naming the row', async () => {
    const exported = await (await admin.send('GET', '/api/admin/tasks/export.csv')).text();
    const { header, rows } = readCsv(exported);
    expect(header.at(-1)).toBe('action');
    expect(rows.find((r) => r.taskId === FIRST_CUSTOMER)?.action).toBe('customer.created');

    const plain = `taskId,title,description,week,day\n${FIRST_CUSTOMER},Add your first customer,Desc,1,1\nx-new,New one,Desc,1,2`;
    expect((await admin.rest('POST', '/api/admin/tasks/import', { filename: 'plain.csv', mode: 'update', csv: plain })).status).toBe(200);
    expect(await t.prisma.dailyTask.findUniqueOrThrow({ where: { taskId: FIRST_CUSTOMER } })).toMatchObject({ action: 'customer.created', description: 'Desc' });
    expect(await t.prisma.dailyTask.findUniqueOrThrow({ where: { taskId: 'x-new' } })).toMatchObject({ action: null });

    const withColumn = `taskId,title,description,week,day,action\nx-new,New one,Desc,1,2,invoice.sent\nx-two,Two,Desc,1,2,\nx-three,Three,Desc,1,2,foo`;
    const preview = await admin.rest('POST', '/api/admin/tasks/import?dryRun=true', { filename: 'a.csv', mode: 'update', csv: withColumn });
    expect(preview.body.problems).toEqual([{ row: 4, column: 'action', message: 'unknown action "foo"' }]);
    const refused = await admin.rest('POST', '/api/admin/tasks/import', { filename: 'a.csv', mode: 'update', csv: withColumn });
    expect(refused).toMatchObject({ status: 400, body: { error: 'Row 4: unknown action "foo"' } });
    const ok = await admin.rest('POST', '/api/admin/tasks/import', { filename: 'a.csv', mode: 'update', csv: withColumn.replace(',foo', ',payment.recorded') });
    expect(ok.status).toBe(200);
    expect(await t.prisma.dailyTask.findUniqueOrThrow({ where: { taskId: 'x-new' } })).toMatchObject({ action: 'invoice.sent' });
    expect(await t.prisma.dailyTask.findUniqueOrThrow({ where: { taskId: 'x-three' } })).toMatchObject({ action: 'payment.recorded' });
  });
});
