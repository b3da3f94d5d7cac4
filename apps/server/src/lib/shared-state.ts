import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/** News for every process: content changed, a user's sign-ins were revoked, a learner's bookmarks changed, a support message or read receipt, a class's work changed. */
export type SharedTopic = 'content' | 'user' | 'bookmarks' | 'support' | 'classes';

/** Where news came from: this process, or another one (through Redis). */
export type NewsOrigin = 'here' | 'elsewhere';

export type NewsListener = (detail: string, origin: NewsOrigin) => void;

/** What Redis can fail to do: count a rate limit, or carry news to the other processes. */
export type SharedOperation = 'rate_limit' | 'publish' | 'connect';

/** Told of each operation Redis failed (bootstrap logs and counts them). */
export type SharedFailureListener = (operation: SharedOperation, error: unknown) => void;

export interface SharedStateOptions {
  onFailure?: SharedFailureListener;
}

/**
 * Bounds on every Redis command: no offline queue (while the connection is down a command fails
 * at once instead of waiting for a reconnection) and a reply within `commandTimeoutMs` (a Redis
 * that accepts but does not answer fails too). A request never waits long on Redis.
 */
export const redisCommandTimeoutMs = 1000;

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
   * through Redis. Never rejects: when Redis does not take the news, only this process hears it
   * and the failure goes to {@link SharedState.reportFailure}.
   */
  publish(topic: SharedTopic, detail?: string): Promise<void>;
  /**
   * Reports an operation Redis failed (the rate limiter calls it too), to the listener given at
   * creation: logged as a warning and counted in `shared_state_failures_total`.
   */
  reportFailure: SharedFailureListener;
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
export function createMemorySharedState(options: SharedStateOptions = {}): SharedState {
  const news = new EventEmitter().setMaxListeners(0);
  return {
    kind: 'memory',
    redis: undefined,
    prefix: '',
    publish: async (topic, detail = '') => {
      news.emit(topic, detail, 'here');
    },
    reportFailure: options.onFailure ?? (() => {}),
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
 * Connects to Redis and subscribes to this deployment's news channel; when Redis does not answer
 * at start the process starts alone and joins it later (see below). Messages carry the sender's id, so a process does not hear its own twice. When
 * Redis stops answering later, the process goes on alone (see {@link SharedState.publish}) and
 * ioredis keeps reconnecting; the readiness check reports Redis as failed meanwhile.
 */
export async function createRedisSharedState(
  url: string,
  prefix: string,
  stateOptions: SharedStateOptions = {},
): Promise<SharedState> {
  const options = {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: redisCommandTimeoutMs,
  };
  const reportFailure = stateOptions.onFailure ?? (() => {});
  const client = new Redis(url, options);
  const subscriber = new Redis(url, options);
  // Errors also reject the command that met them; ioredis reconnects on its own.
  client.on('error', () => {});
  subscriber.on('error', () => {});
  const self = randomUUID();
  const channel = `${prefix}news`;
  // (Re)subscribe whenever the subscriber's connection is ready, the first time included: a
  // process started while Redis was down joins the news once it answers.
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).catch((error: unknown) => reportFailure('connect', error));
  });
  // A Redis that does not answer at start does not stop the process: it starts alone, reported
  // (log and `shared_state_failures_total{operation="connect"}`), and ioredis keeps reconnecting.
  const [connected] = (await Promise.allSettled([client.connect(), subscriber.connect()])).filter(
    (outcome) => outcome.status === 'rejected',
  );
  if (connected) reportFailure('connect', connected.reason);
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
  return {
    kind: 'redis',
    redis: client,
    prefix,
    publish: async (topic, detail = '') => {
      news.emit(topic, detail, 'here');
      const message: Envelope = { from: self, topic, detail };
      await client.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
        reportFailure('publish', error);
      });
    },
    reportFailure,
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
export function createSharedState(
  config: { redisUrl: string | undefined; redisPrefix: string },
  options: SharedStateOptions = {},
): Promise<SharedState> {
  return config.redisUrl
    ? createRedisSharedState(config.redisUrl, config.redisPrefix, options)
    : Promise.resolve(createMemorySharedState(options));
}
