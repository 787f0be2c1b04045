// Who is asking: an API token when the request carries `Authorization`, otherwise the session
// cookie; and until when that credential is alive (read when a subscription stream opens; the
// stream then ends on a published revocation or at that time, see graphql/streams.ts).
import type { User } from '../db/generated/prisma/client.js';
import { unauthenticated } from '../graphql/errors.js';
import type { Config } from '../config.js';
import type { Prisma } from '../db/client.js';
import { userForBearer } from './bearer.js';
import type { SessionManager } from './session.js';
import type { Throttle } from './throttle.js';

export interface Caller {
  user: User | null;
  sessionId: string | null;
  /** Set when the request authenticated with `Authorization: Bearer` (an external tool). */
  apiTokenId: string | null;
  /**
   * The account of a session whose owner closed it: for everything else the caller is signed out
   * (`user` is null); only reopening the account reads this.
   */
  closedUser?: User | null;
  /**
   * Set while an admin views an owner's screens read-only ("View as", #57): `user` and `sessionId` are
   * then the owner's and the view's session; every write is refused (server/auth/view-as.ts).
   */
  viewAs?: { adminId: string; adminSessionId: string; expiresAt: Date } | null;
}

export async function authenticate(
  services: { prisma: Prisma; throttle: Throttle; sessions: SessionManager; config?: Pick<Config, 'ADMIN_REQUIRE_TWO_FACTOR'> },
  request: Request,
): Promise<Caller> {
  const authorization = request.headers.get('authorization');
  if (authorization) {
    const { user, apiTokenId } = await userForBearer(services, authorization);
    return { user: asAllowed(user, services.config), sessionId: null, apiTokenId };
  }
  const current = await services.sessions.read(request.headers.get('cookie'));
  if (current?.user.closedAt) return { user: null, closedUser: current.user, sessionId: current.sessionId, apiTokenId: null };
  const user = asAllowed(current?.user ?? null, services.config);
  // An admin's view of an owner: only with the cookie's session opened by this very admin, signed in now.
  if (user?.isAdmin && current) {
    const view = await services.sessions.readViewAs(request.headers.get('cookie'));
    if (view && view.adminId === user.id && !view.user.isAdmin && !view.user.closedAt) {
      return { user: view.user, sessionId: view.sessionId, apiTokenId: null, viewAs: { adminId: user.id, adminSessionId: current.sessionId, expiresAt: view.expiresAt } };
    }
  }
  return { user, sessionId: current?.sessionId ?? null, apiTokenId: null };
}

/** Two-step sign-in is on: confirmed by a code and holding its (sealed) secret (domains/account/account.two-factor.ts). */
export const isTwoFactorOn = (user: Pick<User, 'twoFactorEnabledAt' | 'twoFactorSecret'>) => !!user.twoFactorEnabledAt && !!user.twoFactorSecret;

/**
 * With ADMIN_REQUIRE_TWO_FACTOR, an administrator without two-step sign-in on is an owner for this
 * request: every admin check (scopes, admins reading owners' data) sees isAdmin false until it is on.
 */
function asAllowed(user: User | null, config?: Pick<Config, 'ADMIN_REQUIRE_TWO_FACTOR'>) {
  if (!user?.isAdmin || !config?.ADMIN_REQUIRE_TWO_FACTOR || isTwoFactorOn(user)) return user;
  return { ...user, isAdmin: false };
}

/**
 * Until when the caller's credential is alive: a session's expiry, Infinity for an API token (they
 * do not expire), or null when it is no longer alive.
 */
export async function credentialLiveUntil(ctx: Pick<Caller, 'apiTokenId' | 'sessionId'> & { prisma: Prisma; sessions: SessionManager }) {
  if (ctx.apiTokenId) return (await ctx.prisma.apiToken.count({ where: { id: ctx.apiTokenId } })) > 0 ? Number.POSITIVE_INFINITY : null;
  return (await ctx.sessions.liveUntil(ctx.sessionId))?.getTime() ?? null;
}

/**
 * The signed-in user. Fields that call it carry the `signedIn` (or `admin`) auth scope, so this
 * throws only if a resolver is wired without one: a bug, reported as unauthenticated, never a crash.
 */
export function signedInUser(ctx: Pick<Caller, 'user'>): User {
  if (!ctx.user) throw unauthenticated();
  return ctx.user;
}

