// Getting back in and keeping the account's password and email safe (#56): a forgotten password's
// emailed link, a password change, and a new email that changes only when its link is opened (the
// old address is told, with a link that undoes it). Every link is an AccountToken: 32 random bytes
// in the link, only their SHA-256 stored, single use, ended by the next one of its kind.
import crypto from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { z } from 'zod';
import { changePasswordSchema, emailSchema, newPasswordSchema, normalizeEmail } from '../../../common/account.js';
import { signedInUser } from '../../auth/authenticate.js';
import type { Prisma } from '../../db/client.js';
import type { Prisma as PrismaNS, User } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { ConflictError, GoneError, parseInput, ValidationError } from '../../graphql/errors.js';
import { compose, queueEmail } from '../../integrations/mail.js';
import { appBase } from '../../kernel/urls.js';
import { EMAIL_TAKEN, hashPassword, refuseIfClosed, signIn } from './account.sign-in.js';
import { isTwoFactorOn, TwoFactorRequired } from './account.two-factor.js';

export const RESET_LINK_MINUTES = 60;
export const EMAIL_CONFIRM_HOURS = 24;
export const EMAIL_UNDO_DAYS = 7;

export const LINK_GONE = 'This link has expired or was already used';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const PASSWORD_IS_EMAIL = 'Your password cannot be your email address';

type Tx = PrismaNS.TransactionClient;

type Purpose = 'password_reset' | 'email_confirm' | 'email_undo';

export const accountTokenHash = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

const resetRequestSchema = z.object({ email: emailSchema });
const resetSchema = z.object({ token: z.string().max(200), password: newPasswordSchema });

/** A password equal to the account's email (either way round in case) is refused: it is the first guess. */
function refuseEmailAsPassword(password: string, email: string, field: string) {
  if (normalizeEmail(password) === email) throw new ValidationError(PASSWORD_IS_EMAIL, [{ field, message: PASSWORD_IS_EMAIL }]);
}

/**
 * A new link of `purpose` for the user, valid `lifetimeMs`; asking again ends the older link of a reset
 * or a confirmation (an undo link stays: each change of email can be undone from the address it left).
 */
async function issueLink(db: Prisma | Tx, userId: string, purpose: Purpose, lifetimeMs: number, email: string | null = null) {
  const token = crypto.randomBytes(32).toString('base64url');
  if (purpose !== 'email_undo') await db.accountToken.deleteMany({ where: { userId, purpose } });
  const now = Date.now();
  await db.accountToken.create({
    data: { userId, purpose, email, tokenHash: accountTokenHash(token), createdAt: new Date(now), expiresAt: new Date(now + lifetimeMs) },
  });
  return token;
}

/** The live link of `purpose` for `token`, or null (unknown, used, expired or of another kind). */
async function liveLink(db: Prisma | Tx, token: string, purpose: Purpose) {
  const row = await db.accountToken.findUnique({ where: { tokenHash: accountTokenHash(token) } });
  return row && row.purpose === purpose && !row.usedAt && row.expiresAt > new Date() ? row : null;
}

/** Uses the link once: of two requests racing with one link, only one gets it. */
async function useLink(tx: Tx, id: string) {
  const { count } = await tx.accountToken.updateMany({ where: { id, usedAt: null, expiresAt: { gt: new Date() } }, data: { usedAt: new Date() } });
  if (count !== 1) throw new GoneError(LINK_GONE);
}

/**
 * "Forgot your password?": the same answer, in the same time, for a known and an unknown address. The
 * throttles count first; the lookup and the email are left for after the answer.
 */
