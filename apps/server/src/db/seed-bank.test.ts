import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionBank } from '@prepwise/content';
import { createTestContext, type TestContext } from '../../test/test-context.js';
import { buildUser } from '../../test/factories.js';
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
  }, 60_000);
});
