// The per-request GraphQL context: who is asking (from the session cookie) and the app's services.
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Prisma } from '../db/client.js';
import type { User } from '../db/generated/prisma/client.js';
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
}

export interface Context extends AppServices {
  request: Request;
  user: User | null;
  sessionId: string | null;
  /** Set-Cookie values the response must carry (sign-in, sign-out). */
  setCookies: string[];
}

/** A Prisma filter for records the caller owns; admins see everyone's. */
export const ownedByCaller = (ctx: Pick<Context, 'user'>) => (ctx.user?.isAdmin ? {} : { ownerId: ctx.user?.id ?? '' });

export async function createContext(services: AppServices, request: Request): Promise<Context> {
  const current = await services.sessions.read(request.headers.get('cookie'));
  return {
    ...services,
    request,
    user: current?.user ?? null,
    sessionId: current?.sessionId ?? null,
    setCookies: [],
  };
}
