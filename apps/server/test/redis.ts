import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app.js';
import type { AppDeps } from '../src/deps.js';
import { Metrics } from '../src/lib/metrics.js';
import { createSharedState } from '../src/lib/shared-state.js';
import type { TestContext } from './test-context.js';

/** The Redis the REDIS_URL tests use (`TEST_REDIS_URL`, else the local default). */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether the test Redis answers. When it does not: under CI (`CI` set) this throws, so the Redis
 * tests never pass by being skipped; elsewhere it returns the reason to skip them with.
 */
export async function redisSkipReason(): Promise<string | undefined> {
  const client = new Redis(testRedisUrl, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return undefined;
  } catch (error) {
    const reason = `Redis at ${testRedisUrl} does not answer (${error instanceof Error ? error.message : String(error)})`;
    if (process.env.CI) throw new Error(`${reason}; under CI the REDIS_URL tests must run, not be skipped`);
    console.warn(`Skipping the REDIS_URL tests: ${reason}`);
    return reason;
  } finally {
    client.disconnect();
  }
}

/** A key prefix of its own per test file, so runs sharing the Redis never see each other's keys. */
export function testRedisPrefix(): string {
  return `prepwise-test:${randomBytes(6).toString('hex')}:`;
}

/** Deletes every key under a test prefix (never FLUSHALL: the Redis is shared). */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const client = new Redis(testRedisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

/**
 * A second API process beside a test context: its own app, shared state (its own Redis
 * connections) and metrics, on the same database and configuration, the way a second process
 * behind a load balancer would be.
 */
export async function startSecondProcess(context: TestContext) {
  const shared = await createSharedState(context.config);
  const deps: AppDeps = { ...context.deps, shared, metrics: new Metrics() };
  const app = await buildApp({ deps, serveWeb: false });
  await app.ready();
  return {
    app,
    deps,
    close: async () => {
      await app.close();
      await shared.close();
    },
  };
}
