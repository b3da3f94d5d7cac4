import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';

let context: TestContext;
let firstAdmin: BuiltUser;
let secondAdmin: BuiltUser;
let learner: BuiltUser;

/** Three changes on three days by two admins: lock (day 1), unlock (day 2), grant admin (day 3). */
beforeAll(async () => {
  context = await createTestContext();
  firstAdmin = await buildUser(context, { roles: ['ROLE_ADMIN'], email: 'first.admin@example.com' });
  secondAdmin = await buildUser(context, { roles: ['ROLE_ADMIN'], email: 'second.admin@example.com' });
  learner = await buildUser(context);
  const steps = [
    ['2026-03-01T08:00:00Z', firstAdmin, 'lock'],
    ['2026-03-02T08:00:00Z', secondAdmin, 'unlock'],
    ['2026-03-03T08:00:00Z', firstAdmin, 'grantAdmin'],
  ] as const;
  for (const [at, admin, action] of steps) {
    context.setNow(new Date(at));
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/admin/users/${learner.id}/actions`,
      headers: admin.auth,
      payload: { action },
    });
    expect(response.statusCode).toBe(200);
  }
  context.setNow(new Date('2026-03-04T08:00:00Z'));
});
afterAll(async () => {
  await context.close();
});

async function audit(query = '') {
  const response = await context.app.inject({ url: `/api/admin/audit${query}`, headers: firstAdmin.auth });
  return {
    status: response.statusCode,
    total: response.headers['x-total-count'],
    actions:
      response.statusCode === 200
        ? response.json().data.map((entry: { action: string }) => entry.action)
        : [],
    body: response.json(),
  };
}

describe('GET /api/admin/audit', () => {
  it('lists every change newest first with who, when, what and before/after, and the total', async () => {
    const result = await audit();
    expect(result.status).toBe(200);
    expect(result.total).toBe('3');
    expect(result.actions).toEqual(['user.grantAdmin', 'user.unlock', 'user.lock']);
    expect(result.body.data[2]).toEqual({
      id: expect.any(String),
      actorId: firstAdmin.id,
      actorEmail: 'first.admin@example.com',
      action: 'user.lock',
      targetType: 'user',
      targetId: learner.id,
      targetLabel: learner.email,
      before: { roles: ['ROLE_FREE_MEMBER', 'ROLE_USER'], activated: true, locked: false },
      after: { roles: ['ROLE_FREE_MEMBER', 'ROLE_USER'], activated: true, locked: true },
      createdDate: '2026-03-01T08:00:00.000Z',
    });
  });

  it.each([
    ['?actor=SECOND', ['user.unlock']],
    ['?actor=admin@example', ['user.grantAdmin', 'user.unlock', 'user.lock']],
    ['?action=user.lock', ['user.lock']],
    ['?from=2026-03-02T00:00:00Z', ['user.grantAdmin', 'user.unlock']],
    ['?from=2026-03-02T00:00:00%2B07:00&to=2026-03-03T00:00:00Z', ['user.unlock']],
    ['?to=2026-03-01T08:00:00Z', []],
    ['?sort=createdDate,asc', ['user.lock', 'user.unlock', 'user.grantAdmin']],
    ['?sort=action,asc', ['user.grantAdmin', 'user.lock', 'user.unlock']],
    ['?sort=actorEmail,desc', ['user.unlock', 'user.grantAdmin', 'user.lock']],
    ['?actor=first&sort=createdDate,asc&size=10&page=0', ['user.lock', 'user.grantAdmin']],
    [`?targetId=${'00000000-0000-4000-8000-000000000000'}`, []],
  ])('filters and sorts: %s', async (query, expected) => {
    const result = await audit(query);
    expect(result.status).toBe(200);
    expect(result.actions).toEqual(expected);
    expect(result.total).toBe(String(expected.length));
  });

  it('pages with the total of every page', async () => {
    const result = await audit('?size=10&page=1');
    expect(result.actions).toEqual([]);
    expect(result.total).toBe('3');
  });

  it.each([
    '?action=user.delete',
    '?from=yesterday',
    '?to=2026-03-01',
    '?sort=before,asc',
    '?size=5',
    '?targetId=4-2',
    '?page=x',
  ])('answers 400 in the envelope for %s', async (query) => {
    const result = await audit(query);
    expect(result.status).toBe(400);
    expect(result.body.data.code).toBe('error.validation');
  });

  it('answers 401 anonymous and 403 to a learner', async () => {
    expect((await context.app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
    const other = await buildUser(context);
    const forbidden = await context.app.inject({ url: '/api/admin/audit', headers: other.auth });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().data.code).toBe('error.http.403');
  });
});

describe('the audit table is append-only', () => {
  it.each([
    ['update', `update admin_audit set action = 'user.unlock'`],
    ['delete', 'delete from admin_audit'],
    ['truncate', 'truncate admin_audit'],
  ])('refuses %s in the database itself', async (_name, statement) => {
    await expect(context.deps.database.executeSql(statement)).rejects.toThrow(/append-only/);
    expect((await audit()).total).toBe('3');
  });

  it('still takes new entries', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/admin/users/${learner.id}/actions`,
      headers: firstAdmin.auth,
      payload: { action: 'revokeAdmin' },
    });
    expect(response.statusCode).toBe(200);
    expect((await audit()).actions[0]).toBe('user.revokeAdmin');
  });
});
