// The deletion of closed accounts (#56): an owner who closed the account and did not reopen it within
// 30 days (account.closing.ts) is deleted by this hourly job on the queue, as an admin's deletion is
// (removeOwner: the subscription cancelled, DeletedOwner kept). A Stripe failure leaves that account for
// the next run.
import type { Logger } from 'pino';
import type { Prisma } from '../../db/client.js';
import type { JobQueue } from '../../integrations/queue.js';
import type { Context } from '../../graphql/context.js';
import { removeOwner } from './admin.service.js';

export const CLOSED_ACCOUNTS_QUEUE = 'closed-account-deletion';
const HOURLY = '7 * * * *';

type Services = Pick<Context, 'payments'> & { prisma: Prisma; log: Logger };

/** Deletes every closed account whose 30 days are over; answers the ids deleted. */
export async function deleteClosedAccounts(services: Services, now = new Date()) {
  const due = await services.prisma.user.findMany({ where: { closedAt: { not: null }, deletesAt: { lte: now }, isAdmin: false } });
  const deleted: string[] = [];
  for (const user of due) {
    try {
      await removeOwner(services, user, { deletedBy: 'owner', deletedByUserId: user.id });
      deleted.push(user.id);
      services.log.info({ userId: user.id }, 'closed account deleted');
    } catch (err) {
      services.log.warn({ userId: user.id, err: (err as Error).message }, 'a closed account could not be deleted yet');
    }
  }
  return deleted;
}

/** Creates the queue and schedules the hourly run (app start). */
export async function startClosedAccountDeletion(services: Services & { queue: JobQueue }) {
  const { queue } = services;
  await queue.createQueue(CLOSED_ACCOUNTS_QUEUE, { policy: 'short', retryLimit: 0 });
  await queue.work(CLOSED_ACCOUNTS_QUEUE, async () => {
    await deleteClosedAccounts(services);
  });
  await queue.schedule(CLOSED_ACCOUNTS_QUEUE, HOURLY);
}
