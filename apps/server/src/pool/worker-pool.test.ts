import { afterEach, describe, expect, it } from 'vitest';
import { PoolTaskError, WorkerPool } from './worker-pool.js';
import { decodeAudioInPool } from './pool-tasks.js';
import { synthesiseFlac } from '../../test/recordings.js';
import { AudioDecodeError } from '../audio/index.js';
import { currentThreadNice } from './thread-priority.js';

const testWorker = new URL('../../test/pool/test-worker.ts', import.meta.url);
const pools: WorkerPool[] = [];

function testPool(
  options: {
    threads?: number;
    maxQueue?: number;
    taskTimeoutMs?: number;
    niceness?: number;
    priorities?: boolean;
  } = {},
) {
  const pool = new WorkerPool({ workerFile: testWorker, taskTimeoutMs: 60_000, ...options });
  pools.push(pool);
  return pool;
}

function gate() {
  const buffer = new SharedArrayBuffer(4);
  return {
    buffer,
    open() {
      Atomics.store(new Int32Array(buffer), 0, 1);
      Atomics.notify(new Int32Array(buffer), 0);
    },
  };
}

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return error instanceof PoolTaskError ? error.reason : `other: ${String(error)}`;
  }
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe('WorkerPool', () => {
  it('runs a task on a worker thread and counts it', async () => {
    const pool = testPool();
    expect(await pool.run({ kind: 'echo', value: { a: [1, 2] } })).toEqual({
      ok: true,
      value: { a: [1, 2] },
    });
    expect(pool.stats()).toMatchObject({ completed: 1, failed: 0, running: 0, queued: 0 });
  });

  it.runIf(currentThreadNice() !== undefined)(
    'runs its threads nicer than the API thread, which keeps its own priority',
    async () => {
      const mine = currentThreadNice() ?? 0;
      const lowered = testPool({ niceness: 10 });
      expect(await lowered.run({ kind: 'nice' })).toEqual({ ok: true, value: Math.min(19, mine + 10) });
      const same = testPool({ niceness: 0 });
      expect(await same.run({ kind: 'nice' })).toEqual({ ok: true, value: mine });
      expect(currentThreadNice()).toBe(mine);
    },
  );

  it('rejects a task whose thread exits or throws outside it as crashed, and keeps serving', async () => {
    const pool = testPool();
    expect(await reasonOf(pool.run({ kind: 'exit' }))).toBe('crashed');
    expect(await reasonOf(pool.run({ kind: 'throwLater' }))).toBe('crashed');
    expect(await pool.run({ kind: 'echo', value: 'still here' })).toEqual({ ok: true, value: 'still here' });
    expect(pool.stats().failed).toBe(2);
  });

  it('aborts a task past its time limit, terminating its thread, and keeps serving', async () => {
    // Long enough for a new thread to start on a loaded machine: the echo after runs on one.
    const pool = testPool({ taskTimeoutMs: 2_000 });
    const held = gate();
    expect(await reasonOf(pool.run({ kind: 'block', gate: held.buffer }))).toBe('timedOut');
    expect(await pool.run({ kind: 'echo', value: 1 })).toEqual({ ok: true, value: 1 });
  });

  it('refuses work beyond its threads and queue at once instead of holding it', async () => {
    const pool = testPool({ threads: 1, maxQueue: 1 });
    expect(pool.capacity).toBe(2);
    const held = gate();
    const running = pool.run({ kind: 'block', gate: held.buffer });
    const waiting = pool.run({ kind: 'echo', value: 'queued' });
    const refused = await reasonOf(pool.run({ kind: 'echo', value: 'one too many' }));
    expect(refused).toBe('busy');
    expect(pool.stats().running + pool.stats().queued).toBe(2);
    held.open();
    expect(await running).toEqual({ ok: true, value: 'released' });
    expect(await waiting).toEqual({ ok: true, value: 'queued' });
    expect(await pool.run({ kind: 'echo', value: 'room again' })).toEqual({ ok: true, value: 'room again' });
  });

  it('gives a free thread the most urgent waiting task: a request before scoring, scoring before batch work', async () => {
    const pool = testPool({ threads: 1, maxQueue: 8 });
    const held = gate();
    const running = pool.run({ kind: 'block', gate: held.buffer }, [], 'batch');
    await expect.poll(() => pool.stats().running).toBe(1);
    const finished: string[] = [];
    const queue = (value: string, priority: Parameters<WorkerPool['run']>[2]) =>
      pool.run({ kind: 'echo', value }, [], priority).then(() => finished.push(value));
    const all = [
      queue('re-score', 'batch'),
      queue('mock item being taken', 'inProgress'),
      queue('practice answer', 'answer'),
      queue('upload', undefined),
      queue('finished mock item', 'answer'),
    ];
    await expect.poll(() => pool.stats().queued).toBe(5);
    expect(pool.stats().queuedByPriority).toEqual([
      { priority: 'interactive', waiting: 1, oldestWaitingSeconds: expect.any(Number) },
      { priority: 'answer', waiting: 2, oldestWaitingSeconds: expect.any(Number) },
      { priority: 'inProgress', waiting: 1, oldestWaitingSeconds: expect.any(Number) },
      { priority: 'batch', waiting: 1, oldestWaitingSeconds: expect.any(Number) },
    ]);
    held.open();
    await running;
    await Promise.all(all);
    expect(finished).toEqual([
      'upload',
      'practice answer',
      'finished mock item',
      'mock item being taken',
      're-score',
    ]);
  });

  it('serves waiting tasks in arrival order when priorities are off (the way before)', async () => {
    const pool = testPool({ threads: 1, maxQueue: 8, priorities: false });
    const held = gate();
    const running = pool.run({ kind: 'block', gate: held.buffer });
    await expect.poll(() => pool.stats().running).toBe(1);
    const finished: string[] = [];
    const all = (['batch', 'answer', 'interactive'] as const).map((priority) =>
      pool.run({ kind: 'echo', value: priority }, [], priority).then(() => finished.push(priority)),
    );
    held.open();
    await running;
    await Promise.all(all);
    expect(finished).toEqual(['batch', 'answer', 'interactive']);
  });

  it('gives up a task whose time limit passes while it waits, and fails waiting tasks when it closes', async () => {
    const pool = testPool({ threads: 1, maxQueue: 4, taskTimeoutMs: 300 });
    const held = gate();
    const running = reasonOf(pool.run({ kind: 'block', gate: held.buffer }));
    const waited = await reasonOf(pool.run({ kind: 'echo', value: 'too late' }, [], 'batch'));
    expect(waited).toBe('timedOut');
    expect(pool.stats().queuedByPriority.every((lane) => lane.waiting === 0)).toBe(true);
    held.open();
    expect(await running).toBe('timedOut');

    const closing = testPool({ threads: 1, maxQueue: 4 });
    const busy = gate();
    const first = reasonOf(closing.run({ kind: 'block', gate: busy.buffer }));
    await expect.poll(() => closing.stats().running).toBe(1);
    const queued = reasonOf(closing.run({ kind: 'echo', value: 'never' }, [], 'answer'));
    busy.open();
    await closing.close();
    expect(await queued).toBe('closed');
    expect(['resolved', 'closed']).toContain(await first);
  });

  it('rejects tasks once closed', async () => {
    const pool = testPool();
    await pool.close();
    expect(await reasonOf(pool.run({ kind: 'echo', value: 1 }))).toBe('closed');
  });
});

