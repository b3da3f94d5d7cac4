import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pteBlueprint } from '@prepwise/contracts';
import { seedQuestionBank } from '../../db/seed-bank.js';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import { insertLedgerEntries } from '../entitlements/entitlements.repository.js';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
  await seedQuestionBank(context.deps);
}, 60_000);
afterAll(async () => {
  await context.close();
});

function post(url: string, user: BuiltUser, payload: Record<string, unknown>) {
  return context.app.inject({ method: 'POST', url, headers: user.auth, payload });
}

async function create(user: BuiltUser, payload: Record<string, unknown> = {}) {
  const response = await post('/api/mock-test-trial/create', user, payload);
  expect(response.statusCode).toBe(200);
  return response.json().data.mockId as string;
}

async function detail(user: BuiltUser, mockId: string) {
  return (
    await context.app.inject({ url: `/api/mock-test-trial/detail?mockId=${mockId}`, headers: user.auth })
  ).json().data;
}

describe('random mock tests', () => {
  it('generates a full PTE mock from the bank in blueprint order, with the clock at the time allowed', async () => {
    const user = await buildUser(context);
    context.setNow(new Date());
    const mockId = await create(user, { kind: 'PTE', seed: 11 });
    const { examInfo, questions } = await detail(user, mockId);
    const total = pteBlueprint.items.reduce((sum, slot) => sum + slot.count, 0);
    expect(examInfo).toMatchObject({
      status: 'INPROGRESS',
      totalQuestions: total,
      type: 'MARKET_RANDOM_MOCK_TEST',
      currentQuestion: 0,
    });
    expect(examInfo.remainTime).toBe(examInfo.timeAllowed);
    expect(questions.map((question: { type: string }) => question.type)).toEqual(
      pteBlueprint.items.flatMap((slot) => Array<string>(slot.count).fill(slot.type)),
    );
    expect(questions[0]).not.toHaveProperty('expectAnswer');
    const access = (await context.app.inject({ url: '/user/access-control', headers: user.auth })).json()
      .data;
    expect(access.freeRandomMockLeft).toBe(4);
    context.setNow(new Date());
  });

  it('cancels the unscored mock when a new one is generated, and allows 5 free generations', async () => {
    const user = await buildUser(context);
    const first = await create(user, { kind: 'THPT' });
    await create(user, { kind: 'THPT' });
    const list = (await context.app.inject({ url: '/api/get-mocks', headers: user.auth })).json().data;
    expect(list.find((mock: { id: string }) => mock.id === first).status).toBe('CANCELLED');
    for (let attempt = 0; attempt < 3; attempt += 1) await create(user, { kind: 'THPT' });
    const sixth = await post('/api/mock-test-trial/create', user, { kind: 'THPT' });
    expect(sixth.statusCode).toBe(402);
    expect(sixth.json().data.code).toBe('error.noMocksLeft');
  });

  it('keeps the server the authority on time: progress never adds time, and closed tabs keep counting', async () => {
    const user = await buildUser(context);
    const start = new Date(Math.floor(Date.now() / 1000) * 1000);
    context.setNow(start);
    const mockId = await create(user, { blueprint: 'short' });
    const saved = await post('/api/mock-test-trial/progress', user, {
      examId: mockId,
      currentQuestion: 2,
      remainTime: 80_000_000,
      nextQuestionType: 'READING_MCQ_R_SINGLE_ANSWER',
    });
    expect(saved.json().data).toMatchObject({ currentQuestion: 2, remainTime: 20 * 60_000 });
    context.setNow(new Date(start.getTime() + 5 * 60_000));
    const resumed = await post('/api/mock-test-trial/resume', user, { examId: mockId });
    expect(resumed.json().data).toMatchObject({
      currentQuestion: 2,
      remainTime: 15 * 60_000,
      nextQuestionType: 'READING_MCQ_R_SINGLE_ANSWER',
    });
    context.setNow(new Date(start.getTime() + 25 * 60_000));
    const late = await post('/api/mock-test-trial/answer', user, {
      examId: mockId,
      questionId: 1,
      response: { selected: ['A'] },
    });
    expect(late.statusCode).toBe(409);
    expect((await post('/api/mock-test-trial/resume', user, { examId: mockId })).json().data.status).toBe(
      'FINISH',
    );
    context.setNow(new Date());
  });

  it('stores answers without revealing marks, finishes once, and follows the state machine', async () => {
    const user = await buildUser(context);
    const mockId = await create(user, { blueprint: 'short' });
    const { questions } = await detail(user, mockId);
    const mcq = questions.find(
      (question: { type: string }) => question.type === 'READING_MCQ_R_SINGLE_ANSWER',
    );
    const answered = await post('/api/mock-test-trial/answer', user, {
      examId: mockId,
      questionId: mcq.id,
      response: { selected: ['A'] },
    });
    expect(answered.json()).toMatchObject({ statusCode: 200, data: null });
    const finishes = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/mock-test-trial/finish', user, { examId: mockId })),
    );
    expect(finishes.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(finishes.filter((response) => response.statusCode === 409)).toHaveLength(9);
    const answer = await post('/api/mock-test-trial/answer', user, {
      examId: mockId,
      questionId: mcq.id,
      response: { selected: ['B'] },
    });
    expect(answer.statusCode).toBe(409);
    expect((await post('/marketplace/random-exam/cancel', user, { examId: mockId })).json().data.status).toBe(
      'CANCELLED',
    );
    const retried = (await post('/marketplace/random-exam/retry', user, { examId: mockId })).json().data;
    expect(retried).toMatchObject({ status: 'INPROGRESS', currentQuestion: 0 });
    expect((await detail(user, mockId)).examInfo.answers).toEqual([]);
  });

  it('gives the same mock for the same seed and level, and keeps mocks private', async () => {
    const first = await buildUser(context);
    const second = await buildUser(context);
    const a = await detail(first, await create(first, { seed: 99 }));
    const b = await detail(second, await create(second, { seed: 99 }));
    expect(a.questions.map((question: { id: number }) => question.id)).toEqual(
      b.questions.map((question: { id: number }) => question.id),
    );
    const mockId = a.examInfo.id as string;
    expect(
      (
        await context.app.inject({
          url: `/api/mock-test-trial/detail?mockId=${mockId}`,
          headers: second.auth,
        })
      ).statusCode,
    ).toBe(404);
    expect((await post('/api/mock-test-trial/finish', second, { examId: mockId })).statusCode).toBe(404);
    expect(
      (
        await post('/api/mock-test-trial/progress', second, {
          examId: mockId,
          currentQuestion: 1,
          remainTime: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post('/api/mock-test-trial/progress', first, {
          examId: mockId,
          currentQuestion: -1,
          remainTime: 1,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await context.app.inject({ method: 'POST', url: '/api/mock-test-trial/create', payload: {} }))
        .statusCode,
    ).toBe(401);
  });
});

describe('scoring a mock', () => {
  it('refuses free members clearly', async () => {
    const user = await buildUser(context);
    const mockId = await create(user, { blueprint: 'short' });
    await post('/api/mock-test-trial/finish', user, { examId: mockId });
    const response = await post('/marketplace/random-exam/score', user, { examId: mockId });
    expect(response.statusCode).toBe(403);
    expect(response.json().data.code).toBe('error.freeModeNoScoring');
  });

  it('turns 50 simultaneous score calls into one job and one spent entitlement, then a 10-90 report', async () => {
    const user = await buildUser(context, { roles: ['ROLE_USER'] });
    await insertLedgerEntries(context.deps.db, [
      { userId: user.id, resource: 'mock_score', amount: 2, source: 'test', sourceId: 'g' },
      { userId: user.id, resource: 'mock_exam', amount: 1, source: 'test', sourceId: 'g' },
    ]);
    const mockId = await create(user, { blueprint: 'short', seed: 5 });
    const { questions } = await detail(user, mockId);
    for (const question of questions as { id: number; type: string }[]) {
      if (question.type.includes('MCQ')) {
        await post('/api/mock-test-trial/answer', user, {
          examId: mockId,
          questionId: question.id,
          response: { selected: ['A'] },
        });
      }
    }
    await post('/api/mock-test-trial/finish', user, { examId: mockId });
    const calls = await Promise.all(
      Array.from({ length: 50 }, () => post('/marketplace/random-exam/score', user, { examId: mockId })),
    );
    expect(calls.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(calls.filter((response) => response.statusCode === 409)).toHaveLength(49);
    const access = (await context.app.inject({ url: '/user/access-control', headers: user.auth })).json()
      .data;
    expect(access.numberScoreMock).toBe(1);
    expect(await context.drainJobs()).toBe(1);
    const result = (
      await context.app.inject({ url: `/api/mock-test-trial/result/${mockId}`, headers: user.auth })
    ).json().data;
    expect(result.examInfo.status).toBe('DONE');
    expect(result.examInfo.overallScore).toBeGreaterThanOrEqual(10);
    expect(result.examInfo.overallScore).toBeLessThanOrEqual(90);
    expect(result.scores).toHaveProperty('scoreReading');
    expect(result.scores).toHaveProperty('enaGrammar');
  });
});
