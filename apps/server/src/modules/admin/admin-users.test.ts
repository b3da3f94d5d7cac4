import { describe, expect, it } from 'vitest';
import { mockTests } from '../../db/schema/index.js';
import { linkFrom } from '../../../test/test-context.js';
import { useAdminFixture } from '../../../test/admin-fixture.js';
import { buildQuestion, buildUser, type BuiltUser } from '../../../test/factories.js';

const fixture = useAdminFixture('console-admin@example.com', {
  admin: { fullName: 'Console Admin' },
  learner: { email: 'hoa.tran@example.com', fullName: 'Hoa Tran' },
});
const { call } = fixture;
const auditOf = (targetId: string) => fixture.auditEntries({ targetId, size: '100' });

function get(url: string, who?: BuiltUser | null) {
  return call('GET', url, undefined, who);
}

function act(userId: string, action: string, who?: BuiltUser | null) {
  return call('POST', `/api/admin/users/${userId}/actions`, { action }, who);
}

function logIn(user: BuiltUser) {
  return call('POST', '/auth/login', { email: user.email, password: user.password }, null);
}

describe('GET /api/admin/users', () => {
  it('finds accounts by any part of the e-mail or the name, any case, with the total in x-total-count', async () => {
    const byName = await get('/api/admin/users?q=HOA%20tr');
    expect(byName.statusCode).toBe(200);
    expect(byName.headers['x-total-count']).toBe('1');
    expect(byName.json().data).toEqual([
      expect.objectContaining({
        id: fixture.learner.id,
        email: 'hoa.tran@example.com',
        fullName: 'Hoa Tran',
        isAdmin: false,
        activated: true,
        locked: false,
        lockedDate: null,
      }),
    ]);
    expect(byName.json().data[0]).not.toHaveProperty('passwordHash');
    const byEmail = await get('/api/admin/users?q=hoa.tran@');
    expect(byEmail.json().data.map((user: { id: string }) => user.id)).toEqual([fixture.learner.id]);
    // The pattern characters of the search are literal.
    expect((await get('/api/admin/users?q=%25')).headers['x-total-count']).toBe('0');
    expect((await get('/api/admin/users?q=_')).headers['x-total-count']).toBe('0');
  });

  it('pages and sorts by name, e-mail or creation date', async () => {
    const names = ['Zed Alpha', 'Anh Beta', 'Minh Gamma'];
    for (const fullName of names)
      await buildUser(fixture.context, {
        fullName,
        email: `${fullName.split(' ')[1]?.toLowerCase()}@sort.test`,
      });
    const ascending = await get('/api/admin/users?q=@sort.test&sort=fullName,asc&size=10');
    expect(ascending.json().data.map((user: { fullName: string }) => user.fullName)).toEqual([
      'Anh Beta',
      'Minh Gamma',
      'Zed Alpha',
    ]);
    const byEmail = await get('/api/admin/users?q=@sort.test&sort=email,desc');
    expect(byEmail.json().data.map((user: { email: string }) => user.email)).toEqual([
      'gamma@sort.test',
      'beta@sort.test',
      'alpha@sort.test',
    ]);
    const newest = await get('/api/admin/users?q=@sort.test');
    expect(newest.json().data[0].fullName).toBe('Minh Gamma');
    const all = await get('/api/admin/users?size=10&page=0');
    const total = Number(all.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(5);
    const secondPage = await get('/api/admin/users?size=10&page=1');
    expect(secondPage.json().data).toEqual([]);
    expect(secondPage.headers['x-total-count']).toBe(String(total));
  });

  it.each(['size=7', 'page=-1', 'sort=passwordHash,asc', 'sort=email', `q=${'x'.repeat(101)}`, 'unknown=1'])(
    'answers 400 in the envelope for ?%s',
    async (query) => {
      const response = await get(`/api/admin/users?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().data.code).toBe('error.validation');
    },
  );
});

describe('GET /api/admin/users/:id and its attempts', () => {
  it('shows the account with its credits, its practice sessions (paged) and its mocks, read-only', async () => {
    const questionId = await buildQuestion(fixture.context);
    const started = await call(
      'POST',
      '/api/start-exam',
      { examGroup: 'QUESTION_BANK', questionIds: [questionId] },
      fixture.learner,
    );
    const examId = started.json().data.examId as string;
    await call(
      'POST',
      '/api/answers',
      { examId, questionId, response: { selected: ['A'] } },
      fixture.learner,
    );
    await fixture.context.deps.db.insert(mockTests).values({
      userId: fixture.learner.id,
      kind: 'THPT',
      name: 'THPT mock 1',
      questionIds: [questionId],
      timeAllowed: 60,
      status: 'DONE',
      remainTime: 0,
      overallScore: 8.5,
      seed: 1,
      chosenForLevel: 0,
      finishedAt: new Date('2026-03-01T10:00:00Z'),
    });

    const detail = await get(`/api/admin/users/${fixture.learner.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.user).toMatchObject({ id: fixture.learner.id, email: fixture.learner.email });
    expect(detail.json().data.credits).toMatchObject({ freeRandomMockLeft: 5, numberAiScoring: 0 });

    const practice = await get(`/api/admin/users/${fixture.learner.id}/practice?page=0&size=10`);
    expect(practice.statusCode).toBe(200);
    expect(practice.headers['x-total-count']).toBe('1');
    expect(practice.json().data).toEqual([
      expect.objectContaining({ examId, status: 'INPROGRESS', answered: 1, questions: 1, score: 1, max: 1 }),
    ]);

    const mocks = await get(`/api/admin/users/${fixture.learner.id}/mocks`);
    expect(mocks.statusCode).toBe(200);
    expect(mocks.json().data).toEqual([
      expect.objectContaining({ kind: 'THPT', name: 'THPT mock 1', status: 'DONE', overallScore: 8.5 }),
    ]);
  });

  it('answers 404 for an unknown account and 400 for an id that is not a uuid', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      `/api/admin/users/${unknown}`,
      `/api/admin/users/${unknown}/practice`,
      `/api/admin/users/${unknown}/mocks`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().data.code).toBe('error.http.404');
    }
    for (const url of ['/api/admin/users/42', '/api/admin/users/42/practice', '/api/admin/users/x/mocks']) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
    expect((await get(`/api/admin/users/${fixture.learner.id}/practice?size=3`)).statusCode).toBe(400);
  });
});

