// Two-step sign-in with an authenticator app (#56): TOTP (RFC 6238, otplib: SHA-1, 6 digits, 30 s,
// one step either side for a phone's clock), a code never accepted twice, ten single-use recovery
// codes kept as hashes. With it on, the right password only earns a 5-minute pending cookie that the
// code's call alone accepts (server/auth/session.ts); "Remember this device" skips the code there for
// 30 days, until the password changes or two-step sign-in is turned on again. The app's secret is
// stored sealed under SESSION_SECRET (SessionManager.sealSecret): a copy of the database alone does not reveal it.
import crypto from 'node:crypto';
import { verify as verifyPassword } from '@node-rs/argon2';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import { z } from 'zod';
import { isTwoFactorOn, signedInUser } from '../../auth/authenticate.js';
import type { User } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { AuthenticationError, ConflictError, parseInput, ValidationError } from '../../graphql/errors.js';
import { refuseIfClosed, signIn } from './account.sign-in.js';

export const RECOVERY_CODE_COUNT = 10;
export const WRONG_CODE = 'That code is not right. Enter the newest code from your authenticator app, or a recovery code.';
export const SIGN_IN_EXPIRED = 'Your sign-in took too long. Please enter your email and password again.';
export const ALREADY_ON = 'Two-step sign-in is already on.';
export const NOT_ON = 'Two-step sign-in is not on.';
export const SET_UP_FIRST = 'Start the setup again: scan the new code with your app.';
export const WRONG_PASSWORD = 'Your password is incorrect.';
// Only closing the account reaches it: turning two-step sign-in off requires the code in its input.
export const CODE_NEEDED = 'Enter a code from your authenticator app to close your account.';

/** Thrown by a sign-in whose password was right when a code must follow: a union member, not an error (REST answers 200). */
export class TwoFactorRequired extends Error {
  override name = 'TwoFactorRequired';
  constructor() {
    super('Enter the 6-digit code from your authenticator app.');
  }
}

const codeSchema = z.string().trim().min(1, 'Please enter the code').max(40, WRONG_CODE);

export { isTwoFactorOn };

/** What a remembered device is bound to: turning two-step sign-in on again or a new password forgets every device. */
const deviceStamp = (user: User) =>
  crypto.createHash('sha256').update(`${user.twoFactorEnabledAt?.getTime()}:${user.passwordHash}`).digest('base64url').slice(0, 22);

const hashCode = (code: string) => crypto.createHash('sha256').update(code, 'utf8').digest('hex');
/** A recovery code as typed: spaces, hyphens and case do not matter. */
const normalizeRecovery = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** The time step of a valid app code for `secret` (one step of clock drift either way), never one at or before `after`. */
async function appCodeStep(secret: string, code: string, after: number | null) {
  if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) return null;
  const result = await verifyTotp({ secret, token: code.replace(/\s/g, ''), epochTolerance: 30, ...(after !== null ? { afterTimeStep: after } : {}) });
  return result.valid ? (result as { timeStep: number }).timeStep : null;
}

