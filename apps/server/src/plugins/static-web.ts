import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const apiPrefixes = ['/api/', '/auth/', '/user/', '/files/', '/marketplace/', '/answer/', '/content/'];

/**
 * Serves the built web app and answers every other browser GET with index.html, so the SPA's
 * router handles it (unknown paths go to the login page there). API paths keep their 404 envelope.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<boolean> {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web app not built: run `npm run build` (the API still works)');
    return false;
  }
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A missing built asset is a 404, not the SPA shell (a stale tab after a deploy must not get HTML as JS).
    if (
      apiPrefixes.some((prefix) => path.startsWith(prefix)) ||
      path === '/user' ||
      path.startsWith('/assets/')
    ) {
      return reply.callNotFound();
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return true;
}
