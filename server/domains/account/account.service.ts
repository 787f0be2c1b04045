// Registration, sign-in and sign-out: the rules and writes of the account domain.
import { verify } from '@node-rs/argon2';
import { loginSchema, normalizeEmail, profileSchema, registerSchema } from '../../../common/account.js';
import type { User } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';
import { AuthenticationError, ConflictError, parseInput, ValidationError } from '../../graphql/errors.js';
import { compose, queueEmail } from '../../integrations/mail.js';
import { applyCheckoutToNewUser } from './account.checkout.js';
import { signedInUser } from '../../auth/authenticate.js';
import { askEmailChange } from './account.recovery.js';
import { EMAIL_TAKEN, hashPassword, signIn } from './account.sign-in.js';
import { completePasswordSignIn } from './account.two-factor.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';

// Verified against when the email is unknown, so a wrong email costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;
export async function register(ctx: Context, input: unknown) {
  const data = parseInput(registerSchema, input);
  const email = normalizeEmail(data.email);
  await ctx.throttle.take('signUpIp', ctx.clientIp);
  await ctx.throttle.take('signUpEmail', email);
  if (await ctx.prisma.user.findUnique({ where: { email }, select: { id: true } })) {
    throw new ConflictError(EMAIL_TAKEN);
  }
  const user = await ctx.prisma.user
    .create({
      data: {
        email,
        firstName: data.firstName,
        lastName: data.lastName,
        phone: data.phone,
        passwordHash: await hashPassword(data.password),
        stripeSessionId: data.stripeSessionId,
        // Every owner starts on a trial (the payment state's default), the first row of its history (#57).
        paymentStateChanges: { create: { state: 'trial' } },
      },
    })
    .catch((e: { code?: string }) => {
      throw e.code === 'P2002' ? new ConflictError(EMAIL_TAKEN) : e;
    });
  const registered = data.stripeSessionId ? await applyCheckoutToNewUser(ctx, user, data.stripeSessionId) : user;
  await signIn(ctx, registered);
  await sendWelcome(ctx, registered);
  ctx.log.info({ userId: user.id, paid: registered.paymentVerified }, 'account registered');
  return registered;
}

async function sendWelcome(ctx: Context, user: User) {
  const product = ctx.config.PRODUCT_NAME;
  const { text, html } = compose([
    `Hi ${user.firstName},`,
    `Welcome to ${product}! Your next step is setting up your business: name, contact, location, hours and prices. It takes about five minutes.`,
    `Then your ${ctx.config.PROGRAM_LENGTH_DAYS}-day program starts: a few focused tasks a day and two real conversations with potential customers.`,
    `Questions? Write to ${ctx.config.SUPPORT_EMAIL} — we answer within 24 hours.`,
  ]);
  await queueEmail(ctx, { kind: 'welcome', to: user.email, subject: `Welcome to ${product}`, text, html });
}

export async function login(ctx: Context, input: unknown) {
  const data = parseInput(loginSchema, input);
  const email = normalizeEmail(data.email);
  // Each attempt is counted before the password is verified, so concurrent guesses cannot all pass a
  // check made before any of them failed. A success gives its counts back.
  await ctx.throttle.take('signInEmail', email);
  try {
    await ctx.throttle.take('signInIp', ctx.clientIp);
  } catch (e) {
    await ctx.throttle.giveBack('signInEmail', email);
    throw e;
  }
  const user = await ctx.prisma.user.findUnique({ where: { email } });
  if (!user) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, data.password);
  }
  if (!user || !(await verify(user.passwordHash, data.password))) throw new AuthenticationError(INVALID_CREDENTIALS);
  await ctx.throttle.reset('signInEmail', email);
  await ctx.throttle.giveBack('signInIp', ctx.clientIp);
  // With two-step sign-in on, the code's call signs in (or a remembered device does here).
  return completePasswordSignIn(ctx, user);
}

export async function logout(ctx: Context) {
  if (ctx.sessionId) await ctx.sessions.revoke(ctx.sessionId);
  ctx.setCookies.push(ctx.sessions.clearCookie(), ctx.sessions.clearAccountCookie());
  ctx.user = null;
  ctx.sessionId = null;
  return true;
}

export const PASSWORD_NEEDED_FOR_EMAIL = 'Please enter your current password to change your email.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';

/**
 * Profile Information: names and phone save directly; a new email needs the current password and
 * changes only once the link sent to it is opened (pendingEmail until then; account.recovery.ts).
 * Typing the current email again drops a pending change.
 */
export async function updateProfile(ctx: Context, input: unknown) {
  const user = signedInUser(ctx);
  const data = parseInput(profileSchema, input);
  const email = normalizeEmail(data.email);
  if (email !== user.email) {
    if (!data.currentPassword) {
      throw new ValidationError(PASSWORD_NEEDED_FOR_EMAIL, [{ field: 'currentPassword', message: PASSWORD_NEEDED_FOR_EMAIL }]);
    }
    if (!(await verify(user.passwordHash, data.currentPassword))) {
      throw new ValidationError(WRONG_CURRENT_PASSWORD, [{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
    }
  }
  ctx.user = await ctx.prisma.$transaction(async (tx) => {
    const updated = await tx.user.update({
      where: { id: user.id },
      data: { firstName: data.firstName, lastName: data.lastName, phone: data.phone, ...(email === user.email ? { pendingEmail: null } : {}) },
    });
    if (email === user.email) {
      await tx.accountToken.deleteMany({ where: { userId: user.id, purpose: 'email_confirm' } });
      return updated;
    }
    return askEmailChange(ctx, tx, updated, email);
  });
  return ctx.user;
}

/** The first administrator (npm run create-admin): creates the account or promotes an existing one. */
export async function upsertAdmin(prisma: Context['prisma'], email: string, password: string) {
  const normalized = normalizeEmail(email);
  const passwordHash = await hashPassword(password);
  return prisma.user.upsert({
    where: { email: normalized },
    update: { isAdmin: true, paymentVerified: true, passwordHash },
    create: {
      email: normalized,
      firstName: 'Admin',
      lastName: 'User',
      passwordHash,
      isAdmin: true,
      paymentVerified: true,
      onboardingCompleted: true,
    },
  });
}
