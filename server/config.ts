// Every environment variable the server reads, parsed and validated in one place.
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  /** Prepare Prisma's statements by name on DATABASE_URL's server (server/db/client.ts); off behind a pooler that cannot keep them. */
  DATABASE_PREPARED_STATEMENTS: bool.default(true),
  DATA_DIR: z.string().default('./data'),
  EMBEDDED_DB_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  SESSION_SECRET: z.string().optional(),
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  APP_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PRICE_ID: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Tests and local stand-ins only: where the Stripe client sends its requests. */
  STRIPE_API_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  /** Twilio (server/integrations/twilio.ts): all three or none; without them texts go to the owner's "To text" list. */
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be an Account SID: AC and 32 hexadecimal digits').optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be a phone number in E.164 form, e.g. +15125550100').optional(),
  /** Tests and local stand-ins only: where the Twilio client sends its requests instead of https://api.twilio.com. */
  TWILIO_API_BASE: z.string().url().optional(),
  MAIL_FROM: z.string().default("Detailer's Launchpad <hello@detailerslaunchpad.com>"),
  PRODUCT_NAME: z.string().default("Detailer's Launchpad"),
  SUPPORT_EMAIL: z.string().email().default('support@detailerslaunchpad.com'),
  ADMIN_EMAIL: z.string().email().optional(),
  /** Where the operator is emailed of new support tickets and owners' replies, unless an admin set an address on the Support tab. */
  ADMIN_NOTIFY_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SERVE_CLIENT: bool.default(true),
  /** A request must arrive whole within this long (else 408 and the connection closed); its headers within HEADERS_TIMEOUT_SECONDS. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(20),
  /** An idle keep-alive connection is closed after this long (default 5 s; 65 s with TRUST_PROXY, above a proxy's own idle timeout). */
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).optional(),
  /** Open connections at most (default: 15,000, or the open-file limit less 512 when lower). */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).optional(),
  /** Open connections per client address (default 256; off, 0, with TRUST_PROXY: the proxy's address is every client's). */
  CONNECTIONS_PER_IP: z.coerce.number().int().min(0).optional(),
  /** Administrators must turn two-step sign-in on before the admin panel's operations answer them. */
  ADMIN_REQUIRE_TWO_FACTOR: bool.default(false),
  /** Behind a reverse proxy: take the client IP from the last X-Forwarded-For entry. */
  TRUST_PROXY: bool.default(false),
  /** Failed sign-ins per client IP per 15 minutes, whatever the email. */
  SIGNIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(50),
  /** Sign-up attempts per client IP per hour. */
  SIGNUPS_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Requests per API token per minute. */
  API_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Booking requests a visitor may send from one client IP per hour (the public booking form). */
  BOOKING_REQUESTS_PER_IP: z.coerce.number().int().min(1).default(10),
  /** Texts an owner's customers get from the platform's number (TWILIO_FROM) in 24 hours; the rest wait in the owner's To-text list. */
  SMS_PER_OWNER_PER_DAY: z.coerce.number().int().min(0).default(100),
  /** Instant bookings holding a window for a deposit from one client IP within a hold's life (15 minutes). */
  DEPOSIT_HOLDS_PER_IP: z.coerce.number().int().min(1).default(3),
  /** Free-window searches of public booking pages (the availability call) from one client IP per minute. */
  AVAILABILITY_REQUESTS_PER_IP: z.coerce.number().int().min(1).default(120),
  /** Vehicle size lookups and price quotes of public booking pages (GET /api/vehicle-size, the quote) from one client IP per minute. */
  QUOTE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Card payments a customer may start on pay links (/pay/{token}) from one client IP per hour. */
  PAY_CHECKOUTS_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Live-update streams (subscriptions) open at once per sign-in or API token, and per client IP. */
  STREAMS_PER_SESSION: z.coerce.number().int().min(1).default(10),
  STREAMS_PER_IP: z.coerce.number().int().min(1).default(100),
  /** A single-connection stream reserved (PUT /graphql/stream) but not connected to within this long is given back. */
  STREAM_RESERVATION_SECONDS: z.coerce.number().min(0.1).max(300).default(30),
  PROGRAM_LENGTH_DAYS: z.coerce.number().int().min(1).max(364).default(30),
  /** How often an idle job-queue worker looks for due jobs (server/integrations/queue.ts). */
  QUEUE_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
});

export type Config = z.infer<typeof schema> & {
  dataDir: string;
  isProduction: boolean;
  /** The base of every link the app builds (server/kernel/urls.ts): APP_URL, else http://localhost:PORT outside production. */
  appUrl: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A variable set but empty (`SIGNUPS_PER_IP=`) means unset: its default applies.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const isProduction = c.NODE_ENV === 'production';
  if (isProduction && !c.SESSION_SECRET) {
    throw new Error('Invalid configuration:\n  SESSION_SECRET: required in production');
  }
  if (isProduction && !c.APP_URL) {
    throw new Error(
      "Invalid configuration:\n  APP_URL: required in production (the app's public address, e.g. https://app.example.com: every link in emails, texts and payment redirects is built on it, never on a request's Host)",
    );
  }
  const twilio = { TWILIO_ACCOUNT_SID: c.TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN: c.TWILIO_AUTH_TOKEN, TWILIO_FROM: c.TWILIO_FROM };
  const missing = Object.entries(twilio).filter(([, v]) => !v).map(([k]) => k);
  if (missing.length > 0 && missing.length < 3) {
    throw new Error(
      `Invalid configuration:\n  ${missing.join(', ')}: required with ${Object.keys(twilio).filter((k) => !missing.includes(k)).join(', ')} (set all three Twilio variables, or none to text from the owner's own phone)`,
    );
  }
  const appUrl = (c.APP_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  return { ...c, dataDir: path.resolve(c.DATA_DIR), isProduction, appUrl };
}
