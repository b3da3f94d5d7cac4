import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { predictionRule, thptPredictionRule } from '@prepwise/scoring';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildOpenQuestion, buildQuestion, buildUser, type BuiltUser } from '../../../test/factories.js';
import { buildEssayQuestion } from '../../../test/essay.js';
import { mockAnswers, mockTests, practiceAnswers, practiceSessions } from '../../db/schema/index.js';
import { signAccessToken } from '../../lib/tokens.js';

const day = 24 * 60 * 60 * 1000;
/** Friday 27 November 2026, 10:00 in Ho Chi Minh City (the platform's day). */
const now = new Date('2026-11-27T03:00:00Z');

let context: TestContext;
let learner: BuiltUser;
let other: BuiltUser;
let newcomer: BuiltUser;
const questionIds: Record<'reading' | 'essay' | 'speaking' | 'listening' | 'thpt', number> = {
  reading: 0,
  essay: 0,
  speaking: 0,
  listening: 0,
  thpt: 0,
};

beforeAll(async () => {
  context = await createTestContext();
  context.setNow(now);
  learner = await buildUser(context);
  other = await buildUser(context);
  newcomer = await buildUser(context);
  questionIds.thpt = await buildQuestion(context);
  questionIds.reading = await buildQuestion(context, { type: 'READING_MCQ_R_SINGLE_ANSWER' });
  questionIds.listening = await buildQuestion(context, { type: 'MCQ_L_SINGLE_ANSWER' });
  questionIds.essay = await buildEssayQuestion(context);
  questionIds.speaking = await buildOpenQuestion(context, {
    type: 'DESCRIBE_IMAGE',
    text: 'Describe the chart.',
  });
  for (const user of [learner, other, newcomer]) {
    const token = await signAccessToken(context.config.appSecret, user.id, 3600, now);
    user.auth = { authorization: `Bearer ${token}` };
  }
});
afterAll(async () => {
  await context.close();
});

/** A scored answer in a session of its own, answered at `at`. */
async function scored(
  user: BuiltUser,
  questionId: number,
  points: { score: number; max: number; traits?: Record<string, { score: number; max: number }> },
  at: Date,
) {
  const [exam] = await context.deps.db
    .insert(practiceSessions)
    .values({
      userId: user.id,
      examGroup: 'QUESTION_BANK',
      questionIds: [questionId],
      status: 'FINISH',
      startedAt: at,
      updatedAt: at,
    })
    .returning();
  const traits = points.traits
    ? Object.fromEntries(
        Object.entries(points.traits).map(([name, trait]) => [
          name,
          { ...trait, raw: trait.score, evidence: [] },
        ]),
      )
    : null;
  await context.deps.db.insert(practiceAnswers).values({
    sessionId: exam!.id,
    userId: user.id,
    questionId,
    response: {},
    status: traits ? 'SCORED' : 'MARKED',
    score: points.score,
    max: points.max,
    traits,
    answeredAt: at,
    scoredAt: at,
  });
}

const getProgress = (user: BuiltUser) => context.app.inject({ url: '/api/progress', headers: user.auth });

describe('progress from too little data', () => {
  it('shows no prediction and says what is missing', async () => {
    await scored(newcomer, questionIds.reading, { score: 1, max: 1 }, new Date(now.getTime() - day));
    const response = await getProgress(newcomer);
    expect(response.statusCode).toBe(200);
    const progress = response.json().data;
    expect(progress.prediction).toEqual({
      status: 'NOT_ENOUGH_DATA',
      items: 1,
      itemsNeeded: predictionRule.minItems - 1,
      // One reading item is fewer than the skill needs, so reading is missing too.
      skillsMissing: ['speaking', 'writing', 'reading', 'listening'],
      itemsPerSkill: predictionRule.minItemsPerSkill,
      days: predictionRule.windowDays,
    });
    expect(progress.thptPrediction).toEqual({
      status: 'NOT_ENOUGH_DATA',
      items: 0,
      itemsNeeded: thptPredictionRule.minItems,
      partsMissing: ['phonetics', 'communication', 'vocabulary', 'grammar', 'reading', 'writing'],
      itemsPerPart: thptPredictionRule.minItemsPerPart,
      days: thptPredictionRule.windowDays,
    });
    expect(progress.days).toEqual([
      { date: '2026-11-26', reading: 90, speaking: null, writing: null, listening: null, items: 1 },
    ]);
    expect(progress.streak).toEqual({ current: 1, practisedToday: false });
    expect(progress.latestMock).toBeNull();
    expect(progress.resume).toBeNull();
  });

  it('needs a signed-in learner', async () => {
    expect((await context.app.inject({ url: '/api/progress' })).statusCode).toBe(401);
  });
});

