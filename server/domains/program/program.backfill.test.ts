// The one-time backfill of the owners' actions (#59): an owner whose data already shows them gets the
// OwnerAction rows (firstAt the earliest) and the tasks naming them done by the app; a visitor's booking
// is not the owner's customer; an owner without data and an admin get nothing; a second run changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../../test/harness.js';
import { BACKFILL_MARKER, backfillOwnerActionsOnce } from './program.backfill.js';
import { seedProgram } from './program.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedProgram(t.prisma, t.config.PROGRAM_LENGTH_DAYS);
});
afterAll(() => t?.close());

type Owner = Awaited<ReturnType<TestApp['owner']>>;
const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 0, day, hour));
let n = 0;

/** Data written before the program noticed anything: straight into the tables, no events. */
async function business(o: Owner, data: Record<string, unknown> = {}) {
  n++;
  return t.prisma.business.create({
    data: { ownerId: o.user.id, businessName: `Old ${n}`, subdomain: `old-backfill-${n}-${Date.now().toString(36)}`, city: 'Olathe', state: 'KS', zipCode: '66062', createdAt: at(2), ...data },
  });
}
const customer = (o: Owner, createdAt: Date) =>
  t.prisma.customer.create({ data: { ownerId: o.user.id, firstName: 'Maria', lastName: 'Lopez', phone: '913-555-0100', phoneDigits: '9135550100', createdAt } });

async function withEverything() {
  const o = await t.owner();
  await t.prisma.user.update({ where: { id: o.user.id }, data: { onboardingCompleted: true } });
  const b = await business(o, { chargesEnabled: true, bookingMode: 'instant' });
  const service = await t.prisma.service.create({ data: { businessId: b.id, name: 'Full Detail', price: '180' } });
  await t.prisma.serviceSizePrice.create({ data: { serviceId: service.id, size: 'truck', price: '220', durationMinutes: 240 } });
  const c = await customer(o, at(5));
  await customer(o, at(4, 9)); // the earliest customer
  const done = await t.prisma.serviceRecord.create({
    data: { customerId: c.id, serviceDate: at(9), status: 'completed', completedAt: at(9, 15), reviewRequestedAt: at(9, 17), createdAt: at(8) },
  });
  await t.prisma.serviceRecord.create({ data: { customerId: c.id, serviceDate: at(20), status: 'scheduled', createdAt: at(7) } });
  const invoice = await t.prisma.invoice.create({
    data: { ownerId: o.user.id, number: 1, customerId: c.id, appointmentId: done.id, status: 'paid', total: '180', amountPaid: '180', dueDate: at(20), payToken: `tok-${o.user.id}`, sentAt: at(10) },
  });
  await t.prisma.invoicePayment.create({ data: { invoiceId: invoice.id, method: 'cash', amount: '180', createdAt: at(11) } });
  await t.prisma.customerMessage.create({
    data: { ownerId: o.user.id, customerId: c.id, kind: 'thank_you', channel: 'email', status: 'sent', dueAt: at(9, 17), sentAt: at(9, 17), to: 'maria@example.com' },
  });
  return o;
}

const actionsOf = async (o: Owner) =>
  Object.fromEntries((await t.prisma.ownerAction.findMany({ where: { userId: o.user.id } })).map((a) => [a.action, a.firstAt.toISOString()]));
const progressOf = (o: Owner) => t.prisma.taskProgress.findMany({ where: { userId: o.user.id }, orderBy: { taskId: 'asc' } });
const run = async () => {
  await t.prisma.appSetting.deleteMany({ where: { key: BACKFILL_MARKER } });
  expect(await backfillOwnerActionsOnce(t.prisma)).toBe(true);
};

