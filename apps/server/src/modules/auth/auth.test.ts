import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { validationMessages as m, successMessages } from '@prepwise/contracts';
import { users, userKeys } from '../../db/schema/index.js';
import { createTestContext, linkFrom, type TestContext } from '../../../test/test-context.js';
import { buildUser } from '../../../test/factories.js';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ ACCOUNT_LOCK_FAILURES: '5' });
});
afterAll(async () => {
  await context.close();
});

function post(url: string, payload: unknown) {
  return context.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
}

describe('POST /auth/login', () => {
  it('returns an access token for the right password, whatever the e-mail case', async () => {
    const user = await buildUser(context, { email: 'case@example.com' });
    const response = await post('/auth/login', { email: ' CASE@Example.com ', password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 200, message: 'Login success' });
    const me = await context.app.inject({
      url: '/user/',
      headers: { authorization: `Bearer ${body.data.accessToken}` },
    });
    expect(me.json().data.user.email).toBe('case@example.com');
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const user = await buildUser(context);
    const wrong = await post('/auth/login', { email: user.email, password: 'not-the-one' });
    const unknown = await post('/auth/login', { email: 'nobody@example.com', password: 'whatever' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        message: 'Incorrect email or password.',
        data: { code: 'error.badCredentials' },
      });
    }
  });

  it('refuses an account that is not activated', async () => {
    const user = await buildUser(context, { activated: false });
    const response = await post('/auth/login', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(401);
    expect(response.json().data.code).toBe('error.notActivated');
  });

  it.each([
    [{ email: '', password: 'secret' }, 'email', m.emailRequired],
    [{ password: 'secret' }, 'email', m.emailRequired],
    [{ email: 'a@b', password: 'secret' }, 'email', m.emailMin],
    [{ email: `${'a'.repeat(45)}@b.com`, password: 'secret' }, 'email', m.emailMax],
    [{ email: 'someone@example.com', password: '' }, 'password', m.passwordRequired],
    [{ email: 'someone@example.com', password: 'abc' }, 'password', m.passwordMin],
    [{ email: 'someone@example.com', password: 'x'.repeat(51) }, 'password', m.passwordMax],
  ])('validates %j with the seed text', async (payload, field, message) => {
    const response = await post('/auth/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toContainEqual({ field, message });
  });

  it('rejects malformed JSON, unknown fields, wrong types and oversized bodies with a 4xx envelope', async () => {
    const badJson = await context.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().data.code).toBe('error.badJson');
    const unknownField = await post('/auth/login', {
      email: 'someone@example.com',
      password: 'secret',
      admin: true,
    });
    expect(unknownField.statusCode).toBe(400);
    const wrongType = await post('/auth/login', { email: 42, password: ['x'] });
    expect(wrongType.statusCode).toBe(400);
    const huge = await post('/auth/login', { email: 'someone@example.com', password: 'x'.repeat(200_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().statusCode).toBe(413);
  });

  it('locks an account after repeated failures, and a reset unlocks it', async () => {
    const user = await buildUser(context);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post('/auth/login', { email: user.email, password: 'wrong-password' })).statusCode).toBe(
        401,
      );
    }
    const locked = await post('/auth/login', { email: user.email, password: user.password });
    expect(locked.statusCode).toBe(429);
    context.setNow(new Date(Date.now() + 16 * 60_000));
    expect((await post('/auth/login', { email: user.email, password: user.password })).statusCode).toBe(200);
    context.setNow(new Date());
  });
});

