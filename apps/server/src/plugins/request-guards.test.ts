import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.js';
import { buildUser, type BuiltUser } from '../../test/factories.js';

let context: TestContext;
let learner: BuiltUser;

beforeAll(async () => {
  context = await createTestContext({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
  learner = await buildUser(context);
});
afterAll(async () => {
  await context.close();
});

describe('NUL characters', () => {
  it.each([
    [
      'POST',
      '/auth/signup',
      { email: 'nul@prepwise.test', password: 'secret-123', fullName: 'A\u0000B' },
      'fullName',
    ],
    ['POST', '/api/survey', { rating: 4, feedback: 'Good\u0000', page: '/home' }, 'feedback'],
    ['POST', '/api/survey', { rating: 4, 'feedback\u0000': 'Good' }, 'feedback'],
    ['POST', '/api/analytics/page-view', { path: '/platform\u0000' }, 'path'],
  ])('%s %s with a NUL is a 400 naming the field, not a 500', async (method, url, payload, field) => {
    const response = await context.app.inject({
      method: method as 'POST',
      url,
      payload,
      headers: learner.auth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.code).toBe('error.validation');
    expect(response.json().data.fields).toEqual([{ field, message: expect.stringContaining('NUL') }]);
  });

  it('checks the query string too', async () => {
    const response = await context.app.inject({
      url: '/api/questions/1?x=%00',
      headers: learner.auth,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('framework errors in the envelope', () => {
  it('answers a too long path parameter with 414 and the catalogue code', async () => {
    const response = await context.app.inject({
      url: `/api/questions/${'9'.repeat(500)}`,
      headers: learner.auth,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ statusCode: 414, data: { code: 'error.http.414' } });
  });

  it('answers a malformed URL in the envelope', async () => {
    const response = await context.app.inject({ url: '/api/questions/%E0%A4%A', headers: learner.auth });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.code).toBe('error.validation');
  });

  it('answers 429 in the envelope once the sign-in limit is reached', async () => {
    let last = 0;
    let body: { data?: { code?: string } } = {};
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: 'nobody@prepwise.test', password: 'wrong-password' },
        remoteAddress: '10.9.9.9',
      });
      last = response.statusCode;
      body = response.json();
    }
    expect(last).toBe(429);
    expect(body.data?.code).toBe('error.http.429');
  });
});

describe('bodies over the limit', () => {
  it('answers 413 in the envelope from Content-Length, and the client reads it', async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const address = context.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const body = Buffer.alloc(1024 * 1024, 'a');
    const result = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port: address.port,
          method: 'POST',
          path: '/auth/reset/reset-password',
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.text)).toMatchObject({
      statusCode: 413,
      data: { code: 'error.payloadTooLarge' },
    });
  });
});

describe('proxy headers', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    const attempts = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      attempts.push(
        await context.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: 'nobody@prepwise.test', password: 'wrong-password' },
          remoteAddress: '10.8.8.8',
          headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        }),
      );
    expect(attempts.map((response) => response.statusCode)).toContain(429);
  });

  it('uses the forwarded address behind a configured proxy', async () => {
    const behindProxy = await createTestContext({
      LOGIN_RATE_LIMIT_PER_MINUTE: '3',
      TRUST_PROXY: '10.7.7.7',
    });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 5; attempt += 1)
        statuses.push(
          (
            await behindProxy.app.inject({
              method: 'POST',
              url: '/auth/login',
              payload: { email: 'nobody@prepwise.test', password: 'wrong-password' },
              remoteAddress: '10.7.7.7',
              headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
            })
          ).statusCode,
        );
      expect(statuses).not.toContain(429);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('deeply nested JSON', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const nestedObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

  it.each([
    ['anonymous', '/api/analytics/page-view', false],
    ['authenticated', '/api/survey', true],
  ])('answers 400 in the envelope on an %s route, for arrays and objects', async (_kind, url, signedIn) => {
    for (const payload of [nested(6000), nestedObject(6000), nested(40_000), `[${'0,'.repeat(20_000)}0]`]) {
      const response = await context.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json', ...(signedIn ? learner.auth : {}) },
        remoteAddress: '10.6.6.6',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, data: { code: 'error.jsonTooDeep' } });
    }
  });

  it('still accepts ordinary nesting', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/survey',
      payload: { rating: 4, feedback: 'Fine', page: '/home' },
      headers: learner.auth,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('headers over the limit', () => {
  /** The app's port, listening once for the whole file (the 413 test may have started it). */
  async function listeningPort(): Promise<number> {
    if (!context.app.server.listening) await context.app.listen({ port: 0, host: '127.0.0.1' });
    const address = context.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return address.port;
  }

  /** A raw HTTP exchange: Node's own client would refuse to send such headers. */
  function rawExchange(port: number, request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', (error: NodeJS.ErrnoException) => (text ? resolve(text) : reject(error)));
    });
  }

  it('answers 20 KB of headers with 431 in the envelope, with the security headers', async () => {
    const port = await listeningPort();
    const response = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    const [head = '', body = ''] = response.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(head.toLowerCase()).toContain('content-security-policy:');
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(JSON.parse(body)).toMatchObject({ statusCode: 431, data: { code: 'error.headersTooLarge' } });
  });

  it('answers a malformed request line with 400 in the envelope', async () => {
    const port = await listeningPort();
    const response = await rawExchange(port, 'NOT A REQUEST\r\n\r\n');
    const [head = '', body = ''] = response.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body)).toMatchObject({ statusCode: 400, data: { code: 'error.validation' } });
  });
});
