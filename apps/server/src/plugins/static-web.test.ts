import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerStaticWeb } from './static-web.js';

describe('static web app', () => {
  it('serves index.html for app routes, files as they are, and 404 for missing assets and API paths', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Prepwise</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const app = Fastify();
    await registerStaticWeb(app, dist);
    expect((await app.inject({ url: '/platform/user/home?x=1' })).body).toContain('<title>Prepwise</title>');
    expect((await app.inject({ url: '/anything/else' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/assets/app.js' })).body).toBe('console.log(1)');
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/unknown' })).statusCode).toBe(404);
    await app.close();
  });
});
