import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Jobs waiting or running in one queue, as counted at scrape time. */
export interface QueueDepth {
  queue: string;
  state: string;
  count: number;
  /** Seconds the oldest job of this state has been due (created or retry), null for active ones. */
  oldestSeconds: number | null;
}

/** Tasks waiting for a worker pool thread at one priority, and how long the oldest has waited. */
export interface PoolQueueDepth {
  priority: string;
  waiting: number;
  oldestWaitingSeconds: number | null;
}

/** A scrape reads the queue's depth for at most this long: a database outage must not hang /metrics. */
const depthTimeoutMs = 1000;

const secondsBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/**
 * The Prometheus metrics of one process, in a registry of its own (several apps in one test
 * process do not collide): request latency by route pattern, job queue depth and latency, worker
 * pool task durations (scoring, decoding, reports), and Node's defaults (event-loop delay, memory,
 * CPU, GC) under the `nodejs_`/`process_` names.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: secondsBuckets,
    registers: [this.registry],
  });
  readonly jobWait = new Histogram({
    name: 'job_wait_seconds',
    help: 'Time from a job being created to a worker starting it, by queue',
    labelNames: ['queue'] as const,
    buckets: secondsBuckets,
    registers: [this.registry],
  });
  readonly jobDuration = new Histogram({
    name: 'job_duration_seconds',
    help: 'Time from a worker starting a job to it finishing, by queue and outcome',
    labelNames: ['queue', 'outcome'] as const,
    buckets: secondsBuckets,
    registers: [this.registry],
  });
  readonly poolTaskDuration = new Histogram({
    name: 'pool_task_duration_seconds',
    help: 'Worker pool task durations (scoring, audio decoding, reports), waiting included, by task and outcome',
    labelNames: ['task', 'outcome'] as const,
    buckets: secondsBuckets,
    registers: [this.registry],
  });
  readonly sharedStateFailures = new Counter({
    name: 'shared_state_failures_total',
    help: 'Operations Redis (REDIS_URL) failed, so this process went on alone: rate limits not counted, news not sent to the other processes',
    labelNames: ['operation'] as const,
    registers: [this.registry],
  });
  readonly replicaReadFallbacks = new Counter({
    name: 'replica_read_fallbacks_total',
    help: 'Reads meant for the read replica (DATABASE_REPLICA_URL) that failed there and ran on the primary',
    registers: [this.registry],
  });
  private queueDepthSource: (() => Promise<QueueDepth[]>) | undefined;
  private threadMemorySource: (() => { threadId: number; heapUsedBytes: number }[]) | undefined;
  private poolQueueSource: (() => PoolQueueDepth[]) | undefined;

  constructor() {
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 });
    const depthFailures = new Counter({
      name: 'job_queue_depth_scrape_failures_total',
      help: 'Scrapes that could not read the job queue depth (the database did not answer in time); its gauges are left out then',
      registers: [this.registry],
    });
    // One read of the queue per scrape serves both queue gauges; a failed read leaves them empty
    // (and is counted) instead of failing the whole scrape, so metrics keep answering in an outage.
    let pendingDepth: Promise<QueueDepth[]> | undefined;
    const depthOf = (): Promise<QueueDepth[]> => {
      if (!this.queueDepthSource) return Promise.resolve([]);
      pendingDepth ??= withTimeout(this.queueDepthSource(), depthTimeoutMs)
        .catch(() => {
          depthFailures.inc();
          return [];
        })
        .finally(() => setTimeout(() => (pendingDepth = undefined), 0));
      return pendingDepth;
    };
    const threadsOf = () => this.threadMemorySource?.() ?? [];
    const poolQueueOf = () => this.poolQueueSource?.() ?? [];
    new Gauge({
      name: 'pool_queue_waiting',
      help: 'Worker pool tasks waiting for a thread, by priority (interactive, answer, inProgress, batch)',
      labelNames: ['priority'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const lane of poolQueueOf()) this.set({ priority: lane.priority }, lane.waiting);
      },
    });
    new Gauge({
      name: 'pool_queue_oldest_waiting_seconds',
      help: 'Seconds the oldest worker pool task of each priority has waited for a thread (0 when none waits)',
      labelNames: ['priority'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const lane of poolQueueOf())
          this.set({ priority: lane.priority }, lane.oldestWaitingSeconds ?? 0);
      },
    });
    new Gauge({
      name: 'pool_thread_heap_used_bytes',
      help: "Each worker pool thread's V8 heap in use after its last task, by thread id (the process's own heap is nodejs_heap_size_used_bytes)",
      labelNames: ['thread'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const thread of threadsOf()) this.set({ thread: String(thread.threadId) }, thread.heapUsedBytes);
      },
    });
    new Gauge({
      name: 'job_queue_depth',
      help: 'Jobs created, waiting for a retry or active, by queue and state',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const rows = await depthOf();
        for (const row of rows) this.set({ queue: row.queue, state: row.state }, row.count);
      },
    });
    new Gauge({
      name: 'job_queue_oldest_waiting_seconds',
      help: 'Seconds the oldest due job of each queue has waited to start (created or retry): what to scale workers on',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const oldest = new Map<string, number>();
        for (const row of await depthOf())
          if (row.oldestSeconds !== null)
            oldest.set(row.queue, Math.max(oldest.get(row.queue) ?? 0, row.oldestSeconds));
        for (const [queue, seconds] of oldest) this.set({ queue }, seconds);
      },
    });
  }

  /** Where `pool_thread_heap_used_bytes` is read from at scrape time (the worker pool). */
  setThreadMemorySource(source: () => { threadId: number; heapUsedBytes: number }[]): void {
    this.threadMemorySource = source;
  }

  /** Where the `pool_queue_*` gauges are read from at scrape time (the worker pool's queue). */
  setPoolQueueSource(source: () => PoolQueueDepth[]): void {
    this.poolQueueSource = source;
  }

  /** Where `job_queue_depth` is read from at scrape time (the job queue). */
  setQueueDepthSource(source: () => Promise<QueueDepth[]>): void {
    this.queueDepthSource = source;
  }

  /** The metrics in Prometheus' text format, and its content type. */
  async render(): Promise<{ text: string; contentType: string }> {
    return { text: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