describe('the backfill of the owners\' actions', () => {
  it('derives each action from the data (firstAt the earliest), completes their tasks, and runs once', async () => {
    const rich = await withEverything();
    // A visitor's booking made this one's customer and job together: a job, not the owner's customer.
    const booked = await t.owner();
    const bc = await customer(booked, at(3));
    await t.prisma.serviceRecord.create({ data: { customerId: bc.id, serviceDate: at(6), status: 'scheduled', busyFrom: at(6), busyUntil: at(6, 15), createdAt: new Date(at(3).getTime() + 500) } });
    // A message still to go, a draft invoice, a removed payment: nothing.
    const nothing = await t.owner();
    await business(nothing);
    const nc = await customer(nothing, at(3));
    await t.prisma.serviceRecord.create({ data: { customerId: nc.id, serviceDate: at(6), status: 'completed', createdAt: new Date(at(3).getTime() + 500) } });
    await t.prisma.customerMessage.create({ data: { ownerId: nothing.user.id, customerId: nc.id, kind: 'rebook', channel: 'email', dueAt: at(30), to: 'x@example.com' } });
    const draft = await t.prisma.invoice.create({ data: { ownerId: nothing.user.id, number: 1, customerId: nc.id, dueDate: at(20), payToken: `tok-${nothing.user.id}` } });
    await t.prisma.invoicePayment.create({ data: { invoiceId: draft.id, method: 'cash', amount: '5', removedAt: at(12) } });
    const empty = await t.owner();
    const admin = await t.admin();
    await customer(admin, at(3));
    expect(await t.prisma.ownerAction.count({ where: { userId: { in: [rich.user.id, booked.user.id, nothing.user.id, empty.user.id] } } })).toBe(0);

    await run();

    expect(await actionsOf(rich)).toEqual({
      'business.onboarded': at(2).toISOString(),
      'customer.created': at(4, 9).toISOString(),
      'job.scheduled': at(7).toISOString(),
      'job.completed': at(9, 15).toISOString(),
      'review.requested': at(9, 17).toISOString(),
      'message.sent': at(9, 17).toISOString(),
      'invoice.sent': at(10).toISOString(),
      'payment.recorded': at(11).toISOString(),
      'stripe.connected': expect.any(String),
      'availability.set': expect.any(String),
      'pricing.set': expect.any(String),
    });
    expect(await actionsOf(booked)).toEqual({ 'job.scheduled': new Date(at(3).getTime() + 500).toISOString() });
    expect(await actionsOf(nothing)).toEqual({ 'job.completed': at(6).toISOString() });
    expect(await actionsOf(empty)).toEqual({});
    expect(await t.prisma.ownerAction.count({ where: { userId: admin.user.id } })).toBe(0);

    // Every task naming one of rich's actions is done by the app; booked's only those of job.scheduled.
    const named = await t.prisma.dailyTask.findMany({ where: { action: { not: null } }, select: { taskId: true, action: true } });
    const tasksOf = (actions: string[]) => named.filter((x) => actions.includes(x.action as string)).map((x) => x.taskId).sort();
    const richProgress = await progressOf(rich);
    expect(richProgress.map((p) => p.taskId)).toEqual(tasksOf(Object.keys(await actionsOf(rich))));
    expect(richProgress.length).toBeGreaterThanOrEqual(9);
    expect(new Set(richProgress.map((p) => p.completedBy))).toEqual(new Set(['app']));
    expect((await progressOf(booked)).map((p) => p.taskId)).toEqual(tasksOf(['job.scheduled']));
    expect(await progressOf(empty)).toEqual([]);
    expect(await t.prisma.taskProgress.count({ where: { userId: admin.user.id } })).toBe(0);

    // Once: the marker stops a second start; run again anyway, it changes nothing.
    const actionsBefore = await t.prisma.ownerAction.findMany({ orderBy: [{ userId: 'asc' }, { action: 'asc' }] });
    const progressBefore = await t.prisma.taskProgress.findMany({ orderBy: { id: 'asc' } });
    expect(await backfillOwnerActionsOnce(t.prisma)).toBe(false);
    await run();
    expect(await t.prisma.ownerAction.findMany({ orderBy: [{ userId: 'asc' }, { action: 'asc' }] })).toEqual(actionsBefore);
    expect(await t.prisma.taskProgress.findMany({ orderBy: { id: 'asc' } })).toEqual(progressBefore);
  });

  it('runs where the program\'s seeds run (seedProgram at startup), once', async () => {
    const o = await withEverything();
    await t.prisma.appSetting.deleteMany({ where: { key: BACKFILL_MARKER } });
    await seedProgram(t.prisma, t.config.PROGRAM_LENGTH_DAYS);
    expect(Object.keys(await actionsOf(o))).toContain('customer.created');
    expect(await t.prisma.appSetting.findUnique({ where: { key: BACKFILL_MARKER } })).not.toBeNull();
    const later = await withEverything();
    await seedProgram(t.prisma, t.config.PROGRAM_LENGTH_DAYS);
    expect(await actionsOf(later)).toEqual({});
  });
});
