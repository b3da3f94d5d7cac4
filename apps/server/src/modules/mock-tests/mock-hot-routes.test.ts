import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { mockAnswers, mockTests } from '../../db/schema/index.js';
import { seedQuestionBank } from '../../db/seed-bank.js';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import { saveMockAnswerIfOpen, type OpenMockAnswer } from './mock-tests.repository.js';

// The hot routes' shortcuts (answer and progress): an answer in one guarded statement, a progress
// from this process's last copy of the mock. Each must give way to the mock as stored.

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

/** A short mock (one step per section: speaking, essay, break, reading, listening, FINISH). */
async function shortMock(
  user: BuiltUser,
): Promise<{ mockId: string; steps: { questionId: number | null }[] }> {
  const created = await post('/api/mock-test-trial/create', user, { blueprint: 'short', seed: 8 });
  expect(created.statusCode).toBe(200);
  const mockId = created.json().data.mockId as string;
  const detail = await context.app.inject({
    url: `/api/mock-test-trial/detail?mockId=${mockId}`,
    headers: user.auth,
  });
  return { mockId, steps: detail.json().data.plan.steps };
}

function progress(user: BuiltUser, examId: string, currentQuestion: number) {
  return post('/api/mock-test-trial/progress', user, { examId, currentQuestion, remainTime: 24 * 3_600_000 });
}

describe('a progress after the mock changed elsewhere', () => {
  it('is answered from the mock as stored, not from the copy this process kept', async () => {
    const user = await buildUser(context);
    const start = new Date(Math.floor(Date.now() / 1000) * 1000);
    context.setNow(start);
    const { mockId } = await shortMock(user);
    expect((await progress(user, mockId, 0)).statusCode).toBe(200);
    // Another API process moves the learner on to the essay (its own clock write).
    const moved = new Date(start.getTime() + minute);
    await context.deps.db
      .update(mockTests)
      .set({
        currentSection: 1,
        currentQuestion: 1,
        remainTime: 20 * minute,
        remainTimeAt: moved,
        sectionTimes: [minute],
      })
      .where(eq(mockTests.id, mockId));
    context.setNow(new Date(start.getTime() + 2 * minute));
    const back = await progress(user, mockId, 0);
    expect(back.statusCode).toBe(409);
    expect(back.json().data.code).toBe('error.mockForwardOnly');
    const stay = await progress(user, mockId, 1);
    expect(stay.json().data).toMatchObject({
      currentQuestion: 1,
      currentSection: 1,
      remainTime: 19 * minute,
    });
    context.setNow(new Date());
  });

  it('of a mock that was finished elsewhere is refused', async () => {
    const user = await buildUser(context);
    context.setNow(new Date());
    const { mockId } = await shortMock(user);
    expect((await progress(user, mockId, 0)).statusCode).toBe(200);
    await context.deps.db.update(mockTests).set({ status: 'FINISH' }).where(eq(mockTests.id, mockId));
    const refused = await progress(user, mockId, 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.code).toBe('error.mockNotInProgress');
  });
});

describe('the guarded answer statement', () => {
  async function answerOf(user: BuiltUser): Promise<OpenMockAnswer> {
    context.setNow(new Date());
    const { mockId, steps } = await shortMock(user);
    return {
      mockId,
      userId: user.id,
      section: 0,
      questionId: steps[0]?.questionId as number,
      response: { text: 'kept' },
      status: 'WAITING_AI',
      score: null,
      max: null,
      evidence: [],
      audioDuration: null,
      answeredAt: new Date(),
    };
  }

  const stored = (answer: OpenMockAnswer) =>
    context.deps.db
      .select()
      .from(mockAnswers)
      .where(and(eq(mockAnswers.mockId, answer.mockId), eq(mockAnswers.questionId, answer.questionId)));

  it('writes nothing once the mock left the section or ended, and writes in the section it was checked against', async () => {
    const user = await buildUser(context);
    const answer = await answerOf(user);
    expect(await saveMockAnswerIfOpen(context.deps.db, { ...answer, section: 1 })).toBe(false);
    const other = await buildUser(context);
    expect(await saveMockAnswerIfOpen(context.deps.db, { ...answer, userId: other.id })).toBe(false);
    expect(await stored(answer)).toHaveLength(0);
    expect(await saveMockAnswerIfOpen(context.deps.db, answer)).toBe(true);
    expect(await saveMockAnswerIfOpen(context.deps.db, { ...answer, response: { text: 'changed' } })).toBe(
      true,
    );
    expect((await stored(answer))[0]?.response).toEqual({ text: 'changed' });
    await context.deps.db.update(mockTests).set({ status: 'FINISH' }).where(eq(mockTests.id, answer.mockId));
    expect(await saveMockAnswerIfOpen(context.deps.db, { ...answer, response: { text: 'late' } })).toBe(
      false,
    );
    expect((await stored(answer))[0]?.response).toEqual({ text: 'changed' });
  });

  it('runs inside a transaction, on its connection (rolled back with it)', async () => {
    const user = await buildUser(context);
    const answer = await answerOf(user);
    await expect(
      context.deps.db.transaction(async (tx) => {
        expect(await saveMockAnswerIfOpen(tx, answer)).toBe(true);
        expect(await tx.select().from(mockAnswers).where(eq(mockAnswers.mockId, answer.mockId))).toHaveLength(
          1,
        );
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await stored(answer)).toHaveLength(0);
  });
});
