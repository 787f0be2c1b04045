// The devices signed in to an account (Settings → Account): each live session with the browser and
// system read from its user agent (bowser), when it was last active, and which one is asking. A
// session is named by a public id (a hash of its secret id), never by the credential itself.
import crypto from 'node:crypto';
import Bowser from 'bowser';
import { signedInUser } from '../../auth/authenticate.js';
import type { Context } from '../../graphql/context.js';
import { NotFoundError } from '../../graphql/errors.js';

export const SESSION_NOT_FOUND = 'That device is not signed in to your account';

export const publicSessionId = (sessionId: string) => crypto.createHash('sha256').update(`session:${sessionId}`).digest('base64url').slice(0, 22);

/**
 * "Chrome on Android", "Safari on iOS"; a tool's own name ("curl") when no browser is recognised; or
 * "Unknown device" when the user agent says nothing useful.
 */
export function deviceName(userAgent: string | null) {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name && !os.name) return /^([A-Za-z][\w.-]{0,29})\//.exec(userAgent)?.[1] ?? 'Unknown device';
  if (!os.name) return browser.name ?? 'Unknown device';
  return browser.name ? `${browser.name} on ${os.name}` : os.name;
}

export interface DeviceSession {
  id: string;
  device: string;
  lastActiveAt: Date;
  signedInAt: Date;
  current: boolean;
}

const liveSessionsOf = (ctx: Context, userId: string) =>
  ctx.prisma.session.findMany({
    // An admin's read-only "View as" session is not one of the owner's devices (#57).
    where: { userId, revokedAt: null, expiresAt: { gt: new Date() }, viewAsAdminId: null },
    orderBy: [{ lastSeenAt: 'desc' }, { createdAt: 'desc' }],
    select: { id: true, userAgent: true, lastSeenAt: true, createdAt: true },
  });

/** The caller's signed-in devices, this one first, then the most recently active. */
export async function signedInDevices(ctx: Context): Promise<DeviceSession[]> {
  const user = signedInUser(ctx);
  const sessions = await liveSessionsOf(ctx, user.id);
  return sessions
    .map((s) => ({
      id: publicSessionId(s.id),
      device: deviceName(s.userAgent),
      lastActiveAt: s.id === ctx.sessionId ? new Date() : s.lastSeenAt,
      signedInAt: s.createdAt,
      current: s.id === ctx.sessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Signs one of the caller's devices out (this one too: that is signing out). 404 for any other id. */
export async function signOutDevice(ctx: Context, id: string) {
  const user = signedInUser(ctx);
  const session = (await liveSessionsOf(ctx, user.id)).find((s) => publicSessionId(s.id) === id);
  if (!session) throw new NotFoundError(SESSION_NOT_FOUND);
  await ctx.sessions.revoke(session.id);
  if (session.id === ctx.sessionId) {
    ctx.setCookies.push(ctx.sessions.clearCookie(), ctx.sessions.clearAccountCookie());
    ctx.user = null;
    ctx.sessionId = null;
  }
  return true;
}

/** "Sign out everywhere else": every session of the caller's but this one. */
export async function signOutOtherDevices(ctx: Context) {
  const user = signedInUser(ctx);
  await ctx.sessions.revokeAllForUser(user.id, ctx.sessionId);
  return true;
}
