import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/** News for every process: content changed, a user's sign-ins were revoked, a learner's bookmarks changed. */
export type SharedTopic = 'content' | 'user' | 'bookmarks';

/** Where news came from: this process, or another one (through Redis). */
export type NewsOrigin = 'here' | 'elsewhere';

export type NewsListener = (detail: string, origin: NewsOrigin) => void;

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
  /**
   * Tells every process: this one's listeners at once (before the promise settles), the others'
   * through Redis. Rejects when Redis does not take the news (this process has heard it anyway).
   */
  publish(topic: SharedTopic, detail?: string): Promise<void>;
  /** Calls `listener` on news of `topic`, from this process or another; returns the unsubscribe. */
  subscribe(topic: SharedTopic, listener: NewsListener): () => void;
  /** Throws when the shared store does not answer (the readiness check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

function subscribeTo(news: EventEmitter, topic: SharedTopic, listener: NewsListener): () => void {
  news.on(topic, listener);
  return () => news.off(topic, listener);
}

/** One process: news stays in it, rate limits count in its memory. */
export function createMemorySharedState(): SharedState {
  const news = new EventEmitter().setMaxListeners(0);
  return {
    kind: 'memory',
    redis: undefined,
    prefix: '',
    publish: async (topic, detail = '') => {
      news.emit(topic, detail, 'here');
    },
    subscribe: (topic, listener) => subscribeTo(news, topic, listener),
    ping: async () => {},
    close: async () => {
      news.removeAllListeners();
    },
  };
}

interface Envelope {
  from: string;
  topic: SharedTopic;
  detail: string;
}

/**
 * Connects to Redis (failing fast when it does not answer) and subscribes to this deployment's
 * news channel. Messages carry the sender's id, so a process does not hear its own twice.
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
      if (message.from !== self) news.emit(message.topic, message.detail, 'elsewhere');
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
      news.emit(topic, detail, 'here');
      const message: Envelope = { from: self, topic, detail };
      await client.publish(channel, JSON.stringify(message));
    },
    subscribe: (topic, listener) => subscribeTo(news, topic, listener),
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
