import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildQuestion, buildUser, type BuiltUser } from '../../../test/factories.js';
import { buildEssayQuestion, essayText, grantAiCredits } from '../../../test/essay.js';
import { reviewCards } from '../../db/schema/index.js';
import { signAccessToken } from '../../lib/tokens.js';

const day = 24 * 60 * 60 * 1000;
/** 10:00 in Ho Chi Minh City (the platform's day), so "tomorrow" is a different local day. */
const start = new Date('2026-03-02T03:00:00Z');

let context: TestContext;
let learner: BuiltUser;
let other: BuiltUser;
let synonym: number;
let blanks: number;

beforeAll(async () => {
  context = await createTestContext();
  context.setNow(start);
  learner = await buildUser(context);
  other = await buildUser(context);
  synonym = await buildQuestion(context);
  blanks = await buildQuestion(context, {
    type: 'READING_FIB_R_W',
    text: 'Bees @Blank@ flowers. They @Blank@ pollen and @Blank@ it @Blank@ to the hive.',
    answerA: 'visit/visits/visited',
    answerB: 'collect/collecting/collected',
    answerC: 'carry/carries/carried',
    answerD: 'back/front/up',
    expectAnswer: 'visit,collect,carry,back',
    explanation: null,
  });
});
afterAll(async () => {
  await context.close();
});

/** Moves the app's clock; the learners' tokens are signed again at the new time. */
async function moveClockTo(now: Date) {
  context.setNow(now);
  for (const user of [learner, other]) {
    const token = await signAccessToken(context.config.appSecret, user.id, 3600, now);
    user.auth = { authorization: `Bearer ${token}` };
  }
}

async function answerInPractice(user: BuiltUser, questionId: number, response: Record<string, unknown>) {
  const started = await context.app.inject({
    method: 'POST',
    url: '/api/start-exam',
    headers: user.auth,
    payload: { examGroup: 'QUESTION_BANK', questionIds: [questionId] },
  });
  const examId = started.json().data.examId as string;
  const answered = await context.app.inject({
    method: 'POST',
    url: '/api/answers',
    headers: user.auth,
    payload: { examId, questionId, response },
  });
  expect(answered.statusCode).toBe(200);
  return answered.json().data;
}

const getDue = (user: BuiltUser, query = '') =>
  context.app.inject({ url: `/api/review/due${query}`, headers: user.auth });
const getSummary = (user: BuiltUser) =>
  context.app.inject({ url: '/api/review/summary', headers: user.auth });
const answerCard = (user: BuiltUser | null, id: string, payload: Record<string, unknown>) =>
  context.app.inject({
    method: 'POST',
    url: `/api/review/cards/${id}/answer`,
    ...(user ? { headers: user.auth } : {}),
    payload,
  });

async function cardsOf(user: BuiltUser, questionId: number) {
  return context.deps.db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, user.id), eq(reviewCards.questionId, questionId)));
}

describe('the review queue of one’s own mistakes', () => {
  let cardId: string;

  it('makes a card of a wrong A-D answer, due tomorrow and not today', async () => {
    await answerInPractice(learner, synonym, { selected: ['B'] });
    const [card] = await cardsOf(learner, synonym);
    expect(card).toMatchObject({ kind: 'CHOICE', source: 'PRACTICE', answerKey: ['A'] });
    cardId = card!.id;
    expect(card!.due.getTime() - start.getTime()).toBe(day);

    const due = await getDue(learner);
    expect(due.statusCode).toBe(200);
    expect(due.json().data).toEqual([]);
    expect(due.headers['x-total-count']).toBe('0');
    const summary = (await getSummary(learner)).json().data;
    expect(summary).toMatchObject({ dueToday: 0, total: 1, reminders: false });
    expect(summary.nextDueDate).toBe(card!.due.toISOString());
    // Nothing today, but the page can say what comes tomorrow: the day the mistake comes due.
    const localDay = new Intl.DateTimeFormat('en-CA', { timeZone: context.config.timeZone }).format(
      card!.due,
    );
    expect(summary.upcoming).toEqual([{ day: localDay, count: 1 }]);
    expect(summary.today).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: context.config.timeZone }).format(start),
    );
  });

  it('makes no second card when the same mistake is made again, and none for a right answer', async () => {
    await answerInPractice(learner, synonym, { selected: ['C'] });
    await answerInPractice(learner, synonym, { selected: ['A'] });
    expect(await cardsOf(learner, synonym)).toHaveLength(1);
  });

  it('lists the card the next day without its key, paged with x-total-count', async () => {
    await moveClockTo(new Date(start.getTime() + day + 60_000));
    const due = await getDue(learner, '?page=0&size=10');
    expect(due.headers['x-total-count']).toBe('1');
    const [card] = due.json().data;
    expect(card).toMatchObject({ id: cardId, kind: 'CHOICE', questionId: synonym, state: 'REVIEW' });
    expect(card.prompt.text).toContain('lenient');
    expect(card.prompt.options).toHaveLength(4);
    expect(card.prompt.given).toBe('B');
    expect(JSON.stringify(card)).not.toContain('answerKey');
    expect((await getSummary(learner)).json().data.dueToday).toBe(1);
  });

  it('hides one learner’s cards from another: not listed, and a 404 to answer', async () => {
    expect((await getDue(other)).json().data).toEqual([]);
    const response = await answerCard(other, cardId, { selected: ['A'] });
    expect(response.statusCode).toBe(404);
    const [card] = await cardsOf(learner, synonym);
    expect(card!.reps).toBe(1);
  });

  it('refuses an answer of the wrong shape (400) and an unknown card (404)', async () => {
    expect((await answerCard(learner, cardId, {})).statusCode).toBe(400);
    expect((await answerCard(learner, cardId, { selected: ['A'], text: 'x' })).statusCode).toBe(400);
    expect((await answerCard(learner, cardId, { text: 'gentle' })).statusCode).toBe(400);
    expect((await answerCard(learner, 'not-a-uuid', { selected: ['A'] })).statusCode).toBe(400);
    expect((await getDue(learner, '?size=7')).statusCode).toBe(400);
    const unknown = await answerCard(learner, '00000000-0000-4000-8000-000000000000', { selected: ['A'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBeTruthy();
  });

  it('asks for a signed-in learner (401)', async () => {
    expect((await answerCard(null, cardId, { selected: ['A'] })).statusCode).toBe(401);
    expect((await context.app.inject({ url: '/api/review/due' })).statusCode).toBe(401);
    expect((await context.app.inject({ url: '/api/review/summary' })).statusCode).toBe(401);
  });

  it('checks a right re-answer, grades it GOOD and moves the card further out than a day', async () => {
    const now = new Date(start.getTime() + day + 60_000);
    const response = await answerCard(learner, cardId, { selected: [' a '] });
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ correct: true, grade: 'GOOD', expected: 'A' });
    expect(result.card.reps).toBe(2);
    expect(new Date(result.card.dueDate).getTime() - now.getTime()).toBeGreaterThan(2 * day);
    expect((await getSummary(learner)).json().data.dueToday).toBe(0);
    expect((await getDue(learner)).json().data).toEqual([]);
  });

  it('grades a wrong re-answer AGAIN: due the next day once more', async () => {
    const later = new Date(start.getTime() + 10 * day);
    await moveClockTo(later);
    const result = (await answerCard(learner, cardId, { selected: ['D'] })).json().data;
    expect(result).toMatchObject({ correct: false, grade: 'AGAIN', expected: 'A' });
    expect(result.card.lapses).toBe(1);
    expect(new Date(result.card.dueDate).getTime() - later.getTime()).toBe(day);
  });
});