/** Takes `code` as an app code or an unused recovery code of the user; false when it is neither. */
export async function takeCode(ctx: Context, user: User, code: string) {
  if (!user.twoFactorSecret) return false;
  const step = await appCodeStep(await ctx.sessions.unsealSecret(user.twoFactorSecret), code, user.twoFactorLastStep);
  if (step !== null) {
    // The step is written only if no other request took it (or a later one) first.
    const { count } = await ctx.prisma.user.updateMany({
      where: { id: user.id, OR: [{ twoFactorLastStep: null }, { twoFactorLastStep: { lt: step } }] },
      data: { twoFactorLastStep: step },
    });
    return count === 1;
  }
  const { count } = await ctx.prisma.recoveryCode.updateMany({
    where: { userId: user.id, codeHash: hashCode(normalizeRecovery(code)), usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1;
}

/**
 * After the right password: with two-step sign-in on, a remembered device signs in, anything else gets
 * the pending cookie and TwoFactorRequired. Without it, signs in.
 */
export async function completePasswordSignIn(ctx: Context, user: User) {
  if (isTwoFactorOn(user) && !(await ctx.sessions.isTrustedDevice(ctx.request.headers.get('cookie'), user.id, deviceStamp(user)))) {
    ctx.setCookies.push(await ctx.sessions.pendingSignInCookie(user.id));
    throw new TwoFactorRequired();
  }
  await signIn(ctx, user);
  return refuseIfClosed(user);
}

/** The code after the password: an app code or a recovery code; wrong codes count toward the sign-in throttle. */
export async function signInWithCode(ctx: Context, input: unknown) {
  const data = parseInput(z.object({ code: codeSchema, rememberDevice: z.boolean().nullish() }), input);
  const userId = await ctx.sessions.pendingSignIn(ctx.request.headers.get('cookie'));
  const user = userId ? await ctx.prisma.user.findUnique({ where: { id: userId } }) : null;
  if (!user || !isTwoFactorOn(user)) throw new AuthenticationError(SIGN_IN_EXPIRED);
  await ctx.throttle.take('signInEmail', user.email);
  try {
    await ctx.throttle.take('signInIp', ctx.clientIp);
  } catch (e) {
    await ctx.throttle.giveBack('signInEmail', user.email);
    throw e;
  }
  if (!(await takeCode(ctx, user, data.code))) throw new AuthenticationError(WRONG_CODE);
  await ctx.throttle.reset('signInEmail', user.email);
  await ctx.throttle.giveBack('signInIp', ctx.clientIp);
  ctx.setCookies.push(ctx.sessions.clearPendingSignIn());
  if (data.rememberDevice) ctx.setCookies.push(await ctx.sessions.trustedDeviceCookie(user.id, deviceStamp(user)));
  await signIn(ctx, user);
  return refuseIfClosed(user);
}

/** Setup's first step: a new secret (kept pending until a code confirms it), its otpauth URL and QR code. */
export async function startTwoFactorSetup(ctx: Context) {
  const user = signedInUser(ctx);
  if (isTwoFactorOn(user)) throw new ConflictError(ALREADY_ON);
  const secret = generateSecret();
  await ctx.prisma.user.update({ where: { id: user.id }, data: { twoFactorPendingSecret: await ctx.sessions.sealSecret(secret) } });
  const otpauthUrl = generateURI({ issuer: ctx.config.PRODUCT_NAME, label: user.email, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrSvg };
}

/** Setup's second step: a code from the app confirms the secret; answers the ten recovery codes, shown this once. */
export async function enableTwoFactor(ctx: Context, input: unknown) {
  const user = signedInUser(ctx);
  const { code } = parseInput(z.object({ code: codeSchema }), input);
  if (isTwoFactorOn(user)) throw new ConflictError(ALREADY_ON);
  if (!user.twoFactorPendingSecret) throw new ValidationError(SET_UP_FIRST, [{ field: 'code', message: SET_UP_FIRST }]);
  const step = await appCodeStep(await ctx.sessions.unsealSecret(user.twoFactorPendingSecret), code, null);
  if (step === null) throw new ValidationError(WRONG_CODE, [{ field: 'code', message: WRONG_CODE }]);
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = crypto.randomBytes(5).toString('hex');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  ctx.user = await ctx.prisma.$transaction(async (tx) => {
    await tx.recoveryCode.deleteMany({ where: { userId: user.id } });
    await tx.recoveryCode.createMany({ data: recoveryCodes.map((c) => ({ userId: user.id, codeHash: hashCode(normalizeRecovery(c)) })) });
    return tx.user.update({
      where: { id: user.id },
      data: { twoFactorSecret: user.twoFactorPendingSecret, twoFactorPendingSecret: null, twoFactorEnabledAt: new Date(), twoFactorLastStep: step },
    });
  });
  ctx.log.info({ userId: user.id }, 'two-step sign-in turned on');
  return recoveryCodes;
}

/**
 * What closing the account and turning two-step sign-in off ask: the password and, with two-step sign-in
 * on, a code (app or recovery). Failures count toward the sign-in throttle; a success starts it again.
 */
export async function confirmPasswordAndCode(ctx: Context, user: User, password: string, code: string | null | undefined) {
  await ctx.throttle.take('signInEmail', user.email);
  if (!(await verifyPassword(user.passwordHash, password))) throw new ValidationError(WRONG_PASSWORD, [{ field: 'password', message: WRONG_PASSWORD }]);
  if (isTwoFactorOn(user)) {
    if (!code) throw new ValidationError(CODE_NEEDED, [{ field: 'code', message: CODE_NEEDED }]);
    if (!(await takeCode(ctx, user, code))) throw new ValidationError(WRONG_CODE, [{ field: 'code', message: WRONG_CODE }]);
  }
  await ctx.throttle.reset('signInEmail', user.email);
}

/** Turning it off takes the password and a code (app or recovery); the recovery codes go with it. */
export async function disableTwoFactor(ctx: Context, input: unknown) {
  const user = signedInUser(ctx);
  const data = parseInput(z.object({ password: z.string().min(1, 'Please enter your password').max(200), code: codeSchema }), input);
  if (!isTwoFactorOn(user)) throw new ConflictError(NOT_ON);
  await confirmPasswordAndCode(ctx, user, data.password, data.code);
  ctx.user = await ctx.prisma.$transaction(async (tx) => {
    await tx.recoveryCode.deleteMany({ where: { userId: user.id } });
    return tx.user.update({ where: { id: user.id }, data: { twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null } });
  });
  ctx.log.info({ userId: user.id }, 'two-step sign-in turned off');
  return ctx.user;
}

/** Recovery codes not used yet (Settings shows how many are left). */
export const recoveryCodesLeft = (ctx: Context, userId: string) => ctx.prisma.recoveryCode.count({ where: { userId, usedAt: null } });
