// Deposits at instant booking (#30): a service with a deposit, booked on a page whose business takes
// cards, holds its window for HOLD_MINUTES while the visitor pays through Checkout on the business's
// connected account (a direct charge, as invoices are paid: server/domains/pay); the
// checkout.session.completed webhook turns the hold into the scheduled job (once per session) and the
// usual confirmations go out; a queued job releases a lapsed hold and expires its Checkout Session.
// Every write of a hold or a job runs under the business row lock, as placement does.
import { createContextCache } from '@pothos/core';
import type Stripe from 'stripe';
import {
  cancellationPolicy,
  customerCancelRefunds,
  DEPOSIT_NEEDS_EMAIL,
  DEPOSIT_NO_CARDS,
  DEPOSIT_SERVICE_HAS_NONE,
  depositHeldCents,
  depositOfService,
  HOLD_ALREADY_PAID,
  HOLD_NOT_CANCELLED,
  takesCards,
  VISITOR_REFUND_FAILED,
} from '../../../common/deposits.js';
import type { Business, Prisma as PrismaNS, Service } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError } from '../../graphql/errors.js';
import { compose, type Mailer } from '../../integrations/mail.js';
import type { AppServices } from '../../services.js';
import { formatCents, parseRate, percentCents } from '../../../common/money.js';
import { customerFor, rulesOf, withTimeOff } from '../jobs/rules.js';
import { manageUrlOf, type NotifyContext, notifyBooking } from '../availability/manage.notify.js';
import { heldJobs, scheduledJobs } from '../jobs/placement.js';
import { writeBookedJob } from '../jobs/booked.js';
import { clashWith } from '../jobs/slots.js';
import { HOLD_QUEUE, type HeldInput } from '../availability/holds.js';
import { quoteColumns } from '../availability/quote.js';

const MINUTE = 60_000;
/** Stripe's shortest Checkout Session life; the hold itself lapses sooner and the release job expires the session. */
const SESSION_MINUTES = 30;

type Tx = PrismaNS.TransactionClient;

/** The owner's business and services, read once per request (a list of requests asks each field of each). */
const ownersBusinesses = createContextCache((_ctx: Context) => new Map<string, Promise<(Business & { services: Service[] }) | null>>());

/** The business of `ownerId` with its services, one read per request however many fields ask (request lists). */
export function ownersBusiness(ctx: Context, ownerId: string) {
  const cache = ownersBusinesses(ctx);
  let business = cache.get(ownerId);
  if (!business) {
    business = ctx.prisma.business.findUnique({ where: { ownerId }, include: { services: true } });
    cache.set(ownerId, business);
  }
  return business;
}

/**
 * Whether accepting this request can ask a deposit: its amount (dollars), or why not (no email, the
 * service asks none, cards not taken) in words the accept form shows beside the choice.
 */
export async function depositAskOf(
  ctx: Context,
  request: { ownerId: string; serviceName: string; email: string | null; quoteTotal?: { toFixed(n: number): string } | null },
) {
  const business = await ownersBusiness(ctx, request.ownerId);
  const services = business?.services ?? [];
  const service = services.find((s) => s.name === request.serviceName);
  // A percentage deposit is a percentage of the request's quote (#50) when it has one.
  const amount = service ? depositOfService(request.quoteTotal ? { ...service, price: request.quoteTotal } : service) : 0;
  if (!business || !amount) return { amount: null, unavailable: DEPOSIT_SERVICE_HAS_NONE };
  if (!takesCards(business, ctx.payments.stripe)) return { amount: null, unavailable: DEPOSIT_NO_CARDS };
  if (!request.email) return { amount: null, unavailable: DEPOSIT_NEEDS_EMAIL };
  return { amount: formatCents(amount), unavailable: null };
}

/**
 * The Checkout Session of a hold, on the business's connected account; on success the visitor lands on
 * their booking's manage link, Back from Checkout on that link too (pay after all, or let it go). A failure drops the hold at once.
 */