describe('POST /api/admin/users/:id/actions', () => {
  it('locks an account: no sign-in, its tokens stop working, audited with before and after; unlock restores sign-in', async () => {
    const target = await buildUser(fixture.context);
    expect((await get('/user/', target)).statusCode).toBe(200);

    const locked = await act(target.id, 'lock');
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toMatchObject({
      message: 'Your changes have been applied.',
      data: { id: target.id, locked: true, lockedDate: expect.any(String) },
    });
    expect((await get('/user/', target)).statusCode).toBe(401);
    const refused = await logIn(target);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data.code).toBe('error.accountLocked');
    const wrongPassword = await call(
      'POST',
      '/auth/login',
      { email: target.email, password: 'not-the-password' },
      null,
    );
    // A wrong password still answers as before: the lock is not revealed without the password.
    expect(wrongPassword.json().data.code).toBe('error.badCredentials');

    // Locking again changes nothing and writes nothing.
    expect((await act(target.id, 'lock')).statusCode).toBe(200);

    const unlocked = await act(target.id, 'unlock');
    expect(unlocked.json().data).toMatchObject({ locked: false, lockedDate: null });
    // The old token stays revoked; a new sign-in works.
    expect((await get('/user/', target)).statusCode).toBe(401);
    const again = await logIn(target);
    expect(again.statusCode).toBe(200);

    expect(await auditOf(target.id)).toEqual([
      expect.objectContaining({
        action: 'user.lock',
        actorEmail: fixture.admin.email,
        before: { roles: ['ROLE_FREE_MEMBER', 'ROLE_USER'], activated: true, locked: false },
        after: { roles: ['ROLE_FREE_MEMBER', 'ROLE_USER'], activated: true, locked: true },
      }),
      expect.objectContaining({
        action: 'user.unlock',
        before: expect.objectContaining({ locked: true }),
        after: expect.objectContaining({ locked: false }),
      }),
    ]);
  });

  it('deactivates and activates an account, revoking its tokens on deactivation', async () => {
    const target = await buildUser(fixture.context);
    const off = await act(target.id, 'deactivate');
    expect(off.json().data.activated).toBe(false);
    expect((await get('/user/', target)).statusCode).toBe(401);
    expect((await logIn(target)).json().data.code).toBe('error.notActivated');
    const on = await act(target.id, 'activate');
    expect(on.json().data.activated).toBe(true);
    expect((await logIn(target)).statusCode).toBe(200);
    expect((await auditOf(target.id)).map((entry) => entry.action)).toEqual([
      'user.deactivate',
      'user.activate',
    ]);
  });

  it('grants and revokes the admin role, which opens and closes the admin routes at once', async () => {
    const target = await buildUser(fixture.context);
    expect((await get('/api/admin/users', target)).statusCode).toBe(403);
    const granted = await act(target.id, 'grantAdmin');
    expect(granted.json().data).toMatchObject({
      isAdmin: true,
      roles: expect.arrayContaining(['ROLE_ADMIN']),
    });
    expect((await get('/api/admin/users', target)).statusCode).toBe(200);
    await act(target.id, 'revokeAdmin');
    expect((await get('/api/admin/users', target)).statusCode).toBe(403);
    const entries = await auditOf(target.id);
    expect(entries.map((entry) => entry.action)).toEqual(['user.grantAdmin', 'user.revokeAdmin']);
    expect(entries[0]?.after).toMatchObject({ roles: ['ROLE_ADMIN', 'ROLE_FREE_MEMBER', 'ROLE_USER'] });
  });

  it('e-mails a reset link through the reset e-mail path, audited', async () => {
    const target = await buildUser(fixture.context, { email: 'forgetful@example.com' });
    const response = await act(target.id, 'sendPasswordReset');
    expect(response.statusCode).toBe(200);
    await fixture.context.drainJobs();
    const mail = fixture.context.readOutbox().find((text) => text.includes('forgetful@example.com'));
    expect(mail).toBeDefined();
    const link = linkFrom(mail ?? '', '/platform/auth/reset/finish');
    const key = new URL(link).searchParams.get('key') ?? '';
    const reset = await call('POST', `/auth/reset/reset-password/${key}`, { password: 'brand-new-1' }, null);
    expect(reset.statusCode).toBe(200);
    expect(
      (await call('POST', '/auth/login', { email: target.email, password: 'brand-new-1' }, null)).statusCode,
    ).toBe(200);
    expect(await auditOf(target.id)).toEqual([
      expect.objectContaining({
        action: 'user.sendPasswordReset',
        before: null,
        after: { resetLinkSentTo: 'forgetful@example.com' },
      }),
    ]);
  });

  it.each(['lock', 'deactivate', 'revokeAdmin'])(
    'refuses to %s one’s own account (409), auditing nothing',
    async (action) => {
      const response = await act(fixture.admin.id, action);
      expect(response.statusCode).toBe(409);
      expect(response.json().data.code).toBe('error.adminSelf');
      expect(await auditOf(fixture.admin.id)).toEqual([]);
      expect((await get('/api/admin/users')).statusCode).toBe(200);
    },
  );

  it('answers 404 for an unknown account and 400 for an unknown action or a bad id', async () => {
    const missing = await act('00000000-0000-4000-8000-000000000000', 'lock');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().data.code).toBe('error.http.404');
    for (const [id, payload] of [
      [fixture.learner.id, { action: 'delete' }],
      [fixture.learner.id, {}],
      [fixture.learner.id, { action: 'lock', extra: true }],
      ['not-a-uuid', { action: 'lock' }],
    ] as const) {
      const response = await call('POST', `/api/admin/users/${id}/actions`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().data.code).toBe('error.validation');
    }
  });

  it('answers 401 anonymous and 403 to a learner, changing nothing', async () => {
    expect((await act(fixture.learner.id, 'lock', null)).statusCode).toBe(401);
    const forbidden = await act(fixture.admin.id, 'revokeAdmin', fixture.learner);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().data.code).toBe('error.http.403');
    expect((await get('/api/admin/users')).statusCode).toBe(200);
  });
});
