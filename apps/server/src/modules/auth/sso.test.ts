import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { createTestContext, type TestContext } from '../../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../../test/factories.js';
import { signSsoPayload } from './discourse-sso.service.js';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';

const forumSecret = 'forum-shared-secret-1234';
const clientId = 'prepwise-test-client';
let context: TestContext;
let learner: BuiltUser;
let jwksServer: Server;
let privateKey: CryptoKey;

beforeAll(async () => {
  const keys = await generateKeyPair('RS256');
  privateKey = keys.privateKey;
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const port = (jwksServer.address() as AddressInfo).port;
  context = await createTestContext({
    DISCOURSE_SSO_SECRET: forumSecret,
    DISCOURSE_URL: 'https://forum.example.com',
    GOOGLE_CLIENT_ID: clientId,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
  });
  learner = await buildUser(context, { fullName: 'Forum Learner' });
});
afterAll(async () => {
  await context.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

function ssoRequest(nonce: string, returnUrl = 'https://forum.example.com/session/sso_login') {
  const sso = Buffer.from(`nonce=${nonce}&return_sso_url=${encodeURIComponent(returnUrl)}`).toString(
    'base64',
  );
  return { sso, sig: signSsoPayload(forumSecret, sso) };
}

describe('GET /auth/providers', () => {
  it('names the configured Google client and Discourse forum, without signing in', async () => {
    const response = await context.app.inject({ url: '/auth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      google: { clientId },
      discourse: { url: 'https://forum.example.com' },
    });
  });

  it('says null for providers that are not configured', async () => {
    const plain = await createTestContext();
    try {
      const response = await plain.app.inject({ url: '/auth/providers' });
      expect(response.json().data).toEqual({ google: null, discourse: null });
    } finally {
      await plain.close();
    }
  });
});

describe('POST /auth/discourse/sso (DiscourseConnect)', () => {
  it('answers a signed request with the signed user payload, and never twice', async () => {
    const payload = ssoRequest('nonce-1');
    const response = await context.app.inject({
      method: 'POST',
      url: '/auth/discourse/sso',
      headers: learner.auth,
      payload,
    });
    expect(response.statusCode).toBe(200);
    const { accessToken, redirect } = response.json().data;
    expect(accessToken).toEqual(expect.any(String));
    const url = new URL(redirect);
    expect(url.origin + url.pathname).toBe('https://forum.example.com/session/sso_login');
    const sso = url.searchParams.get('sso') ?? '';
    expect(url.searchParams.get('sig')).toBe(signSsoPayload(forumSecret, sso));
    const answer = new URLSearchParams(Buffer.from(sso, 'base64').toString());
    expect(Object.fromEntries(answer)).toMatchObject({
      nonce: 'nonce-1',
      email: learner.email,
      external_id: learner.id,
      name: 'Forum Learner',
    });

    const replay = await context.app.inject({
      method: 'POST',
      url: '/auth/discourse/sso',
      headers: learner.auth,
      payload,
    });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().data.code).toBe('error.ssoReplayed');
  });

  it('refuses a bad signature, a foreign return URL and a signed-out caller', async () => {
    const good = ssoRequest('nonce-2');
    const badSig = { sso: good.sso, sig: signSsoPayload('wrong-secret-123', good.sso) };
    const bad = await context.app.inject({
      method: 'POST',
      url: '/auth/discourse/sso',
      headers: learner.auth,
      payload: badSig,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.code).toBe('error.ssoInvalid');
    const foreign = ssoRequest('nonce-3', 'https://evil.example.net/steal');
    const stolen = await context.app.inject({
      method: 'POST',
      url: '/auth/discourse/sso',
      headers: learner.auth,
      payload: foreign,
    });
    expect(stolen.statusCode).toBe(400);
    const anonymous = await context.app.inject({ method: 'POST', url: '/auth/discourse/sso', payload: good });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await context.app.inject({
      method: 'POST',
      url: '/auth/discourse/sso',
      headers: learner.auth,
      payload: { sso: good.sso, sig: 'zz' },
    });
    expect(malformed.statusCode).toBe(400);
  });
});

async function googleToken(
  claims: Record<string, unknown>,
  options: { audience?: string; key?: CryptoKey } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(options.audience ?? clientId)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(options.key ?? privateKey);
}

describe('social sign-in with a Google ID token', () => {
  it('creates an active account on first sign-in and finds it again', async () => {
    const token = await googleToken({
      sub: 'google-1',
      email: 'Social@Example.com',
      email_verified: true,
      name: 'Social Person',
    });
    const first = await context.app.inject({
      method: 'POST',
      url: '/auth/social',
      payload: { socialNetwork: 'google', socialToken: token },
    });
    expect(first.statusCode).toBe(200);
    const me = await context.app.inject({
      url: '/user/',
      headers: { authorization: `Bearer ${first.json().data.accessToken}` },
    });
    expect(me.json().data.user).toMatchObject({
      email: 'social@example.com',
      fullName: 'Social Person',
      activated: true,
    });
    const second = await context.app.inject({
      method: 'POST',
      url: '/auth/social',
      payload: { socialNetwork: 'google', socialToken: token },
    });
    const again = await context.app.inject({
      url: '/user/',
      headers: { authorization: `Bearer ${second.json().data.accessToken}` },
    });
    expect(again.json().data.user.id).toBe(me.json().data.user.id);
  });

  it('refuses an account an admin has locked, even with a valid Google token', async () => {
    const locked = await buildUser(context, { email: 'locked.social@example.com' });
    await context.deps.db.update(users).set({ lockedAt: new Date() }).where(eq(users.id, locked.id));
    const token = await googleToken({ sub: 'google-locked', email: locked.email, email_verified: true });
    const response = await context.app.inject({
      method: 'POST',
      url: '/auth/social',
      payload: { socialNetwork: 'google', socialToken: token },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().data.code).toBe('error.accountLocked');
  });

  it('signs up with a social token whose e-mail matches', async () => {
    const token = await googleToken({ sub: 'google-2', email: 'joined@example.com', email_verified: true });
    const response = await context.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: {
        email: 'joined@example.com',
        fullName: 'Joined',
        socialNetwork: 'google',
        socialToken: token,
      },
    });
    expect(response.statusCode).toBe(200);
  });

  it('puts a new Google account into the classes its e-mail was invited to, with the welcome allowance, either way in', async () => {
    const teacher = await buildUser(context, { roles: ['ROLE_USER', 'ROLE_TEACHER'] });
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/classes',
      headers: teacher.auth,
      payload: { name: '12A3', examFamily: 'THPT' },
    });
    const classId = created.json().data.id as string;
    const roster = 'email,name\ninvited.social@example.com,Lan\ninvited.signup@example.com,Minh\n';
    const imported = await context.app.inject({
      method: 'POST',
      url: `/api/classes/${classId}/roster`,
      headers: teacher.auth,
      payload: { fileName: 'roster.csv', data: Buffer.from(roster).toString('base64') },
    });
    expect(imported.json().data).toMatchObject({ invited: 2, problems: [] });

    // One signs in with Google at once; the other signs up with a Google token.
    const first = await context.app.inject({
      method: 'POST',
      url: '/auth/social',
      payload: {
        socialNetwork: 'google',
        socialToken: await googleToken({
          sub: 'google-invited-1',
          email: 'invited.social@example.com',
          email_verified: true,
        }),
      },
    });
    expect(first.statusCode).toBe(200);
    const signup = await context.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: {
        email: 'invited.signup@example.com',
        fullName: 'Minh',
        socialNetwork: 'google',
        socialToken: await googleToken({
          sub: 'google-invited-2',
          email: 'invited.signup@example.com',
          email_verified: true,
        }),
      },
    });
    expect(signup.statusCode).toBe(200);
    const second = await context.app.inject({
      method: 'POST',
      url: '/auth/social',
      payload: {
        socialNetwork: 'google',
        socialToken: await googleToken({
          sub: 'google-invited-2',
          email: 'invited.signup@example.com',
          email_verified: true,
        }),
      },
    });

    const learners = await context.app.inject({
      url: `/api/classes/${classId}/learners`,
      headers: teacher.auth,
    });
    expect(
      learners
        .json()
        .data.map((row: { email: string }) => row.email)
        .sort(),
    ).toEqual(['invited.signup@example.com', 'invited.social@example.com']);
    for (const signedIn of [first, second]) {
      const access = await context.app.inject({
        url: '/user/access-control',
        headers: { authorization: `Bearer ${signedIn.json().data.accessToken}` },
      });
      expect(access.json().data.numberAiScoring).toBe(5);
    }
  });

  it('refuses tokens with the wrong audience, signer, or an unverified e-mail', async () => {
    const { privateKey: strangerKey } = await generateKeyPair('RS256');
    const tokens = [
      await googleToken(
        { sub: 'g3', email: 'a@example.com', email_verified: true },
        { audience: 'someone-else' },
      ),
      await googleToken({ sub: 'g4', email: 'b@example.com', email_verified: true }, { key: strangerKey }),
      await googleToken({ sub: 'g5', email: 'c@example.com', email_verified: false }),
      'not-a-jwt',
    ];
    for (const socialToken of tokens) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/auth/social',
        payload: { socialNetwork: 'google', socialToken },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().data.code).toBe('error.socialTokenInvalid');
    }
  });
});