export async function startDepositCheckout(
  ctx: Pick<Context, 'prisma' | 'payments' | 'config' | 'request'>,
  b: Business,
  service: Service,
  hold: { id: string; depositCents: number; token: string; email: string | null; zip: string },
) {
  const stripe = ctx.payments.stripe;
  try {
    if (!stripe || !b.stripeAccountId) throw new Error('cards are not configured');
    const feeRate = b.platformFeePercent ? parseRate(b.platformFeePercent.toFixed(3)) : null;
    const fee = feeRate ? percentCents(hold.depositCents, feeRate) : 0;
    const metadata = { holdId: hold.id, kind: 'deposit' };
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{ price_data: { currency: 'usd', unit_amount: hold.depositCents, product_data: { name: `Deposit: ${service.name} — ${b.businessName}` } }, quantity: 1 }],
        metadata,
        payment_intent_data: { metadata, ...(fee > 0 ? { application_fee_amount: fee } : {}) },
        client_reference_id: hold.id,
        expires_at: Math.floor(Date.now() / 1000) + SESSION_MINUTES * 60,
        ...(hold.email ? { customer_email: hold.email } : {}),
        success_url: `${manageUrlOf(ctx, hold.token)}?deposit=paid`,
        // Back from Checkout: the booking's own link, where the visitor pays after all or lets it go.
        cancel_url: manageUrlOf(ctx, hold.token),
      },
      { stripeAccount: b.stripeAccountId, idempotencyKey: `deposit-hold-${hold.id}` },
    );
    if (!session.url) throw new Error('Stripe returned no checkout URL');
    await ctx.prisma.bookingHold.update({ where: { id: hold.id }, data: { checkoutSessionId: session.id, checkoutUrl: session.url } });
    return session.url;
  } catch (e) {
    await ctx.prisma.bookingHold.deleteMany({ where: { id: hold.id } });
    throw e;
  }
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** What the webhook does after its transaction commits. */
export type DepositOutcome =
  | { kind: 'booked' | 'deposit'; appointmentId: string; ownerId: string }
  | { kind: 'refund'; account: string; paymentIntent: string; sessionId: string }
  | null;

/**
 * checkout.session.completed of a deposit (metadata.holdId), inside the webhook's transaction: the hold
 * becomes the scheduled job with the deposit paid, its confirmations and a deposit receipt with the
 * cancellation policy are written, and the hold is deleted. A session already turned into a job does
 * nothing; a payment for a hold that lapsed and was released, or whose window another job took since,
 * is refunded (after the commit).
 */
