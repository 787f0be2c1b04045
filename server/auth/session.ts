// Revocable sessions: the sealed cookie carries only a session id; the Session row decides if it is alive.
import { LRUCache } from 'lru-cache';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parse as parseCookies, serialize } from 'cookie';
import { sealData, unsealData } from 'iron-session';
import type { Config } from '../config.js';
import { type Prisma, poolOf, preparedAs, prismaTypes } from '../db/client.js';
import type { User } from '../db/generated/prisma/client.js';
import type { Revocation } from '../graphql/pubsub.js';

const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;
/** Unsealed cookies and lastSeenAt writes remembered per process; the oldest are forgotten first. */
const REMEMBERED = 10_000;


const PENDING_SIGN_IN_SECONDS = 5 * 60;
const TRUSTED_DEVICE_SECONDS = 30 * 86_400;

/** What two-step sign-in's cookies seal: which cookie it is (one is never taken for the other), the user and a stamp. */
interface Marked {
  kind: 'pending-sign-in' | 'trusted-device';
  userId: string;
  stamp?: string;
}

/**
 * An admin's read-only view of an owner ("View as", #57): a session of the owner's, marked with the
 * admin (Session.viewAsAdminId), for 30 minutes at most, in a cookie of its own beside the admin's.
 */
export const VIEW_AS_SECONDS = 30 * 60;
interface ViewAsSealed {
  kind: 'view-as';
  sessionId: string;
  expiresAt: number;
}

/** What the cookie seals: the session id and when the cookie expires (ms; cookies sealed before it was added have none). */
interface Sealed {
  sessionId?: unknown;
  expiresAt?: unknown;
}

const USER_OF_LIVE_SESSION = `SELECT u.* FROM "Session" s JOIN "User" u ON u.id = s."userId"
  WHERE s.id = $1 AND s."revokedAt" IS NULL AND s."expiresAt" > $2::timestamp(3) AND s."viewAsAdminId" IS NULL`;

/** A session row counts while it is neither revoked nor past its absolute lifetime. */
const isLive = (s: { revokedAt: Date | null; expiresAt: Date }, now = new Date()) => !s.revokedAt && s.expiresAt > now;

/** SESSION_SECRET is one key, or a JSON map {"2": "new", "1": "old"}: the highest id seals, all unseal. */
export async function resolveSessionKeys(config: Config): Promise<Record<string, string>> {
  let keys: Record<string, string>;
  if (config.SESSION_SECRET) {
    const raw = config.SESSION_SECRET.trim();
    keys = raw.startsWith('{') ? JSON.parse(raw) : { 1: raw };
  } else {
    // Embedded default: one generated key, kept beside the data so sessions survive restarts.
    const file = path.join(config.dataDir, 'session-secret');
    let key = await fs.readFile(file, 'utf8').catch(() => '');
    if (key.trim().length < 32) {
      key = crypto.randomBytes(32).toString('base64url');
      await fs.mkdir(config.dataDir, { recursive: true });
      await fs.writeFile(file, key, { mode: 0o600 });
    }
    keys = { 1: key.trim() };
  }
  for (const [id, key] of Object.entries(keys)) {
    if (!/^\d+$/.test(id) || typeof key !== 'string' || key.length < 32) {
      throw new Error('SESSION_SECRET: each key needs a numeric id and at least 32 characters');
    }
  }
  return keys;
}

export type SessionManager = ReturnType<typeof createSessionManager>;

