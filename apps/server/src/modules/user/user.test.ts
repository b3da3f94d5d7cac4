import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages as m } from '@prepwise/contracts';
import { pageViews, surveys } from '../../db/schema/index.js';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';

let context: TestContext;
let learner: BuiltUser;
let other: BuiltUser;
beforeAll(async () => {
  context = await createTestContext();
  learner = await buildUser(context, { fullName: 'Lan' });
  other = await buildUser(context);
});
afterAll(async () => {
  await context.close();
});

describe('GET /user/ and /user/access-control', () => {
  it('returns the session of the signed-in user only', async () => {
    const response = await context.app.inject({ url: '/user/', headers: learner.auth });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      isAdmin: false,
      user: { id: learner.id, email: learner.email, fullName: 'Lan' },
    });
    expect(data.user).not.toHaveProperty('passwordHash');
    expect(data.user.roles).toEqual(['ROLE_USER', 'ROLE_FREE_MEMBER']);
  });

  it('marks administrators', async () => {
    const admin = await buildUser(context, { roles: ['ROLE_ADMIN', 'ROLE_USER'] });
    const response = await context.app.inject({ url: '/user/', headers: admin.auth });
    expect(response.json().data.isAdmin).toBe(true);
  });

  it('computes access control from the ledger: the free tier for a new learner', async () => {
    const response = await context.app.inject({ url: '/user/access-control', headers: learner.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      numberAiScoring: 0,
      welcomeAiScoring: 0,
      numberExamMock: 0,
      numberScoreMock: 0,
      freeRandomMockLeft: 5,
      subscriptionEnd: null,
      fullQuestionBank: false,
    });
  });

  it('needs a valid bearer token', async () => {
    for (const headers of [{}, { authorization: 'Bearer nonsense' }, { authorization: 'Basic abc' }]) {
      const response = await context.app.inject({ url: '/user/', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        message: 'error.http.401',
        data: { code: 'error.http.401' },
      });
    }
    expect((await context.app.inject({ url: '/user/access-control' })).statusCode).toBe(401);
  });
});

describe('POST /user/{id}', () => {
  it('changes one’s own name and phone', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: `/user/${learner.id}`,
      headers: learner.auth,
      payload: { fullName: 'Lan Tran', phonenumber: '0912345678', langKey: 'vi' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your changes have been applied.');
    expect(response.json().data.user).toMatchObject({
      fullName: 'Lan Tran',
      phonenumber: '0912345678',
      langKey: 'vi',
    });
  });

  it('does not find another user’s profile', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: `/user/${other.id}`,
      headers: learner.auth,
      payload: { fullName: 'Hacked' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Not found');
    const session = await context.app.inject({ url: '/user/', headers: other.auth });
    expect(session.json().data.user.fullName).not.toBe('Hacked');
  });

  it('validates the change', async () => {
    const empty = await context.app.inject({
      method: 'POST',
      url: `/user/${learner.id}`,
      headers: learner.auth,
      payload: { fullName: '  ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.fields).toContainEqual({ field: 'fullName', message: m.fullNameRequired });
    const badId = await context.app.inject({
      method: 'POST',
      url: '/user/42',
      headers: learner.auth,
      payload: {},
    });
    expect(badId.statusCode).toBe(400);
    const roles = await context.app.inject({
      method: 'POST',
      url: `/user/${learner.id}`,
      headers: learner.auth,
      payload: { roles: ['ROLE_ADMIN'] },
    });
    expect(roles.statusCode).toBe(400);
    expect(
      (await context.app.inject({ method: 'POST', url: `/user/${learner.id}`, payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/first-login', () => {
  it('is true once, then false', async () => {
    const user = await buildUser(context);
    const call = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/first-login',
        headers: user.auth,
        payload: { email: user.email },
      });
    expect((await call()).json().data).toEqual({ firstLogin: true });
    expect((await call()).json().data).toEqual({ firstLogin: false });
  });

  it('does not accept another user’s e-mail', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/first-login',
      headers: learner.auth,
      payload: { email: other.email },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/survey and page views', () => {
  it('stores feedback with its author', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/survey',
      headers: learner.auth,
      payload: { rating: 4, feedback: 'Nice practice', page: '/platform/user/home' },
    });
    expect(response.statusCode).toBe(200);
    const rows = await context.deps.db.select().from(surveys);
    expect(rows).toContainEqual(
      expect.objectContaining({ userId: learner.id, rating: 4, feedback: 'Nice practice' }),
    );
  });

  it('validates feedback and needs sign-in', async () => {
    const bad = await context.app.inject({
      method: 'POST',
      url: '/api/survey',
      headers: learner.auth,
      payload: { rating: 9, feedback: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toContainEqual({ field: 'rating', message: m.ratingRange });
    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/survey',
      payload: { rating: 3, feedback: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('records page views, signed in or not', async () => {
    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      payload: { path: '/platform/auth/login' },
    });
    expect(anonymous.statusCode).toBe(200);
    await context.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      headers: learner.auth,
      payload: { path: '/platform/user/home', referrer: '/platform/auth/login' },
    });
    const rows = await context.deps.db.select().from(pageViews);
    expect(rows.map((row) => [row.path, row.userId])).toEqual(
      expect.arrayContaining([
        ['/platform/auth/login', null],
        ['/platform/user/home', learner.id],
      ]),
    );
  });
});

describe('platform routes', () => {
  it('answers health with the database kind, and no version strings', async () => {
    const response = await context.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ status: 'ok', database: { kind: context.deps.database.kind } });
  });

  it('serves OpenAPI docs', async () => {
    const response = await context.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(expect.arrayContaining(['/auth/login', '/user/']));
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const response = await context.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      message: 'Not found',
      data: { code: 'error.http.404' },
    });
  });
});
