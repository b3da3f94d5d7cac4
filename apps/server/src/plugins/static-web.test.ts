import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerStaticWeb } from './static-web.js';

const indexHtml = '<!doctype html><title>Prepwise</title>';
const appJs = 'console.log(1)';

/** A built web app as `npm run build` leaves it: each text file with its `.br` and `.gz`. */
function builtDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  const write = (name: string, text: string) => {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  };
  write('index.html', indexHtml);
  write('assets/app-abc123.js', appJs);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

async function appServing(dist: string) {
  const app = Fastify();
  await registerStaticWeb(app, dist);
  return app;
}

describe('static web app', () => {
  it('serves index.html for app routes, files as they are, and 404 for missing assets and API paths', async () => {
    const app = await appServing(builtDist());
    expect((await app.inject({ url: '/platform/user/home?x=1' })).body).toContain('<title>Prepwise</title>');
    expect((await app.inject({ url: '/anything/else' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/assets/app-abc123.js' })).body).toBe(appJs);
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/unknown' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/%E0%A4%A' })).statusCode).toBe(400);
    await app.close();
  });

  it('sends the brotli file to a browser accepting br, with its own type, Vary and a year of immutable caching', async () => {
    const app = await appServing(builtDist());
    const response = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(appJs);
    await app.close();
  });

  it('falls back to gzip, then to the plain file, by Accept-Encoding', async () => {
    const app = await appServing(builtDist());
    const gzipped = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(appJs);
    const plain = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(appJs);
    await app.close();
  });

  it('sends the SPA shell compressed for app routes, always revalidated', async () => {
    const app = await appServing(builtDist());
    const response = await app.inject({ url: '/platform/auth/login', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
    const favicon = await app.inject({ url: '/favicon.svg' });
    expect(favicon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    await app.close();
  });

  it('sends a page the build prerendered for its path (compressed, revalidated), the shell elsewhere', async () => {
    const dist = builtDist();
    mkdirSync(join(dist, 'platform', 'auth', 'login'), { recursive: true });
    const loginHtml = '<!doctype html><title>Log in</title><form></form>';
    writeFileSync(join(dist, 'platform/auth/login/index.html'), loginHtml);
    writeFileSync(join(dist, 'platform/auth/login/index.html.br'), brotliCompressSync(loginHtml));
    const app = await appServing(dist);
    const response = await app.inject({
      url: '/platform/auth/login?sso=a',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(loginHtml);
    expect((await app.inject({ url: '/platform/auth/login/' })).body).toBe(loginHtml);
    expect((await app.inject({ url: '/platform/auth/register' })).body).toBe(indexHtml);
    expect((await app.inject({ url: '/' })).body).toBe(indexHtml);
    await app.close();
  });

  it("allows each page's own inline scripts by their hashes, and no other inline script", async () => {
    const dist = builtDist();
    const script = 'window.__reactRouterContext = {"ssr":false};';
    const page = `<!doctype html><script src="/boot.js"></script><script>${script}</script><script type="module">import "/assets/app-abc123.js";</script>`;
    mkdirSync(join(dist, 'platform', 'user', 'home'), { recursive: true });
    writeFileSync(join(dist, 'platform/user/home/index.html'), page);
    const app = Fastify();
    app.addHook('onRequest', async (_request, reply) => {
      void reply.header('content-security-policy', "default-src 'self';script-src 'self';style-src 'self'");
    });
    await registerStaticWeb(app, dist);
    const policy = String(
      (await app.inject({ url: '/platform/user/home' })).headers['content-security-policy'],
    );
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(policy).toBe(
      `default-src 'self';script-src 'self' ${hash(script)} ${hash('import "/assets/app-abc123.js";')};style-src 'self'`,
    );
    // The shell has no inline script: the policy stays as it was.
    expect((await app.inject({ url: '/platform/user/profile' })).headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self'",
    );
    // A file's policy follows a rebuild of the page.
    writeFileSync(join(dist, 'platform/user/home/index.html'), '<!doctype html><p>no scripts</p>');
    const later = join(dist, 'platform/user/home/index.html');
    utimesSync(later, new Date(), new Date(Date.now() + 5_000));
    expect((await app.inject({ url: '/platform/user/home' })).headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self'",
    );
    await app.close();
  });

  it('serves files a rebuild adds after the server started', async () => {
    const dist = builtDist();
    const app = await appServing(dist);
    writeFileSync(join(dist, 'assets', 'page-new999.js'), 'export {}');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    expect((await app.inject({ url: '/assets/page-new999.js' })).body).toBe('export {}');
    expect((await app.inject({ url: '/robots.txt' })).body).toBe('User-agent: *');
    await app.close();
  });
});
