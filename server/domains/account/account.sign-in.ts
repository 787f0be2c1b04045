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
