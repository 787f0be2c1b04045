// The deposit asked by pay link (#30): when the owner accepts a request with "ask for a deposit", the
// job gets a private link /pay/{token} (the invoices' pay link page, server-rendered, no script, the
// business's brand) that opens Checkout on the connected account when tapped. The deposit is held by the
// one mechanism instant booking uses: a BookingHold (tied to the job, so it blocks no window) that lapses
// at the deadline, and the same release job, which expires its Checkout Session and drops it. Unpaid by
// then, the job shows "Deposit not paid in time" and the link says it expired; the owner can send it
// again from the job, which starts a new deadline on the same link. Asking writes nothing at Stripe: the
// accept (job, hold, release job, email) is one transaction, and Stripe is first called when the
// customer taps Pay. A tap Stripe refuses is a 409 for the customer and an email to the owner.
import crypto from 'node:crypto';
import {
  cancellationPolicy,
  DEPOSIT_ALREADY_PAID,
  DEPOSIT_CHECKOUT_FAILED,
  DEPOSIT_JOB_CANCELLED,
  DEPOSIT_LINK_EXPIRED,
  DEPOSIT_LINK_HOURS,
  DEPOSIT_LINK_NOT_FOUND,
  DEPOSIT_NOT_ASKABLE,
  DEPOSIT_NOT_ASKED,
  DEPOSIT_RESEND_NO_EMAIL,
  DEPOSIT_RESEND_NOT_SCHEDULED,
  HOLD_MINUTES,
  takesCards,
} from '../../../common/deposits.js';
import { APPOINTMENT_NOT_FOUND } from '../../../common/booking.js';
import { cannotTakeCards } from '../../../common/pay.js';
import type { Business, Prisma as PrismaNS, ServiceRecord } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../graphql/errors.js';
import { compose } from '../../integrations/mail.js';
import { paymentCurrentUser as writer } from '../../kernel/guards.js';
import { whenLabel } from '../availability/manage.notify.js';
import { businessZone } from '../../kernel/zips.js';
import { appBase } from '../../kernel/urls.js';
import { logoUrl } from '../business/business.brand.js';
import { cents, formatCents, parseRate, percentCents } from '../../../common/money.js';
import { PAY_TOKEN, tellOwnerCheckoutFailed } from '../../kernel/pay-link.js';
import { type DepositState, depositDeadline, depositState } from './deposits.rules.js';
import { HOLD_QUEUE } from '../availability/holds.js';

type Tx = PrismaNS.TransactionClient;
/** Stripe's shortest and longest Checkout Session life. */
const SESSION_MIN_MS = 30 * 60_000;
const SESSION_MAX_MS = 24 * 3_600_000;

export const depositPayUrl = (ctx: Pick<Context, 'config' | 'request'>, token: string) => `${appBase(ctx)}/pay/${token}`;

/**
 * Inside the caller's transaction, under the business lock: asks the job's deposit (amountCents) by its
 * pay link, payable until the deadline (DEPOSIT_LINK_HOURS, never after the job starts): the job keeps
 * the amount, the link's token (kept when sent again) and the deadline; its hold lapses then, with the
 * release job queued in the same transaction; the link is emailed to the customer.
 */
export async function askDepositByLink(
  ctx: Pick<Context, 'queue' | 'mailer' | 'config' | 'request'>,
  tx: Tx,
  job: Pick<ServiceRecord, 'id' | 'ownerId' | 'serviceDate' | 'durationMinutes' | 'depositPayToken' | 'serviceName'>,
  b: Business,
  amountCents: number,
  email: string,
) {
  const dueAt = depositDeadline(new Date(), job.serviceDate, DEPOSIT_LINK_HOURS, HOLD_MINUTES);
  const token = job.depositPayToken ?? crypto.randomBytes(32).toString('base64url');
  const amount = formatCents(amountCents);
  await tx.serviceRecord.update({ where: { id: job.id }, data: { depositAmount: amount, depositPayToken: token, depositDueAt: dueAt } });
  const live = await tx.bookingHold.findFirst({ where: { appointmentId: job.id } });
  const hold = live
    ? await tx.bookingHold.update({ where: { id: live.id }, data: { expiresAt: dueAt, depositAmount: amount, ownerToldFailureAt: null } })
    : await tx.bookingHold.create({
        data: {
          ownerId: job.ownerId ?? b.ownerId,
          serviceDate: job.serviceDate,
          durationMinutes: job.durationMinutes ?? 0,
          input: {},
          // Unused for a job's hold (the job has its own link); unique, so random.
          manageTokenHash: crypto.randomBytes(32).toString('hex'),
          depositAmount: amount,
          expiresAt: dueAt,
          appointmentId: job.id,
        },
      });
  await ctx.queue.send(HOLD_QUEUE, { holdId: hold.id }, { startAfter: dueAt }, tx);
  const zone = businessZone(b);
  const due = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: zone }).format(dueAt);
  const { text, html } = compose([
    'Hi,',
    `${b.businessName} confirmed your booking (${job.serviceName ?? 'Detailing'}, ${whenLabel(job.serviceDate, null, zone)}). Please pay the $${amount} deposit by ${due}; it counts toward the price:`,
    depositPayUrl(ctx, token),
    `Cancellation policy: ${cancellationPolicy(b.freeCancellationHours)}`,
    ...(b.phone ? [`Questions? Call ${b.phone}.`] : []),
    `— ${b.businessName}, through Detailer's Launchpad`,
  ]);
  await ctx.mailer.enqueue(tx, { kind: 'deposit-request', to: email, subject: `Deposit for your booking: ${b.businessName}`, text, html });
  return token;
}