export function createSessionManager(opts: {
  prisma: Prisma;
  keys: Record<string, string>;
  secure: boolean;
  maxAgeDays: number;
  /** Told of every revocation after it is written (the open streams of that session end). */
  revoked?: (r: Revocation) => void;
}) {
  const { prisma, keys, secure } = opts;
  const cookieName = secure ? '__Host-lp_session' : 'lp_session';
  const maxAgeSeconds = opts.maxAgeDays * 86_400;
  const cookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure } as const;
  /**
   * The account cookie: readable by the page, it names the signed-in account without a request (the
   * client keeps its last data per account, client/relay/persist.ts). It holds an HMAC of the user id
   * under the newest session key, so it tells accounts apart without revealing or forging an id; it
   * lives as long as the session cookie and is cleared with it at sign-out. A session revoked
   * elsewhere leaves it in place (clearing cookies by name from a late answer could clear a newer
   * sign-in's): the page learns from its next query that no one is signed in and keeps nothing.
   */
  const accountCookieName = secure ? '__Host-lp_account' : 'lp_account';
  const accountOptions = { sameSite: 'lax', path: '/', secure } as const;
  const newestKey = keys[String(Math.max(...Object.keys(keys).map(Number)))];
  const accountOf = (userId: string) => crypto.createHmac('sha256', newestKey).update(`account:${userId}`).digest('base64url').slice(0, 32);

  /**
   * Unsealing costs CPU and the same sealed string always unseals to the same session id, so the
   * result is kept by the exact string until the expiry sealed with it. Only the cookie's
   * cryptography is remembered: the session row is still read on every request, so a revoked session
   * or a deleted user is refused on the very next one.
   */
  // Bounded LRUs (lru-cache): a read counts as a use, an insert past the bound drops the least used.
  const unsealed = new LRUCache<string, { sessionId: string; expiresAt: number }>({ max: REMEMBERED });
  /** When this process last wrote each session's lastSeenAt. */
  const lastSeenWritten = new LRUCache<string, number>({ max: REMEMBERED });

  const pool = poolOf(prisma);
  /**
   * One statement: the user of a session that is neither revoked nor expired. Every request runs
   * it, so it goes to the pool under Prisma when there is one (the row is the same: every column,
   * timestamps read as UTC like Prisma's; session.test.ts compares the two).
   */
  async function userOfLiveSession(sessionId: string, now: Date): Promise<User | null> {
    if (!pool) return prisma.user.findFirst({ where: { sessions: { some: { id: sessionId, revokedAt: null, expiresAt: { gt: now }, viewAsAdminId: null } } } });
    const { rows } = await pool.query<User>({ name: preparedAs(prisma, 'user-of-live-session'), text: USER_OF_LIVE_SESSION, values: [sessionId, now.toISOString()], types: prismaTypes });
    return rows[0] ?? null;
  }

  async function sessionIdOf(sealed: string): Promise<string | null> {
    const known = unsealed.get(sealed);
    if (known && known.expiresAt > Date.now()) return known.sessionId;
    let data: Sealed;
    try {
      // iron-session refuses a seal past its ttl (and a tampered one, or one of an unknown key).
      data = await unsealData<Sealed>(sealed, { password: keys, ttl: maxAgeSeconds });
    } catch {
      return null;
    }
    const { sessionId, expiresAt } = data;
    if (typeof sessionId !== 'string') return null;
    // A cookie sealed before the expiry was sealed with it is unsealed on every request (iron checks its ttl).
    if (typeof expiresAt === 'number') {
      if (expiresAt <= Date.now()) return null;
      unsealed.set(sealed, { sessionId, expiresAt });
    }
    return sessionId;
  }

  const pendingName = secure ? '__Host-lp_pending' : 'lp_pending';
  const trustedName = secure ? '__Host-lp_trusted' : 'lp_trusted';
  async function readMarked(cookieHeader: string | null, name: string, kind: Marked['kind'], ttl: number) {
    const sealed = cookieHeader ? parseCookies(cookieHeader)[name] : undefined;
    if (!sealed) return null;
    try {
      const data = await unsealData<Partial<Marked>>(sealed, { password: keys, ttl });
      return data.kind === kind && typeof data.userId === 'string' ? (data as Marked) : null;
    } catch {
      return null;
    }
  }

  const viewAsName = secure ? '__Host-lp_view_as' : 'lp_view_as';

  return {
    cookieName,
    viewAsCookieName: viewAsName,

    /**
     * The view-as cookie's session (sealed like the session cookie, accepted by nothing else): its owner
     * and the admin who opened it, while it is neither revoked nor past its 30 minutes; else null. The
     * main cookie never opens such a session (USER_OF_LIVE_SESSION), nor this cookie an ordinary one.
     */
    async readViewAs(cookieHeader: string | null) {
      const sealed = cookieHeader ? parseCookies(cookieHeader)[viewAsName] : undefined;
      if (!sealed) return null;
      let data: Partial<ViewAsSealed>;
      try {
        data = await unsealData<Partial<ViewAsSealed>>(sealed, { password: keys, ttl: VIEW_AS_SECONDS });
      } catch {
        return null;
      }
      if (data.kind !== 'view-as' || typeof data.sessionId !== 'string' || typeof data.expiresAt !== 'number' || data.expiresAt <= Date.now()) return null;
      const session = await prisma.session.findUnique({ where: { id: data.sessionId }, include: { user: true } });
      if (!session?.viewAsAdminId || !isLive(session)) return null;
      return { sessionId: session.id, user: session.user, adminId: session.viewAsAdminId, expiresAt: session.expiresAt };
    },
    /** The Set-Cookie value of a view-as session made by admin.view-as.ts (its row holds the same expiry). */
    async viewAsCookie(sessionId: string, expiresAt: Date) {
      const sealed = await sealData({ kind: 'view-as', sessionId, expiresAt: expiresAt.getTime() } satisfies ViewAsSealed, { password: keys, ttl: VIEW_AS_SECONDS });
      return serialize(viewAsName, sealed, { ...cookieOptions, maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)) });
    },
    clearViewAsCookie() {
      return serialize(viewAsName, '', { ...cookieOptions, maxAge: 0 });
    },

    /** The live session and its user, or null: no cookie, tampered, old key, revoked or expired. */
    async read(cookieHeader: string | null) {
      const sealed = cookieHeader ? parseCookies(cookieHeader)[cookieName] : undefined;
      if (!sealed) return null;
      const sessionId = await sessionIdOf(sealed);
      if (!sessionId) return null;
      const now = new Date();
      const user = await userOfLiveSession(sessionId, now);
      if (!user) return null;
      // lastSeenAt is a resolution-period figure: a process that first sees a session only notes the
      // time, and writes once a period has passed (no statement on a session's first request here).
      const written = lastSeenWritten.get(sessionId);
      if (written === undefined) lastSeenWritten.set(sessionId, now.getTime());
      else if (now.getTime() - written > LAST_SEEN_RESOLUTION_MS) {
        lastSeenWritten.set(sessionId, now.getTime());
        const stale = new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS);
        await prisma.session.updateMany({ where: { id: sessionId, lastSeenAt: { lt: stale } }, data: { lastSeenAt: now } });
      }
      return { sessionId, user };
    },

    /** Creates a session row and returns the Set-Cookie header value for it (see accountCookie for the other one). */
    async start(userId: string, userAgent: string | null) {
      const id = crypto.randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + maxAgeSeconds * 1000);
      await prisma.session.create({
        data: {
          id,
          userId,
          expiresAt,
          userAgent: userAgent?.slice(0, 300) ?? null,
        },
      });
      const sealed = await sealData({ sessionId: id, expiresAt: expiresAt.getTime() } satisfies Sealed, { password: keys, ttl: maxAgeSeconds });
      return serialize(cookieName, sealed, { ...cookieOptions, maxAge: maxAgeSeconds });
    },

    /** When a live session ends on its own, or null when it is not alive (read when a subscription stream opens). */
    async liveUntil(sessionId: string | null) {
      if (!sessionId) return null;
      const s = await prisma.session.findUnique({ where: { id: sessionId }, select: { revokedAt: true, expiresAt: true } });
      return s && isLive(s) ? s.expiresAt : null;
    },

    async revoke(sessionId: string) {
      await prisma.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
      opts.revoked?.({ kind: 'session', sessionId });
    },

    /** Ends every session of a user (account removal), or every one but `except` (a password change, "Sign out everywhere else"). */
    async revokeAllForUser(userId: string, except?: string | null) {
      await prisma.session.updateMany({ where: { userId, revokedAt: null, ...(except ? { id: { not: except } } : {}) }, data: { revokedAt: new Date() } });
      opts.revoked?.(except ? { kind: 'userSessions', userId, except } : { kind: 'userSessions', userId });
    },

    clearCookie() {
      return serialize(cookieName, '', { ...cookieOptions, maxAge: 0 });
    },

    /**
     * Two-step sign-in's cookies, sealed like the session's and accepted by nothing else: the pending
     * sign-in (the password was right, the code is to come; 5 minutes, read only by the code's call) and
     * a remembered device (30 days) bound to `stamp`, which changes when two-step sign-in is turned on
     * again or the password changes.
     */
    async pendingSignInCookie(userId: string) {
      const sealed = await sealData({ kind: 'pending-sign-in', userId } satisfies Marked, { password: keys, ttl: PENDING_SIGN_IN_SECONDS });
      return serialize(pendingName, sealed, { ...cookieOptions, maxAge: PENDING_SIGN_IN_SECONDS });
    },
    async pendingSignIn(cookieHeader: string | null) {
      return (await readMarked(cookieHeader, pendingName, 'pending-sign-in', PENDING_SIGN_IN_SECONDS))?.userId ?? null;
    },
    clearPendingSignIn() {
      return serialize(pendingName, '', { ...cookieOptions, maxAge: 0 });
    },
    /**
     * A secret kept in the database sealed (AES-256 and an HMAC, iron's format, under SESSION_SECRET's
     * newest key; every listed key opens it, so keys rotate as the cookies' do): two-step sign-in's app
     * secret, which a copy of the database alone must not reveal.
     */
    sealSecret(secret: string) {
      return sealData({ secret } satisfies { secret: string }, { password: keys, ttl: 0 });
    },
    async unsealSecret(sealed: string) {
      const { secret } = await unsealData<{ secret?: unknown }>(sealed, { password: keys, ttl: 0 });
      if (typeof secret !== 'string') throw new Error('a sealed secret could not be opened');
      return secret;
    },
    async trustedDeviceCookie(userId: string, stamp: string) {
      const sealed = await sealData({ kind: 'trusted-device', userId, stamp } satisfies Marked, { password: keys, ttl: TRUSTED_DEVICE_SECONDS });
      return serialize(trustedName, sealed, { ...cookieOptions, maxAge: TRUSTED_DEVICE_SECONDS });
    },
    async isTrustedDevice(cookieHeader: string | null, userId: string, stamp: string) {
      const marked = await readMarked(cookieHeader, trustedName, 'trusted-device', TRUSTED_DEVICE_SECONDS);
      return marked?.userId === userId && marked.stamp === stamp;
    },

    /** The Set-Cookie header value of the account cookie, sent beside the session's at sign-in. */
    accountCookie(userId: string) {
      return serialize(accountCookieName, accountOf(userId), { ...accountOptions, maxAge: maxAgeSeconds });
    },

    clearAccountCookie() {
      return serialize(accountCookieName, '', { ...accountOptions, maxAge: 0 });
    },
  };
}
