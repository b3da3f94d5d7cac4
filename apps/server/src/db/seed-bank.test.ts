import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionBank, sampleExams } from '@prepwise/content';
import { createTestContext, type TestContext } from '../../test/test-context.js';
import { buildUser } from '../../test/factories.js';
import { eq, sql } from 'drizzle-orm';
import { questions } from './schema/index.js';
import { seedQuestionBank } from './seed-bank.js';
import { seedDemo } from './seed.js';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('demo content', () => {
  it('loads the whole sample bank and the demo accounts, twice without change', async () => {
    await seedDemo(context.deps);
    await seedDemo(context.deps);
    const login = await context.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'learner@prepwise.test', password: 'learner123' },
    });
    expect(login.statusCode).toBe(200);
    const user = await buildUser(context);
    const bank = (await context.app.inject({ url: '/api/question-bank', headers: user.auth })).json().data;
    const total = bank.reduce((sum: number, entry: { total: number }) => sum + entry.total, 0);
    expect(total).toBe(questionBank.length);
    for (const sample of sampleExams) {
      const exam = (await context.app.inject({ url: `/api/exams/${sample.id}`, headers: user.auth })).json()
        .data;
      expect(exam).toMatchObject({ id: sample.id, name: sample.name, group: sample.group });
      expect(exam.questions.map((question: { id: number }) => question.id)).toEqual(sample.questionIds);
    }
  }, 60_000);

  it('skips an unchanged bank on the next start and loads it again when the database does not hold this version', async () => {
    await seedQuestionBank(context.deps);
    const sample = questionBank[0] as { id: number };
    const textOf = async () =>
      (
        await context.deps.db
          .select({ text: questions.text })
          .from(questions)
          .where(eq(questions.id, sample.id))
      )[0]?.text;
    const original = await textOf();
    await context.deps.db.update(questions).set({ text: 'edited here' }).where(eq(questions.id, sample.id));
    await seedQuestionBank(context.deps);
    expect(await textOf()).toBe('edited here');
    await context.deps.db.execute(sql`comment on table questions is null`);
    await seedQuestionBank(context.deps);
    expect(await textOf()).toBe(original);
  }, 60_000);
});
