import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser } from '../../../test/factories.js';
import {
  aiCredits,
  answeredEssays,
  answerStatuses,
  buildEssayQuestion,
  grantAiCredits,
  requestScoring,
} from '../../../test/essay.js';
import { PoolTaskError, WorkerPool } from '../../pool/worker-pool.js';
import { createScoreAnswerJob } from './ai-scoring.job.js';
import { practiceAnswers } from '../../db/schema/index.js';

const testWorker = new URL('../../../test/pool/test-worker.ts', import.meta.url);
const hangingWorker = new URL('../../../test/pool/hanging-worker.ts', import.meta.url);
const silent = pino({ level: 'silent' }) as FastifyBaseLogger;
const contexts: TestContext[] = [];

async function contextWith(workerFile: URL, env: Record<string, string> = {}) {
  const context = await createTestContext(env, { poolWorkerFile: workerFile });
  contexts.push(context);
  return context;
}

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

describe('scoring when the worker pool fails', () => {
  it('marks an answer whose task crashed its thread SCORING_FAILED, refunds it, and scores it when asked again', async () => {
    const context = await contextWith(testWorker);
    const essay = await buildEssayQuestion(context);
    const user = await buildUser(context);
    await grantAiCredits(context, user, 2);
    const examId = await answeredEssays(context, user, [essay]);
    expect((await requestScoring(context, user, examId)).statusCode).toBe(200);
    expect(await aiCredits(context, user)).toBe(1);

    await context.drainJobs();
    expect(await answerStatuses(context, user, examId)).toEqual(['SCORING_FAILED']);
    expect(await aiCredits(context, user)).toBe(2);
    expect(context.deps.pool.stats().failed).toBe(1);

    // The learner retries once the pool works again.
    await context.deps.pool.close();
    context.deps.pool = new WorkerPool({ taskTimeoutMs: 60_000 });
    const retried = await requestScoring(context, user, examId);
    expect(retried.json().data.answers[0].status).toBe('SCORING');
    expect(await aiCredits(context, user)).toBe(1);
    await context.drainJobs();
    expect(await answerStatuses(context, user, examId)).toEqual(['SCORED']);
    expect(await aiCredits(context, user)).toBe(1);
  });

  it('marks an answer whose task ran past the time limit SCORING_FAILED and refunds it', async () => {
    const context = await contextWith(hangingWorker, { POOL_TASK_TIMEOUT_MS: '500' });
    const essay = await buildEssayQuestion(context);
    const user = await buildUser(context);
    await grantAiCredits(context, user, 1);
    const examId = await answeredEssays(context, user, [essay]);
    await requestScoring(context, user, examId);
    expect(await aiCredits(context, user)).toBe(0);
    await context.drainJobs();
    expect(await answerStatuses(context, user, examId)).toEqual(['SCORING_FAILED']);
    expect(await aiCredits(context, user)).toBe(1);
  });

  it('leaves the answer in SCORING for a retry while the pool is full, and fails it only on the last try', async () => {
    const context = await contextWith(testWorker, { WORKER_THREADS: '1' });
    const essay = await buildEssayQuestion(context);
    const user = await buildUser(context);
    await grantAiCredits(context, user, 1);
    const examId = await answeredEssays(context, user, [essay]);
    await requestScoring(context, user, examId);
    const [answer] = await context.deps.db.select().from(practiceAnswers);
    const [spend] = (
      await context.deps.database.executeSql(
        `select source_id from entitlement_ledger where source_id like 'answer:%'`,
      )
    ).rows as { source_id: string }[];
    const payload = { answerId: answer?.id ?? '', spendKey: spend?.source_id ?? '' };

    // Fill every thread and queue slot with tasks held on a gate.
    const gate = new SharedArrayBuffer(4);
    const held = Array.from({ length: context.deps.pool.capacity }, () =>
      context.deps.pool.run({ kind: 'block', gate }).catch(() => null),
    );
    const job = createScoreAnswerJob(context.deps, silent);
    const busy = await job.handle(payload, { retryCount: 0, retryLimit: 5, last: false }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(busy).toBeInstanceOf(PoolTaskError);
    expect((busy as PoolTaskError).reason).toBe('busy');
    expect(await answerStatuses(context, user, examId)).toEqual(['SCORING']);
    expect(await aiCredits(context, user)).toBe(0);

    await job.handle(payload, { retryCount: 5, retryLimit: 5, last: true });
    expect(await answerStatuses(context, user, examId)).toEqual(['SCORING_FAILED']);
    expect(await aiCredits(context, user)).toBe(1);

    Atomics.store(new Int32Array(gate), 0, 1);
    Atomics.notify(new Int32Array(gate), 0);
    await Promise.all(held);
  });
});
