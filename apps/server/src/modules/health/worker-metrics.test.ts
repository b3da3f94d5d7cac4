import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { synthesiseFlac } from '../../../test/recordings.js';
import { decodeAudioInPool } from '../../pool/pool-tasks.js';
import { loadConfig } from '../../config.js';
import { startWorkerMetricsServer } from './worker-metrics-server.js';

const token = 'worker-scrape-token-0123456789';
let context: TestContext;
let server: { app: FastifyInstance; url: string };

beforeAll(async () => {
  context = await createTestContext({ METRICS_TOKEN: token });
  // A real listener on an ephemeral port, as `npm run worker` starts with WORKER_METRICS_PORT.
  server = await startWorkerMetricsServer(context.deps, {
    port: 0,
    host: '127.0.0.1',
    logger: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  await server?.app.close();
  await context?.close();
});

const scrape = (authorization?: string) =>
  fetch(`${server.url}/metrics`, authorization ? { headers: { authorization } } : {});

describe('the worker metrics listener', () => {
  it('refuses a scrape without the METRICS_TOKEN, in the envelope', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token', `Basic ${token}`]) {
      const response = await scrape(authorization);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ statusCode: 401, data: { code: 'error.http.401' } });
    }
  });

  it("serves the worker's queue depth, job latency, scoring durations and event-loop delay", async () => {
    const signup = await context.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { email: 'scraped@prepwise.test', password: 'secret123', fullName: 'Scraped' },
    });
    expect(signup.statusCode).toBe(200);
    const waiting = await (await scrape(`Bearer ${token}`)).text();
    expect(waiting).toMatch(/^job_queue_depth\{queue="mail\.send",state="created"\} 1$/m);

    expect(await context.drainJobs()).toBeGreaterThanOrEqual(1);
    await decodeAudioInPool(context.deps.pool, synthesiseFlac('Scored in a worker.').bytes);
    const response = await scrape(`Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^job_wait_seconds_count\{queue="mail\.send"\} 1$/m);
    expect(text).toMatch(/^job_duration_seconds_count\{queue="mail\.send",outcome="completed"\} 1$/m);
    expect(text).toMatch(/^pool_task_duration_seconds_count\{task="decodeAudio",outcome="completed"\} 1$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    // The pool thread's own heap, which the process's nodejs_heap_* figures do not include.
    expect(text).toMatch(/^pool_thread_heap_used_bytes\{thread="\d+"\} [1-9]\d{6,}$/m);
    expect(text).not.toMatch(/job_queue_depth\{queue="mail\.send",state="created"\}/);
  });

  it('answers its liveness without a token, and other paths with the 404 envelope', async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ data: { status: 'ok' } });
    const response = await fetch(`${server.url}/api/questions`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404 });
  });
});

describe('WORKER_METRICS_PORT', () => {
  it('is off when unset and a port number when set', () => {
    const base = { NODE_ENV: 'test', APP_SECRET: 'test-secret-test-secret-test-secret-0123' };
    expect(loadConfig(base).workerMetricsPort).toBeUndefined();
    expect(loadConfig({ ...base, WORKER_METRICS_PORT: '9464' }).workerMetricsPort).toBe(9464);
    expect(() => loadConfig({ ...base, WORKER_METRICS_PORT: 'http' })).toThrow(/WORKER_METRICS_PORT/);
  });
});
