import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';

/** Visitors may not open an unbounded number of support conversations from one address. */
let context: TestContext;
let learner: BuiltUser;

beforeAll(async () => {
  context = await createTestContext({ SUPPORT_CONVERSATION_RATE_LIMIT_PER_HOUR: '3' });
  learner = await buildUser(context);
});
afterAll(async () => {
  await context.close();
});

const start = (remoteAddress: string, headers: Record<string, string> = {}, index = 0) =>
  context.app.inject({
    method: 'POST',
    url: '/api/support/conversations',
    payload: { email: `visitor-${index}@example.com`, body: `Question ${index}` },
    remoteAddress,
    headers,
  });

describe('new support conversations per address', () => {
  it('answers 429 in the envelope once a visitor address has opened its allowance', async () => {
    const statuses: number[] = [];
    let last = await start('198.51.100.7');
    statuses.push(last.statusCode);
    for (let index = 1; index < 6; index += 1) {
      last = await start('198.51.100.7', {}, index);
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(last.json()).toMatchObject({ statusCode: 429, data: { code: 'error.http.429' } });
  });

  it('leaves other addresses and signed-in learners (one conversation each) alone', async () => {
    expect((await start('198.51.100.8')).statusCode).toBe(200);
    for (let index = 0; index < 4; index += 1)
      expect((await start('198.51.100.7', learner.auth, index)).statusCode).toBe(200);
  });
});
