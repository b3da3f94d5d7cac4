import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, questionViewSchema } from '@prepwise/contracts';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildQuestion, buildUser, type BuiltUser } from '../../../test/factories.js';
import { questions, users } from '../../db/schema/index.js';
import { QuestionPageCache } from './question-page-cache.js';

let context: TestContext;
let learner: BuiltUser;
const ids: number[] = [];
const query = {
  type: 'READING_MCQ_R_SINGLE_ANSWER' as const,
  page: 0,
  size: 10 as const,
  sort: 'id,asc' as const,
};
const url = '/api/questions-by-type?page=0&size=10&sort=id,asc&type=READING_MCQ_R_SINGLE_ANSWER';

beforeAll(async () => {
  context = await createTestContext();
  learner = await buildUser(context);
  for (let index = 0; index < 3; index += 1)
    ids.push(
      await buildQuestion(context, {
        type: 'READING_MCQ_R_SINGLE_ANSWER',
        text: `Passage ${index}`,
        description: 'Which statement fits the passage?',
        answerA: 'one',
        answerB: 'two',
        expectAnswer: 'A',
      }),
    );
});
afterAll(async () => {
  await context.close();
});

function get(headers: Record<string, string> = {}) {
  return context.app.inject({ url, headers: { ...learner.auth, ...headers } });
}

describe('question pages from the cache', () => {
  it('serves the contract’s envelope, the same on a second (cached) request', async () => {
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const parsed = envelopeOf(z.array(questionViewSchema)).parse(first.json());
    expect(parsed.data.map((question) => question.id)).toEqual(ids);
    expect(first.json().data[0]).not.toHaveProperty('expectAnswer');
    expect((await get()).body).toBe(first.body);
  });

  it('answers 304 to a matching If-None-Match and a new ETag once a bookmark changes', async () => {
    const first = await get();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await context.app.inject({ method: 'POST', url: `/api/bookmark/${ids[1]}`, headers: learner.auth });
    const marked = await get({ 'if-none-match': etag });
    expect(marked.statusCode).toBe(200);
    expect(marked.headers.etag).not.toBe(etag);
    expect(marked.json().data.map((question: { bookmarked: boolean }) => question.bookmarked)).toEqual([
      false,
      true,
      false,
    ]);
    await context.app.inject({ method: 'DELETE', url: `/api/bookmark/${ids[1]}`, headers: learner.auth });
    expect((await get()).json().data[1].bookmarked).toBe(false);
  });

  it('shows an import at once (same process) and drops a deactivated question', async () => {
    await buildQuestion(context, {
      id: ids[0],
      type: 'READING_MCQ_R_SINGLE_ANSWER',
      text: 'Rewritten passage',
    });
    expect((await get()).json().data[0].text).toBe('Rewritten passage');
    await buildQuestion(context, { id: ids[2], type: 'READING_MCQ_R_SINGLE_ANSWER', activated: false });
    const page = await get();
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.json().data.map((question: { id: number }) => question.id)).toEqual(ids.slice(0, 2));
  });

  it('sees a change made by another writer (the trigger) once the version check is due', async () => {
    let clock = 0;
    const [learnerRow] = await context.deps.db.select().from(users).where(eq(users.id, learner.id));
    if (!learnerRow) throw new Error('no learner');
    const cache = new QuestionPageCache(context.deps.db, { versionCheckMs: 1000, now: () => clock });
    try {
      const before = await cache.render(learnerRow, query, false);
      await context.deps.db
        .update(questions)
        .set({ text: 'Changed elsewhere' })
        .where(eq(questions.id, ids[1] ?? 0));
      clock = 500;
      expect((await cache.render(learnerRow, query, false)).body.toString()).toBe(before.body.toString());
      clock = 1500;
      const after = await cache.render(learnerRow, query, false);
      expect(after.body.toString()).toContain('Changed elsewhere');
      expect(after.etag).not.toBe(before.etag);
    } finally {
      cache.close();
    }
  });

  it('still needs a valid token', async () => {
    expect((await context.app.inject({ url })).statusCode).toBe(401);
    const forged = await context.app.inject({ url, headers: { authorization: 'Bearer not.a.token' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().data.code).toBe('error.http.401');
  });
});
