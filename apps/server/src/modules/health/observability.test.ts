import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { readySchema } from '@prepwise/contracts';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { synthesiseFlac } from '../../../test/recordings.js';
import { decodeAudioInPool } from '../../pool/pool-tasks.js';

let context: TestContext;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) },
  ) as FastifyBaseLogger;
  context = await createTestContext({}, { logger });
});
afterAll(async () => {
  await context.close();
});

describe('request ids', () => {
  it('generates one and echoes it in x-request-id', async () => {
    const response = await context.app.inject({ url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a sane incoming id and replaces anything else', async () => {
    const kept = await context.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234.abc:9' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc:9');
    for (const wrong of ['has spaces in it', 'x'.repeat(129), 'quote"d', '']) {
      const replaced = await context.app.inject({ url: '/api/health', headers: { 'x-request-id': wrong } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('carries the id of the request that enqueued a job into the job and its log lines', async () => {
    const requestId = 'signup-req-42';
    const signup = await context.app.inject({
      method: 'POST',
      url: '/auth/signup',
      headers: { 'x-request-id': requestId },
      payload: { email: 'traced@prepwise.test', password: 'secret123', fullName: 'Traced' },
    });
    expect(signup.statusCode).toBe(200);
    const { rows } = await context.deps.database.executeSql(
      `select data from pgboss.job where name = 'mail.send' and data->>'to' = $1`,
      ['traced@prepwise.test'],
    );
    expect(rows[0]?.data).toMatchObject({ _requestId: requestId });

    await context.drainJobs();
    const sent = logLines.find((line) => line.msg === 'mail sent' && line.to === 'traced@prepwise.test');
    expect(sent).toMatchObject({ reqId: requestId, job: 'mail.send' });
    expect(context.readOutbox().some((mail) => mail.includes('traced@prepwise.test'))).toBe(true);
  });
});

describe('GET /api/ready', () => {
  it('is 200 when the database, the queue and storage answer (Redis skipped without REDIS_URL)', async () => {
    const response = await context.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 200, message: '' });
    const ready = readySchema.parse(body.data);
    expect(ready.status).toBe('ready');
    expect(ready.checks).toMatchObject({
      database: { status: 'ok' },
      queue: { status: 'ok' },
      storage: { status: 'ok' },
      redis: { status: 'skipped' },
      replica: { status: 'skipped' },
    });
  });

  it('is degraded, still 200, naming the failed check, when object storage fails', async () => {
    const storage = context.deps.storage;
    context.deps.storage = {
      ...storage,
      get: async () => {
        throw new Error('bucket unreachable');
      },
    };
    try {
      const response = await context.app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(200);
      const ready = readySchema.parse(response.json().data);
      expect(ready.status).toBe('degraded');
      expect(ready.checks.storage.status).toBe('failed');
      expect(ready.checks.database.status).toBe('ok');
      expect(JSON.stringify(response.json())).not.toContain('bucket unreachable');
    } finally {
      context.deps.storage = storage;
    }
  });

  it('writes nothing to storage when asked', async () => {
    const storage = context.deps.storage;
    let writes = 0;
    context.deps.storage = {
      ...storage,
      put: async (...args: Parameters<typeof storage.put>) => {
        writes += 1;
        return storage.put(...args);
      },
    };
    try {
      expect((await context.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      expect(writes).toBe(0);
    } finally {
      context.deps.storage = storage;
    }
  });

  it('is 503 in the same envelope when the database fails; liveness and metrics still answer', async () => {
    const database = context.deps.database;
    const down = async () => {
      throw new Error('connection refused');
    };
    context.deps.database = Object.assign(
      Object.create(Object.getPrototypeOf(database) as object),
      database,
      {
        executeSql: down,
      },
    ) as typeof database;
    const jobs = context.deps.jobs;
    const check = jobs.check.bind(jobs);
    const depth = jobs.depth.bind(jobs);
    jobs.check = down;
    jobs.depth = down;
    try {
      const response = await context.app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      const body = response.json();
      expect(body.statusCode).toBe(503);
      const ready = readySchema.parse(body.data);
      expect(ready.status).toBe('unready');
      expect(ready.checks.database.status).toBe('failed');
      expect((await context.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      const metrics = await context.app.inject({ url: '/metrics' });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toContain('http_request_duration_seconds');
      expect(metrics.body).not.toMatch(/job_queue_depth\{/);
      // The failed read is counted (the counter is read beside the gauges, so the next scrape shows it).
      const next = await context.app.inject({ url: '/metrics' });
      expect(next.body).toMatch(/job_queue_depth_scrape_failures_total [1-9]/);
    } finally {
      context.deps.database = database;
      jobs.check = check;
      jobs.depth = depth;
    }
  });
});

describe('GET /metrics', () => {
  async function scrape(headers: Record<string, string> = {}) {
    const response = await context.app.inject({ url: '/metrics', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  }

  it('has request latency by route pattern, job latency and depth, pool tasks and the event loop', async () => {
    await context.app.inject({ url: '/api/questions/12345' });
    await context.app.inject({ url: '/api/health' });
    await context.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { email: 'metrics@prepwise.test', password: 'secret123', fullName: 'Metrics' },
    });
    const depthBefore = await scrape();
    expect(depthBefore).toMatch(/job_queue_depth\{queue="mail\.send",state="created"\} [1-9]/);
    // How long the oldest due job has waited: what workers are scaled on.
    expect(depthBefore).toMatch(/job_queue_oldest_waiting_seconds\{queue="mail\.send"\} \d/);
    await context.drainJobs();
    await decodeAudioInPool(context.deps.pool, synthesiseFlac('Counting one task.').bytes);

    const text = await scrape();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} \d+/,
    );
    // The route pattern, never the raw URL (one series per route, not per id).
    expect(text).toContain('route="/api/questions/:questionId"');
    expect(text).not.toContain('/api/questions/12345');
    expect(text).toMatch(/job_wait_seconds_count\{queue="mail\.send"\} [1-9]/);
    expect(text).toMatch(/job_duration_seconds_count\{queue="mail\.send",outcome="completed"\} [1-9]/);
    expect(text).toMatch(/pool_task_duration_seconds_count\{task="decodeAudio",outcome="completed"\} 1/);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    // The pool's waiting tasks and the oldest wait, per priority (none waits now).
    for (const priority of ['interactive', 'answer', 'inProgress', 'batch']) {
      expect(text).toContain(`pool_queue_waiting{priority="${priority}"} 0`);
      expect(text).toContain(`pool_queue_oldest_waiting_seconds{priority="${priority}"} 0`);
    }
    expect(text).not.toMatch(/job_queue_depth\{queue="mail\.send",state="created"\}/);
  });

  it('asks for METRICS_TOKEN as a bearer token when it is set', async () => {
    const token = 'metrics-token-0123456789';
    context.deps.config.metricsToken = token;
    try {
      expect((await context.app.inject({ url: '/metrics' })).statusCode).toBe(401);
      const wrong = await context.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
      expect(wrong.statusCode).toBe(401);
      expect(await scrape({ authorization: `Bearer ${token}` })).toContain('http_request_duration_seconds');
      // Readiness is the operators' business too once a token is set.
      expect((await context.app.inject({ url: '/api/ready' })).statusCode).toBe(401);
      const ready = await context.app.inject({
        url: '/api/ready',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(ready.statusCode).toBe(200);
    } finally {
      context.deps.config.metricsToken = undefined;
    }
  });
});
