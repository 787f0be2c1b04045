// Fixed-window counters for the named limits below (sign-in failures and sign-ups per email and per
// client IP, requests per API token). In memory per process; with REDIS_URL the counters are shared
// by every process (INCR + EXPIRE NX). An attempt is counted (reserved) before the work it guards, in
// one atomic step, so concurrent requests cannot all pass a check made before any of them counted.
// If Redis is down, requests go through unthrottled rather than locking everyone out.
import { Redis } from 'ioredis';
import { TOO_MANY_AVAILABILITY_REQUESTS, TOO_MANY_BOOKING_REQUESTS } from '../../common/booking.js';
import { HOLD_MINUTES, TOO_MANY_DEPOSIT_HOLDS } from '../../common/deposits.js';
import { TOO_MANY_PAY_ATTEMPTS } from '../../common/pay.js';
import { TOO_MANY_QUOTES } from '../../common/vehicle-sizes.js';
import type { Config } from '../config.js';
import { RateLimitError } from '../graphql/errors.js';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
export const TOO_MANY_SIGNUPS = 'Too many sign-up attempts. Please wait an hour and try again.';
export const TOO_MANY_RESET_REQUESTS = 'Too many password reset requests. Please wait an hour and try again.';
export const TOO_MANY_TOKEN_REQUESTS = 'Too many requests with this API token. Please wait a minute and try again.';

/**
 * Seconds a caller told one of these messages should wait (the Retry-After of a 429): the window of
 * its limit, or a minute for any other limit.
 */
export function retryAfterSeconds(message: string) {
  const windows: Record<string, number> = {
    [TOO_MANY_ATTEMPTS]: 15 * 60,
    [TOO_MANY_SIGNUPS]: 60 * 60,
    [TOO_MANY_RESET_REQUESTS]: 60 * 60,
    [TOO_MANY_TOKEN_REQUESTS]: 60,
    [TOO_MANY_BOOKING_REQUESTS]: 60 * 60,
    [TOO_MANY_PAY_ATTEMPTS]: 60 * 60,
    [TOO_MANY_DEPOSIT_HOLDS]: HOLD_MINUTES * 60,
    [TOO_MANY_AVAILABILITY_REQUESTS]: 60,
    [TOO_MANY_QUOTES]: 60,
  };
  return windows[message] ?? 60;
}

export interface Limit {
  max: number;
  windowSeconds: number;
  message: string;
}

export type LimitName = 'signInEmail' | 'signInIp' | 'signUpEmail' | 'signUpIp' | 'passwordResetEmail' | 'passwordResetIp' | 'apiToken' | 'bookingRequestIp' | 'payCheckoutIp' | 'depositHoldIp' | 'availabilityIp' | 'quoteIp';

export function limitsFrom(
  config: Pick<Config, 'SIGNIN_FAILURES_PER_IP' | 'SIGNUPS_PER_IP' | 'API_TOKEN_REQUESTS_PER_MINUTE'> & Partial<Pick<Config, 'BOOKING_REQUESTS_PER_IP' | 'PAY_CHECKOUTS_PER_IP' | 'DEPOSIT_HOLDS_PER_IP' | 'AVAILABILITY_REQUESTS_PER_IP' | 'QUOTE_RATE_LIMIT_PER_MINUTE'>>,
) {
  return {
    /** Failed sign-ins for one email. */
    signInEmail: { max: 5, windowSeconds: 15 * 60, message: TOO_MANY_ATTEMPTS },
    /** Failed sign-ins from one client IP, whatever the email (guessing across accounts). */
    signInIp: { max: config.SIGNIN_FAILURES_PER_IP, windowSeconds: 15 * 60, message: TOO_MANY_ATTEMPTS },
    /** Sign-up attempts for one email. */
    signUpEmail: { max: 5, windowSeconds: 60 * 60, message: TOO_MANY_SIGNUPS },
    /** Sign-up attempts from one client IP. */
    signUpIp: { max: config.SIGNUPS_PER_IP, windowSeconds: 60 * 60, message: TOO_MANY_SIGNUPS },
    /** Password reset links asked for one email (known or not: the same answer either way). */
    passwordResetEmail: { max: 5, windowSeconds: 60 * 60, message: TOO_MANY_RESET_REQUESTS },
    /** Password reset links asked from one client IP. */
    passwordResetIp: { max: 20, windowSeconds: 60 * 60, message: TOO_MANY_RESET_REQUESTS },
    /** Requests made with one API token. */
    apiToken: { max: config.API_TOKEN_REQUESTS_PER_MINUTE, windowSeconds: 60, message: TOO_MANY_TOKEN_REQUESTS },
    /** Booking requests sent from one client IP (the public form; the IP is never stored). */
    bookingRequestIp: { max: config.BOOKING_REQUESTS_PER_IP ?? 10, windowSeconds: 60 * 60, message: TOO_MANY_BOOKING_REQUESTS },
    /** Card payments started on pay links from one client IP (each makes a Checkout Session at Stripe). */
    payCheckoutIp: { max: config.PAY_CHECKOUTS_PER_IP ?? 20, windowSeconds: 60 * 60, message: TOO_MANY_PAY_ATTEMPTS },
    /** Instant bookings that hold a window for a deposit, from one client IP within a hold's life (unpaid holds empty a calendar). */
    depositHoldIp: { max: config.DEPOSIT_HOLDS_PER_IP ?? 3, windowSeconds: HOLD_MINUTES * 60, message: TOO_MANY_DEPOSIT_HOLDS },
    /** Free-window searches of public booking pages from one client IP per minute. */
    availabilityIp: { max: config.AVAILABILITY_REQUESTS_PER_IP ?? 120, windowSeconds: 60, message: TOO_MANY_AVAILABILITY_REQUESTS },
    /** Vehicle size lookups and price quotes of public booking pages from one client IP per minute (one budget for both). */
    quoteIp: { max: config.QUOTE_RATE_LIMIT_PER_MINUTE ?? 120, windowSeconds: 60, message: TOO_MANY_QUOTES },
  } satisfies Record<LimitName, Limit>;
}

