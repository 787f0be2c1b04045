// Events for subscriptions. In-process by default; with REDIS_URL every server process shares one feed.
// Events carry ids only: subscribers load what they may see, after the write has committed.
import { setMaxListeners } from 'node:events';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';

export type TicketEventKind = 'created' | 'message' | 'status' | 'read';
export interface TicketEvent {
  ticketId: string;
  kind: TicketEventKind;
}

export type Channels = { ticketEvent: [TicketEvent] };
export type AppPubSub = ReturnType<typeof createPubSub<Channels>>;

export function createAppPubSub(redisUrl: string | undefined, log: Logger) {
  if (!redisUrl) {
    // Every subscriber is one listener; hundreds are expected, so no leak warning at 10.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return { pubsub: createPubSub<Channels>({ eventTarget }), close: async () => {} };
  }
  const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true };
  const publishClient = new Redis(redisUrl, options);
  const subscribeClient = new Redis(redisUrl, options);
  for (const client of [publishClient, subscribeClient]) {
    client.on('error', (err) => log.warn({ err: err.message }, 'redis error'));
  }
  const pubsub = createPubSub<Channels>({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) });
  return {
    pubsub,
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
