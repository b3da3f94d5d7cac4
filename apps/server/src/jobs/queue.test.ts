import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