describe('a week of practice', () => {
  beforeAll(async () => {
    // Seven days in a row, ending today: each day a reading, a listening, an essay and a speaking item.
    for (let back = 6; back >= 0; back -= 1) {
      const at = new Date(now.getTime() - back * day);
      const share = 0.4 + (6 - back) * 0.05;
      await scored(learner, questionIds.reading, { score: share > 0.5 ? 1 : 0, max: 1 }, at);
      await scored(learner, questionIds.listening, { score: 1, max: 1 }, at);
      await scored(
        learner,
        questionIds.essay,
        {
          score: 8,
          max: 15,
          traits: {
            grammar: { score: 1, max: 2 },
            form: { score: 2, max: 2 },
            content: { score: 1, max: 3 },
          },
        },
        at,
      );
      await scored(
        learner,
        questionIds.speaking,
        {
          score: 10,
          max: 15,
          traits: { oralFluency: { score: 4, max: 5 }, pronunciation: { score: 3, max: 5 } },
        },
        at,
      );
    }
    // A THPT item counts for the streak and the goal but has no 10-90 score.
    await scored(learner, questionIds.thpt, { score: 1, max: 1 }, now);
    // Another learner's answers, perfect and plentiful, must never count.
    for (let index = 0; index < 30; index += 1) {
      await scored(
        other,
        questionIds.reading,
        { score: 1, max: 1 },
        new Date(now.getTime() - (index % 3) * day),
      );
    }
    // An answer older than the window counts for nothing but the streak horizon.
    await scored(learner, questionIds.reading, { score: 1, max: 1 }, new Date(now.getTime() - 60 * day));
  });

  it('charts each day, predicts an overall score and counts the streak, from one’s own data only', async () => {
    const progress = (await getProgress(learner)).json().data;
    expect(progress.days).toHaveLength(7);
    expect(progress.days[0]).toEqual({
      date: '2026-11-21',
      reading: 10,
      listening: 90,
      writing: 53,
      speaking: 63,
      items: 4,
    });
    expect(progress.days[6]).toMatchObject({ date: '2026-11-27', reading: 90, items: 4 });
    expect(progress.enabling).toEqual({
      grammar: 50,
      oralFluency: 74,
      pronunciation: 58,
      spelling: null,
      vocabulary: null,
      writtenDiscourse: 90,
    });
    expect(progress.prediction).toMatchObject({ status: 'READY', items: 28 });
    expect(progress.prediction.low).toBeLessThan(progress.prediction.score);
    expect(progress.prediction.high).toBeGreaterThan(progress.prediction.score);
    expect(progress.streak).toEqual({ current: 7, practisedToday: true });
    // Monday 23 to Friday 27: five days of four items, and the THPT item.
    expect(progress.weeklyGoal).toEqual({ target: null, done: 21, weekStart: '2026-11-23' });
  });

  it('leaves the other learner’s view untouched by this learner', async () => {
    const progress = (await getProgress(other)).json().data;
    expect(progress.prediction).toMatchObject({ status: 'NOT_ENOUGH_DATA', items: 30, itemsNeeded: 0 });
    expect(progress.days.every((entry: { speaking: number | null }) => entry.speaking === null)).toBe(true);
    expect(progress.enabling.grammar).toBeNull();
  });
});