/** The owner sends the deposit's link again (a new deadline, the same link); a paid one is a 409. */
export async function resendDepositLink(ctx: Context, id: string) {
  const user = writer(ctx);
  return ctx.prisma.$transaction(async (tx) => {
    const job = await tx.serviceRecord.findFirst({ where: { id, customer: { ownerId: user.id } }, include: { customer: { select: { email: true } } } });
    if (!job) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
    await tx.$queryRaw`SELECT 1 FROM "Business" WHERE "ownerId" = ${user.id} FOR UPDATE`;
    const state = depositState(job);
    if (state === 'paid' || state === 'refunded') throw new ConflictError(DEPOSIT_ALREADY_PAID);
    if (state === 'none' || !job.depositAmount) throw new ConflictError(DEPOSIT_NOT_ASKED);
    if (job.status !== 'scheduled') throw new ConflictError(DEPOSIT_RESEND_NOT_SCHEDULED);
    const b = await tx.business.findUniqueOrThrow({ where: { ownerId: user.id } });
    if (!takesCards(b, ctx.payments.stripe)) throw new ConflictError(DEPOSIT_NOT_ASKABLE);
    if (!job.customer.email) throw new ValidationError(DEPOSIT_RESEND_NO_EMAIL, [{ field: 'email', message: DEPOSIT_RESEND_NO_EMAIL }]);
    await askDepositByLink(ctx, tx, job, b, cents(job.depositAmount), job.customer.email);
    return tx.serviceRecord.findUniqueOrThrow({ where: { id } });
  });
}

/** The job, its business and its hold by the link's token; unknown or malformed is a 404. */
async function loadByToken(db: Context['prisma'], token: string) {
  if (!PAY_TOKEN.test(token)) throw new NotFoundError(DEPOSIT_LINK_NOT_FOUND);
  const job = await db.serviceRecord.findUnique({ where: { depositPayToken: token } });
  const business = job?.ownerId ? await db.business.findUnique({ where: { ownerId: job.ownerId }, include: { logo: { select: { hash: true } } } }) : null;
  if (!job || !business || !job.depositAmount) throw new NotFoundError(DEPOSIT_LINK_NOT_FOUND);
  return { job, business };
}

/** A cancelled job, or one the customer did not come to (#59): its deposit link asks for nothing more. */
const jobClosed = (job: { status: string }) => job.status === 'cancelled' || job.status === 'no_show';

export type DepositLinkView = Awaited<ReturnType<typeof depositLink>>;

/** What the deposit's link shows: the business's public face, the booking and the deposit; nothing about the customer. */
export async function depositLink(ctx: Pick<Context, 'prisma' | 'payments'>, token: string) {
  const { job, business: b } = await loadByToken(ctx.prisma, token);
  const state = depositState(job);
  const status: DepositState | 'cancelled' = jobClosed(job) && state !== 'paid' && state !== 'refunded' ? 'cancelled' : state;
  return {
    business: { businessName: b.businessName, phone: b.phone ?? null, brandColor: b.brandColor ?? null, logoUrl: logoUrl(b.logo) },
    amount: formatCents(cents(job.depositAmount ?? 0)),
    serviceName: job.serviceName ?? 'Detailing',
    when: whenLabel(job.serviceDate, job.arrivalEnd, businessZone(b)),
    status,
    dueAt: job.depositDueAt?.toISOString() ?? null,
    cancellationPolicy: cancellationPolicy(b.freeCancellationHours),
    canPayByCard: status === 'asked' && takesCards(b, ctx.payments.stripe),
  };
}

