import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { createTestContext, type TestContext } from '../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../test/factories.js';
import {
  aiCredits,
  answeredEssays,
  answerStatuses,
  buildEssayQuestion,
  grantAiCredits,
  requestScoring,
} from '../../test/essay.js';
import { seedQuestionBank } from '../db/seed-bank.js';
import { insertLedgerEntries } from '../modules/entitlements/entitlements.repository.js';
import { recoverScoring } from './recover-scoring.js';

const onPglite = inject('databaseTemplate').kind === 'pglite';
const silent = pino({ level: 'silent' }) as FastifyBaseLogger;
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
  await seedQuestionBank(context.deps);
}, 60_000);
afterAll(async () => {
  await context.close();
});

/** What a process that died leaves: one job gone, another still marked active by nobody. */
async function jobsOf(name: string, field: string, id: string) {
  return context.deps.jobs.liveJobs(name, field, id);
}

async function loseJob(name: string, field: string, id: string, how: 'deleted' | 'orphaned') {
  const statement =
    how === 'deleted'
      ? `delete from pgboss.job where name = $1 and data->>$2 = $3`
      : `update pgboss.job set state = 'active', started_on = now() where name = $1 and data->>$2 = $3`;
  await context.deps.database.executeSql(statement, [name, field, id]);
}

async function answerIds(examId: string): Promise<string[]> {
  const { rows } = await context.deps.database.executeSql(
    `select id::text as id from practice_answers where session_id = $1 order by question_id`,
    [examId],
  );
  return rows.map((row) => row.id as string);
}

async function scoringSession(learner: BuiltUser, count: number) {
  const essays: number[] = [];
  for (let index = 0; index < count; index += 1) essays.push(await buildEssayQuestion(context));
  const examId = await answeredEssays(context, learner, essays);
  await requestScoring(context, learner, examId);
  return { examId, answers: await answerIds(examId) };
}

describe('a restart while scoring was pending', () => {
  it('enqueues answers and mocks left in SCORING without a job again, and they end SCORED and DONE', async () => {
    const learner: BuiltUser = await buildUser(context, { roles: ['ROLE_USER'] });
    await grantAiCredits(context, learner, 2);
    const { examId, answers } = await scoringSession(learner, 2);
    for (const answerId of answers) await loseJob('scoring.answer', 'answerId', answerId, 'deleted');

    await insertLedgerEntries(context.deps.db, [
      { userId: learner.id, resource: 'mock_score', amount: 1, source: 'test', sourceId: 'g' },
      { userId: learner.id, resource: 'mock_exam', amount: 1, source: 'test', sourceId: 'g' },
    ]);
    const post = (url: string, payload: Record<string, unknown>) =>
      context.app.inject({ method: 'POST', url, headers: learner.auth, payload });
    const mockId = (await post('/api/mock-test-trial/create', { blueprint: 'short' })).json().data
      .mockId as string;
    await post('/api/mock-test-trial/finish', { examId: mockId });
    expect((await post('/marketplace/random-exam/score', { examId: mockId })).statusCode).toBe(200);
    await loseJob('mock.score', 'mockId', mockId, 'deleted');
    expect(await context.drainJobs()).toBe(0);

    expect(await recoverScoring(context.deps, silent)).toEqual({ answers: 2, mocks: 1 });
    // Started again before the jobs ran: nothing is enqueued twice.
    expect(await recoverScoring(context.deps, silent)).toEqual({ answers: 0, mocks: 0 });

    expect(await context.drainJobs()).toBe(3);
    expect(await answerStatuses(context, learner, examId)).toEqual(['SCORED', 'SCORED']);
    expect(await aiCredits(context, learner)).toBe(0);
    const mock = (
      await context.app.inject({ url: `/api/mock-test-trial/score/${mockId}`, headers: learner.auth })
    ).json().data;
    expect(mock.status).toBe('DONE');
  });

  it.runIf(onPglite)(
    'on the embedded database, replaces a job left active by the process that is gone',
    async () => {
      const learner = await buildUser(context);
      await grantAiCredits(context, learner, 1);
      const { examId, answers } = await scoringSession(learner, 1);
      await loseJob('scoring.answer', 'answerId', answers[0] ?? '', 'orphaned');
      expect(await context.drainJobs()).toBe(0);

      expect(await recoverScoring(context.deps, silent)).toEqual({ answers: 1, mocks: 0 });
      expect((await jobsOf('scoring.answer', 'answerId', answers[0] ?? '')).map((job) => job.state)).toEqual([
        'created',
      ]);
      expect(await context.drainJobs()).toBe(1);
      expect(await answerStatuses(context, learner, examId)).toEqual(['SCORED']);
    },
  );

  it.runIf(!onPglite)('on PostgreSQL, leaves an active job to the worker that may still run it', async () => {
    const learner = await buildUser(context);
    await grantAiCredits(context, learner, 1);
    const { answers } = await scoringSession(learner, 1);
    await loseJob('scoring.answer', 'answerId', answers[0] ?? '', 'orphaned');
    expect(await recoverScoring(context.deps, silent)).toEqual({ answers: 0, mocks: 0 });
    expect((await jobsOf('scoring.answer', 'answerId', answers[0] ?? '')).map((job) => job.state)).toEqual([
      'active',
    ]);
  });
});