interface Counters {
  incr(key: string, windowSeconds: number): Promise<number>;
  /** Takes one back from a live window (never below zero, never recreating an expired one). */
  decr(key: string): Promise<void>;
  del(key: string): Promise<void>;
  close(): void;
}

const DECR_LIVE = "if (tonumber(redis.call('GET', KEYS[1]) or '0') > 0) then return redis.call('DECR', KEYS[1]) end return 0";

function redisCounters(url: string): Counters {
  // Connected up front: with the offline queue off, a command sent before the connection is up fails (open).
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', () => {});
  // The first attempts wait (up to a second) for the first connection, so a process that has just
  // started does not let them through uncounted; once it is decided, nothing waits.
  const firstConnection = new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done).off('error', done).off('end', done);
      resolve();
    };
    const timer = setTimeout(done, 1000);
    timer.unref();
    redis.once('ready', done).once('error', done).once('end', done);
  });
  return {
    incr: async (key, windowSeconds) => {
      await firstConnection;
      const replies = await redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec().catch(() => null);
      return Number(replies?.[0]?.[1] ?? 0);
    },
    decr: async (key) => {
      await redis.eval(DECR_LIVE, 1, key).catch(() => null);
    },
    del: async (key) => {
      await redis.del(key).catch(() => null);
    },
    close: () => redis.disconnect(),
  };
}

function memoryCounters(): Counters {
  const counts = new Map<string, { n: number; until: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.until < Date.now()) counts.delete(key);
    return counts.get(key);
  };
  // Expired windows are dropped now and then, so the map does not grow with every IP ever seen.
  const sweep = setInterval(() => {
    for (const key of counts.keys()) live(key);
  }, 60_000);
  sweep.unref();
  return {
    incr: async (key, windowSeconds) => {
      const entry = live(key);
      const next = { n: (entry?.n ?? 0) + 1, until: entry?.until ?? Date.now() + windowSeconds * 1000 };
      counts.set(key, next);
      return next.n;
    },
    decr: async (key) => {
      const entry = live(key);
      if (entry && entry.n > 0) entry.n -= 1;
    },
    del: async (key) => {
      counts.delete(key);
    },
    close: () => clearInterval(sweep),
  };
}

export type Throttle = ReturnType<typeof createThrottle>;

export function createThrottle(config: Parameters<typeof limitsFrom>[0] & { REDIS_URL?: string }) {
  const limits = limitsFrom(config);
  const counters = config.REDIS_URL ? redisCounters(config.REDIS_URL) : memoryCounters();
  const k = (name: LimitName, key: string) => `lp:limit:${name}:${key}`;
  return {
    limits,
    /**
     * Counts one use and throws RateLimitError when that use is over the limit. Counting and deciding
     * are one atomic step, so at most `max` callers pass in a window however many arrive at once.
     */
    async take(name: LimitName, key: string) {
      if ((await counters.incr(k(name, key), limits[name].windowSeconds)) > limits[name].max) {
        throw new RateLimitError(limits[name].message);
      }
    },
    /** Gives back one use taken earlier (an attempt that turned out not to count, e.g. a sign-in that succeeded). */
    giveBack: (name: LimitName, key: string) => counters.decr(k(name, key)),
    reset: (name: LimitName, key: string) => counters.del(k(name, key)),
    close: () => counters.close(),
  };
}
