import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestContext, type TestContext } from '../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../test/factories.js';
import { signAccessToken } from './tokens.js';

let context: TestContext;
let user: BuiltUser;
beforeAll(async () => {
  context = await createTestContext();
  user = await buildUser(context);
});
afterAll(async () => {
  await context.close();
});

function me(token: string) {
  return context.app.inject({ url: '/user/', headers: { authorization: `Bearer ${token}` } });
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('bearer tokens', () => {
  it('accepts a token the server signed', async () => {
    expect((await me(user.token)).statusCode).toBe(200);
  });

  it('rejects alg none, a changed payload, a foreign key and an expired token', async () => {
    const [header, payload, signature] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const none = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const changed = `${header}.${base64url({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })}.${signature}`;
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('prepwise')
      .setAudience('prepwise-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const expired = await signAccessToken(
      context.config.appSecret,
      user.id,
      60,
      new Date(Date.now() - 3_600_000),
    );
    for (const token of [none, changed, foreign, expired, 'a.b.c']) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().data.code).toBe('error.http.401');
    }
  });

  it('rejects a correctly signed token that never expires', async () => {
    const { createHash } = await import('node:crypto');
    const key = createHash('sha256').update(`access-token:${context.config.appSecret}`).digest();
    const forever = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('prepwise')
      .setAudience('prepwise-api')
      .setIssuedAt()
      .sign(key);
    const response = await me(forever);
    expect(response.statusCode).toBe(401);
    const page = await context.app.inject({
      url: '/api/questions-by-type?type=VOCAB_SYNONYM',
      headers: { authorization: `Bearer ${forever}` },
    });
    expect(page.statusCode).toBe(401);
  });

  it('stops working when the account is deactivated', async () => {
    const other = await buildUser(context, { activated: false });
    expect((await me(other.token)).statusCode).toBe(401);
  });
});
