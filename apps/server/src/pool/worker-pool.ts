import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { PriorityQueue, type PoolPriority, type PriorityQueueDepth } from './priority-queue.js';

/** Why a pool task did not return a result. */
export type PoolFailureReason = 'busy' | 'timedOut' | 'crashed' | 'closed';

/**
 * A task the pool could not run to its end: `busy` (every thread and queue slot taken; try again
 * later), `timedOut` (past the time limit; its thread was terminated), `crashed` (the worker thread
 * died under it) or `closed` (the pool is shutting down).
 */
export class PoolTaskError extends Error {
  override readonly name = 'PoolTaskError';
  constructor(
    readonly reason: PoolFailureReason,
    message: string,
  ) {
    super(message);
  }
}

export interface WorkerPoolOptions {
  /** Worker threads; defaults to one per core but one (at least 1). */
  threads?: number;
  /** Tasks that may wait for a thread beyond those running; defaults to 4 per thread. */
  maxQueue?: number;
  /** A task running or waiting longer than this is aborted (its thread terminated). */
  taskTimeoutMs: number;
  /** The worker module; defaults to `pool-worker.(ts|js)` beside this file. Tests pass their own. */
  workerFile?: URL;
  /** Threads kept alive while idle (0: start on first use). */
  minThreads?: number;
  /** Idle threads stop after this long (the speech model is loaded again on the next one). */
  idleTimeoutMs?: number;
  /**
   * How much lower than the API the threads run (added to their nice value, Linux; 0: same
   * priority). Defaults to {@link defaultPoolNiceness}.
   */
  niceness?: number;
  /**
   * Whether a free thread takes the most urgent waiting task (default) or the oldest one whatever
   * its priority (first come, first served: the way before, for benchmarks to compare with).
   */
  priorities?: boolean;
  /** Told of every task that ends: its `kind`, how it ended and how long it took (waiting included). */
  onTaskDone?: (task: string, outcome: 'completed' | PoolFailureReason, seconds: number) => void;
}

/** A task waiting for a thread: started when its turn comes, or failed when the pool closes. */
interface WaitingTask {
  start: () => void;
  fail: (error: Error) => void;
}

/** Pool threads run this much nicer than the API by default, so requests come first. */
export const defaultPoolNiceness = 10;

/** A pool thread's V8 heap in use, as it reported it with its last answer. */
export interface ThreadMemory {
  threadId: number;
  heapUsedBytes: number;
}

export interface PoolStats {
  /** Most threads the pool runs at once. */
  maxThreads: number;
  /** Threads alive now (they start on demand and stop when idle). */
  threads: number;
  queued: number;
  running: number;
  completed: number;
  failed: number;
  /** Running plus queued tasks the pool accepts before refusing with `busy`. */
  capacity: number;
  /** Each live thread's heap in use after its last task, by thread id (threads not yet used: none). */
  threadHeapUsedBytes: number[];
  /** Tasks waiting for a thread, and the oldest wait, per priority (most urgent first). */
  queuedByPriority: PriorityQueueDepth[];
}

/** Threads for CPU work by default: every core but one for the event loop, at least one. */
export function defaultPoolThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * The pool's worker entry beside this module: `pool-worker.ts` when running from source (tsx),
 * `pool-worker.js` when compiled or bundled.
 */
export function defaultWorkerFile(): URL {
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(fromSource ? './pool-worker.ts' : './pool-worker.js', import.meta.url);
}

/**
 * A bounded pool of worker threads (piscina) for CPU-heavy work, so the API's event loop keeps
 * answering. At most `threads + maxQueue` tasks are accepted at once; beyond that `run` rejects
 * with `PoolTaskError('busy')` at once instead of holding the work in memory. Each task has a time
 * limit; a task past it is aborted and its thread terminated.
 */
