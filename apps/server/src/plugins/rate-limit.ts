import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { SharedState } from '../lib/shared-state.js';

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type RedisStoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => FastifyRateLimitStore;

// The plugin's own Redis store (its Lua script), which the package does not export by name.
const RedisStore = createRequire(import.meta.url)(
  '@fastify/rate-limit/store/RedisStore.js',
) as RedisStoreCtor;

/**
 * A store that tells `onError` of each failure before passing it on to the plugin. (No `read`:
 * nothing here asks the limiter for its count without counting.)
 */
class ReportingStore implements FastifyRateLimitStore {
  constructor(
    private readonly inner: FastifyRateLimitStore,
    private readonly onError: (error: Error) => void,
  ) {}

  private reporting(callback: StoreCallback): StoreCallback {
    return (error, result) => {
      if (error) this.onError(error);
      callback(error, result);
    };
  }

  incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
    this.inner.incr(key, this.reporting(callback), timeWindow, max);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new ReportingStore(this.inner.child(routeOptions), this.onError);
  }
}

/** The plugin's Redis store, under this deployment's prefix, reporting failures to `shared`. */
function reportingRedisStore(shared: SharedState, redis: Redis): FastifyRateLimitStoreCtor {
  const onError = (error: Error) => shared.reportFailure('rate_limit', error);
  return class extends ReportingStore {
    constructor(
      options: FastifyRateLimitOptions & { continueExceeding?: boolean; exponentialBackoff?: boolean },
    ) {
      const inner = new RedisStore(
        options.continueExceeding ?? false,
        options.exponentialBackoff ?? false,
        redis,
        `${shared.prefix}rate-limit:`,
      );
      super(inner, onError);
    }
  };
}

/**
 * Per-route rate limits (`config.rateLimit`; none globally). With REDIS_URL they count in Redis,
 * across every API process; else in this process. When Redis stops answering, requests pass
 * unlimited rather than failing with a 500 (`skipOnError`): refusing every sign-in because a
 * counter is unreachable would turn a Redis outage into a full one. Each such request is
 * reported (a warning in the log, `shared_state_failures_total{operation="rate_limit"}`), and
 * `/api/ready` names Redis as failed.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const { shared } = app.deps;
  await app.register(rateLimit, {
    global: false,
    ...(shared.redis ? { store: reportingRedisStore(shared, shared.redis), skipOnError: true } : {}),
  });
});
