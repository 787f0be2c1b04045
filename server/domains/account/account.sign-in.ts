// What every way into an account shares (a password, a reset link, a code): how a password is hashed,
// and starting the session.
import { hash } from '@node-rs/argon2';
import type { User } from '../../db/generated/prisma/client.js';
import type { Context } from '../../graphql/context.js';

export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';

// argon2id with the library's defaults (m=19 MiB, t=2, p=1), OWASP's recommended minimum.
export const hashPassword = (password: string) => hash(password);

/**
 * Starts a new session (ending the one the browser had) and makes the user the caller of this request.
 * The session cookie, then the account cookie the page reads (server/auth/session.ts).
 */
export async function signIn(ctx: Context, user: User) {
  if (ctx.sessionId) await ctx.sessions.revoke(ctx.sessionId);
  ctx.setCookies.push(await ctx.sessions.start(user.id, ctx.request.headers.get('user-agent')), ctx.sessions.accountCookie(user.id));
  ctx.user = user;
}

/** Thrown by a sign-in to a closed account: a union member, not an error (REST answers 200 {closed, deletesAt}). */
export class AccountClosed extends Error {
  override name = 'AccountClosed';
  constructor(readonly deletesAt: Date) {
    super(`Your account is closed and will be deleted on ${deletesAt.toDateString()}. Reopen it to keep everything.`);
  }
}

/** After a sign-in: a closed account's session can only reopen it (server/auth/authenticate.ts), and the answer says so. */
export function refuseIfClosed(user: User) {
  if (user.closedAt && user.deletesAt) throw new AccountClosed(user.deletesAt);
  return user;
}
