import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import {
  databaseOptionsFor,
  migrateDatabase,
  openDatabase,
  replicaOptionsFor,
  type DatabaseHandle,
} from './db/client.js';
import type { AppDeps } from './deps.js';
import { JobQueue } from './jobs/queue.js';
import { registerJobs } from './jobs/registry.js';
import { createMailer } from './mail/mailer.js';
import { createObjectStorage } from './storage/create-storage.js';
import { syncCatalogue } from './modules/marketplace/catalogue.service.js';
import { syncIntroPages } from './modules/mock-tests/intro-pages.service.js';
import { createRemoteFeedback } from './modules/answers/remote-feedback.js';
import { WorkerPool } from './pool/worker-pool.js';
import { recoverScoring } from './jobs/recover-scoring.js';
import { scheduleReviewReminders } from './modules/review/review-reminder.job.js';
import { scheduleAssignmentReminders } from './modules/assignments/assignment-reminder.job.js';
import { Metrics } from './lib/metrics.js';
import { createSharedState } from './lib/shared-state.js';
import { createSharedFailureReporter } from './lib/shared-state-failures.js';
import { createAdjustableClock } from './lib/clock.js';

/**
 * Opens the database (migrating it), the job queue with every job type, the mailer and the
 * storage: everything `buildApp` needs. Used by main.ts, worker.ts and the commands.
 */
export async function createDeps(
  config: AppConfig,
  options: {
    work: boolean;
    logger?: FastifyBaseLogger;
    database?: DatabaseHandle;
    /** The read replica (tests); else DATABASE_REPLICA_URL's, if set. */
    replica?: DatabaseHandle;
    /** Keep one pool thread alive (servers); tests start threads only when they use them. */
    warmPool?: boolean;
    /** Another worker entry for the pool (tests of crashes and time limits). */
    poolWorkerFile?: URL;
  },
): Promise<AppDeps> {
  const logger = options.logger ?? pino({ level: config.logLevel });
  const storage = await createObjectStorage(config);
  await storage.check();
  const database = options.database ?? (await openDatabase(databaseOptionsFor(config)));
  await migrateDatabase(database);
  const replicaOptions = replicaOptionsFor(config);
  const replica = options.replica ?? (replicaOptions ? await openDatabase(replicaOptions) : undefined);
  const metrics = new Metrics();
  const shared = await createSharedState(config, {
    onFailure: createSharedFailureReporter(logger, metrics.sharedStateFailures),
  });
  const jobs = await JobQueue.start({ database, logger, work: options.work, metrics });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  const pool = new WorkerPool({
    threads: config.workerThreads,
    taskTimeoutMs: config.poolTaskTimeoutMs,
    niceness: config.poolNiceness,
    priorities: config.poolPriorities,
    minThreads: options.warmPool ? 1 : 0,
    onTaskDone: (task, outcome, seconds) => metrics.poolTaskDuration.observe({ task, outcome }, seconds),
    ...(options.poolWorkerFile ? { workerFile: options.poolWorkerFile } : {}),
  });
  metrics.setThreadMemorySource(() => pool.threadMemory());
  metrics.setPoolQueueSource(() => pool.stats().queuedByPriority);
  const testClock = config.testClockControl ? createAdjustableClock() : undefined;
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    ...(replica ? { replica } : {}),
    jobs,
    mailer,
    storage,
    pool,
    remoteFeedback: createRemoteFeedback(config.remoteAi, logger),
    shared,
    metrics,
    now: testClock?.now ?? (() => new Date()),
    ...(testClock ? { testClock } : {}),
  };
  await registerJobs(deps, logger);
  await syncCatalogue(deps);
  await syncIntroPages(deps);
  if (options.work) {
    await recoverScoring(deps, logger);
    // The daily review reminder, asked for hourly (the queue has no scheduler; the run sends once a day).
    scheduleReviewReminders(deps, logger);
    scheduleAssignmentReminders(deps, logger);
  }
  return deps;
}

/** Stops the queue, then the worker pool, then closes the shared state and the databases. */
export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.jobs.stop();
  await deps.pool.close();
  await deps.shared.close();
  await deps.replica?.close();
  await deps.database.close();
}
