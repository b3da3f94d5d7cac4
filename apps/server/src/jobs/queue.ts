import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { SqlExecutor } from '../db/client.js';
import type { Metrics, QueueDepth } from '../lib/metrics.js';
import { currentRequestId } from '../lib/request-context.js';

/**
 * The job data field that carries the id of the request that enqueued the job (beside the
 * payload; taken off before the payload is validated).
 */
const requestIdField = '_requestId';

/** Which try of a job this is: `last` when a failure now will not be retried. */
export interface JobAttempt {
  retryCount: number;
  retryLimit: number;
  last: boolean;
  /** The queue's logger with this job's name, id and (when a request enqueued it) `reqId`. */
  logger?: FastifyBaseLogger;
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
  /**
   * Seconds a running job may take before pg-boss expires it and retries it (pg-boss's default:
   * 15 minutes). A job held by a worker that died (SIGKILL, crash, lost machine) stays `active`
   * for this long before another worker gets it, so keep it near the handler's real bound.
   */
  expireInSeconds?: number;
  handle(payload: Payload, attempt: JobAttempt): Promise<void>;
  /** Called once when the last try failed (its retries used up), with that try's error. */
  onGiveUp?(payload: Payload, error: unknown): Promise<void>;
}

/** How often a working process beats its heart (and looks for jobs held by dead ones). */
export const heartbeatIntervalMs = 10_000;
/** A working process unheard of for this long is dead: its running jobs go back to the queue. */
export const deadAfterMs = 40_000;

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
  metrics?: Metrics;
}

/** What pg-boss tells a handler about a job besides its data (`includeMetadata`). */
interface JobMetadata {
  id: string;
  data: unknown;
  retryCount?: number;
  retryLimit?: number;
  createdOn?: Date;
}

/**
 * The job queue on pg-boss. Jobs live in PostgreSQL (or PGlite through the same `executeSql`), so
 * API processes enqueue and any process with `work` runs them. Handlers must be idempotent:
 * pg-boss retries a failed job up to its retry limit.
 */
