import type { FastifyBaseLogger } from 'fastify';
import type { Ready } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { pingDatabase } from './health.repository.js';

type Check = Ready['checks']['database'];

/** A check that takes longer than this counts as failed (a hung dependency is not ready). */
const checkTimeoutMs = 3000;
/** Read, never written: a missing key answers null from a storage that works. */
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
 * Checks, at once, what this replica needs to serve: the database answers `select 1` and the job
 * queue is running; and what it shares with every replica: object storage answers a read (of a
 * key never written: nothing is stored by a probe) and Redis answers when `REDIS_URL` is set
 * (`skipped` otherwise), as does the read replica when `DATABASE_REPLICA_URL` is set (its reads fall
 * back to the primary). The first two failing make it unready; the shared ones only degraded,
 * so a Redis or S3 blip does not take every replica out of the load balancer at once. Never throws.
 */
export async function checkReadiness(deps: AppDeps, logger: FastifyBaseLogger): Promise<Ready> {
  const replica = deps.replica;
  const [database, queue, storage, redis, replicaCheck] = await Promise.all([
    timed('database', logger, () => pingDatabase(deps.database)),
    timed('queue', logger, () => deps.jobs.check()),
    timed('storage', logger, async () => {
      await deps.storage.get(storageProbeKey);
    }),
    deps.shared.kind === 'redis'
      ? timed('redis', logger, () => deps.shared.ping())
      : Promise.resolve<Check>({ status: 'skipped', ms: 0 }),
    replica
      ? timed('replica', logger, () => pingDatabase(replica))
      : Promise.resolve<Check>({ status: 'skipped', ms: 0 }),
  ]);
  const checks = { database, queue, storage, redis, replica: replicaCheck };
  const status =
    database.status === 'failed' || queue.status === 'failed'
      ? 'unready'
      : storage.status === 'failed' || redis.status === 'failed' || replicaCheck.status === 'failed'
        ? 'degraded'
        : 'ready';
  return { status, checks };
}