export async function applyDepositCheckout(tx: Tx, notify: NotifyContext, account: string, session: Stripe.Checkout.Session): Promise<DepositOutcome> {
  if (session.payment_status !== 'paid' || session.amount_total === null) return null;
  const paymentIntent = idOf(session.payment_intent);
  if (await tx.serviceRecord.findUnique({ where: { depositCheckoutSessionId: session.id }, select: { id: true } })) return null;
  const holdId = session.metadata?.holdId ?? '';
  // An instant booking's hold has one session; a job's deposit link may have made another since (each is paid once at most).
  const peek = await tx.bookingHold.findFirst({ where: { id: holdId, OR: [{ checkoutSessionId: session.id }, { appointmentId: { not: null } }] } });
  const refund = paymentIntent ? ({ kind: 'refund', account, paymentIntent, sessionId: session.id } as const) : null;
  if (!peek) return refund;
  if (peek.appointmentId) return payAcceptedDeposit(tx, notify, account, peek, session, paymentIntent, refund);
  const owner = await tx.user.findUnique({ where: { id: peek.ownerId }, select: { business: { include: withTimeOff } } });
  const b = owner?.business;
  if (!b || b.stripeAccountId !== account) return null;
  await tx.$queryRaw`SELECT 1 FROM "Business" WHERE "id" = ${b.id} FOR UPDATE`;
  // Read again under the lock: the release job may have taken it meanwhile.
  const hold = await tx.bookingHold.findUnique({ where: { id: peek.id } });
  if (!hold) return refund;
  const rules = rulesOf(b);
  const start = hold.serviceDate;
  const end = new Date(start.getTime() + hold.durationMinutes * MINUTE);
  // A lapsed hold no longer kept its window: it is booked only if nothing took the time since.
  if (hold.expiresAt <= new Date()) {
    const around = { from: new Date(start.getTime() - 2 * 86_400_000), to: new Date(end.getTime() + 2 * 86_400_000) };
    const others = [...(await scheduledJobs(tx, b.ownerId, around.from, around.to)), ...(await heldJobs(tx, b.ownerId, around.from, around.to))];
    if (clashWith(rules, others, start.getTime(), end.getTime(), hold.zipCode)) {
      await tx.bookingHold.delete({ where: { id: hold.id } });
      return refund;
    }
  }
  const input = hold.input as HeldInput;
  const { customerId, vehicleId } = await customerFor(tx, b.ownerId, { ...input, vehicleSize: input.quote?.vehicleSize ?? null });
  const service = hold.serviceId ? await tx.service.findUnique({ where: { id: hold.serviceId } }) : null;
  // The hold goes first: the job takes its place in the day.
  await tx.bookingHold.delete({ where: { id: hold.id } });
  const record = await writeBookedJob(tx, notify, {
    ownerId: b.ownerId,
    rules,
    data: {
      customerId,
      vehicleId,
      serviceDate: start,
      serviceName: service?.name ?? null,
      durationMinutes: hold.durationMinutes,
      // The quote the visitor booked at (#50), else the service's price.
      totalAmount: input.quote?.totalAmount ?? service?.price ?? null,
      ...quoteColumns(input.quote),
      notes: input.notes ?? null,
      arrivalEnd: hold.arrivalEnd,
      zipCode: hold.zipCode,
      address: input.address,
      manageTokenHash: hold.manageTokenHash,
      depositAmount: formatCents(session.amount_total),
      depositPaidAt: new Date(),
      depositPaymentIntentId: paymentIntent,
      depositCheckoutSessionId: session.id,
    },
    reach: { manageLink: manageUrlOf(notify, input.manageToken), emailTo: input.email ?? null },
  });
  await notifyBooking(notify, tx, { recordId: record.id, kind: 'booked', visitorEmail: input.email ?? null });
  const to = session.customer_details?.email ?? input.email ?? null;
  if (to) await depositReceipt(tx, notify.mailer, { to, business: b, amountCents: session.amount_total, firstName: input.name.split(/\s+/)[0] });
  return { kind: 'booked', appointmentId: record.id, ownerId: b.ownerId };
}

/** The visitor's receipt for the deposit, with the cancellation policy. */
async function depositReceipt(tx: Tx, mailer: Mailer, r: { to: string; business: Business; amountCents: number; firstName: string }) {
  const { text, html } = compose([
    `Hi ${r.firstName},`,
    `Thank you! ${r.business.businessName} received your $${formatCents(r.amountCents)} deposit; your booking is confirmed and the deposit counts toward the price.`,
    `Cancellation policy: ${cancellationPolicy(r.business.freeCancellationHours)}`,
    ...(r.business.phone ? [`Questions? Call ${r.business.phone}.`] : []),
    `— ${r.business.businessName}, through Detailer's Launchpad`,
  ]);
  await mailer.enqueue(tx, { kind: 'deposit-receipt', to: r.to, subject: `Deposit received: ${r.business.businessName}`, text, html });
}

/** After the webhook's commit: a payment that booked nothing goes back (once per session). */
export async function settleDepositOutcome(services: Pick<AppServices, 'payments' | 'pubsub' | 'log'>, outcome: DepositOutcome) {
  if (!outcome) return;
  if (outcome.kind !== 'refund') {
    services.pubsub.publish('appointment', outcome.ownerId, { appointmentId: outcome.appointmentId, ownerId: outcome.ownerId, kind: outcome.kind });
    return;
  }
  const stripe = services.payments.stripe;
  if (!stripe) return;
  try {
    await stripe.refunds.create(
      { payment_intent: outcome.paymentIntent, metadata: { reason: 'deposit hold lapsed' } },
      { stripeAccount: outcome.account, idempotencyKey: `deposit-late-${outcome.sessionId}` },
    );
  } catch (err) {
    services.log.error({ err, session: outcome.sessionId }, 'refunding a late deposit failed');
  }
}

