import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import { databaseOptionsFor, migrateDatabase, openDatabase, type DatabaseHandle } from './db/client.js';
import type { AppDeps } from './deps.js';
import { JobQueue } from './jobs/queue.js';
import { registerJobs } from './jobs/registry.js';
import { createMailer } from './mail/mailer.js';
import { createLocalStorage } from './storage/local-storage.js';
import { syncCatalogue } from './modules/marketplace/catalogue.service.js';
import { syncIntroPages } from './modules/mock-tests/intro-pages.service.js';
import { createRemoteFeedback } from './modules/ai-scoring/remote-feedback.js';

/**
 * Opens the database (migrating it), the job queue with every job type, the mailer and the
 * storage: everything `buildApp` needs. Used by main.ts, worker.ts and the commands.
 */
export async function createDeps(
  config: AppConfig,
  options: { work: boolean; logger?: FastifyBaseLogger; database?: DatabaseHandle },
): Promise<AppDeps> {
  const logger = options.logger ?? pino({ level: config.logLevel });
  const database = options.database ?? (await openDatabase(databaseOptionsFor(config)));
  await migrateDatabase(database);
  const jobs = await JobQueue.start({ database, logger, work: options.work });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    jobs,
    mailer,
    storage: createLocalStorage({ dataDir: config.dataDir, secret: config.appSecret }),
    remoteFeedback: createRemoteFeedback(config.remoteAi, logger),
    now: () => new Date(),
  };
  await registerJobs(deps, logger);
  await syncCatalogue(deps);
  await syncIntroPages(deps);
  return deps;
}

/** Stops the queue, then closes the database. */
export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.jobs.stop();
  await deps.database.close();
}