export class WorkerPool {
  private readonly piscina: Piscina;
  private readonly timeoutMs: number;
  readonly maxThreads: number;
  readonly capacity: number;
  private inFlight = 0;
  private failed = 0;
  private closed = false;
  private readonly onTaskDone: WorkerPoolOptions['onTaskDone'];
  /** The last heap figure each thread sent with an answer (see `thread-memory.ts`). */
  private readonly threadHeaps = new Map<number, number>();
  /** Tasks waiting for a thread, the most urgent priority first (see `priority-queue.ts`). */
  private readonly waiting = new PriorityQueue<WaitingTask>();
  /** Tasks handed to piscina: at most one per thread, so the choice of the next stays here. */
  private started = 0;
  private readonly usePriorities: boolean;

  constructor(options: WorkerPoolOptions) {
    const workerFile = options.workerFile ?? defaultWorkerFile();
    this.maxThreads = Math.max(1, options.threads ?? defaultPoolThreads());
    // Room for a class's uploads arriving at once (each a short decode); scoring jobs take at most
    // one slot per thread (their job concurrency), so the rest of the queue is for requests.
    const maxQueue = Math.max(0, options.maxQueue ?? Math.max(this.maxThreads * 4, 64));
    this.capacity = this.maxThreads + maxQueue;
    this.timeoutMs = options.taskTimeoutMs;
    this.onTaskDone = options.onTaskDone;
    this.usePriorities = options.priorities ?? true;
    // From source, a small bootstrap registers the TypeScript loader in the thread first.
    const fromSource = workerFile.pathname.endsWith('.ts');
    this.piscina = new Piscina({
      filename: fromSource ? new URL('./source-worker.mjs', import.meta.url).href : workerFile.href,
      workerData: { sourceEntry: workerFile.href, niceness: options.niceness ?? defaultPoolNiceness },
      execArgv: [],
      minThreads: Math.min(options.minThreads ?? 0, this.maxThreads),
      maxThreads: this.maxThreads,
      maxQueue: Math.max(1, maxQueue),
      idleTimeout: options.idleTimeoutMs ?? 300_000,
    });
    // A thread that dies is replaced by piscina; the task it ran is rejected and counted below.
    this.piscina.on('error', () => {});
  }

  /**
   * Runs one task in a worker thread. `transferList` moves ArrayBuffers instead of copying them
   * (they are unusable here afterwards). While every thread is busy, the task waits behind those
   * of a more urgent `priority` (default `interactive`: someone waits on the request). Rejects
   * with {@link PoolTaskError} when the task could not run to its end; the worker's own answer
   * (success or a handled failure) resolves.
   */
  async run<Result>(
    task: object,
    transferList: ArrayBuffer[] = [],
    priority: PoolPriority = 'interactive',
  ): Promise<Result> {
    if (!this.onTaskDone) return this.runTask(task, transferList, priority);
    const kind = 'kind' in task && typeof task.kind === 'string' ? task.kind : 'unknown';
    const startedAt = performance.now();
    let outcome: 'completed' | PoolFailureReason = 'crashed';
    try {
      const result = await this.runTask<Result>(task, transferList, priority);
      outcome = 'completed';
      return result;
    } catch (error) {
      if (error instanceof PoolTaskError) outcome = error.reason;
      throw error;
    } finally {
      this.onTaskDone(kind, outcome, (performance.now() - startedAt) / 1000);
    }
  }