/**
 * Expires a deposit's Checkout Session on the owner's connected account, so it can no longer be paid.
 * Answers 'complete' for a session paid meanwhile (its webhook records or refunds it), 'failed' when
 * Stripe could not expire it (logged; it then lapses at its own expires_at, and a payment before that
 * finds nothing to pay and is refunded by the webhook), else 'expired' (also when there was nothing to do).
 */
export async function expireDepositSession(
  services: Pick<AppServices, 'prisma' | 'payments' | 'log'>,
  ownerId: string,
  sessionId: string,
): Promise<'expired' | 'complete' | 'failed'> {
  const stripe = services.payments.stripe;
  if (!stripe) return 'expired';
  const business = await services.prisma.business.findUnique({ where: { ownerId }, select: { stripeAccountId: true } });
  const account = business?.stripeAccountId;
  if (!account) return 'expired';
  try {
    await stripe.checkout.sessions.expire(sessionId, {}, { stripeAccount: account });
    return 'expired';
  } catch (err) {
    const s = await stripe.checkout.sessions.retrieve(sessionId, {}, { stripeAccount: account }).catch(() => null);
    if (s?.status === 'complete') return 'complete';
    if (s?.status === 'expired') return 'expired';
    services.log.warn({ err, session: sessionId }, 'expiring a deposit checkout failed');
    return 'failed';
  }
}

/**
 * The release job of a hold (due when it lapses): its Checkout Session is expired first, so it can no
 * longer be paid; a session paid meanwhile is left to its webhook. Then the hold goes, under the lock.
 */
export async function releaseHold(services: Pick<AppServices, 'prisma' | 'payments' | 'log'>, holdId: string, now = new Date()) {
  const { prisma } = services;
  const hold = await prisma.bookingHold.findUnique({ where: { id: holdId } });
  // A job's deposit link (appointmentId) lapses the same way; its job stays, showing the deposit unpaid.
  if (!hold || hold.expiresAt > now) return false;
  if (hold.checkoutSessionId && (await expireDepositSession(services, hold.ownerId, hold.checkoutSessionId)) === 'complete') return false;
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Business" WHERE "ownerId" = ${hold.ownerId} FOR UPDATE`;
    // Sent again meanwhile (a new deadline): kept.
    const { count } = await tx.bookingHold.deleteMany({ where: { id: hold.id, expiresAt: { lte: now } } });
    return count > 0;
  });
}

/**
 * The visitor lets go of a booking still waiting for its deposit (its private link, where Checkout's
 * Back also leads): its Checkout Session is expired first, so it can no longer be paid, then the hold
 * is deleted and the window is free. Paid meanwhile, it stays (409); Stripe not reached, nothing changes (409).
 */
export async function cancelHold(services: Pick<AppServices, 'prisma' | 'payments' | 'log'>, hold: { id: string; ownerId: string; checkoutSessionId: string | null }) {
  if (hold.checkoutSessionId) {
    const outcome = await expireDepositSession(services, hold.ownerId, hold.checkoutSessionId);
    if (outcome === 'complete') throw new ConflictError(HOLD_ALREADY_PAID);
    if (outcome === 'failed') throw new ConflictError(HOLD_NOT_CANCELLED);
  }
  await services.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Business" WHERE "ownerId" = ${hold.ownerId} FOR UPDATE`;
    await tx.bookingHold.deleteMany({ where: { id: hold.id, appointmentId: null } });
  });
}

/** The queue of the Checkout Sessions to expire at once (a job's asked deposit dropped by its owner: deposit-link.service.ts). */
export const SESSION_EXPIRY_QUEUE = 'deposit-session-expiry';