describe('continue, the latest mock and the weekly goal', () => {
  it('links the last open session or mock and shows the last finished mock', async () => {
    const started = await context.app.inject({
      method: 'POST',
      url: '/api/start-exam',
      headers: learner.auth,
      payload: { examGroup: 'QUESTION_BANK', questionIds: [questionIds.reading, questionIds.listening] },
    });
    const examId = started.json().data.examId as string;
    await context.deps.db.insert(mockTests).values({
      userId: learner.id,
      kind: 'PTE',
      name: 'Mock 1',
      questionIds: [questionIds.reading],
      timeAllowed: 60,
      remainTime: 0,
      status: 'DONE',
      overallScore: 61,
      seed: 1,
      chosenForLevel: 1,
      finishedAt: new Date(now.getTime() - day),
    });
    const progress = (await getProgress(learner)).json().data;
    expect(progress.resume).toMatchObject({ kind: 'PRACTICE', id: examId, answered: 0, total: 2 });
    expect(progress.latestMock).toMatchObject({ name: 'Mock 1', overallScore: 61, status: 'DONE' });
    expect((await getProgress(other)).json().data.resume).toBeNull();
    expect((await getProgress(other)).json().data.latestMock).toBeNull();
  });

  it('counts an open THPT mock in the questions its player numbers, a passage one per sub-question', async () => {
    const taker = await buildUser(context);
    const token = await signAccessToken(context.config.appSecret, taker.id, 3600, now);
    taker.auth = { authorization: `Bearer ${token}` };
    const [mock] = await context.deps.db
      .insert(mockTests)
      .values({
        userId: taker.id,
        kind: 'THPT',
        name: 'THPT paper',
        // Two items: a one-question item and a passage; the paper counts 50 questions.
        questionIds: [questionIds.thpt, questionIds.reading],
        totalQuestions: 50,
        timeAllowed: 60,
        remainTime: 3_600_000,
        status: 'INPROGRESS',
        seed: 1,
        chosenForLevel: 1,
      })
      .returning({ id: mockTests.id });
    await context.deps.db.insert(mockAnswers).values([
      {
        mockId: mock!.id,
        questionId: questionIds.thpt,
        userId: taker.id,
        response: { answer: 'A' },
        status: 'MARKED',
      },
      {
        mockId: mock!.id,
        questionId: questionIds.reading,
        userId: taker.id,
        response: { answers: ['A', null, 'C', ''] },
        status: 'MARKED',
      },
    ]);
    const progress = (await getProgress(taker)).json().data;
    expect(progress.resume).toMatchObject({ kind: 'MOCK', id: mock!.id, answered: 3, total: 50 });
  });

  it('sets, validates and clears the weekly goal', async () => {
    const put = (user: BuiltUser, target: unknown) =>
      context.app.inject({
        method: 'PUT',
        url: '/api/progress/goal',
        headers: user.auth,
        payload: { target },
      });
    const set = await put(learner, 40);
    expect(set.statusCode).toBe(200);
    expect(set.json().data.weeklyGoal).toMatchObject({ target: 40, done: 21 });
    expect((await put(learner, 2)).statusCode).toBe(400);
    expect((await getProgress(other)).json().data.weeklyGoal.target).toBeNull();
    expect((await put(learner, null)).json().data.weeklyGoal.target).toBeNull();
  });
});

describe('a THPT learner’s predicted mark', () => {
  it('predicts the mark out of 10 with its interval once every part of the paper has items', async () => {
    const thptLearner = await buildUser(context);
    thptLearner.auth = {
      authorization: `Bearer ${await signAccessToken(context.config.appSecret, thptLearner.id, 3600, now)}`,
    };
    const types = [
      'PHONETIC_STRESS',
      'COM_COM',
      'VOCAB_SYNONYM',
      'GRAMMAR_FINISH_SENTENCE',
      'READING_FILL_IN_BLANK',
      'WRITING_COMBINE',
    ] as const;
    for (const [index, type] of types.entries()) {
      const questionId = await buildQuestion(context, { type });
      // Three of four right in each part; the last part only twice so far.
      const answers = index === types.length - 1 ? [1] : [1, 1, 1, 0];
      for (const score of answers)
        await scored(thptLearner, questionId, { score, max: 1 }, new Date(now.getTime() - 2 * day));
    }
    const before = (await getProgress(thptLearner)).json().data;
    expect(before.thptPrediction).toMatchObject({
      status: 'NOT_ENOUGH_DATA',
      items: 21,
      partsMissing: ['writing'],
    });
    // PTE items are not part of it, and the PTE prediction does not count THPT items.
    expect(before.prediction).toMatchObject({ status: 'NOT_ENOUGH_DATA', items: 0 });

    const writing = await buildQuestion(context, { type: 'WRITING_REWRITE' });
    await scored(thptLearner, writing, { score: 0, max: 1 }, new Date(now.getTime() - day));
    const after = (await getProgress(thptLearner)).json().data;
    // 16 right of 22: 7.3 out of 10.
    expect(after.thptPrediction).toMatchObject({ status: 'READY', mark: 7.3, items: 22, days: 30 });
    expect(after.thptPrediction.low).toBeLessThan(7.3);
    expect(after.thptPrediction.high).toBeGreaterThan(7.3);
  });
});
