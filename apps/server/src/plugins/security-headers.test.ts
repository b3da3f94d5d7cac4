import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeaders, securityHeadersPlugin } from './security-headers.js';

async function appWithHeaders() {
  const app = Fastify({ trustProxy: true });
  await app.register(securityHeadersPlugin);
  app.get('/x', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('security headers', () => {
  it('sends the content security policy and the other helmet headers on every response', async () => {
    const app = await appWithHeaders();
    const response = await app.inject('/x');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    const missing = await app.inject('/nowhere');
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });

  it('sends Strict-Transport-Security only on HTTPS requests', async () => {
    const app = await appWithHeaders();
    expect((await app.inject('/x')).headers['strict-transport-security']).toBeUndefined();
    const secure = await app.inject({ url: '/x', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    await app.close();
  });

  it('computes the same headers as helmet, once', () => {
    const { always, https } = securityHeaders();
    expect(Object.keys(always)).toContain('cross-origin-opener-policy');
    expect(Object.keys(https)).toEqual(['strict-transport-security']);
  });
});
