import type { FastifyBaseLogger } from 'fastify';
import type { Ready } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { pingDatabase } from './health.repository.js';

type Check = Ready['checks']['database'];

/** A check that takes longer than this counts as failed (a hung dependency is not ready). */
const checkTimeoutMs = 3000;
const storageProbeKey = 'health/ready-probe';

async function timed(name: string, logger: FastifyBaseLogger, check: () => Promise<void>): Promise<Check> {
  const startedAt = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${checkTimeoutMs} ms`)), checkTimeoutMs);
      }),
    ]);
    return { status: 'ok', ms: Math.round(performance.now() - startedAt) };
  } catch (error) {
    // The reason goes to the log only: the answer is public.
    logger.warn({ err: error, check: name }, 'readiness check failed');
    return { status: 'failed', ms: Math.round(performance.now() - startedAt) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks, at once, what this process needs to serve: the database answers `select 1`, the job
 * queue is running, storage stores and reads back a small probe, and Redis answers when
 * `REDIS_URL` is set (`skipped` otherwise). Never throws.
 */
export async function checkReadiness(deps: AppDeps, logger: FastifyBaseLogger): Promise<Ready> {
  const [database, queue, storage, redis] = await Promise.all([
    timed('database', logger, () => pingDatabase(deps.database)),
    timed('queue', logger, () => deps.jobs.check()),
    timed('storage', logger, async () => {
      const probe = Buffer.from(String(Date.now()));
      await deps.storage.put(storageProbeKey, probe);
      const read = await deps.storage.get(storageProbeKey);
      if (!read) throw new Error('the storage probe was not read back');
    }),
    deps.shared.kind === 'redis'
      ? timed('redis', logger, () => deps.shared.ping())
      : Promise.resolve<Check>({ status: 'skipped', ms: 0 }),
  ]);
  const checks = { database, queue, storage, redis };
  const isReady = Object.values(checks).every((check) => check.status !== 'failed');
  return { status: isReady ? 'ready' : 'unready', checks };
}
