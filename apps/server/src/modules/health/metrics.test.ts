import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsSchema } from '@prepwise/contracts';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { decodeAudioInPool } from '../../pool/pool-tasks.js';
import { synthesiseFlac } from '../../../test/recordings.js';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ WORKER_THREADS: '2' });
});
afterAll(async () => {
  await context.close();
});

async function metrics() {
  const response = await context.app.inject({ url: '/api/metrics' });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({ statusCode: 200, message: '' });
  return metricsSchema.parse(body.data);
}

describe('GET /api/metrics', () => {
  it('reports the event-loop delay and the worker pool, sized by WORKER_THREADS', async () => {
    const before = await metrics();
    expect(before.pool).toMatchObject({ maxThreads: 2, running: 0, queued: 0, capacity: 66 });
    const { p50, p99, max } = before.eventLoopDelayMs;
    expect(p50).toBeGreaterThanOrEqual(0);
    expect(p99).toBeGreaterThanOrEqual(p50);
    expect(max).toBeGreaterThanOrEqual(p99);

    await decodeAudioInPool(context.deps.pool, synthesiseFlac('Counting one task.').bytes);
    const after = await metrics();
    expect(after.pool.completed).toBe(before.pool.completed + 1);
    expect(after.pool.threads).toBeGreaterThanOrEqual(1);
    // The thread that decoded reported its own heap with its answer (a few MiB at least).
    expect(after.pool.threadHeapUsedBytes).toHaveLength(1);
    expect(after.pool.threadHeapUsedBytes[0]).toBeGreaterThan(1024 * 1024);
  });

  it('leaves the health check as it was', async () => {
    const response = await context.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().data).sort()).toEqual(['database', 'status']);
  });
});
