// Failed sign-in attempts per email: after MAX_FAILURES within the window, sign-in waits.
// In memory per process; with REDIS_URL the count is shared by every process (INCR + EXPIRE).
import { Redis } from 'ioredis';

export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 15 * 60;
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

export interface Throttle {
  failures(key: string): Promise<number>;
  fail(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): void;
}

export function createThrottle(redisUrl?: string): Throttle {
  if (redisUrl) {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
    redis.on('error', () => {});
    const k = (key: string) => `lp:signin:${key}`;
    // If Redis is down, sign-in keeps working (unthrottled) rather than locking everyone out.
    return {
      failures: async (key) => Number((await redis.get(k(key)).catch(() => null)) ?? 0),
      fail: async (key) => {
        await redis.multi().incr(k(key)).expire(k(key), WINDOW_SECONDS).exec().catch(() => null);
      },
      reset: async (key) => {
        await redis.del(k(key)).catch(() => null);
      },
      close: () => redis.disconnect(),
    };
  }
  const counts = new Map<string, { n: number; until: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.until < Date.now()) counts.delete(key);
    return counts.get(key);
  };
  return {
    failures: async (key) => live(key)?.n ?? 0,
    fail: async (key) => {
      const entry = live(key);
      counts.set(key, { n: (entry?.n ?? 0) + 1, until: entry?.until ?? Date.now() + WINDOW_SECONDS * 1000 });
    },
    reset: async (key) => {
      counts.delete(key);
    },
    close: () => {},
  };
}
