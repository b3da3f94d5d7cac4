import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { SqlExecutor } from '../db/client.js';

/** Which try of a job this is: `last` when a failure now will not be retried. */
export interface JobAttempt {
  retryCount: number;
  retryLimit: number;
  last: boolean;
}

/** A job type: its name, the zod schema of its payload and an idempotent handler. */
export interface JobDefinition<Payload> {
  name: string;
  payload: z.ZodType<Payload>;
  retryLimit?: number;
  /**
   * Jobs of this type a working process runs at once (default 1). Each runs in its own polling
   * worker that fetches one job at a time, so a process never holds more jobs than this: jobs
   * that wait stay in the database, not in memory.
   */
  concurrency?: number;
  handle(payload: Payload, attempt: JobAttempt): Promise<void>;
  /** Called once when the last try failed (its retries used up), with that try's error. */
  onGiveUp?(payload: Payload, error: unknown): Promise<void>;
}

/** A job still to run or running: created, waiting for a retry, or active. */
export interface LiveJob {
  id: string;
  state: 'created' | 'retry' | 'active';
}

// Definitions are heterogeneous; each validates its own payload before handling it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJobDefinition = JobDefinition<any>;

export interface JobQueueOptions {
  database: SqlExecutor;
  logger: FastifyBaseLogger;
  /** Poll and run handlers in this process (the default); false for API-only processes and tests. */
  work: boolean;
}

/**
 * The job queue on pg-boss. Jobs live in PostgreSQL (or PGlite through the same `executeSql`), so
 * API processes enqueue and any process with `work` runs them. Handlers must be idempotent:
 * pg-boss retries a failed job up to its retry limit.
 */
export class JobQueue {
  private readonly definitions = new Map<string, AnyJobDefinition>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly database: SqlExecutor,
    private readonly logger: FastifyBaseLogger,
    private readonly work: boolean,
  ) {}

  /** Starts pg-boss (creating or migrating its schema) and returns the queue. */
  static async start(options: JobQueueOptions): Promise<JobQueue> {
    const boss = new PgBoss({
      db: options.database,
      supervise: options.work,
      schedule: false,
      migrate: true,
    });
    boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
    await boss.start();
    return new JobQueue(boss, options.database, options.logger, options.work);
  }

  /** Registers a job type, creating its queue; starts polling when this process works jobs. */
  async register(definition: AnyJobDefinition): Promise<void> {
    this.definitions.set(definition.name, definition);
    await this.boss.createQueue(definition.name, {
      name: definition.name,
      retryLimit: definition.retryLimit ?? 5,
      retryDelay: 5,
      retryBackoff: true,
    });
    if (!this.work) return;
    for (let index = 0; index < Math.max(1, definition.concurrency ?? 1); index += 1) {
      await this.boss.work(
        definition.name,
        { pollingIntervalSeconds: 1, batchSize: 1, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) await this.runOne(definition, job.data, attemptOf(job));
        },
      );
    }
  }

  /** Enqueues a job after validating its payload. Returns the job id. */
  async send<Payload extends object>(
    name: string,
    payload: Payload,
    options: PgBoss.SendOptions = {},
  ): Promise<string> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`Unknown job ${name}`);
    definition.payload.parse(payload);
    const id = await this.boss.send(name, payload, options);
    if (!id) throw new Error(`Job ${name} was not enqueued`);
    return id;
  }

  /**
   * Fetches and runs every job waiting in the named queues, in this process, until none are left.
   * Used by tests and by one-off commands; failures are recorded in pg-boss as with `work`.
   */
  async drain(names: string[] = [...this.definitions.keys()]): Promise<number> {
    let processed = 0;
    for (;;) {
      let fetchedAny = false;
      for (const name of names) {
        const definition = this.definitions.get(name);
        if (!definition) continue;
        const jobs = await this.boss.fetch<object>(name, { batchSize: 10, includeMetadata: true });
        for (const job of jobs) {
          fetchedAny = true;
          processed += 1;
          try {
            await this.runOne(definition, job.data, attemptOf(job));
            await this.boss.complete(name, job.id);
          } catch (error) {
            await this.boss.fail(name, job.id, {
              message: error instanceof Error ? error.message : String(error),
            });
          }
        }
      }
      if (!fetchedAny) return processed;
    }
  }

  /** Counts jobs of a queue in a state (for tests and health). */
  async getJobState(name: string, id: string): Promise<string | undefined> {
    const job = await this.boss.getJobById(name, id);
    return job?.state;
  }

  /**
   * The jobs of a queue whose payload field has this value and that are still to run or running
   * (for recovering work after a restart).
   */
  async liveJobs(name: string, field: string, value: string): Promise<LiveJob[]> {
    const { rows } = await this.database.executeSql(
      `select id::text as id, state::text as state from pgboss.job
        where name = $1 and data->>$2 = $3 and state in ('created', 'retry', 'active')`,
      [name, field, value],
    );
    return rows as unknown as LiveJob[];
  }

  /** Cancels jobs (e.g. ones left active by a process that is gone). */
  async cancel(name: string, ids: string[]): Promise<void> {
    if (ids.length > 0) await this.boss.cancel(name, ids);
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  private async runOne(definition: AnyJobDefinition, data: unknown, attempt: JobAttempt): Promise<void> {
    const payload: unknown = definition.payload.parse(data);
    try {
      await definition.handle(payload, attempt);
      // Which process ran a job (pino adds the pid): with several workers, the trail of where work went.
      this.logger.debug({ job: definition.name }, 'job done');
    } catch (error) {
      if (attempt.last && definition.onGiveUp) {
        this.logger.error({ err: error, job: definition.name }, 'job failed on its last try');
        await definition.onGiveUp(payload, error);
      } else this.logger.warn({ err: error, job: definition.name }, 'job failed; pg-boss retries it');
      throw error;
    }
  }
}

function attemptOf(job: { retryCount?: number; retryLimit?: number }): JobAttempt {
  const retryCount = job.retryCount ?? 0;
  const retryLimit = job.retryLimit ?? 0;
  return { retryCount, retryLimit, last: retryCount >= retryLimit };
}
