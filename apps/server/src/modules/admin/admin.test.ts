import { describe, expect, it } from 'vitest';
import { useAdminFixture } from '../../../test/admin-fixture.js';

const fixture = useAdminFixture('outbox-admin@example.com', {
  config: { LOGIN_RATE_LIMIT_PER_MINUTE: '3' },
});
const { call } = fixture;

describe('GET /api/admin/outbox', () => {
  it('lists sent mail for admins only', async () => {
    const { learner } = fixture;
    await call('POST', '/auth/reset/reset-password', { email: learner.email }, null);
    await fixture.context.drainJobs();
    const response = await call('GET', '/api/admin/outbox');
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({
      recipient: learner.email,
      template: 'reset',
      status: 'sent',
      transport: 'outbox',
    });
    const forbidden = await call('GET', '/api/admin/outbox', undefined, learner);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().data.code).toBe('error.http.403');
    expect((await call('GET', '/api/admin/outbox', undefined, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/outbox?limit=1000')).statusCode).toBe(400);
  });
});

describe('login rate limit per IP', () => {
  it('answers 429 in the envelope after the configured number of attempts a minute', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await fixture.context.app.inject({
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
