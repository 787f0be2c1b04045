// Whether a Redis server answers at url. Outside CI the Redis-backed tests skip where none does;
// in CI (CI set) a missing Redis fails the run instead of skipping silently.
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function redisAvailable(url = TEST_REDIS_URL) {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** For `describe.skipIf(!(await redisForTests()))`: true when Redis answers; in CI a missing Redis throws. */
export async function redisForTests(url = TEST_REDIS_URL) {
  const up = await redisAvailable(url);
  if (!up && process.env.CI) throw new Error(`CI needs Redis at ${url} (start it; see .ci/run), so the Redis tests run instead of skipping`);
  return up;
}
