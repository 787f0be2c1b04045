// Revocable sessions: the sealed cookie carries only a session id; the Session row decides if it is alive.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parse as parseCookies, serialize } from 'cookie';
import { sealData, unsealData } from 'iron-session';
import type { Config } from '../../config.js';
import type { Prisma } from '../../db/client.js';

const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;

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
}) {
  const { prisma, keys, secure } = opts;
  const cookieName = secure ? '__Host-lp_session' : 'lp_session';
  const maxAgeSeconds = opts.maxAgeDays * 86_400;
  const cookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure } as const;

  return {
    cookieName,

    /** The live session and its user, or null: no cookie, tampered, old key, revoked or expired. */
    async read(cookieHeader: string | null) {
      const sealed = cookieHeader ? parseCookies(cookieHeader)[cookieName] : undefined;
      if (!sealed) return null;
      let sessionId: string | undefined;
      try {
        ({ sessionId } = await unsealData<{ sessionId?: string }>(sealed, { password: keys, ttl: maxAgeSeconds }));
      } catch {
        return null;
      }
      if (typeof sessionId !== 'string') return null;
      const session = await prisma.session.findUnique({ where: { id: sessionId }, include: { user: true } });
      const now = new Date();
      if (!session || !isLive(session, now)) return null;
      if (now.getTime() - session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
        await prisma.session.update({ where: { id: session.id }, data: { lastSeenAt: now } });
      }
      return { sessionId: session.id, user: session.user };
    },

    /** Creates a session row and returns the Set-Cookie header value for it. */
    async start(userId: string, userAgent: string | null) {
      const id = crypto.randomBytes(32).toString('base64url');
      await prisma.session.create({
        data: {
          id,
          userId,
          expiresAt: new Date(Date.now() + maxAgeSeconds * 1000),
          userAgent: userAgent?.slice(0, 300) ?? null,
        },
      });
      const sealed = await sealData({ sessionId: id }, { password: keys, ttl: maxAgeSeconds });
      return serialize(cookieName, sealed, { ...cookieOptions, maxAge: maxAgeSeconds });
    },

    /** Whether the session is still alive (re-checked for every subscription event). */
    async isAlive(sessionId: string | null) {
      if (!sessionId) return false;
      const s = await prisma.session.findUnique({ where: { id: sessionId }, select: { revokedAt: true, expiresAt: true } });
      return !!s && isLive(s);
    },

    async revoke(sessionId: string) {
      await prisma.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
    },

    /** Ends every session of a user (password change, account removal). */
    async revokeAllForUser(userId: string) {
      await prisma.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
    },

    clearCookie() {
      return serialize(cookieName, '', { ...cookieOptions, maxAge: 0 });
    },
  };
}
