import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { pteBlueprint } from '@prepwise/contracts';
import { and, eq } from 'drizzle-orm';
import {
  entitlementLedger,
  itemRatings,
  learnerRatings,
  mockAnswers,
  mockTests,
  questions,
  reviewCards,
  storedFiles,
  users,
} from '../../db/schema/index.js';
import { startingItemRating, updateRatings } from '../answers/ability.js';
import { createScoreMockJob } from './mock-scoring.job.js';
import { scoreMockJobName } from './mock-scoring.service.js';
import { seedQuestionBank } from '../../db/seed-bank.js';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import { insertLedgerEntries } from '../entitlements/entitlements.repository.js';
import { signAccessToken } from '../../lib/tokens.js';
import { synthesiseFlac, uploadRecording } from '../../../test/recordings.js';
import { PoolTaskError } from '../../pool/worker-pool.js';
import type { PoolPriority } from '../../pool/priority-queue.js';

const minute = 60_000;
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

function get(url: string, user?: BuiltUser) {
  return context.app.inject({ url, ...(user ? { headers: user.auth } : {}) });
}

async function create(user: BuiltUser, payload: Record<string, unknown> = {}) {
  const response = await post('/api/mock-test-trial/create', user, payload);
  expect(response.statusCode).toBe(200);
  return response.json().data.mockId as string;
}

interface Detail {
  examInfo: Record<string, unknown> & { answers: { questionId: number; response: unknown }[] };
  questions: { id: number; type: string; text: string }[];
  plan: {
    steps: { type: string; questionId: number | null; section: number }[];
    sections: { key: string }[];
  };
  sectionTimes: number[];
}

async function detail(user: BuiltUser, mockId: string): Promise<Detail> {
  return (await get(`/api/mock-test-trial/detail?mockId=${mockId}`, user)).json().data;
}

function progress(user: BuiltUser, examId: string, currentQuestion: number, remainTime = 24 * 3_600_000) {
  return post('/api/mock-test-trial/progress', user, { examId, currentQuestion, remainTime });
}

/** A learner who may score mocks (not a free member) with scored-mock entitlements. */
async function paidLearner(scoredMocks = 2): Promise<BuiltUser> {
  const user = await buildUser(context, { roles: ['ROLE_USER'] });
  await insertLedgerEntries(context.deps.db, [
    { userId: user.id, resource: 'mock_score', amount: scoredMocks, source: 'test', sourceId: 'g' },
    { userId: user.id, resource: 'mock_exam', amount: scoredMocks, source: 'test', sourceId: 'g' },
  ]);
  return user;
}

