// The pages and webhooks a domain answers outside the API (#49): each domain exports a PageRoutes that
// mounts its own routes on the router with the kit it is handed; server/http.ts mounts the list
// app.ts gives it, naming no domain.
import type { Context as HonoContext, Hono, MiddlewareHandler } from 'hono';
import type { EventStream } from '../event-stream.js';
import type { AppServices } from '../services.js';

/** Per-request values the router records (Hono's context variables) and hands on as a RequestScope. */
export type RouterEnv = { Variables: { clientIp?: string; afterResponse: (fn: () => unknown) => void; sendEventStream?: (stream: EventStream) => Response } };
export type RouterContext = HonoContext<RouterEnv>;

export interface PageKit {
  services: AppServices;
  /** The public pages' document (client/booking.html, hydrated by client/booking.tsx; a bare shell unbuilt). */
  shell: string;
  /** yoga's fetch for a page rendered with GraphQL, as the request's own caller. */
  graphqlFor: (c: RouterContext) => (request: Request) => Response | Promise<Response>;
  /** Records the client IP (for throttles) on the routes it is put on. */
  clientIp: MiddlewareHandler<RouterEnv>;
  /** A path parameter (and, with `query`, a query value) holding U+0000: 400, not a database error. */
  refuseNul: (param: string, opts?: { query?: boolean }) => MiddlewareHandler<RouterEnv>;
  /** Refuses a body over `bytes` with a 413 in words. */
  bodyLimit: (bytes: number, as?: 'text' | 'json') => MiddlewareHandler<RouterEnv>;
  /** Rendered for each request, never stored, under the app's CSP. */
  pageHeaders: Record<string, string>;
  /** The CSP of a page whose form may lead to Stripe Checkout (a deposit, a pay link). */
  checkoutCsp: string;
}

export type PageRoutes = (app: Hono<RouterEnv>, kit: PageKit) => void;