/**
 * Tapping Pay: a Checkout Session on the connected account for the deposit (a direct charge, as
 * invoices are paid), or the one still open from an earlier tap, so a hold has one session to expire.
 * Throttled per client IP with the invoices' pay link. A Stripe failure is a 409 with what to do; the
 * job and its deposit are untouched.
 */
export async function startDepositLinkCheckout(ctx: Context, token: string) {
  const { job, business: b } = await loadByToken(ctx.prisma, token);
  const state = depositState(job);
  if (state === 'paid' || state === 'refunded') throw new ConflictError(DEPOSIT_ALREADY_PAID);
  if (jobClosed(job)) throw new ConflictError(DEPOSIT_JOB_CANCELLED);
  if (state !== 'asked') throw new ConflictError(DEPOSIT_LINK_EXPIRED(b.businessName, b.phone));
  const stripe = ctx.payments.stripe;
  if (!stripe || !b.stripeAccountId || !takesCards(b, stripe)) throw new ConflictError(cannotTakeCards(b.businessName, b.phone));
  const hold = await ctx.prisma.bookingHold.findFirst({ where: { appointmentId: job.id, expiresAt: { gt: new Date() } } });
  if (!hold) throw new ConflictError(DEPOSIT_LINK_EXPIRED(b.businessName, b.phone));
  await ctx.throttle.take('payCheckoutIp', ctx.clientIp);
  const account = b.stripeAccountId;
  const link = depositPayUrl(ctx, token);
  try {
    if (hold.checkoutSessionId) {
      const open = await stripe.checkout.sessions.retrieve(hold.checkoutSessionId, {}, { stripeAccount: account });
      if (open.status === 'open' && open.url) return { url: open.url };
      if (open.status === 'complete') throw new ConflictError(DEPOSIT_ALREADY_PAID);
    }
    const amount = cents(hold.depositAmount);
    const feeRate = b.platformFeePercent ? parseRate(b.platformFeePercent.toFixed(3)) : null;
    const fee = feeRate ? percentCents(amount, feeRate) : 0;
    const metadata = { holdId: hold.id, kind: 'deposit', appointmentId: job.id };
    const customer = await ctx.prisma.customer.findUnique({ where: { id: job.customerId }, select: { email: true } });
    const life = Math.min(Math.max(hold.expiresAt.getTime() - Date.now(), SESSION_MIN_MS), SESSION_MAX_MS);
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{ price_data: { currency: 'usd', unit_amount: amount, product_data: { name: `Deposit: ${job.serviceName ?? 'Detailing'} — ${b.businessName}` } }, quantity: 1 }],
        metadata,
        payment_intent_data: { metadata, ...(fee > 0 ? { application_fee_amount: fee } : {}) },
        client_reference_id: hold.id,
        expires_at: Math.floor((Date.now() + life) / 1000),
        ...(customer?.email ? { customer_email: customer.email } : {}),
        success_url: `${link}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: link,
      },
      { stripeAccount: account },
    );
    if (!session.url) throw new Error('Stripe returned no checkout URL');
    await ctx.prisma.bookingHold.updateMany({ where: { id: hold.id }, data: { checkoutSessionId: session.id } });
    return { url: session.url };
  } catch (err) {
    if (err instanceof ConflictError) throw err;
    ctx.log.warn({ err, appointmentId: job.id }, 'starting a deposit checkout failed');
    // Once per link sent: the hold remembers it.
    await tellOwnerCheckoutFailed(ctx, {
      claim: async (tx) => (await tx.bookingHold.updateMany({ where: { id: hold.id, ownerToldFailureAt: null }, data: { ownerToldFailureAt: new Date() } })).count > 0,
      ownerId: b.ownerId,
      customerId: job.customerId,
      err,
      kind: 'deposit-checkout-failed-owner',
      tapped: `for the $${formatCents(cents(job.depositAmount ?? 0))} deposit of their ${job.serviceName ?? 'Detailing'} (${whenLabel(job.serviceDate, job.arrivalEnd, businessZone(b))})`,
      subject: (name) => `${name} could not pay their deposit`,
      oncePaid: `the job shows the deposit paid: ${appBase(ctx)}/schedule`,
    }).catch((e) => ctx.log.error({ err: e, appointmentId: job.id }, 'telling the owner of a failed deposit checkout failed'));
    throw new ConflictError(DEPOSIT_CHECKOUT_FAILED(b.businessName, b.phone));
  }
}
