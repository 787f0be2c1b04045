// Who listens to the job's life (server/kernel/job-events.ts), in the order they run: the deposit
// first (a refund Stripe refuses undoes the change before anything is planned), then the messages.
import { listenToJobs as deposits } from './domains/deposits/deposits.listeners.js';
import { listenToJobs as messages } from './domains/messages/messages.listeners.js';
import { createJobEvents } from './kernel/job-events.js';

export function wireJobEvents() {
  const events = createJobEvents();
  deposits(events);
  messages(events);
  return events;
}
