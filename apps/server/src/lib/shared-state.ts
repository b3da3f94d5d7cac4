import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/** News one process sends to the others: content changed, or a user's sign-ins were revoked. */
export type SharedTopic = 'content' | 'user';

/**
 * The state several API processes must share. With `REDIS_URL`: a Redis client for the rate
 * limits and pub/sub news between processes. Without it, one process is the whole system:
 * rate limits count in memory and news has no one else to reach.
 */
export interface SharedState {
  kind: 'memory' | 'redis';
  /** The client the rate limiter counts in (undefined: in memory). */
  redis: Redis | undefined;
  /** Prefix of every Redis key and channel of this deployment (several may share one Redis). */
  prefix: string;
  /** Tells the other processes (never this one: it acts on its own changes directly). */
  publish(topic: SharedTopic, detail?: string): Promise<void>;
  /** Calls `listener` on news from other processes; returns the unsubscribe. */
  subscribe(topic: SharedTopic, listener: (detail: string) => void): () => void;
  /** Throws when the shared store does not answer (the readiness check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** One process: nothing to share. */
export function createMemorySharedState(): SharedState {
  return {
    kind: 'memory',
    redis: undefined,
    prefix: '',
    publish: async () => {},
    subscribe: () => () => {},
    ping: async () => {},
    close: async () => {},
  };
}

interface Envelope {
  from: string;
  topic: SharedTopic;
  detail: string;
}

/**
 * Connects to Redis (failing fast when it does not answer) and subscribes to this deployment's
 * news channel. Messages carry the sender's id, so a process ignores its own.
 */
export async function createRedisSharedState(url: string, prefix: string): Promise<SharedState> {
  const options = { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 1 };
  const client = new Redis(url, options);
  const subscriber = new Redis(url, options);
  // Errors also reject the command that met them; ioredis reconnects on its own.
  client.on('error', () => {});
  subscriber.on('error', () => {});
  try {
    await client.connect();
    await subscriber.connect();
  } catch (error) {
    client.disconnect();
    subscriber.disconnect();
    throw new Error(`REDIS_URL does not answer: ${error instanceof Error ? error.message : String(error)}`);
  }
  const self = randomUUID();
  const channel = `${prefix}news`;
  const news = new EventEmitter().setMaxListeners(0);
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    try {
      const message = JSON.parse(text) as Envelope;
      if (message.from !== self) news.emit(message.topic, message.detail);
    } catch {
      // Not ours: another program on the same channel.
    }
  });
  await subscriber.subscribe(channel);
  return {
    kind: 'redis',
    redis: client,
    prefix,
    publish: async (topic, detail = '') => {
      const message: Envelope = { from: self, topic, detail };
      await client.publish(channel, JSON.stringify(message));
    },
    subscribe: (topic, listener) => {
      news.on(topic, listener);
      return () => news.off(topic, listener);
    },
    ping: async () => {
      await client.ping();
    },
    close: async () => {
      news.removeAllListeners();
      await Promise.allSettled([subscriber.quit(), client.quit()]);
    },
  };
}

/** The shared state the configuration asks for. */
export function createSharedState(config: {
  redisUrl: string | undefined;
  redisPrefix: string;
}): Promise<SharedState> {
  return config.redisUrl
    ? createRedisSharedState(config.redisUrl, config.redisPrefix)
    : Promise.resolve(createMemorySharedState());
}