  private async runTask<Result>(
    task: object,
    transferList: ArrayBuffer[],
    priority: PoolPriority,
  ): Promise<Result> {
    if (this.closed) throw new PoolTaskError('closed', 'The worker pool is closed.');
    if (this.inFlight >= this.capacity)
      throw new PoolTaskError('busy', 'The server is busy with other work; try again later.');
    this.inFlight += 1;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error('time limit')), this.timeoutMs);
    let holdsThread = false;
    try {
      await this.threadFor(priority, abort.signal);
      holdsThread = true;
      const result = (await this.piscina.run(task, { transferList, signal: abort.signal })) as Result;
      this.noteThreadMemory(result);
      return result;
    } catch (error) {
      this.failed += 1;
      if (abort.signal.aborted)
        throw new PoolTaskError(
          'timedOut',
          `The task took longer than ${this.timeoutMs} ms and was stopped.`,
        );
      if (this.closed) throw new PoolTaskError('closed', 'The worker pool closed while the task ran.');
      if (error instanceof Error && error.message === 'Task queue is at limit')
        throw new PoolTaskError('busy', 'The server is busy with other work; try again later.');
      const detail = error instanceof Error ? error.message : String(error);
      throw new PoolTaskError('crashed', `The worker thread stopped while running the task: ${detail}`);
    } finally {
      clearTimeout(timer);
      this.inFlight -= 1;
      if (holdsThread) this.releaseThread();
    }
  }

  /**
   * Resolves when a thread is free for this task: at once when one is, else when the tasks of
   * more urgent priorities and the older ones of its own have gone first. Rejects when the task's
   * time limit passes while it waits, or the pool closes.
   */
  private threadFor(priority: PoolPriority, signal: AbortSignal): Promise<void> {
    if (this.started < this.maxThreads && this.waiting.size === 0) {
      this.started += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const entry: WaitingTask = {
        start: () => {
          signal.removeEventListener('abort', onAbort);
          this.started += 1;
          resolve();
        },
        fail: (error) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      const onAbort = () => {
        this.waiting.remove(entry);
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(entry, this.usePriorities ? priority : 'interactive');
    });
  }

  /** A task let go of its thread: the most urgent waiting one starts. */
  private releaseThread(): void {
    this.started -= 1;
    if (this.started < this.maxThreads) this.waiting.shift()?.start();
  }

  /** Keeps the heap figure an answer carries (`thread`), if it carries one. */
  private noteThreadMemory(result: unknown): void {
    if (typeof result !== 'object' || result === null || !('thread' in result)) return;
    const memory = result.thread as Partial<ThreadMemory> | undefined;
    if (typeof memory?.threadId === 'number' && typeof memory.heapUsedBytes === 'number')
      this.threadHeaps.set(memory.threadId, memory.heapUsedBytes);
  }

  /** Each live thread's last reported heap in use, by thread id; threads that stopped are forgotten. */
  threadMemory(): ThreadMemory[] {
    const live = new Set(this.piscina.threads.map((thread) => thread.threadId));
    for (const id of this.threadHeaps.keys()) if (!live.has(id)) this.threadHeaps.delete(id);
    return [...this.threadHeaps]
      .sort(([a], [b]) => a - b)
      .map(([threadId, heapUsedBytes]) => ({ threadId, heapUsedBytes }));
  }

  stats(): PoolStats {
    const queued = this.waiting.size + this.piscina.queueSize;
    return {
      maxThreads: this.maxThreads,
      threads: this.piscina.threads.length,
      queued,
      running: Math.max(0, this.inFlight - queued),
      completed: this.piscina.completed,
      failed: this.failed,
      capacity: this.capacity,
      threadHeapUsedBytes: this.threadMemory().map((thread) => thread.heapUsedBytes),
      queuedByPriority: this.waiting.depth(),
    };
  }

  /** Stops every thread; tasks still running are rejected with `closed`. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (let next = this.waiting.shift(); next; next = this.waiting.shift())
      next.fail(new PoolTaskError('closed', 'The worker pool closed before the task started.'));
    await this.piscina.destroy();
  }
}

/**
 * True for a pool failure that trying again will not fix: the task crashed its thread or ran past
 * the time limit. A busy or closing pool is worth retrying later.
 */
export function isFinalPoolFailure(error: unknown): error is PoolTaskError {
  return error instanceof PoolTaskError && (error.reason === 'crashed' || error.reason === 'timedOut');
}