export async function requestPasswordReset(ctx: Context, input: unknown) {
  const { email: typed } = parseInput(resetRequestSchema, input);
  const email = normalizeEmail(typed);
  await ctx.throttle.take('passwordResetEmail', email);
  await ctx.throttle.take('passwordResetIp', ctx.clientIp);
  ctx.afterResponse(async () => {
    const user = await ctx.prisma.user.findUnique({ where: { email } });
    if (!user) return;
    const product = ctx.config.PRODUCT_NAME;
    await ctx.prisma.$transaction(async (tx) => {
      const token = await issueLink(tx, user.id, 'password_reset', RESET_LINK_MINUTES * 60_000);
      const { text, html } = compose([
        `Hi ${user.firstName},`,
        `Someone (we hope you) asked to reset the password of your ${product} account. Choose a new password here:`,
        `${appBase(ctx)}/reset-password/${token}`,
        `The link works once, for ${RESET_LINK_MINUTES} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
      ]);
      await queueEmail({ ...ctx, prisma: tx }, { kind: 'password-reset', to: user.email, subject: `Reset your ${product} password`, text, html });
    });
    ctx.log.info({ userId: user.id }, 'password reset link sent');
  });
  return true;
}

/** Whether a reset link still works (the page asks before it shows the form). */
export async function resetLinkLive(ctx: Context, token: string) {
  return !!(await liveLink(ctx.prisma, token, 'password_reset'));
}

async function tellPasswordChanged(ctx: Context, db: Prisma | Tx, user: User) {
  const product = ctx.config.PRODUCT_NAME;
  const { text, html } = compose([
    `Hi ${user.firstName},`,
    `The password of your ${product} account was just changed, and every other device was signed out.`,
    `If this wasn't you, reset your password now and write to ${ctx.config.SUPPORT_EMAIL}:`,
    `${appBase(ctx)}/forgot-password`,
  ]);
  await queueEmail({ ...ctx, prisma: db }, { kind: 'password-changed', to: user.email, subject: `Your ${product} password was changed`, text, html });
}

/** A new password by an emailed link: signed in on this device, every other session ended. */
export async function resetPassword(ctx: Context, input: unknown) {
  const { token, password } = parseInput(resetSchema, input);
  const link = await liveLink(ctx.prisma, token, 'password_reset');
  if (!link) throw new GoneError(LINK_GONE);
  const found = await ctx.prisma.user.findUniqueOrThrow({ where: { id: link.userId } });
  refuseEmailAsPassword(password, found.email, 'password');
  const passwordHash = await hashPassword(password);
  const user = await ctx.prisma.$transaction(async (tx) => {
    await useLink(tx, link.id);
    const updated = await tx.user.update({ where: { id: link.userId }, data: { passwordHash } });
    await tellPasswordChanged(ctx, tx, updated);
    return updated;
  });
  await ctx.sessions.revokeAllForUser(user.id);
  // The link proved the inbox: the sign-in throttle of that address starts again.
  await ctx.throttle.reset('signInEmail', user.email);
  // The inbox and a new password are not the authenticator: with two-step sign-in on, sign in with a code.
  if (isTwoFactorOn(user)) throw new TwoFactorRequired();
  await signIn(ctx, user);
  ctx.log.info({ userId: user.id }, 'password reset');
  return refuseIfClosed(user);
}

/** Settings → Account: a new password with the current one; a wrong one counts as a failed sign-in. */
export async function changePassword(ctx: Context, input: unknown) {
  const user = signedInUser(ctx);
  const data = parseInput(changePasswordSchema, input);
  await ctx.throttle.take('signInEmail', user.email);
  if (!(await verify(user.passwordHash, data.currentPassword))) {
    throw new ValidationError(CURRENT_PASSWORD_INCORRECT, [{ field: 'currentPassword', message: CURRENT_PASSWORD_INCORRECT }]);
  }
  await ctx.throttle.giveBack('signInEmail', user.email);
  refuseEmailAsPassword(data.newPassword, user.email, 'newPassword');
  const passwordHash = await hashPassword(data.newPassword);
  ctx.user = await ctx.prisma.$transaction(async (tx) => {
    const updated = await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await tx.accountToken.deleteMany({ where: { userId: user.id, purpose: 'password_reset' } });
    await tellPasswordChanged(ctx, tx, updated);
    return updated;
  });
  await ctx.sessions.revokeAllForUser(user.id, ctx.sessionId);
  return ctx.user;
}

/**
 * A new email asked for in the profile (the password was checked there): kept as pendingEmail and
 * confirmed by a link sent to it. The address must be free now and still be when it is confirmed.
 */
export async function askEmailChange(ctx: Context, db: Prisma | Tx, user: User, email: string) {
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) throw new ConflictError(EMAIL_TAKEN);
  const token = await issueLink(db, user.id, 'email_confirm', EMAIL_CONFIRM_HOURS * 3_600_000, email);
  const product = ctx.config.PRODUCT_NAME;
  const { text, html } = compose([
    `Hi ${user.firstName},`,
    `Please confirm that this is the new email of your ${product} account:`,
    `${appBase(ctx)}/confirm-email/${token}`,
    `The link works for ${EMAIL_CONFIRM_HOURS} hours. Until you open it, your account keeps ${user.email}.`,
  ]);
  await queueEmail({ ...ctx, prisma: db }, { kind: 'email-confirm', to: email, subject: `Confirm your new ${product} email`, text, html });
  return db.user.update({ where: { id: user.id }, data: { pendingEmail: email } });
}

/** The new address's link: the email changes, and the old address gets a link that undoes it for 7 days. */
export async function confirmEmail(ctx: Context, input: unknown) {
  const { token } = parseInput(z.object({ token: z.string().max(200) }), input);
  const link = await liveLink(ctx.prisma, token, 'email_confirm');
  if (!link?.email) throw new GoneError(LINK_GONE);
  const newEmail = link.email;
  const product = ctx.config.PRODUCT_NAME;
  const user = await ctx.prisma
    .$transaction(async (tx) => {
      await useLink(tx, link.id);
      const before = await tx.user.findUniqueOrThrow({ where: { id: link.userId } });
      const updated = await tx.user.update({ where: { id: before.id }, data: { email: newEmail, pendingEmail: null } });
      const undo = await issueLink(tx, before.id, 'email_undo', EMAIL_UNDO_DAYS * 86_400_000, before.email);
      const { text, html } = compose([
        `Hi ${before.firstName},`,
        `The email of your ${product} account was changed from ${before.email} to ${newEmail}.`,
        `If this wasn't you, undo it here within ${EMAIL_UNDO_DAYS} days (it also signs every device out), then reset your password:`,
        `${appBase(ctx)}/undo-email/${undo}`,
      ]);
      await queueEmail({ ...ctx, prisma: tx }, { kind: 'email-changed', to: before.email, subject: `Your ${product} email was changed`, text, html });
      return updated;
    })
    .catch((e: { code?: string }) => {
      throw e.code === 'P2002' ? new ConflictError(EMAIL_TAKEN) : e;
    });
  if (ctx.user?.id === user.id) ctx.user = user;
  return user;
}

/** The old address's link: the email goes back, a pending change is dropped and every session ends. */
export async function undoEmailChange(ctx: Context, input: unknown) {
  const { token } = parseInput(z.object({ token: z.string().max(200) }), input);
  const link = await liveLink(ctx.prisma, token, 'email_undo');
  if (!link?.email) throw new GoneError(LINK_GONE);
  const oldEmail = link.email;
  const user = await ctx.prisma
    .$transaction(async (tx) => {
      await useLink(tx, link.id);
      await tx.accountToken.deleteMany({ where: { userId: link.userId, purpose: 'email_confirm' } });
      return tx.user.update({ where: { id: link.userId }, data: { email: oldEmail, pendingEmail: null } });
    })
    .catch((e: { code?: string }) => {
      throw e.code === 'P2002' ? new ConflictError(EMAIL_TAKEN) : e;
    });
  await ctx.sessions.revokeAllForUser(user.id);
  if (ctx.user?.id === user.id) ctx.user = null;
  return user;
}
