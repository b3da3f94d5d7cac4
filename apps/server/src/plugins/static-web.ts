import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
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

/** The inline scripts of a page (those without `src`), as the browser hashes them for the policy. */
const inlineScripts = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The content security policy of one built page: the policy of every response with the hashes of
 * the page's own inline scripts added to `script-src` (React Router's hydration data and module
 * loader, written by the build), so no other inline script may run. Read once per file version.
 */
const pagePolicies = new Map<string, { modified: number; hashes: string }>();
function pageScriptHashes(file: string): string {
  const modified = statSync(file).mtimeMs;
  const known = pagePolicies.get(file);
  if (known?.modified === modified) return known.hashes;
  const html = readFileSync(file, 'utf8');
  const hashes = [...html.matchAll(inlineScripts)]
    .map(
      (match) =>
        `'sha256-${createHash('sha256')
          .update(match[1] ?? '')
          .digest('base64')}'`,
    )
    .join(' ');
  pagePolicies.set(file, { modified, hashes });
  return hashes;
}

/** The policy already on the reply (security headers) with the page's script hashes added. */
export function withScriptHashes(policy: string, hashes: string): string {
  if (!hashes) return policy;
  return policy.replace(/(^|;)script-src ([^;]*)/, `$1script-src $2 ${hashes}`);
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
 * Serves the built web app (`apps/web/dist/client`) and answers every other browser GET with its
 * fallback page (`__spa-fallback.html`; `index.html` in a build that prerenders no `/`), so the
 * app's router handles it (unknown paths go to the login page there). API paths keep their 404
 * envelope. A page the build prerendered (`<path>/index.html`, `/` too: the sign-in
 * pages, the signed-in pages' first views) is sent instead, so it paints before any JavaScript
 * runs; React then hydrates it. Each page is sent with the hashes of its inline scripts in its
 * content security policy.
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
    if (path.startsWith('/assets/') || (!path.endsWith('.html') && builtFile(root, path)))
      return reply.sendFile(path.slice(1));
    const prerendered = `${path.replace(/\/+$/, '')}/index.html`;
    const page = builtFile(root, prerendered)
      ? prerendered.slice(1)
      : builtFile(root, '/__spa-fallback.html')
        ? '__spa-fallback.html'
        : 'index.html';
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string')
      void reply.header(
        'content-security-policy',
        withScriptHashes(policy, pageScriptHashes(join(root, page))),
      );
    return reply.sendFile(page);
  });
  return true;
}