describe('the app worker', () => {
  it('decodes a recording on a thread (moving the bytes) and reports bad audio as AudioDecodeError', async () => {
    const pool = new WorkerPool({ taskTimeoutMs: 60_000 });
    pools.push(pool);
    const recording = synthesiseFlac('Decoding happens off the event loop.');
    const bytes = new Uint8Array(recording.bytes);
    const decoded = await decodeAudioInPool(pool, bytes, { owned: true, withSamples: true });
    expect(bytes.byteLength).toBe(0);
    expect(decoded.durationSeconds).toBeCloseTo(recording.seconds, 2);
    expect(decoded.sampleRate).toBe(16_000);
    expect(decoded.samples?.length).toBeCloseTo(recording.seconds * 16_000, -2);
    await expect(decodeAudioInPool(pool, Buffer.from('RIFF....WAVEjunk'))).rejects.toBeInstanceOf(
      AudioDecodeError,
    );
    // Each answer, a failure included, carries the thread's heap: one live thread, one figure.
    const [thread, ...others] = pool.threadMemory();
    expect(others).toEqual([]);
    expect(thread?.heapUsedBytes).toBeGreaterThan(1024 * 1024);
    expect(pool.stats().threadHeapUsedBytes).toEqual([thread?.heapUsedBytes]);
  });
});
