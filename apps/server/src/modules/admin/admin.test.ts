import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser } from '../../../test/factories.js';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
});
afterAll(async () => {
  await context.close();
});

describe('GET /api/admin/outbox', () => {
  it('lists sent mail for admins only', async () => {
    const admin = await buildUser(context, { roles: ['ROLE_ADMIN', 'ROLE_USER'] });
    const learner = await buildUser(context);
    await context.app.inject({
      method: 'POST',
      url: '/auth/reset/reset-password',
      payload: { email: learner.email },
    });
    await context.drainJobs();
    const response = await context.app.inject({ url: '/api/admin/outbox', headers: admin.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({
      recipient: learner.email,
      template: 'reset',
      status: 'sent',
      transport: 'outbox',
    });
    const forbidden = await context.app.inject({ url: '/api/admin/outbox', headers: learner.auth });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().data.code).toBe('error.http.403');
    expect((await context.app.inject({ url: '/api/admin/outbox' })).statusCode).toBe(401);
    expect(
      (await context.app.inject({ url: '/api/admin/outbox?limit=1000', headers: admin.auth })).statusCode,
    ).toBe(400);
  });
});

describe('login rate limit per IP', () => {
  it('answers 429 in the envelope after the configured number of attempts a minute', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: '10.9.8.7',
        payload: { email: 'someone@example.com', password: 'whatever' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().data.code).toBe('error.http.429');
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});