describe('blank cards', () => {
  it('makes one card per wrong blank, in its sentence, with the blank’s candidates', async () => {
    await answerInPractice(other, blanks, { blanks: ['visits', 'collect', 'carry', 'back'] });
    const cards = await cardsOf(other, blanks);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      kind: 'BLANK',
      answerKey: ['visit'],
    });
    expect(cards[0]!.prompt).toMatchObject({ text: 'Bees @Blank@ flowers.', given: 'visits' });
    expect(cards[0]!.prompt.options?.map((option) => option.id)).toEqual(['visit', 'visits', 'visited']);
  });

  it('checks a typed word as blanks are marked (case and spaces ignored)', async () => {
    const [card] = await cardsOf(other, blanks);
    await moveClockTo(card!.due);
    const result = (await answerCard(other, card!.id, { text: '  Visit ' })).json().data;
    expect(result).toMatchObject({ correct: true, grade: 'GOOD', expected: 'visit' });
  });
});

describe('reminder opt-in', () => {
  it('is off by default and stored per learner', async () => {
    const response = await context.app.inject({
      method: 'PUT',
      url: '/api/review/settings',
      headers: learner.auth,
      payload: { reminders: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.reminders).toBe(true);
    expect((await getSummary(learner)).json().data.reminders).toBe(true);
    expect((await getSummary(other)).json().data.reminders).toBe(false);
    const bad = await context.app.inject({
      method: 'PUT',
      url: '/api/review/settings',
      headers: learner.auth,
      payload: { reminders: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the daily reminder', () => {
  it('e-mails opted-in learners with cards due, once a day, and nobody else', async () => {
    // The learner opted in above; their card came due again 11 days after the start.
    await moveClockTo(new Date(start.getTime() + 11 * day + 3_600_000));
    const before = context.readOutbox().length;
    await context.deps.jobs.send('review.remind', {});
    await context.drainJobs();
    const mails = context.readOutbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(learner.email);
    expect(mails[0]).toContain('Your Prepwise review is ready');
    expect(mails[0]?.replace(/=\r?\n/g, '')).toContain('/platform/user/review');

    await context.deps.jobs.send('review.remind', {});
    await context.drainJobs();
    expect(context.readOutbox().slice(before)).toHaveLength(1);
  });
});

describe('spelling cards from a scored essay', () => {
  it('makes a card of a misspelled word when the scoring job stores the score', async () => {
    const essay = await buildEssayQuestion(context);
    await grantAiCredits(context, learner, 1);
    const text = `${essayText}\nStudents recieve too much homework.`;
    const started = await context.app.inject({
      method: 'POST',
      url: '/api/start-exam',
      headers: learner.auth,
      payload: { questionIds: [essay] },
    });
    const examId = started.json().data.examId as string;
    const headers = learner.auth;
    await context.app.inject({
      method: 'POST',
      url: '/api/answers',
      headers,
      payload: { examId, questionId: essay, response: { text } },
    });
    await context.app.inject({ method: 'POST', url: '/api/finish-exam', headers, payload: { examId } });
    expect((await context.app.inject({ url: `/api/test/score-exam/${examId}`, headers })).statusCode).toBe(
      200,
    );
    await context.drainJobs();

    const cards = await context.deps.db
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, learner.id), eq(reviewCards.kind, 'SPELLING')));
    // One card per misspelled word with a suggestion (the scorer may flag others in the essay).
    expect(cards.find((card) => card.sourceKey === 'spell:receive')).toMatchObject({
      sourceKey: 'spell:receive',
      answerKey: ['receive'],
      prompt: { text: 'Students @Blank@ too much homework.', given: 'recieve' },
    });
  }, 60_000);
});