export class JobQueue {
  private readonly definitions = new Map<string, AnyJobDefinition>();
  private stopped = false;
  /** This process as a worker (`job_workers`), registered when it first runs a job. */
  private readonly workerId = randomUUID();
  private workerRow: Promise<void> | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  private constructor(
    private readonly boss: PgBoss,
    private readonly database: SqlExecutor,
    private readonly logger: FastifyBaseLogger,
    private readonly work: boolean,
    private readonly metrics: Metrics | undefined,
  ) {
    metrics?.setQueueDepthSource(() => this.depth());
  }

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
    const queue = new JobQueue(boss, options.database, options.logger, options.work, options.metrics);
    if (options.work) queue.startHeartbeat();
    return queue;
  }

  /**
   * Beats this process's heart every {@link heartbeatIntervalMs} and, each time, hands back to the
   * queue the jobs held by working processes not heard of for {@link deadAfterMs}.
   */
  private startHeartbeat(): void {
    this.heartbeat = setInterval(() => {
      void this.beat()
        .then(() => this.sweepDeadWorkers())
        .catch((error: unknown) => this.logger.warn({ err: error }, 'job heartbeat failed'));
    }, heartbeatIntervalMs);
    this.heartbeat.unref();
  }

  private registerWorker(): Promise<void> {
    this.workerRow ??= this.database
      .executeSql(`insert into job_workers (id) values ($1) on conflict (id) do update set seen_at = now()`, [
        this.workerId,
      ])
      .then(() => undefined);
    return this.workerRow;
  }

  private async beat(): Promise<void> {
    await this.registerWorker();
    await this.database.executeSql(`update job_workers set seen_at = now() where id = $1`, [this.workerId]);
  }

  /**
   * Fails the running jobs held by working processes not heard of for `deadAfterMs` (pg-boss then
   * retries them at once, on whichever worker polls first) and forgets those processes. Safe to
   * run in every process at once: each claim is taken by one sweep. Returns the jobs handed back.
   */
  async sweepDeadWorkers(deadAfter = deadAfterMs): Promise<number> {
    const { rows } = await this.database.executeSql(
      `delete from job_claims c using job_workers w
        where c.worker_id = w.id and w.seen_at < now() - make_interval(secs => $1) and w.id <> $2
        returning c.job_id::text as job_id, c.queue`,
      [deadAfter / 1000, this.workerId],
    );
    const orphans = rows as unknown as { job_id: string; queue: string }[];
    for (const orphan of orphans)
      await this.boss.fail(orphan.queue, orphan.job_id, { message: 'its worker stopped answering' });
    await this.database.executeSql(
      `delete from job_workers where seen_at < now() - make_interval(secs => $1) and id <> $2`,
      [deadAfter / 1000, this.workerId],
    );
    if (orphans.length > 0)
      this.logger.warn(
        { jobs: orphans.map((orphan) => `${orphan.queue}:${orphan.job_id}`) },
        'jobs held by a worker that stopped answering were handed back to the queue',
      );
    return orphans.length;
  }

  /** Registers a job type, creating its queue; starts polling when this process works jobs. */
  async register(definition: AnyJobDefinition): Promise<void> {
    this.definitions.set(definition.name, definition);
    const settings = {
      name: definition.name,
      retryLimit: definition.retryLimit ?? 5,
      retryDelay: 5,
      retryBackoff: true,
      ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
    };
    await this.boss.createQueue(definition.name, settings);
    // createQueue leaves an existing queue as it was: a queue created before its expiry was set
    // gets it here (jobs enqueued from now on use it).
    if (definition.expireInSeconds) await this.boss.updateQueue(definition.name, settings);
    if (!this.work) return;
    for (let index = 0; index < Math.max(1, definition.concurrency ?? 1); index += 1) {
      await this.boss.work(
        definition.name,
        { pollingIntervalSeconds: 1, batchSize: 1, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) await this.runOne(definition, job);
        },
      );
    }
  }

  /**
   * Enqueues a job after validating its payload; the id of the request this runs in (if any) goes
   * with it, so the handler's log lines carry it. Returns the job id.
   */
  async send<Payload extends object>(
    name: string,
    payload: Payload,
    options: PgBoss.SendOptions = {},
  ): Promise<string> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`Unknown job ${name}`);
    definition.payload.parse(payload);
    const requestId = currentRequestId();
    const data = requestId ? { ...payload, [requestIdField]: requestId } : payload;
    const id = await this.boss.send(name, data, options);
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
            await this.runOne(definition, job);
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

  /** Jobs created, waiting for a retry or active, per queue and state (`job_queue_depth`). */
  async depth(): Promise<QueueDepth[]> {
    const { rows } = await this.database.executeSql(
      `select name as queue, state::text as state, count(*)::int as count,
              case when state in ('created', 'retry') then
                extract(epoch from now() - min(start_after) filter (where start_after <= now()))::float8
              end as oldest_seconds
         from pgboss.job
        where state in ('created', 'retry', 'active') group by name, state`,
      [],
    );
    return (
      rows as unknown as { queue: string; state: string; count: number; oldest_seconds: number | null }[]
    ).map((row) => ({
      queue: row.queue,
      state: row.state,
      count: Number(row.count),
      oldestSeconds: row.oldest_seconds === null ? null : Math.max(0, Number(row.oldest_seconds)),
    }));
  }

  /** Throws unless the queue runs and its tables answer (the readiness check). */
  async check(): Promise<void> {
    if (this.stopped) throw new Error('the job queue is stopped');
    await this.database.executeSql('select version from pgboss.version', []);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.heartbeat);
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    // Gone for good: nothing of ours is left to hand back (a graceful stop finished its jobs).
    if (this.workerRow)
      await this.database
        .executeSql(`delete from job_workers where id = $1`, [this.workerId])
        .catch(() => undefined);
  }

  private async runOne(definition: AnyJobDefinition, job: JobMetadata): Promise<void> {
    const { [requestIdField]: requestId, ...data } = (job.data ?? {}) as Record<string, unknown>;
    const logger = this.logger.child({
      job: definition.name,
      jobId: job.id,
      ...(typeof requestId === 'string' ? { reqId: requestId } : {}),
    });
    const attempt = attemptOf(job, logger);
    const startedAt = Date.now();
    if (job.createdOn)
      this.metrics?.jobWait.observe({ queue: definition.name }, (startedAt - job.createdOn.getTime()) / 1000);
    const payload: unknown = definition.payload.parse(data);
    let outcome = 'failed';
    // Held by this process while it runs: if the process dies, a sweep elsewhere hands it back.
    await this.registerWorker();
    await this.database.executeSql(
      `insert into job_claims (job_id, queue, worker_id) values ($1, $2, $3) on conflict (job_id) do update set worker_id = $3, claimed_at = now()`,
      [job.id, definition.name, this.workerId],
    );
    try {
      await definition.handle(payload, attempt);
      outcome = 'completed';
      // Which process ran a job (pino adds the pid): with several workers, the trail of where work went.
      logger.debug('job done');
    } catch (error) {
      if (attempt.last && definition.onGiveUp) {
        logger.error({ err: error }, 'job failed on its last try');
        await definition.onGiveUp(payload, error);
      } else logger.warn({ err: error }, 'job failed; pg-boss retries it');
      throw error;
    } finally {
      this.metrics?.jobDuration.observe({ queue: definition.name, outcome }, (Date.now() - startedAt) / 1000);
      await this.database
        .executeSql(`delete from job_claims where job_id = $1`, [job.id])
        .catch((error: unknown) => logger.warn({ err: error }, 'job claim not released'));
    }
  }
}

function attemptOf(job: { retryCount?: number; retryLimit?: number }, logger: FastifyBaseLogger): JobAttempt {
  const retryCount = job.retryCount ?? 0;
  const retryLimit = job.retryLimit ?? 0;
  return { retryCount, retryLimit, last: retryCount >= retryLimit, logger };
}