describe('generating a random mock', () => {
  it('fills the PTE blueprint in test order and lays it out in the PTE sections with their times, clock at the first', async () => {
    const user = await buildUser(context);
    context.setNow(new Date());
    const mockId = await create(user, { kind: 'PTE', seed: 11 });
    const { examInfo, questions, plan } = await detail(user, mockId);
    const total = pteBlueprint.items.reduce((sum, slot) => sum + slot.count, 0);
    expect(examInfo).toMatchObject({
      status: 'INPROGRESS',
      totalQuestions: total,
      type: 'MARKET_RANDOM_MOCK_TEST',
      currentQuestion: 0,
      currentSection: 0,
      timeAllowed: 180 * minute,
      remainTime: 35 * minute,
      nextQuestionType: 'SPEAKING_READ_ALOUD',
      scores: null,
    });
    expect(questions.map((question) => question.type)).toEqual(
      pteBlueprint.items.flatMap((slot) => Array<string>(slot.count).fill(slot.type)),
    );
    expect(questions[0]).not.toHaveProperty('expectAnswer');
    expect(plan.sections.map((section) => section.key)).toContain('timeBreak');
    expect(plan.steps.at(-1)?.type).toBe('FINISH');
    const access = (await get('/user/access-control', user)).json().data;
    expect(access.freeRandomMockLeft).toBe(4);
    context.setNow(new Date());
  });

  it('makes a THPT paper of 50 questions in one 60-minute section (3,600,000 ms)', async () => {
    const user = await buildUser(context);
    context.setNow(new Date());
    const mockId = await create(user, { kind: 'THPT' });
    const { examInfo, plan, questions } = await detail(user, mockId);
    expect(examInfo.remainTime).toBe(3_600_000);
    expect(plan.sections).toHaveLength(1);
    const marks = (questions as { questions?: unknown[] | null }[]).reduce(
      (sum, question) => sum + (question.questions?.length || 1),
      0,
    );
    expect(marks).toBe(50);
    // The record counts questions as the paper does, as the intro page and the player do.
    expect(examInfo.totalQuestions).toBe(50);
    expect(examInfo.totalQuestions).not.toBe(questions.length);
    // The report numbers its items as the test did: 1 to 50, a passage by its range.
    await post('/api/mock-test-trial/finish', user, { examId: mockId });
    const items = (await get(`/api/mock-test-trial/result/${mockId}`, user)).json().data.items as {
      numbers: { first: number; last: number };
    }[];
    expect(items[0]?.numbers.first).toBe(1);
    expect(items.at(-1)?.numbers.last).toBe(50);
    context.setNow(new Date());
  });

  it('cancels the unscored mock when a new one is generated, and allows 5 free generations', async () => {
    const user = await buildUser(context);
    const first = await create(user, { kind: 'THPT' });
    await create(user, { kind: 'THPT' });
    const list = (await get('/api/get-mocks', user)).json().data;
    expect(list.find((mock: { id: string }) => mock.id === first).status).toBe('CANCELLED');
    for (let attempt = 0; attempt < 3; attempt += 1) await create(user, { kind: 'THPT' });
    const sixth = await post('/api/mock-test-trial/create', user, { kind: 'THPT' });
    expect(sixth.statusCode).toBe(402);
    expect(sixth.json().data.code).toBe('error.noMocksLeft');
  });

  it('gives the same mock for the same seed and level', async () => {
    const first = await buildUser(context);
    const second = await buildUser(context);
    const a = await detail(first, await create(first, { seed: 99 }));
    const b = await detail(second, await create(second, { seed: 99 }));
    expect(a.questions.map((question) => question.id)).toEqual(b.questions.map((question) => question.id));
  });

  it('validates input and needs a signed-in learner', async () => {
    const user = await buildUser(context);
    const bad = await post('/api/mock-test-trial/create', user, { kind: 'IELTS' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields[0].field).toBe('kind');
    expect(
      (await context.app.inject({ method: 'POST', url: '/api/mock-test-trial/create', payload: {} }))
        .statusCode,
    ).toBe(401);
    expect((await get('/api/get-mocks')).statusCode).toBe(401);
  });
});

describe('the clock and the sections (short mock: speaking, essay, break, reading, listening, FINISH)', () => {
  it('keeps the server the authority on time and place', async () => {
    const user = await buildUser(context);
    const start = new Date(Math.floor(Date.now() / 1000) * 1000);
    context.setNow(start);
    const at = (minutes: number) => context.setNow(new Date(start.getTime() + minutes * minute));
    const mockId = await create(user, { blueprint: 'short' });
    const { plan } = await detail(user, mockId);
    expect(plan.steps.map((step) => step.type)).toEqual([
      'SPEAKING_READ_ALOUD',
      'WRITING_ESSAY',
      'TIME_BREAK',
      'READING_MCQ_R_SINGLE_ANSWER',
      'MCQ_L_SINGLE_ANSWER',
      'FINISH',
    ]);

    at(5);
    const stay = await progress(user, mockId, 0, 80_000_000);
    expect(stay.json().data).toMatchObject({
      currentQuestion: 0,
      currentSection: 0,
      remainTime: 30 * minute,
    });
    expect((await progress(user, mockId, 2)).json().data.code).toBe('error.mockSectionOpen');

    at(7);
    const essay = (await progress(user, mockId, 1)).json().data;
    expect(essay).toMatchObject({
      currentQuestion: 1,
      currentSection: 1,
      remainTime: 20 * minute,
      nextQuestionType: 'WRITING_ESSAY',
    });
    const back = await progress(user, mockId, 0);
    expect(back.statusCode).toBe(409);
    expect(back.json().data.code).toBe('error.mockForwardOnly');
    expect(back.json().message).toMatch(/cannot go back/);

    const readingId = plan.steps[3]?.questionId as number;
    const early = await post('/api/mock-test-trial/answer', user, {
      examId: mockId,
      questionId: readingId,
      response: { selected: ['A'] },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().data.code).toBe('error.questionNotInSection');

    at(7 + 20 + 4);
    const resumed = (await post('/api/mock-test-trial/resume', user, { examId: mockId })).json().data;
    expect(resumed).toMatchObject({
      currentQuestion: 2,
      currentSection: 2,
      remainTime: 6 * minute,
      nextQuestionType: 'TIME_BREAK',
    });
    const essayId = plan.steps[1]?.questionId as number;
    const closed = await post('/api/mock-test-trial/answer', user, {
      examId: mockId,
      questionId: essayId,
      response: { text: 'Too late.' },
    });
    expect(closed.statusCode).toBe(409);

    const reading = (await progress(user, mockId, 3)).json().data;
    expect(reading).toMatchObject({ currentSection: 3, remainTime: 30 * minute });
    const times = (await detail(user, mockId)).sectionTimes;
    expect(times.slice(0, 3)).toEqual([7 * minute, 20 * minute, 4 * minute]);

    at(7 + 20 + 4 + 30 + 25 + 1);
    const later = await signAccessToken(context.config.appSecret, user.id, 3600, context.deps.now());
    user.auth = { authorization: `Bearer ${later}` };
    const late = await post('/api/mock-test-trial/answer', user, {
      examId: mockId,
      questionId: readingId,
      response: { selected: ['A'] },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().data.code).toBe('error.timeUp');
    expect((await post('/api/mock-test-trial/resume', user, { examId: mockId })).json().data).toMatchObject({
      status: 'FINISH',
      currentQuestion: 5,
      remainTime: 0,
    });
    context.setNow(new Date());
  });

  it('keeps the end-of-test summary on the server with no clock running, until Finish', async () => {
    const user = await buildUser(context);
    const start = new Date(Math.floor(Date.now() / 1000) * 1000);
    context.setNow(start);
    const mockId = await create(user, { blueprint: 'short' });
    for (const step of [1, 2, 3, 4]) expect((await progress(user, mockId, step)).statusCode).toBe(200);
    const summary = (await progress(user, mockId, 5)).json().data;
    expect(summary).toMatchObject({
      status: 'INPROGRESS',
      currentQuestion: 5,
      remainTime: 0,
      reviewing: true,
    });
    context.setNow(new Date(start.getTime() + 300 * minute));
    const later = await signAccessToken(context.config.appSecret, user.id, 3600, context.deps.now());
    user.auth = { authorization: `Bearer ${later}` };
    const resumed = (await post('/api/mock-test-trial/resume', user, { examId: mockId })).json().data;
    expect(resumed).toMatchObject({ status: 'INPROGRESS', currentQuestion: 5, reviewing: true });
    expect((await progress(user, mockId, 4)).statusCode).toBe(409);
    const finished = (await post('/api/mock-test-trial/finish', user, { examId: mockId })).json().data;
    expect(finished).toMatchObject({ status: 'FINISH', reviewing: false });
    expect((await progress(user, mockId, 5)).statusCode).toBe(409);
    context.setNow(new Date());
  });
});

describe('answers and the state machine', () => {
  it('stores answers without marks, restores them on reload, finishes once and follows the transitions', async () => {
    const user = await buildUser(context);
    const mockId = await create(user, { blueprint: 'short' });
    const { plan } = await detail(user, mockId);
    const essayId = plan.steps[1]?.questionId as number;
    await progress(user, mockId, 1);
    const answered = await post('/api/mock-test-trial/answer', user, {
      examId: mockId,
      questionId: essayId,
      response: { text: 'A first draft of my essay.' },
    });
    expect(answered.json()).toMatchObject({ statusCode: 200, data: null });
    const reloaded = await detail(user, mockId);
    expect(reloaded.examInfo.answers).toEqual([
      expect.objectContaining({ questionId: essayId, response: { text: 'A first draft of my essay.' } }),
    ]);
    expect(reloaded.examInfo.answers[0]).not.toHaveProperty('score');
    expect(reloaded.examInfo.currentQuestion).toBe(1);

    const finishes = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/mock-test-trial/finish', user, { examId: mockId })),
    );
    expect(finishes.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(finishes.filter((response) => response.statusCode === 409)).toHaveLength(9);
    expect(
      (
        await post('/api/mock-test-trial/answer', user, {
          examId: mockId,
          questionId: essayId,
          response: { text: 'x' },
        })
      ).statusCode,
    ).toBe(409);
    expect((await post('/marketplace/random-exam/cancel', user, { examId: mockId })).json().data.status).toBe(
      'CANCELLED',
    );
    expect((await post('/marketplace/random-exam/cancel', user, { examId: mockId })).statusCode).toBe(409);
    const retried = (await post('/marketplace/random-exam/retry', user, { examId: mockId })).json().data;
    expect(retried).toMatchObject({
      status: 'INPROGRESS',
      currentQuestion: 0,
      currentSection: 0,
      remainTime: 35 * minute,
    });
    expect((await detail(user, mockId)).examInfo.answers).toEqual([]);
  });

  it('keeps mocks private and validates every call', async () => {
    const owner = await buildUser(context);
    const stranger = await buildUser(context);
    const mockId = await create(owner, { blueprint: 'short' });
    expect((await get(`/api/mock-test-trial/detail?mockId=${mockId}`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/mock-test-trial/result/${mockId}`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/mock-test-trial/report/${mockId}`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/mock-test-trial/score/${mockId}`, stranger)).statusCode).toBe(404);
    for (const url of [
      '/api/mock-test-trial/finish',
      '/api/mock-test-trial/resume',
      '/marketplace/random-exam/cancel',
      '/marketplace/random-exam/retry',
      '/marketplace/random-exam/score',
    ]) {
      expect((await post(url, stranger, { examId: mockId })).statusCode, url).toBe(404);
      expect((await post(url, owner, { examId: 'not-a-uuid' })).statusCode, url).toBe(400);
    }
    expect((await progress(stranger, mockId, 1)).statusCode).toBe(404);
    expect((await progress(owner, mockId, -1)).statusCode).toBe(400);
    expect(
      (await post('/api/mock-test-trial/answer', owner, { examId: mockId, questionId: 1, response: {} }))
        .statusCode,
    ).toBe(400);
    expect((await get(`/api/mock-test-trial/detail?mockId=${mockId}`)).statusCode).toBe(401);
  });
});

describe('scoring a mock and its report', () => {
  it('refuses free members clearly, and marks the objective items of their unscored mock once finished', async () => {
    const user = await buildUser(context);
    const mockId = await create(user, { blueprint: 'short' });
    const { plan } = await detail(user, mockId);
    for (const step of [1, 2, 3]) await progress(user, mockId, step);
    const readingId = plan.steps[3]?.questionId;
    await post('/api/mock-test-trial/answer', user, {
      examId: mockId,
      questionId: readingId,
      response: { selected: ['A'] },
    });
    const reading = () =>
      get(`/api/mock-test-trial/result/${mockId}`, user).then((response) =>
        (
          response.json().data.items as {
            questionId: number;
            score: number;
            status: string;
            evidence: unknown[];
          }[]
        ).find((item) => item.questionId === readingId),
      );
    expect(await reading()).toMatchObject({ status: 'MARKED', score: 0, max: 1, evidence: [] });
    await post('/api/mock-test-trial/finish', user, { examId: mockId });
    const marked = await reading();
    expect(marked).toMatchObject({ status: 'MARKED', max: 1 });
    expect(marked?.evidence.length).toBeGreaterThan(0);
    const question = (
      await context.deps.db
        .select()
        .from(questions)
        .where(eq(questions.id, readingId as number))
    )[0];
    expect(marked?.score).toBe(question?.expectAnswer?.trim() === 'A' ? 1 : 0);
    const response = await post('/marketplace/random-exam/score', user, { examId: mockId });
    expect(response.statusCode).toBe(403);
    expect(response.json().data.code).toBe('error.freeModeNoScoring');
  });

  it('says "no scored mocks left" when the learner has used them up, and leaves the mock finished', async () => {
    const user = await paidLearner(0);
    const mockId = await create(user, { blueprint: 'short' });
    await post('/api/mock-test-trial/finish', user, { examId: mockId });
    const response = await post('/marketplace/random-exam/score', user, { examId: mockId });
    expect(response.statusCode).toBe(402);
    expect(response.json().data.code).toBe('error.noScoredMocksLeft');
    expect((await detail(user, mockId)).examInfo.status).toBe('FINISH');
  });

  it('refuses scoring a mock in progress with a 409', async () => {
    const user = await paidLearner();
    const mockId = await create(user, { blueprint: 'short' });
    expect((await post('/marketplace/random-exam/score', user, { examId: mockId })).statusCode).toBe(409);
  });

  it('turns 50 simultaneous score calls into one job and one spent entitlement, then a report and its PDF', async () => {
    const user = await paidLearner();
    const mockId = await create(user, { blueprint: 'short', seed: 5 });
    const { plan } = await detail(user, mockId);
    await progress(user, mockId, 1);
    await post('/api/mock-test-trial/answer', user, {
      examId: mockId,
      questionId: plan.steps[1]?.questionId,
      response: {
        text: 'Homework helps students practise, but too much of it harms their sleep and motivation.',
      },
    });
    for (const step of [2, 3]) await progress(user, mockId, step);
    await post('/api/mock-test-trial/answer', user, {
      examId: mockId,
      questionId: plan.steps[3]?.questionId,
      response: { selected: ['A'] },
    });
    await post('/api/mock-test-trial/finish', user, { examId: mockId });
    const calls = await Promise.all(
      Array.from({ length: 50 }, () => post('/marketplace/random-exam/score', user, { examId: mockId })),
    );
    expect(calls.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(calls.filter((response) => response.statusCode === 409)).toHaveLength(49);
    expect((await get('/user/access-control', user)).json().data.numberScoreMock).toBe(1);
    expect((await get(`/api/mock-test-trial/score/${mockId}`, user)).json().data.status).toBe('SCORING');
    expect((await get(`/api/mock-test-trial/report/${mockId}`, user)).statusCode).toBe(404);
    // The mock's job, and the essay's scoring asked for when it was saved (a learner with a scored mock).
    expect(await context.drainJobs()).toBe(2);

    const report = (await get(`/api/mock-test-trial/result/${mockId}`, user)).json().data;
    expect(report.examInfo.status).toBe('DONE');
    expect(report.examInfo.reportId).toBe(`prepwise-report-${mockId}.pdf`);
    expect(report.examInfo.overallScore).toBeGreaterThanOrEqual(10);
    expect(report.examInfo.overallScore).toBeLessThanOrEqual(90);
    expect(report.scores).toMatchObject({
      scoreReading: expect.any(Number),
      scoreWriting: expect.any(Number),
    });
    expect(['excellent', 'good', 'fair', 'limited']).toContain(report.scores.comWriting);
    expect(report.sections.map((section: { key: string }) => section.key)).toEqual([
      'speaking',
      'essay',
      'timeBreak',
      'reading',
      'listening',
    ]);
    const [speaking, essay, reading, listening] = report.items;
    expect(speaking).toMatchObject({ type: 'SPEAKING_READ_ALOUD', status: 'UNANSWERED', score: 0, max: 15 });
    expect(essay).toMatchObject({ type: 'WRITING_ESSAY', status: 'SCORED', max: 15, skills: ['writing'] });
    expect(essay.traits.form.score).toBe(0);
    expect(reading).toMatchObject({ status: 'MARKED', max: 1 });
    expect(listening.status).toBe('UNANSWERED');
    expect(report.previous).toEqual([]);

    const pdf = await get(`/api/mock-test-trial/report/${mockId}`, user);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="prepwise-report-${mockId}.pdf"`);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const second = await create(user, { blueprint: 'short', seed: 6 });
    await post('/api/mock-test-trial/finish', user, { examId: second });
    await post('/marketplace/random-exam/score', user, { examId: second });
    await context.drainJobs();
    // A scored THPT paper (a mark out of 10) is not compared with PTE mocks (10-90): like with like.
    const [thpt] = await context.deps.db
      .insert(mockTests)
      .values({
        userId: user.id,
        kind: 'THPT',
        name: 'THPT paper',
        questionIds: [],
        timeAllowed: 60,
        remainTime: 0,
        status: 'DONE',
        overallScore: 3.6,
        seed: 1,
        chosenForLevel: 1,
        finishedAt: new Date('2020-01-01T00:00:00Z'),
      })
      .returning({ id: mockTests.id });
    const later = (await get(`/api/mock-test-trial/result/${second}`, user)).json().data;
    expect(later.previous).toEqual([
      expect.objectContaining({ id: mockId, overallScore: report.examInfo.overallScore }),
    ]);
    expect(later.items.map((item: { numbers: { first: number } }) => item.numbers.first)).toEqual(
      later.items.map((_: unknown, index: number) => index + 1),
    );
    const thptReport = (await get(`/api/mock-test-trial/result/${thpt!.id}`, user)).json().data;
    expect(thptReport.previous).toEqual([]);
    expect((await post('/marketplace/random-exam/retry', user, { examId: second })).statusCode).toBe(409);
  }, 60_000);
});

describe('open answers scored as they are saved (before Finish)', () => {
  // The mock's one written answer (the essay of the short blueprint).
  const essayAnswer = async (mockId: string) => {
    const [row] = await context.deps.db.select().from(mockAnswers).where(eq(mockAnswers.mockId, mockId));
    return row;
  };
  const writeEssay = (user: BuiltUser, mockId: string, questionId: number | null | undefined, text: string) =>
    post('/api/mock-test-trial/answer', user, { examId: mockId, questionId, response: { text } });

  it('scores an essay once saved, hides it until the mock is scored, and the mock job does not score it again', async () => {
    const user = await paidLearner();
    const mockId = await create(user, { blueprint: 'short', seed: 5 });
    const { plan } = await detail(user, mockId);
    await progress(user, mockId, 1);
    const essayId = plan.steps[1]?.questionId;
    expect(
      (await writeEssay(user, mockId, essayId, 'Homework helps students practise every day.')).statusCode,
    ).toBe(200);
    // A changed answer: the first request to score it finds a newer answer and leaves it alone.
    expect(
      (
        await writeEssay(
          user,
          mockId,
          essayId,
          'Homework helps students practise, but too much of it harms sleep.',
        )
      ).statusCode,
    ).toBe(200);
    expect(await context.deps.jobs.drain(['mock.prescore'])).toBe(2);
    const scoredAhead = await essayAnswer(mockId);
    expect(scoredAhead?.status).toBe('SCORED');
    expect(scoredAhead?.response).toEqual({
      text: 'Homework helps students practise, but too much of it harms sleep.',
    });
    const scoredAt = scoredAhead?.scoredAt;

    // Nothing of it shows while the test runs, nor after Finish until the mock is scored.
    const during = await detail(user, mockId);
    expect(during.examInfo.answers.find((answer) => answer.questionId === essayId)).toMatchObject({
      status: 'WAITING_AI',
    });
    await post('/api/mock-test-trial/finish', user, { examId: mockId });
    const unscored = (await get(`/api/mock-test-trial/result/${mockId}`, user)).json().data;
    const hidden = unscored.items.find((item: { questionId: number }) => item.questionId === essayId);
    expect(hidden).toMatchObject({ status: 'WAITING_AI', score: 0, traits: null });

    expect((await post('/marketplace/random-exam/score', user, { examId: mockId })).statusCode).toBe(200);
    await context.deps.jobs.drain(['mock.score']);
    const report = (await get(`/api/mock-test-trial/result/${mockId}`, user)).json().data;
    expect(report.examInfo.status).toBe('DONE');
    const shown = report.items.find((item: { questionId: number }) => item.questionId === essayId);
    expect(shown.status).toBe('SCORED');
    expect(shown.traits).not.toBeNull();
    // Scored once: the mock's job took the stored score.
    expect((await essayAnswer(mockId))?.scoredAt?.getTime()).toBe(scoredAt?.getTime());
    expect((await get('/user/access-control', user)).json().data.numberScoreMock).toBe(1);
  });

  it('drops the work of a cancelled mock, and asks nothing for a learner who could not score it', async () => {
    const user = await paidLearner();
    const mockId = await create(user, { blueprint: 'short', seed: 5 });
    const { plan } = await detail(user, mockId);
    await progress(user, mockId, 1);
    await writeEssay(user, mockId, plan.steps[1]?.questionId, 'A short essay about homework and sleep.');
    await post('/marketplace/random-exam/cancel', user, { examId: mockId });
    await context.deps.jobs.drain(['mock.prescore']);
    expect((await essayAnswer(mockId))?.status).toBe('WAITING_AI');

    const free = await buildUser(context);
    const freeMock = await create(free, { blueprint: 'short', seed: 5 });
    const freePlan = (await detail(free, freeMock)).plan;
    await progress(free, freeMock, 1);
    await writeEssay(
      free,
      freeMock,
      freePlan.steps[1]?.questionId,
      'A short essay about homework and sleep.',
    );
    expect(await context.deps.jobs.drain(['mock.prescore'])).toBe(0);
  });

  it('scores a changed answer again after it was scored ahead, and keeps nothing of the old score', async () => {
    const user = await paidLearner();
    const mockId = await create(user, { blueprint: 'short', seed: 5 });
    const { plan } = await detail(user, mockId);
    await progress(user, mockId, 1);
    const essayId = plan.steps[1]?.questionId;
    await writeEssay(user, mockId, essayId, 'Homework helps students practise every day.');
    await context.deps.jobs.drain(['mock.prescore']);
    const first = await essayAnswer(mockId);
    expect(first?.status).toBe('SCORED');
    expect(JSON.stringify(first?.traits)).not.toContain('beleive');

    const changedText = 'Homework helps students, but I beleive that too much of it harms their sleep.';
    expect((await writeEssay(user, mockId, essayId, changedText)).statusCode).toBe(200);
    expect(await essayAnswer(mockId)).toMatchObject({
      response: { text: changedText },
      status: 'WAITING_AI',
      traits: null,
      flags: [],
      scoredAt: null,
      scorerVersion: null,
    });
    await context.deps.jobs.drain(['mock.prescore']);
    const second = await essayAnswer(mockId);
    expect(second?.status).toBe('SCORED');
    expect(second?.response).toEqual({ text: changedText });
    // Its marks are the new text's: the misspelling only it has.
    expect(JSON.stringify(second?.traits)).toContain('beleive');
  });

  it('spends one scored mock when Score races the scoring of the last answer', async () => {
    const user = await paidLearner(1);
    const mockId = await create(user, { blueprint: 'short', seed: 5 });
    const { plan } = await detail(user, mockId);
    await progress(user, mockId, 1);
    await writeEssay(user, mockId, plan.steps[1]?.questionId, 'Homework helps students practise every day.');
    await post('/api/mock-test-trial/finish', user, { examId: mockId });
    // The last answer's own scoring runs while the learner presses Score, twice.
    const [first, second] = await Promise.all([
      post('/marketplace/random-exam/score', user, { examId: mockId }),
      post('/marketplace/random-exam/score', user, { examId: mockId }),
      context.deps.jobs.drain(['mock.prescore']),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    await context.deps.jobs.drain([scoreMockJobName, 'mock.prescore']);
    const report = (await get(`/api/mock-test-trial/result/${mockId}`, user)).json().data;
    expect(report.examInfo.status).toBe('DONE');
    expect((await essayAnswer(mockId))?.status).toBe('SCORED');
    const spends = await context.deps.db
      .select()
      .from(entitlementLedger)
      .where(and(eq(entitlementLedger.userId, user.id), eq(entitlementLedger.resource, 'mock_score')));
    expect(spends.filter((row) => row.amount < 0)).toHaveLength(1);
    expect((await get('/user/access-control', user)).json().data.numberScoreMock).toBe(0);
  });
});

describe('ratings of objective answers', () => {
  async function ratingsOf(userId: string, questionId: number) {
    const db = context.deps.db;
    const [learner] = await db.select().from(learnerRatings).where(eq(learnerRatings.userId, userId));
    const [item] = await db.select().from(itemRatings).where(eq(itemRatings.questionId, questionId));
    return { learner, item };
  }

  it('moves the learner and the item with each objective answer (twice for a change of mind), in the save itself', async () => {
    const user = await paidLearner(1);
    const mockId = await create(user, { kind: 'THPT', seed: 4 });
    const { questions: items } = await detail(user, mockId);
    const phonetic = items.find((question) => question.type === 'PHONETIC_PRONUNCIATION');
    if (!phonetic) throw new Error('the THPT paper has no phonetic item');
    const [row] = await context.deps.db.select().from(questions).where(eq(questions.id, phonetic.id));
    const before = await ratingsOf(user.id, phonetic.id);
    expect(before.learner).toBeUndefined();

    let expected = { learner: 1500, item: before.item?.rating ?? startingItemRating(row?.level ?? '') };
    for (const [round, selected] of [['A'], ['B']].entries()) {
      const saved = await post('/api/mock-test-trial/answer', user, {
        examId: mockId,
        questionId: phonetic.id,
        response: { selected },
      });
      expect(saved.statusCode).toBe(200);
      const [answer] = await context.deps.db
        .select()
        .from(mockAnswers)
        .where(and(eq(mockAnswers.mockId, mockId), eq(mockAnswers.questionId, phonetic.id)));
      expect(answer).toMatchObject({ status: 'MARKED', max: 1 });
      expected = updateRatings(expected.learner, expected.item, (answer?.score ?? 0) / (answer?.max ?? 1));
      const after = await ratingsOf(user.id, phonetic.id);
      expect(after.learner?.answers).toBe(round + 1);
      expect(after.learner?.rating).toBeCloseTo(expected.learner, 2);
      expect(after.item?.answers).toBe((before.item?.answers ?? 0) + round + 1);
      expect(after.item?.rating).toBeCloseTo(expected.item, 2);
    }
  });
});

describe('a THPT paper', () => {
  it('moves freely, keeps answers, and is scored on the THPT scale to DONE with its mark out of 10 and a PDF', async () => {
    const user = await paidLearner(1);
    const mockId = await create(user, { kind: 'THPT', seed: 3 });
    const { plan, questions } = await detail(user, mockId);
    const finishStep = plan.steps.length - 1;
    expect((await progress(user, mockId, 7)).json().data).toMatchObject({
      currentQuestion: 7,
      reviewing: false,
    });
    expect((await progress(user, mockId, 2)).json().data.currentQuestion).toBe(2);
    const phonetic = questions.find((question) => question.type === 'PHONETIC_PRONUNCIATION');
    const saved = await post('/api/mock-test-trial/answer', user, {
      examId: mockId,
      questionId: phonetic?.id,
      response: { selected: ['A'] },
    });
    expect(saved.statusCode).toBe(200);
    const lastQuestion = plan.steps[finishStep - 1]?.questionId as number;
    expect(
      (
        await post('/api/mock-test-trial/answer', user, {
          examId: mockId,
          questionId: lastQuestion,
          response: { selected: ['B'] },
        })
      ).statusCode,
    ).toBe(200);
    expect((await detail(user, mockId)).examInfo.answers).toHaveLength(2);
    const cardsOf = () => context.deps.db.select().from(reviewCards).where(eq(reviewCards.userId, user.id));
    // No review card while the mock runs: its count would tell the learner an answer was wrong.
    expect(await cardsOf()).toEqual([]);
    expect((await progress(user, mockId, finishStep)).json().data.reviewing).toBe(true);
    await post('/api/mock-test-trial/finish', user, { examId: mockId });
    expect((await post('/marketplace/random-exam/score', user, { examId: mockId })).statusCode).toBe(200);
    expect(await context.drainJobs()).toBe(1);
    // Scored: every wrong answer became a review card of the mock.
    const wrong = await context.deps.db
      .select({ questionId: mockAnswers.questionId })
      .from(mockAnswers)
      .where(and(eq(mockAnswers.mockId, mockId), eq(mockAnswers.score, 0)));
    expect(wrong.length).toBeGreaterThan(0);
    const cards = await cardsOf();
    expect(cards.map((card) => card.questionId).sort()).toEqual(wrong.map((row) => row.questionId).sort());
    expect(cards.every((card) => card.source === 'MOCK' && card.kind === 'CHOICE')).toBe(true);

    const report = (await get(`/api/mock-test-trial/result/${mockId}`, user)).json().data;
    expect(report.examInfo.status).toBe('DONE');
    expect(report.scores.total).toBe(50);
    expect(report.scores.thptMark).toBe(Math.round((1000 * report.scores.correct) / 50) / 100);
    expect(report.examInfo.overallScore).toBe(report.scores.thptMark);
    expect(report.scores.scoreReading).toBeNull();
    expect(report.scores.thptParts.map((part: { part: string }) => part.part)).toEqual([
      'phonetics',
      'communication',
      'vocabulary',
      'grammar',
      'reading',
      'writing',
    ]);
    expect(report.scores.thptTypes[0]).toMatchObject({ type: 'PHONETIC_PRONUNCIATION', total: 2 });
    const pdf = await get(`/api/mock-test-trial/report/${mockId}`, user);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 60_000);

  it('keeps a PTE mock forward-only', async () => {
    const user = await buildUser(context);
    const mockId = await create(user, { kind: 'PTE', seed: 4 });
    expect((await progress(user, mockId, 3)).statusCode).toBe(200);
    expect((await progress(user, mockId, 1)).statusCode).toBe(409);
  });
});

describe('a mock whose scoring fails', () => {
  const logger = pino({ level: 'silent' }) as FastifyBaseLogger;

  async function finishedThpt(user: BuiltUser) {
    const mockId = await create(user, { kind: 'THPT', seed: 9 });
    await post('/api/mock-test-trial/finish', user, { examId: mockId });
    return mockId;
  }
  const scoredMocksLeft = async (user: BuiltUser) =>
    (await get('/user/access-control', user)).json().data.numberScoreMock as number;

  it('goes to SCORING_FAILED on an unscorable mock, gives the credit back and can be scored again', async () => {
    const user = await paidLearner(1);
    const mockId = await finishedThpt(user);
    // A THPT paper scored as PTE (the old bug): its items count towards no PTE skill.
    await context.deps.db.update(mockTests).set({ kind: 'PTE' }).where(eq(mockTests.id, mockId));
    expect((await post('/marketplace/random-exam/score', user, { examId: mockId })).statusCode).toBe(200);
    expect(await scoredMocksLeft(user)).toBe(0);
    await context.drainJobs();
    expect((await get(`/api/mock-test-trial/score/${mockId}`, user)).json().data.status).toBe(
      'SCORING_FAILED',
    );
    expect(await scoredMocksLeft(user)).toBe(1);
    await context.drainJobs();
    expect(await scoredMocksLeft(user)).toBe(1);

    await context.deps.db.update(mockTests).set({ kind: 'THPT' }).where(eq(mockTests.id, mockId));
    expect((await post('/marketplace/random-exam/score', user, { examId: mockId })).statusCode).toBe(200);
    expect(await scoredMocksLeft(user)).toBe(0);
    await context.drainJobs();
    const report = (await get(`/api/mock-test-trial/result/${mockId}`, user)).json().data;
    expect(report.examInfo.status).toBe('DONE');
    expect(report.scores.thptMark).toEqual(expect.any(Number));
    expect(await scoredMocksLeft(user)).toBe(0);
  }, 60_000);

  it('gives up through the queue when the last try fails: SCORING_FAILED, the credit back', async () => {
    const user = await paidLearner(1);
    const mockId = await finishedThpt(user);
    const storage = context.deps.storage;
    const put = storage.put.bind(storage);
    storage.put = () => Promise.reject(new Error('disk full'));
    try {
      await post('/marketplace/random-exam/score', user, { examId: mockId });
      // The queued job fails its first try and waits for a retry; a job with no retries left
      // stands for the last try.
      await context.drainJobs();
      expect((await get(`/api/mock-test-trial/score/${mockId}`, user)).json().data.status).toBe('SCORING');
      expect(await scoredMocksLeft(user)).toBe(0);
      await context.deps.jobs.send(scoreMockJobName, { mockId }, { retryLimit: 0 });
      await context.drainJobs();
    } finally {
      storage.put = put;
    }
    expect((await get(`/api/mock-test-trial/score/${mockId}`, user)).json().data.status).toBe(
      'SCORING_FAILED',
    );
    expect(await scoredMocksLeft(user)).toBe(1);
  }, 60_000);

  it('releases THPT mocks left stuck in SCORING by the old scorer (migration 0011), refunding once', async () => {
    const user = await paidLearner(1);
    const mockId = await finishedThpt(user);
    await context.deps.db.update(mockTests).set({ status: 'SCORING' }).where(eq(mockTests.id, mockId));
    await insertLedgerEntries(context.deps.db, [
      {
        userId: user.id,
        resource: 'mock_score',
        amount: -1,
        source: 'mock_scoring',
        sourceId: `mock:${mockId}`,
      },
    ]);
    expect(await scoredMocksLeft(user)).toBe(0);
    const migration = readFileSync(
      fileURLToPath(new URL('../../db/migrations/0011_mock_scoring_failed.sql', import.meta.url)),
      'utf8',
    );
    const dataStatements = migration.split('--> statement-breakpoint').slice(2);
    for (let run = 0; run < 2; run += 1)
      for (const statement of dataStatements) await context.deps.database.executeSql(statement);
    expect((await get(`/api/mock-test-trial/score/${mockId}`, user)).json().data.status).toBe(
      'SCORING_FAILED',
    );
    expect(await scoredMocksLeft(user)).toBe(1);
  });

  it('fails once and refunds once when the job gives up after its retries', async () => {
    const user = await paidLearner(1);
    const mockId = await finishedThpt(user);
    await post('/marketplace/random-exam/score', user, { examId: mockId });
    const job = createScoreMockJob(context.deps, logger);
    await job.onGiveUp?.({ mockId }, new Error('storage down'));
    await job.onGiveUp?.({ mockId }, new Error('storage down'));
    expect((await get(`/api/mock-test-trial/score/${mockId}`, user)).json().data.status).toBe(
      'SCORING_FAILED',
    );
    expect(await scoredMocksLeft(user)).toBe(1);
    const list = (await get('/api/get-mocks', user)).json().data;
    expect(list.find((mock: { id: string }) => mock.id === mockId).status).toBe('SCORING_FAILED');
    expect((await post('/marketplace/random-exam/retry', user, { examId: mockId })).json().data.status).toBe(
      'INPROGRESS',
    );
  });
});

describe('speaking in a mock', () => {
  it('decodes the recording when answered and scores it with the mock', async () => {
    const user = await paidLearner(1);
    const mockId = await create(user, { blueprint: 'short', seed: 8 });
    const { questions } = await detail(user, mockId);
    const readAloud = questions[0] as { id: number; text: string };
    const recording = synthesiseFlac(readAloud.text);
    const audioKey = await uploadRecording(context, user, recording.bytes);
    const answered = await post('/api/mock-test-trial/answer', user, {
      examId: mockId,
      questionId: readAloud.id,
      response: { audioKey },
    });
    expect(answered.statusCode).toBe(200);
    await post('/api/mock-test-trial/finish', user, { examId: mockId });
    await post('/marketplace/random-exam/score', user, { examId: mockId });
    await context.drainJobs();
    const [speaking] = (await get(`/api/mock-test-trial/result/${mockId}`, user)).json().data.items;
    expect(speaking).toMatchObject({ type: 'SPEAKING_READ_ALOUD', status: 'SCORED', max: 15 });
    expect(speaking.traits.content.score).toBeGreaterThanOrEqual(3);
    expect(speaking.skills).toEqual(['speaking', 'reading']);
  }, 60_000);

  it('scores again only the answer whose thread crashed, keeping the ones scored before it', async () => {
    const user = await paidLearner(1);
    const mockId = await create(user, { blueprint: 'short', seed: 8 });
    const { questions, plan } = await detail(user, mockId);
    const readAloud = questions[0] as { id: number; text: string };
    const audioKey = await uploadRecording(context, user, synthesiseFlac(readAloud.text).bytes);
    await post('/api/mock-test-trial/answer', user, {
      examId: mockId,
      questionId: readAloud.id,
      response: { audioKey },
    });
    await progress(user, mockId, 1);
    await post('/api/mock-test-trial/answer', user, {
      examId: mockId,
      questionId: plan.steps[1]?.questionId,
      response: { text: 'Homework helps students practise every day.' },
    });
    await post('/api/mock-test-trial/finish', user, { examId: mockId });
    await post('/marketplace/random-exam/score', user, { examId: mockId });

    // The essay's thread dies once, after the recording (the first item) was scored and stored.
    const pool = context.deps.pool;
    const run = pool.run.bind(pool);
    const tasks: string[] = [];
    let crashed = false;
    pool.run = (async (task: { kind?: string }, transfer?: ArrayBuffer[], priority?: PoolPriority) => {
      tasks.push(task.kind ?? '');
      if (task.kind === 'scoreWriting' && !crashed) {
        crashed = true;
        throw new PoolTaskError('crashed', 'the worker thread exited');
      }
      return run(task, transfer, priority);
    });
    const answerOf = async (questionId: number | null | undefined) =>
      (await context.deps.db.select().from(mockAnswers).where(eq(mockAnswers.mockId, mockId))).find(
        (row) => row.questionId === questionId,
      );
    try {
      await context.deps.jobs.drain([scoreMockJobName]);
      expect(tasks).toEqual(['scoreSpeech', 'scoreWriting']);
      expect((await get(`/api/mock-test-trial/score/${mockId}`, user)).json().data.status).toBe('SCORING');
      const spoken = await answerOf(readAloud.id);
      expect(spoken?.status).toBe('SCORED');
      expect((await answerOf(plan.steps[1]?.questionId))?.status).toBe('WAITING_AI');

      // The job's retry (sent at once here instead of after its delay).
      tasks.length = 0;
      await context.deps.jobs.send(scoreMockJobName, { mockId }, { retryLimit: 0 });
      await context.deps.jobs.drain([scoreMockJobName]);
      expect(tasks).toEqual(['scoreWriting', 'renderReportPdf']);
      expect((await answerOf(readAloud.id))?.scoredAt).toEqual(spoken?.scoredAt);
      expect((await answerOf(plan.steps[1]?.questionId))?.status).toBe('SCORED');
      expect((await get(`/api/mock-test-trial/score/${mockId}`, user)).json().data.status).toBe('DONE');
      expect((await get('/user/access-control', user)).json().data.numberScoreMock).toBe(0);
    } finally {
      pool.run = run;
    }
  }, 90_000);

  it('takes only one’s own measured recording, and measures once a file stored before lengths were kept', async () => {
    const user = await paidLearner(1);
    const other = await paidLearner(1);
    const mockId = await create(user, { blueprint: 'short', seed: 8 });
    const { questions } = await detail(user, mockId);
    const readAloud = questions[0] as { id: number };
    const recording = synthesiseFlac('It is a thermometer.');
    const othersKey = await uploadRecording(context, other, recording.bytes);
    const answer = (audioKey: string) =>
      post('/api/mock-test-trial/answer', user, {
        examId: mockId,
        questionId: readAloud.id,
        response: { audioKey },
      });
    const refused = await answer(othersKey);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields[0].field).toBe('response.audioKey');
    const audioKey = await uploadRecording(context, user, recording.bytes);
    await context.deps.db
      .update(storedFiles)
      .set({ durationSeconds: null, decodeError: null })
      .where(eq(storedFiles.key, audioKey));
    expect((await answer(audioKey)).statusCode).toBe(200);
    const [file] = await context.deps.db.select().from(storedFiles).where(eq(storedFiles.key, audioKey));
    expect(file?.durationSeconds).toBeCloseTo(recording.seconds, 2);
    const [saved] = await context.deps.db.select().from(mockAnswers).where(eq(mockAnswers.mockId, mockId));
    expect(saved?.audioDuration).toBeCloseTo(recording.seconds, 2);
  }, 60_000);
});

describe('the cached sign-in of answer and progress', () => {
  it('refuses with 401 an account deactivated or signed out everywhere after its sign-in was cached', async () => {
    for (const change of [{ activated: false }, { tokenVersion: 1 }]) {
      const user = await paidLearner(1);
      const mockId = await create(user, { blueprint: 'short', seed: 8 });
      const { questions } = await detail(user, mockId);
      const first = questions[0] as { id: number };
      const progress = () =>
        post('/api/mock-test-trial/progress', user, {
          examId: mockId,
          currentQuestion: 0,
          remainTime: 60_000,
        });
      expect((await progress()).statusCode).toBe(200);
      await context.deps.db.update(users).set(change).where(eq(users.id, user.id));
      expect((await progress()).statusCode).toBe(401);
      const answered = await post('/api/mock-test-trial/answer', user, {
        examId: mockId,
        questionId: first.id,
        response: { text: 'hello' },
      });
      expect(answered.statusCode).toBe(401);
      expect(await context.deps.db.select().from(mockAnswers).where(eq(mockAnswers.mockId, mockId))).toEqual(
        [],
      );
    }
  });
});

describe('intro pages', () => {
  it('lists the mocks on offer with their package and the learner’s own data', async () => {
    const user = await buildUser(context);
    const pages = (await get('/api/intro-pages', user)).json().data;
    expect(
      pages.map((page: { kind: string; blueprint: string }) => `${page.kind}/${page.blueprint}`),
    ).toEqual(['PTE/full', 'THPT/full', 'PTE/short', 'PTE/speaking']);
    expect(pages[2]).toMatchObject({ totalQuestions: 4, minutes: 120 });
    expect(pages[2].overview).toContain('4 questions');
    expect(pages[2].overview).toContain('120 minutes');
    // One task of each speaking type, all in the speaking section's 35 minutes.
    expect(pages[3]).toMatchObject({
      title: 'PTE speaking mock: one task of each type',
      totalQuestions: 5,
      minutes: 35,
    });
    expect(pages[3].overview).toContain('5 questions');
    expect(pages[3].overview).toContain('35 minutes');
    expect(pages.map((page: { description: string }) => page.description).join(' ')).not.toContain('{{');
    expect(pages[0]).toMatchObject({
      totalQuestions: 62,
      minutes: 180,
      packageId: 3,
      package: { name: 'Mock Test #1' },
      userData: { userId: user.id, requested: false, productId: 3 },
    });
    await create(user, { kind: 'THPT' });
    const thpt = (await get('/api/intro-pages/2', user)).json().data;
    expect(thpt).toMatchObject({ kind: 'THPT', totalQuestions: 50, userData: { requested: true } });
    expect((await get('/api/intro-pages/99', user)).statusCode).toBe(404);
    expect((await get('/api/intro-pages/x', user)).statusCode).toBe(400);
    expect((await get('/api/intro-pages')).statusCode).toBe(401);
  });
});
