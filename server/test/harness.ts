// Starts the whole app on a test database and gives each test callers with their own cookie jar.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createPrisma } from '../db/client.js';
import type { TwilioSms } from '../integrations/twilio.js';
import { type TestDatabase, createTestDatabase } from './database.js';
import { startSmtp } from './smtp.js';

/**
 * JSON a test reads by path and then asserts (`res.data.viewer.customers…`): the assertions check the
 * shape, so the one explicit `any` of the code base lives here, not in each test.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above
export type LooseJson = any;

export const uniqueEmail = (name = 'owner') => `${name}.${crypto.randomBytes(5).toString('hex')}@example.com`;

/**
 * `opts.database`: run on this test database (made by createTestDatabase) instead of a new one, as a
 * second server process on it, or the same server after a restart; close() then leaves it to its maker.
 * `opts.sms`: the SMS provider customer texts go through (default none). `opts.log`: the app's logger (default silent).
 */
export async function startTestApp(env: Record<string, string> = {}, opts: { database?: TestDatabase; sms?: TwilioSms | null; log?: Logger } = {}) {
  const db = opts.database ?? (await createTestDatabase());
  const { prisma, pool } = createPrisma(db.url, { embedded: db.embedded });
  // Counts SQL statements, so tests can assert that a list is resolved without N+1 queries.
  const statements = { count: 0 };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    statements.count += 1;
    return query(...args);
  }) as unknown as typeof pool.query;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), `lp-test-${process.pid}`),
    SESSION_SECRET: 'test-secret-that-is-at-least-32-characters',
    SERVE_CLIENT: 'false',
    // The app's public address, the base of its links; the test callers' requests go to http://localhost.
    APP_URL: 'http://localhost',
    LOG_LEVEL: 'silent',
    // Every test caller comes from one address; the per-IP limits have their own tests.
    SIGNUPS_PER_IP: '100000',
    SIGNIN_FAILURES_PER_IP: '100000',
    BOOKING_REQUESTS_PER_IP: '100000',
    PAY_CHECKOUTS_PER_IP: '100000',
    DEPOSIT_HOLDS_PER_IP: '100000',
    AVAILABILITY_REQUESTS_PER_IP: '100000',
    QUOTE_RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const app = await createApp({ config, prisma, log: opts.log ?? pino({ level: 'silent' }), database: { url: db.url, embedded: db.embedded }, sms: opts.sms });

  function caller(initialCookie?: string) {
    let cookie = initialCookie ?? '';
    async function send(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
      const h = new Headers(headers);
      if (cookie) h.set('cookie', cookie);
      if (body !== undefined && !h.has('content-type')) h.set('content-type', 'application/json');
      const res = await app.fetch(
        new Request(`http://localhost${url}`, {
          method,
          headers: h,
          body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        }),
      );
      // A jar by name: sign-in sets the session and the account cookie, sign-out clears both.
      const jar = new Map(cookie ? cookie.split('; ').map((pair) => [pair.split('=')[0], pair] as const) : []);
      for (const c of res.headers.getSetCookie()) {
        const pair = c.split(';')[0];
        if (pair.endsWith('=')) jar.delete(pair.slice(0, -1));
        else jar.set(pair.split('=')[0], pair);
      }
      cookie = [...jar.values()].join('; ');
      return res;
    }
    return {
      get cookie() {
        return cookie;
      },
      send,
      /** A GraphQL operation; returns the parsed { data, errors }. */
      async gql<T = LooseJson>(query: string, variables?: Record<string, unknown>) {
        const res = await send('POST', '/graphql', { query, variables });
        return (await res.json()) as { data: T; errors?: { message: string; extensions?: { code?: string } }[] };
      },
      /** A REST call; returns the status and parsed JSON body. */
      async rest<T = LooseJson>(method: string, url: string, body?: unknown) {
        const res = await send(method, url, body);
        return { status: res.status, body: (await res.json()) as T, headers: res.headers };
      },
    };
  }

  return {
    app,
    prisma,
    config,
    databaseUrl: db.url,
    caller,
    /** How many SQL statements fn ran. */
    async countStatements(fn: () => Promise<unknown>) {
      const before = statements.count;
      await fn();
      return statements.count - before;
    },
    /** A signed-in administrator with a fresh account. */
    async admin() {
      const c = await this.owner();
      await prisma.user.update({ where: { id: c.user.id }, data: { isAdmin: true } });
      return c;
    },
    /** A signed-in owner with a fresh account. */
    async owner(fields: Partial<{ firstName: string; email: string; password: string }> = {}) {
      const c = caller();
      const email = fields.email ?? uniqueEmail();
      const res = await c.rest('POST', '/api/register', {
        firstName: fields.firstName ?? 'Owner',
        lastName: 'Test',
        email,
        password: fields.password ?? 'password123',
      });
      if (res.status !== 201) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
      return Object.assign(c, { user: res.body as { id: string; email: string } });
    },
    async close() {
      await app.close();
      await prisma.$disconnect();
      if (!opts.database) await db.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * Two server processes' apps on one new PostgreSQL database (TEST_DATABASE_URL), each sending email
 * through its own capturing SMTP server, so a test sees which process sent what. `close()` ends all.
 */
export async function startTwoProcesses(env: Record<string, string> = {}) {
  const smtpA = await startSmtp();
  const smtpB = await startSmtp();
  const db = await createTestDatabase();
  const a = await startTestApp({ ...env, SMTP_URL: `smtp://127.0.0.1:${smtpA.port}` }, { database: db });
  const b = await startTestApp({ ...env, SMTP_URL: `smtp://127.0.0.1:${smtpB.port}` }, { database: db });
  return {
    a,
    b,
    smtpA,
    smtpB,
    async close() {
      await a.close();
      await b.close();
      await smtpA.close();
      await smtpB.close();
      await db.drop();
    },
  };
}
