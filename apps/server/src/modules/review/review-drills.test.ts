import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildOpenQuestion, buildQuestion, buildUser, type BuiltUser } from '../../../test/factories.js';
import { synthesiseFlac, uploadRecording } from '../../../test/recordings.js';
import { reviewCards } from '../../db/schema/index.js';
import { insertLedgerEntries } from '../entitlements/entitlements.repository.js';
import { signAccessToken } from '../../lib/tokens.js';

const day = 24 * 60 * 60 * 1000;
const start = new Date('2026-04-06T03:00:00Z');

let context: TestContext;
let learner: BuiltUser;
let other: BuiltUser;

beforeAll(async () => {
  context = await createTestContext();
  context.setNow(start);
  learner = await buildUser(context);
  other = await buildUser(context);
});
afterAll(async () => {
  await context.close();
});

async function moveClockTo(now: Date) {
  context.setNow(now);
  for (const user of [learner, other]) {
    const token = await signAccessToken(context.config.appSecret, user.id, 3600, now);
    user.auth = { authorization: `Bearer ${token}` };
  }
}

async function startExam(user: BuiltUser, questionId: number): Promise<string> {
  const started = await context.app.inject({
    method: 'POST',
    url: '/api/start-exam',
    headers: user.auth,
    payload: { examGroup: 'QUESTION_BANK', questionIds: [questionId] },
  });
  return started.json().data.examId as string;
}

async function answer(user: BuiltUser, questionId: number, response: Record<string, unknown>) {
  const examId = await startExam(user, questionId);
  const answered = await context.app.inject({
    method: 'POST',
    url: '/api/answers',
    headers: user.auth,
    payload: { examId, questionId, response },
  });
  expect(answered.statusCode).toBe(200);
  return examId;
}

const cardsOf = (user: BuiltUser, kind: 'BLANK' | 'CHOICE' | 'PRONUNCIATION') =>
  context.deps.db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, user.id), eq(reviewCards.kind, kind)));

const answerCard = (user: BuiltUser, id: string, payload: Record<string, unknown>) =>
  context.app.inject({ method: 'POST', url: `/api/review/cards/${id}/answer`, headers: user.auth, payload });

const suspend = (user: BuiltUser, id: string, suspended: boolean) =>
  context.app.inject({
    method: 'PUT',
    url: `/api/review/cards/${id}/suspension`,
    headers: user.auth,
    payload: { suspended },
  });

const dueIds = async (user: BuiltUser) =>
  (
    (await context.app.inject({ url: '/api/review/due', headers: user.auth })).json().data as { id: string }[]
  ).map((card) => card.id);

describe('cards from listening answers', () => {
  it('makes a BLANK card of each dictation word missed', async () => {
    const dictation = await buildQuestion(context, {
      type: 'DICTATION',
      text: null,
      answerA: null,
      answerB: null,
      answerC: null,
      answerD: null,
      expectAnswer: 'Farmers plant rice in the spring.',
    });
    await answer(learner, dictation, { text: 'Farmers plant rise in the spring.' });
    const cards = (await cardsOf(learner, 'BLANK')).filter((card) => card.questionId === dictation);
    expect(cards.map((card) => [card.sourceKey, card.answerKey, card.prompt.text])).toEqual([
      [`q${dictation}:word:2`, ['rice'], 'farmers plant @Blank@ in the spring'],
    ]);
  });

  it('makes a CHOICE card of a highlight sentence whose differing word was missed', async () => {
    const highlight = await buildQuestion(context, {
      type: 'HIGHLIGHT_INCORRECT_WORD',
      text: 'Bees fly far. They bring nectar home.',
      answerA: null,
      answerB: null,
      answerC: null,
      answerD: null,
      expectAnswer: '5',
    });
    await answer(learner, highlight, { highlighted: [1] });
    const cards = (await cardsOf(learner, 'CHOICE')).filter((card) => card.questionId === highlight);
    // "fly" highlighted though it was right: its sentence has no differing word, so no card.
    expect(cards.map((card) => [card.sourceKey, card.answerKey, card.prompt.text])).toEqual([
      [`q${highlight}:sentence:3`, ['W5'], 'They bring nectar home.'],
    ]);
  });
});

