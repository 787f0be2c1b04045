// The per-request GraphQL context: who is asking (server/auth) and the app's services.
import { type Caller, authenticate } from '../auth/authenticate.js';
import { afterThisTurn } from '../after-response.js';
import type { EventStream } from '../event-stream.js';
import type { AppServices } from '../services.js';

export interface Context extends AppServices, Caller {
  request: Request;
  /** The client's IP address, for throttles. */
  clientIp: string;
  /** Set-Cookie values the response must carry (sign-in, sign-out). */
  setCookies: string[];
  /** Runs `fn` once the response is answered (server/after-response.ts): events and email wait for it, the caller does not. */
  afterResponse: (fn: () => unknown) => void;
}

/**
 * What the router knows of a request beyond the Request itself, handed to yoga as its server context
 * (`yoga.fetch(request, scope)`) and from there to createContext. Absent when a test calls yoga directly.
 */
export interface RequestScope {
  clientIp?: string;
  afterResponse?: (fn: () => unknown) => void;
  /** On a node socket: hands an event stream to the router, which writes it straight to the socket (server/event-stream.ts); returns the response to answer with. */
  sendEventStream?: (stream: EventStream) => Response;
}

/** A Prisma filter for records the caller owns; admins see everyone's. */
export const ownedByCaller = (ctx: Pick<Context, 'user'>) => (ctx.user?.isAdmin ? {} : { ownerId: ctx.user?.id ?? '' });

export async function createContext(services: AppServices, request: Request, scope: RequestScope = {}): Promise<Context> {
  const caller = await authenticate(services, request);
  return {
    ...services,
    ...caller,
    request,
    clientIp: scope.clientIp ?? 'unknown',
    setCookies: [],
    afterResponse: scope.afterResponse ?? afterThisTurn,
  };
}
