// The customer's messages follow the job's life (server/kernel/job-events.ts): a job on the schedule
// (new, moved, opened again) is confirmed with its reminder planned, a completed one is thanked, a
// cancelled, no-show or deleted one loses what was still to go, and a review asked for sends the
// thank-you with the review link now (messages.review.ts).
import type { JobEvents } from '../../kernel/job-events.js';
import { planReviewRequest } from './messages.review.js';
import { cancelJobMessages, messageDeps, planJobCompleted, planJobScheduled } from './messages.schedule.js';

export function listenToJobs(events: JobEvents) {
  events.on(['job.scheduled', 'job.moved', 'job.reopened'], async (tx, e, ctx) => {
    const reach = e.type === 'job.reopened' ? {} : { manageLink: e.manageLink ?? undefined, emailTo: e.emailTo };
    await planJobScheduled(tx, messageDeps(ctx), e.jobId, { ...reach, now: e.now, movedFrom: e.type === 'job.moved' ? e.before : null });
  });
  events.on(['job.completed'], async (tx, e, ctx) => {
    await planJobCompleted(tx, messageDeps(ctx), e.jobId, e.completedAt);
  });
  // The customer did not come: no reminder, no on-my-way, no thank-you (#59).
  events.on(['job.cancelled', 'job.no_show'], async (tx, e) => {
    await cancelJobMessages(tx, e.jobId);
  });
  events.on(['job.review_requested'], async (tx, e, ctx) => {
    await planReviewRequest(tx, messageDeps(ctx), e.jobId, e.now);
  });
  events.on(['job.deleted'], async (tx, e) => {
    // Cancelled while they still name the jobs (deleting a job clears the link).
    await cancelJobMessages(tx, e.jobIds);
  });
}