/** The queues' workers for lapsed holds and dropped deposits' sessions (app start). */
export async function startHoldReleases(services: Pick<AppServices, 'prisma' | 'payments' | 'log' | 'queue'>) {
  await services.queue.createQueue(HOLD_QUEUE);
  await services.queue.work<{ holdId: string }>(HOLD_QUEUE, async ({ holdId }) => {
    await releaseHold(services, holdId);
  });
  await services.queue.createQueue(SESSION_EXPIRY_QUEUE);
  await services.queue.work<{ ownerId: string; sessionId: string }>(SESSION_EXPIRY_QUEUE, async ({ ownerId, sessionId }) => {
    await expireDepositSession(services, ownerId, sessionId);
  });
}

/**
 * The cancellation policy when a customer cancels a job with a deposit through their manage link: up to
 * the business's free-cancellation cut-off the deposit goes back through Stripe (once: an idempotency
 * key per job) and is no longer credited; later, the business keeps it. Returns whether it was refunded.
 */
export async function settleCustomerCancel(ctx: Pick<Context, 'payments' | 'log'>, tx: Tx, recordId: string, now = new Date()) {
  const job = await tx.serviceRecord.findUnique({ where: { id: recordId } });
  if (!job?.ownerId || !depositHeldCents(job) || !job.depositPaymentIntentId) return false;
  const b = await tx.business.findUnique({ where: { ownerId: job.ownerId }, select: { stripeAccountId: true, freeCancellationHours: true } });
  if (!b?.stripeAccountId || !ctx.payments.stripe) return false;
  if (!customerCancelRefunds(job, b.freeCancellationHours, now)) return false;
  try {
    await ctx.payments.stripe.refunds.create(
      { payment_intent: job.depositPaymentIntentId, metadata: { appointmentId: job.id, reason: 'cancelled before the cut-off' } },
      { stripeAccount: b.stripeAccountId, idempotencyKey: `deposit-refund-${job.id}` },
    );
  } catch (err) {
    // Stripe unreachable: the cancellation is undone with the transaction and the visitor tries again
    // (the same key refunds once).
    ctx.log.warn({ err, appointmentId: job.id }, "refunding a visitor's deposit failed");
    throw new ConflictError(VISITOR_REFUND_FAILED);
  }
  await tx.serviceRecord.update({ where: { id: job.id }, data: { depositRefundedAt: new Date() } });
  return true;
}

/**
 * A job's deposit paid through its link: recorded on the job once (a job cancelled or already paid
 * meanwhile gets the payment back), the hold dropped, and the customer's receipt written. A session of
 * another account than the job's business is ignored.
 */
async function payAcceptedDeposit(
  tx: Tx,
  notify: NotifyContext,
  account: string,
  hold: { id: string; appointmentId: string | null; ownerId: string },
  session: Stripe.Checkout.Session,
  paymentIntent: string | null,
  refund: DepositOutcome,
): Promise<DepositOutcome> {
  const b = await tx.business.findUnique({ where: { ownerId: hold.ownerId } });
  if (!b || b.stripeAccountId !== account) return null;
  const amountCents = session.amount_total ?? 0;
  const { count } = await tx.serviceRecord.updateMany({
    where: { id: hold.appointmentId ?? '', depositPaidAt: null, status: { not: 'cancelled' } },
    data: { depositAmount: formatCents(amountCents), depositPaidAt: new Date(), depositPaymentIntentId: paymentIntent, depositCheckoutSessionId: session.id },
  });
  await tx.bookingHold.deleteMany({ where: { id: hold.id } });
  // A job cancelled (or already paid) meanwhile: the payment goes back.
  if (!count) return refund;
  const job = await tx.serviceRecord.findUniqueOrThrow({ where: { id: hold.appointmentId ?? '' }, include: { customer: { select: { firstName: true, email: true } } } });
  const to = session.customer_details?.email ?? job.customer.email;
  if (to) await depositReceipt(tx, notify.mailer, { to, business: b, amountCents, firstName: job.customer.firstName });
  return { kind: 'deposit', appointmentId: job.id, ownerId: hold.ownerId };
}
