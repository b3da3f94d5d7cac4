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
});
