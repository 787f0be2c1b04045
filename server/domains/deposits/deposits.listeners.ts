// A job's deposit follows its life (server/kernel/job-events.ts): the owner's choice for a paid deposit
// when they cancel or move the job (refund it, or carry it), the cancellation policy when the visitor
// cancels through the manage link, and a deposit still asked by its link is closed when the job is
// cancelled, marked no-show or deleted (server/domains/deposits/owner-deposit.ts). A no-show keeps a
// paid deposit (#59): the customer did not come, which is what a deposit is for; nothing is refunded.
import type { JobEvents } from '../../kernel/job-events.js';
import { settleCustomerCancel } from './deposits.service.js';
import { closeDepositCheckouts, settleOwnerDeposit } from './owner-deposit.js';

export function listenToJobs(events: JobEvents) {
  events.on(['job.moved', 'job.reopened', 'job.cancelled'], async (tx, e, ctx) => {
    if (e.deposit) await settleOwnerDeposit(ctx, tx, e.deposit.ownerId, e.jobId, e.deposit.choice);
    if (e.type === 'job.cancelled' && e.by === 'visitor') await settleCustomerCancel(ctx, tx, e.jobId, e.now);
    if (e.type === 'job.cancelled') await closeDepositCheckouts(ctx, tx, { id: e.jobId });
  });
  events.on(['job.no_show'], async (tx, e, ctx) => {
    await closeDepositCheckouts(ctx, tx, { id: e.jobId });
  });
  events.on(['job.deleted'], async (tx, e, ctx) => {
    await closeDepositCheckouts(ctx, tx, { id: { in: e.jobIds } });
  });
}
