// The per-request GraphQL context: who is asking (from the session cookie) and the app's services.
import type { Logger } from 'pino';
import { clientIpOf } from '../client-ip.js';
import type { Config } from '../config.js';
import type { Prisma } from '../db/client.js';
import type { User } from '../db/generated/prisma/client.js';
import { userForBearer } from '../domains/account/api-tokens.service.js';
import type { SessionManager } from '../domains/account/session.js';
import type { Throttle } from '../domains/account/throttle.js';
import type { Mailer } from '../domains/mail/mail.service.js';
import type { Payments } from '../domains/payments/payments.service.js';
import type { AppPubSub } from './pubsub.js';

export interface AppServices {
  prisma: Prisma;
  config: Config;
  sessions: SessionManager;
  log: Logger;
  pubsub: AppPubSub;
  mailer: Mailer;
  payments: Payments;
  throttle: Throttle;
  /** Aborted when the server begins to shut down: open subscriptions complete. */
  shutdown: AbortSignal;
}

export interface Context extends AppServices {
  request: Request;
  user: User | null;
  sessionId: string | null;
  /** Set when the request authenticated with `Authorization: Bearer` (an external tool). */
  apiTokenId: string | null;
  /** The client's IP address, for throttles. */
  clientIp: string;
  /** Set-Cookie values the response must carry (sign-in, sign-out). */
  setCookies: string[];
}

/** A Prisma filter for records the caller owns; admins see everyone's. */
export const ownedByCaller = (ctx: Pick<Context, 'user'>) => (ctx.user?.isAdmin ? {} : { ownerId: ctx.user?.id ?? '' });

/** Whether the caller's session, or API token, is still alive (re-checked for every subscription event). */
export async function stillSignedIn(ctx: Pick<Context, 'apiTokenId' | 'sessionId' | 'prisma' | 'sessions'>) {
  if (ctx.apiTokenId) return (await ctx.prisma.apiToken.count({ where: { id: ctx.apiTokenId } })) > 0;
  return ctx.sessions.isAlive(ctx.sessionId);
}

/** An API token when the request carries `Authorization`, otherwise the session cookie. */
export async function createContext(services: AppServices, request: Request): Promise<Context> {
  const base = { ...services, request, clientIp: clientIpOf(request), setCookies: [] };
  const authorization = request.headers.get('authorization');
  if (authorization) {
    const { user, apiTokenId } = await userForBearer(services, authorization);
    return { ...base, user, sessionId: null, apiTokenId };
  }
  const current = await services.sessions.read(request.headers.get('cookie'));
  return { ...base, user: current?.user ?? null, sessionId: current?.sessionId ?? null, apiTokenId: null };
}
