import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';

/**
 * A class signing in together from one school network (one public address) within a minute,
 * against the default budgets: every learner gets in, while guessing at one account is still
 * stopped (per-account limit and the lock) and does not spend the school's budget.
 */
let context: TestContext;
let learners: BuiltUser[];
const school = '203.0.113.40';

beforeAll(async () => {
  context = await createTestContext();
  learners = [];
  for (let index = 0; index < 41; index += 1) learners.push(await buildUser(context));
});
afterAll(async () => {
  await context.close();
});

const signIn = (email: string, password: string) =>
  context.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password },
    remoteAddress: school,
  });

describe('sign-in budgets for a school behind one address', () => {
  it('lets 40 learners of one address sign in within a minute', async () => {
    const statuses: number[] = [];
    for (const learner of learners.slice(0, 40))
      statuses.push((await signIn(learner.email, learner.password)).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(40);
  });

  it('stops 40 wrong passwords for one account, which stays locked to its right password', async () => {
    const [target] = learners.slice(40);
    if (!target) throw new Error('no target');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1)
      statuses.push((await signIn(target.email, `wrong-${attempt}`)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    const right = await signIn(target.email, target.password);
    expect(right.statusCode).toBe(429);
    // The guessing spent that account's budget, not the school's: a classmate still gets in.
    const [classmate] = learners;
    if (!classmate) throw new Error('no classmate');
    expect((await signIn(classmate.email, classmate.password)).statusCode).toBe(200);
  });
});
