import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../../test/test-context.js';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('job queue on pg-boss', () => {
  it('runs a job, records a failure for retry, and refuses an invalid payload before enqueueing', async () => {
    const seen: string[] = [];
    let failNext = true;
    await context.deps.jobs.register({
      name: 'test.echo',
      payload: z.object({ word: z.string() }),
      retryLimit: 2,
      async handle(payload: { word: string }) {
        if (failNext) {
          failNext = false;
          throw new Error('temporary failure');
        }
        seen.push(payload.word);
      },
    });
    const id = await context.deps.jobs.send('test.echo', { word: 'hello' });
    expect(await context.deps.jobs.drain(['test.echo'])).toBe(1);
    expect(await context.deps.jobs.getJobState('test.echo', id)).toBe('retry');
    expect(seen).toEqual([]);
    await expect(context.deps.jobs.send('test.echo', { word: 42 })).rejects.toThrow();
    await expect(context.deps.jobs.send('no.such.job', {})).rejects.toThrow('Unknown job');
  });

  it('sets the expiry of a job type on its queue, also on a queue created before without one', async () => {
    const definition = { name: 'test.expiring', payload: z.object({}), handle: async () => {} };
    await context.deps.jobs.register(definition);
    await context.deps.jobs.register({ ...definition, expireInSeconds: 90 });
    const result = await context.deps.db.execute(
      sql`select expire_seconds from pgboss.queue where name = 'test.expiring'`,
    );
    expect((result as { rows: { expire_seconds: number }[] }).rows[0]?.expire_seconds).toBe(90);
  });

  it('gives spoken-answer scoring an expiry near its pool task limit, not the 15-minute default', async () => {
    const result = await context.deps.db.execute(
      sql`select expire_seconds from pgboss.queue where name = 'scoring.answer'`,
    );
    const seconds = (result as { rows: { expire_seconds: number }[] }).rows[0]?.expire_seconds;
    expect(seconds).toBe(Math.ceil((2 * context.config.poolTaskTimeoutMs) / 1000) + 60);
    expect(seconds).toBeLessThan(15 * 60);
  });

  it('hands a job held by a worker that stopped answering back to the queue, and another runs it', async () => {
    const ran: string[] = [];
    await context.deps.jobs.register({
      name: 'test.orphan',
      payload: z.object({ word: z.string() }),
      retryLimit: 2,
      async handle(payload: { word: string }) {
        ran.push(payload.word);
      },
    });
    const id = await context.deps.jobs.send('test.orphan', { word: 'again' });
    // A worker that took the job and died (kill -9): the job active, its claim held, its heart stopped.
    const dead = '00000000-0000-4000-8000-00000000dead';
    await context.deps.db.execute(
      sql`update pgboss.job set state = 'active', started_on = now() where id = ${id}`,
    );
    await context.deps.db.execute(
      sql`insert into job_workers (id, started_at, seen_at) values (${dead}, now() - interval '5 minutes', now() - interval '2 minutes')`,
    );
    await context.deps.db.execute(
      sql`insert into job_claims (job_id, queue, worker_id) values (${id}, 'test.orphan', ${dead})`,
    );
    // A worker still beating keeps its jobs.
    const alive = '00000000-0000-4000-8000-0000000a11fe';
    const aliveJob = await context.deps.jobs.send('test.orphan', { word: 'kept' });
    await context.deps.db.execute(
      sql`update pgboss.job set state = 'active', started_on = now() where id = ${aliveJob}`,
    );
    await context.deps.db.execute(sql`insert into job_workers (id) values (${alive})`);
    await context.deps.db.execute(
      sql`insert into job_claims (job_id, queue, worker_id) values (${aliveJob}, 'test.orphan', ${alive})`,
    );

    expect(await context.deps.jobs.sweepDeadWorkers()).toBe(1);
    expect(await context.deps.jobs.getJobState('test.orphan', id)).toBe('retry');
    expect(await context.deps.jobs.getJobState('test.orphan', aliveJob)).toBe('active');
    const workers = await context.deps.db.execute(sql`select id::text as id from job_workers`);
    expect((workers as { rows: { id: string }[] }).rows.map((row) => row.id)).not.toContain(dead);
    // A second sweep finds nothing more.
    expect(await context.deps.jobs.sweepDeadWorkers()).toBe(0);
    // Retried at once by whoever polls (pg-boss's retry delay aside).
    await context.deps.db.execute(sql`update pgboss.job set start_after = now() where id = ${id}`);
    await context.deps.jobs.drain(['test.orphan']);
    expect(ran).toContain('again');
    expect(await context.deps.jobs.getJobState('test.orphan', id)).toBe('completed');
    const claims = await context.deps.db.execute(
      sql`select count(*)::int as n from job_claims where job_id = ${id}`,
    );
    expect((claims as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
