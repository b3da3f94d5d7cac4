import type { AppConfig } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import type { JobQueue } from './jobs/queue.js';
import type { Mailer } from './mail/mailer.js';
import type { RemoteFeedback } from './modules/answers/remote-feedback.js';
import type { ObjectStorage } from './storage/object-storage.js';
import type { WorkerPool } from './pool/worker-pool.js';
import type { SharedState } from './lib/shared-state.js';
import type { Metrics } from './lib/metrics.js';
import type { AdjustableClock } from './lib/clock.js';

/** What the app is built from: everything with I/O or time is passed in, so tests control it. */
export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  /** The read replica (DATABASE_REPLICA_URL) for reads that may lag: `readFromReplica` only. */
  replica?: DatabaseHandle | undefined;
  jobs: JobQueue;
  mailer: Mailer;
  storage: ObjectStorage;
  /** Worker threads for CPU-heavy work (audio decoding, scoring, PDFs), off the event loop. */
  pool: WorkerPool;
  /** The optional OpenAI-compatible provider for transcripts and written feedback. */
  remoteFeedback: RemoteFeedback | undefined;
  /** What several API processes share (Redis with REDIS_URL, else this process's memory). */
  shared: SharedState;
  /** Prometheus metrics of this process (`GET /metrics`). */
  metrics: Metrics;
  now: () => Date;
  /** Browser journeys only (TEST_CLOCK_CONTROL): the clock behind `now`, which they move forward. */
  testClock?: AdjustableClock;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
