// What ties the domains to the app: who listens to the job's life (server/kernel/job-events.ts), in
// the order they run (the deposit first: a refund Stripe refuses undoes the change before anything is
// planned, then the messages), the domains that serve another through a kernel port (server/kernel/ports.ts),
// and the pages and webhooks server/http.ts mounts (server/kernel/pages.ts).
import { accountPages } from './domains/account/account.pages.js';
import { managePages } from './domains/availability/manage.routes.js';
import { bookingPages } from './domains/booking/booking.routes.js';
import { businessPages } from './domains/business/business.routes.js';
import { contentPages } from './domains/content/content.routes.js';
import { listenToJobs as deposits } from './domains/deposits/deposits.listeners.js';
import { cancelHold, startDepositCheckout } from './domains/deposits/deposits.service.js';
import { listenToJobs as messages } from './domains/messages/messages.listeners.js';
import { listenToOwners as program } from './domains/program/program.listeners.js';
import { smsWebhook } from './domains/messages/sms.routes.js';
import { payPages } from './domains/pay/pay.routes.js';
import { takeoutPages } from './domains/takeout/takeout.routes.js';
import { stripeWebhook } from './domains/payments/payments.routes.js';
import { createJobEvents } from './kernel/job-events.js';
import { createOwnerEvents } from './kernel/owner-events.js';
import type { PageRoutes } from './kernel/pages.js';
import type { HoldCheckout } from './kernel/ports.js';

/** Mounted in this order, after the API and before the app's own files (the booking page's checks of its address, in businessPages, before its form's post). */
export const pages: PageRoutes[] = [accountPages, stripeWebhook, smsWebhook, businessPages, bookingPages, managePages, payPages, takeoutPages, contentPages];

/** Availability's instant booking holds a window while the visitor pays its deposit: the deposits domain runs the checkout. */
export const holdCheckout: HoldCheckout = { start: startDepositCheckout, cancel: cancelHold };

export function wireEvents() {
  const jobEvents = createJobEvents();
  deposits(jobEvents);
  messages(jobEvents);
  const ownerEvents = createOwnerEvents();
  // The program's tasks that complete themselves (#59), from both.
  program(jobEvents, ownerEvents);
  return { jobEvents, ownerEvents };
}