describe('suspending a card', () => {
  it('takes it out of the session and the counts until resumed; another learner’s card is a 404', async () => {
    await moveClockTo(new Date(start.getTime() + day + 60_000));
    const [card] = await cardsOf(learner, 'BLANK');
    expect(await dueIds(learner)).toContain(card!.id);

    const suspended = await suspend(learner, card!.id, true);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data).toMatchObject({ id: card!.id, suspended: true });
    expect(await dueIds(learner)).not.toContain(card!.id);
    const summary = (await context.app.inject({ url: '/api/review/summary', headers: learner.auth })).json()
      .data;
    expect(summary.total).toBe(1);

    expect((await suspend(other, card!.id, false)).statusCode).toBe(404);
    expect((await suspend(learner, card!.id, false)).json().data.suspended).toBe(false);
    expect(await dueIds(learner)).toContain(card!.id);
  });
});

describe('the say-the-word drill', () => {
  let cardId: string;

  it('makes a PRONUNCIATION card of a word the speech scorer heard mispronounced in a read-aloud', async () => {
    await moveClockTo(start);
    const readAloud = await buildOpenQuestion(context, {
      type: 'SPEAKING_READ_ALOUD',
      text: 'The new chair was very comfortable.',
    });
    await insertLedgerEntries(context.deps.db, [
      { userId: other.id, resource: 'ai_scoring', amount: 1, source: 'test', sourceId: 'say' },
    ]);
    // The learner says "table" where the text has "comfortable".
    const audioKey = await uploadRecording(
      context,
      other,
      synthesiseFlac('The new chair was very table.').bytes,
    );
    const examId = await answer(other, readAloud, { audioKey });
    await context.app.inject({
      method: 'POST',
      url: '/api/finish-exam',
      headers: other.auth,
      payload: { examId },
    });
    await context.app.inject({ url: `/api/test/score-exam/${examId}`, headers: other.auth });
    await context.drainJobs();
    const cards = await cardsOf(other, 'PRONUNCIATION');
    expect(cards.map((card) => [card.sourceKey, card.answerKey, card.prompt.text])).toEqual([
      ['say:comfortable', ['comfortable'], 'comfortable'],
    ]);
    cardId = cards[0]!.id;
  }, 60_000);

  it('is due the next day in the session, and refuses a written answer (400)', async () => {
    await moveClockTo(new Date(start.getTime() + day + 60_000));
    expect(await dueIds(other)).toContain(cardId);
    expect((await answerCard(other, cardId, { text: 'comfortable' })).statusCode).toBe(400);
  });

  it('refuses a recording the learner did not upload (400)', async () => {
    const key = await uploadRecording(context, learner, synthesiseFlac('comfortable').bytes);
    const response = await answerCard(other, cardId, { audioKey: key });
    expect(response.statusCode).toBe(400);
  });

  it('checks another word said instead as wrong: AGAIN, due the next day', async () => {
    const now = new Date(start.getTime() + day + 60_000);
    const key = await uploadRecording(context, other, synthesiseFlac('table').bytes);
    const response = await answerCard(other, cardId, { audioKey: key });
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ correct: false, grade: 'AGAIN', expected: 'comfortable' });
    expect(new Date(result.card.dueDate).getTime() - now.getTime()).toBe(day);
  }, 60_000);

  it('checks the word said well as right: GOOD, further out', async () => {
    const now = new Date(start.getTime() + 2 * day + 60_000);
    await moveClockTo(now);
    const key = await uploadRecording(context, other, synthesiseFlac('comfortable').bytes);
    const result = (await answerCard(other, cardId, { audioKey: key })).json().data;
    expect(result).toMatchObject({ correct: true, grade: 'GOOD' });
    expect(new Date(result.card.dueDate).getTime() - now.getTime()).toBeGreaterThan(day);
  }, 60_000);

  it('refuses a recording for a written drill (400)', async () => {
    const [blank] = await cardsOf(learner, 'BLANK');
    const key = await uploadRecording(context, learner, synthesiseFlac('comfortable').bytes);
    expect((await answerCard(learner, blank!.id, { audioKey: key })).statusCode).toBe(400);
  });
});
