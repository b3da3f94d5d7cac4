import { existsSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const apiPrefixes = ['/api/', '/auth/', '/user/', '/files/', '/marketplace/', '/answer/', '/content/'];

/** Vite names everything under /assets/ by its content hash, so a browser may keep it for good. */
const immutable = 'public, max-age=31536000, immutable';
/** Files outside /assets/ (favicon) keep their name across deploys: cached briefly. */
const shortLived = 'public, max-age=3600';
/** The SPA shell and the prerendered pages name the current hashed assets: always revalidated (cheap with their ETag). */
const revalidate = 'no-cache';

function cacheControlFor(file: string): string {
  if (file.includes(`${sep}assets${sep}`)) return immutable;
  return /\.html(\.br|\.gz)?$/.test(file) ? revalidate : shortLived;
}

/** A file of the build at this URL path (checked per request, so files added by a rebuild are found). */
function builtFile(webDist: string, path: string): boolean {
  try {
    const file = resolve(webDist, `.${decodeURIComponent(path)}`);
    return file.startsWith(webDist + sep) && statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the built web app and answers every other browser GET with index.html, so the SPA's
 * router handles it (unknown paths go to the login page there). API paths keep their 404 envelope.
 * A page the build prerendered (`<path>.html`, the sign-in pages) is sent instead of the bare shell,
 * so it paints before any JavaScript runs; the app then takes it over.
 *
 * Files are served as the build precompressed them (`.br`, `.gz` next to each text asset), chosen
 * by Accept-Encoding (br, then gzip, then the file as it is) with `Vary: Accept-Encoding`. Files are
 * looked up on disk per request rather than listed at start, so a rebuild is served without a restart.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<boolean> {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web app not built: run `npm run build` (the API still works)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    serve: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => void reply.header('cache-control', cacheControlFor(file)),
  });
  const root = resolve(webDist);
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (apiPrefixes.some((prefix) => path.startsWith(prefix)) || path === '/user') {
      return reply.callNotFound();
    }
    // A missing built asset is a 404, not the SPA shell (a stale tab after a deploy must not get HTML as JS).
    if (path.startsWith('/assets/') || builtFile(root, path)) return reply.sendFile(path.slice(1));
    const prerendered = `${path.replace(/\/+$/, '')}.html`;
    if (path !== '/' && builtFile(root, prerendered)) return reply.sendFile(prerendered.slice(1));
    return reply.sendFile('index.html');
  });
  return true;
}
