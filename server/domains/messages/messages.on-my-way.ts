// "On my way": one tap on today's job sends the customer the owner's on-my-way message with an ETA,
// due now, on the customer's channels (a manual text lands in the To-text list at once).
import { z } from 'zod';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError, parseInput } from '../../graphql/errors.js';
import { paymentCurrentUser as writer } from '../../kernel/guards.js';
import { APPOINTMENT_NOT_FOUND } from './messages.preview.js';
import { localDate } from '../../kernel/time.js';
import { businessZone } from '../../kernel/zips.js';
import { messageDeps, planOnMyWay, templateOf } from './messages.schedule.js';

export const ETA_MINUTES = { min: 1, max: 240 } as const;
export const ETA_MESSAGE = `The arrival time must be a whole number of minutes from ${ETA_MINUTES.min} to ${ETA_MINUTES.max}.`;
export const ON_MY_WAY_NOT_SCHEDULED = 'On my way can be sent only for a scheduled job.';
export const ON_MY_WAY_NOT_TODAY = "On my way can be sent only for today's job.";
export const ON_MY_WAY_OFF = 'The on-my-way message is turned off in Settings → Messages.';
export const ON_MY_WAY_NO_BUSINESS = 'Set up your business first: messages go out in its name.';

export const onMyWaySchema = z.object({
  etaMinutes: z.number({ message: ETA_MESSAGE }).int(ETA_MESSAGE).min(ETA_MINUTES.min, ETA_MESSAGE).max(ETA_MINUTES.max, ETA_MESSAGE),
});


/** Plans the owner's on-my-way message for their scheduled job of today (business zone); returns its rows. */
export async function sendOnMyWay(ctx: Context, appointmentId: string, input: unknown, now = new Date()) {
  const owner = writer(ctx);
  const { etaMinutes } = parseInput(onMyWaySchema, input);
  return ctx.prisma.$transaction(async (tx) => {
    const job = await tx.serviceRecord.findFirst({ where: { id: appointmentId, customer: { ownerId: owner.id } }, select: { id: true, status: true, serviceDate: true } });
    if (!job) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
    if (job.status !== 'scheduled') throw new ConflictError(ON_MY_WAY_NOT_SCHEDULED);
    const business = await tx.business.findUnique({ where: { ownerId: owner.id }, select: { timeZone: true, zipCode: true } });
    if (!business) throw new ConflictError(ON_MY_WAY_NO_BUSINESS);
    const zone = businessZone(business);
    if (localDate(job.serviceDate, zone) !== localDate(now, zone)) throw new ConflictError(ON_MY_WAY_NOT_TODAY);
    if (!(await templateOf(tx, owner.id, 'on_my_way')).enabled) throw new ConflictError(ON_MY_WAY_OFF);
    return planOnMyWay(tx, messageDeps(ctx), job.id, etaMinutes);
  });
}