describe('sign-up and activation', () => {
  it('signs up, e-mails an activation link that works once, then logs in', async () => {
    const response = await post('/auth/signup', {
      email: 'New.Learner@Example.com',
      password: 'learn1234',
      fullName: 'New Learner',
      phonenumber: '+84 912 345 678',
      nationality: 'Vietnam',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(successMessages.registrationSaved);
    expect(
      (await post('/auth/login', { email: 'new.learner@example.com', password: 'learn1234' })).statusCode,
    ).toBe(401);

    await context.drainJobs();
    const mail = context.readOutbox().find((text) => text.includes('To: new.learner@example.com'));
    expect(mail).toBeDefined();
    const link = new URL(linkFrom(mail ?? '', '/platform/auth/activate?key='));
    const key = link.searchParams.get('key') ?? '';
    const activated = await context.app.inject({ url: `/api/activate?key=${key}` });
    expect(activated.statusCode).toBe(200);
    const again = await context.app.inject({ url: `/api/activate?key=${key}` });
    expect(again.statusCode).toBe(400);
    expect(again.json().data.code).toBe('error.activationKeyInvalid');

    const login = await post('/auth/login', { email: 'new.learner@example.com', password: 'learn1234' });
    expect(login.statusCode).toBe(200);
    // A welcome allowance (WELCOME_AI_SCORINGS, 5 by default) to try AI scoring, granted once.
    const access = await context.app.inject({
      url: '/user/access-control',
      headers: { authorization: `Bearer ${login.json().data.accessToken}` },
    });
    expect(access.json().data).toMatchObject({ numberAiScoring: 5, welcomeAiScoring: 5 });
  });

  it('answers a sign-up with a registered e-mail exactly like a new one, stores nothing, and mails the owner', async () => {
    const user = await buildUser(context);
    const before = context.readOutbox().length;
    const fresh = await post('/auth/signup', {
      email: 'brand.new.twin@example.com',
      password: 'a-long-passphrase-9',
      fullName: 'Twin',
    });
    const taken = await post('/auth/signup', {
      email: user.email.toUpperCase(),
      password: 'a-long-passphrase-9',
      fullName: 'Twin',
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual(fresh.json());
    expect(taken.json().message).toBe(successMessages.registrationSaved);
    const rows = await context.deps.db.select().from(users).where(eq(users.email, user.email));
    expect(rows).toHaveLength(1);
    await context.drainJobs();
    const mails = context.readOutbox().slice(before);
    const ownerMail = mails.find((mail) => mail.includes(`To: ${user.email}`));
    expect(ownerMail).toBeDefined();
    expect(ownerMail).toContain('already has an account');
    expect(ownerMail).toContain('/platform/auth/reset/init');
    expect(ownerMail).not.toContain('/platform/auth/activate');
  });

  it('refuses a sign-up password under 8 characters or among the common ones, and still signs in old short ones', async () => {
    const short = await post('/auth/signup', {
      email: 'short.pw@example.com',
      password: 'abcd',
      fullName: 'S',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().data.fields).toContainEqual({ field: 'password', message: m.passwordTooShort });
    const common = await post('/auth/signup', {
      email: 'common.pw@example.com',
      password: 'iloveyou',
      fullName: 'C',
    });
    expect(common.json().data.fields).toContainEqual({ field: 'password', message: m.passwordCommon });
    const old = await buildUser(context, { password: 'abcd' });
    expect((await post('/auth/login', { email: old.email, password: 'abcd' })).statusCode).toBe(200);
  });

  it('validates sign-up fields and stores script text as plain text', async () => {
    const missing = await post('/auth/signup', { email: 'x@example.com', password: 'abcd-1234-x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fields).toContainEqual({ field: 'fullName', message: m.fullNameRequired });
    const phone = await post('/auth/signup', {
      email: 'x@example.com',
      password: 'abcd-1234-x',
      fullName: 'X',
      phonenumber: 'call me',
    });
    expect(phone.json().data.fields).toContainEqual({ field: 'phonenumber', message: m.phoneInvalid });

    const name = `<script>alert(1)</script>'); drop table users; --`;
    const created = await post('/auth/signup', {
      email: 'script@example.com',
      password: 'abcd-1234-x',
      fullName: name,
    });
    expect(created.statusCode).toBe(200);
    const [row] = await context.deps.db.select().from(users).where(eq(users.email, 'script@example.com'));
    expect(row?.fullName).toBe(name);
  });

  it('refuses unknown and expired activation keys', async () => {
    const unknown = await context.app.inject({ url: '/api/activate?key=abcdefghijklmnopqrstuvwxyz' });
    expect(unknown.statusCode).toBe(400);
    const malformed = await context.app.inject({ url: '/api/activate?key=%27%20or%201%3D1' });
    expect(malformed.statusCode).toBe(400);

    await post('/auth/signup', { email: 'late@example.com', password: 'abcd-1234-x', fullName: 'Late' });
    await context.drainJobs();
    const mail = context.readOutbox().find((text) => text.includes('To: late@example.com')) ?? '';
    const key = new URL(linkFrom(mail, '/platform/auth/activate?key=')).searchParams.get('key') ?? '';
    context.setNow(new Date(Date.now() + 8 * 24 * 3_600_000));
    const expired = await context.app.inject({ url: `/api/activate?key=${key}` });
    context.setNow(new Date());
    expect(expired.statusCode).toBe(400);
  });
});

describe('password reset', () => {
  it('answers unknown e-mails exactly like known ones, and both take the same path (a mail queued)', async () => {
    const user = await buildUser(context);
    const before = context.readOutbox().length;
    const known = await post('/auth/reset/reset-password', { email: user.email });
    const unknown = await post('/auth/reset/reset-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    // The same work for both: a key made and hashed, a mail recorded and queued (no early return
    // that would answer an unknown address measurably sooner).
    expect(await context.drainJobs()).toBe(2);
    const mails = context.readOutbox().slice(before);
    const knownMail = mails.find((mail) => mail.includes(`To: ${user.email}`));
    const unknownMail = mails.find((mail) => mail.includes('To: ghost@example.com'));
    expect(knownMail).toContain('/platform/auth/reset/finish?key=');
    expect(unknownMail).toBeDefined();
    expect(unknownMail).toContain('no account');
    expect(unknownMail).not.toContain('/platform/auth/reset/finish');
  });

  it('sets a new password with the e-mailed key, once, and not after 24 hours', async () => {
    const user = await buildUser(context);
    await post('/auth/reset/reset-password', { email: user.email });
    await context.drainJobs();
    const mail = context.readOutbox().findLast((text) => text.includes(`To: ${user.email}`)) ?? '';
    const key = new URL(linkFrom(mail, '/platform/auth/reset/finish?key=')).searchParams.get('key') ?? '';

    const short = await post(`/auth/reset/reset-password/${key}`, { password: 'abcd' });
    expect(short.json().data.fields).toContainEqual({ field: 'password', message: m.passwordTooShort });
    const common = await post(`/auth/reset/reset-password/${key}`, { password: 'Password123' });
    expect(common.json().data.fields).toContainEqual({ field: 'password', message: m.passwordCommon });
    expect((await context.app.inject({ url: '/user/', headers: user.auth })).statusCode).toBe(200);
    const done = await post(`/auth/reset/reset-password/${key}`, { password: 'brand-new-pass' });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your password has been reset.');
    // The reset revokes every token issued before it.
    const revoked = await context.app.inject({ url: '/user/', headers: user.auth });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().data.code).toBe('error.http.401');
    const reused = await post(`/auth/reset/reset-password/${key}`, { password: 'another-pass' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().data.code).toBe('error.resetKeyInvalid');
    expect((await post('/auth/login', { email: user.email, password: 'brand-new-pass' })).statusCode).toBe(
      200,
    );
    expect((await post('/auth/login', { email: user.email, password: user.password })).statusCode).toBe(401);

    await post('/auth/reset/reset-password', { email: user.email });
    await context.drainJobs();
    const second = context.readOutbox().findLast((text) => text.includes(`To: ${user.email}`)) ?? '';
    const secondKey =
      new URL(linkFrom(second, '/platform/auth/reset/finish?key=')).searchParams.get('key') ?? '';
    context.setNow(new Date(Date.now() + 25 * 3_600_000));
    const expired = await post(`/auth/reset/reset-password/${secondKey}`, { password: 'too-late-now' });
    context.setNow(new Date());
    expect(expired.statusCode).toBe(400);
  });

  it('stores only hashes of e-mailed keys', async () => {
    const keys = await context.deps.db.select().from(userKeys);
    expect(keys.length).toBeGreaterThan(0);
    for (const row of keys) expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('sign-out', () => {
  it('revokes every token of the account, and a new sign-in works', async () => {
    const user = await buildUser(context);
    const login = await post('/auth/login', { email: user.email, password: user.password });
    const second = { authorization: `Bearer ${login.json().data.accessToken as string}` };
    expect((await context.app.inject({ url: '/user/', headers: second })).statusCode).toBe(200);
    const out = await context.app.inject({ method: 'POST', url: '/auth/logout', headers: user.auth });
    expect(out.statusCode).toBe(200);
    for (const headers of [user.auth, second])
      expect((await context.app.inject({ url: '/user/', headers })).statusCode).toBe(401);
    const again = await post('/auth/login', { email: user.email, password: user.password });
    const fresh = { authorization: `Bearer ${again.json().data.accessToken as string}` };
    expect((await context.app.inject({ url: '/user/', headers: fresh })).statusCode).toBe(200);
    expect((await context.app.inject({ method: 'POST', url: '/auth/logout' })).statusCode).toBe(401);
  });
});
