import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { chunkFiles, writeWhole, type ManifestChunk } from './build-files';

/**
 * A signed-in page waits for a chain: the entry script, then the page's chunks (the router asks
 * for them once the entry has run), then the learner and the page's data (asked for once the page
 * renders). On a phone's link each step costs round trips. The early boot script, a few hundred
 * bytes in the head of index.html, starts the last two steps at once: when a token is stored, it
 * preloads the chunks of the pages below and fetches their first data with the token. The app
 * adopts those responses instead of asking again (`src/lib/early-responses.ts`).
 */
export interface EarlyRoute {
  /** Matched against `location.pathname` (no query: a page opened with one asks for itself). */
  pattern: RegExp;
  /** Vite manifest keys of the route's lazy modules (their imports are added). */
  modules: string[];
  /** GET requests the page makes first; `$1` is the pattern's first group. */
  data: string[];
}

/** The modules every page behind sign-in loads: the error page, the guard and the layout. */
const signedInModules = [
  'src/app/route-error.tsx',
  'src/app/guards/require-auth.tsx',
  'src/app/layouts/private-layout.tsx',
];
/** What the guard and the header ask for on every page behind sign-in. */
const sessionData = ['/user/', '/user/access-control'];

/**
 * The pages a learner opens first. The practice list's URL is the page's own first request
 * (`questionPageUrl` with the first page of 10; a test keeps them equal).
 */
export const earlyRoutes: EarlyRoute[] = [
  {
    pattern: /^\/platform\/user\/home\/?$/,
    modules: [...signedInModules, 'src/features/home/pages/home-page.tsx'],
    data: sessionData,
  },
  {
    pattern: /^\/platform\/exam\/([A-Z_]+)\/?$/,
    modules: [...signedInModules, 'src/features/practice/pages/question-type-page.tsx'],
    data: [...sessionData, '/api/questions-by-type?page=0&size=10&sort=id%2Casc&type=$1'],
  },
];

interface BuiltRoute {
  pattern: string;
  preloads: string[];
  data: string[];
}

/** The routes with their chunk files read from Vite's manifest. */
export function buildEarlyRoutes(
  manifest: Record<string, ManifestChunk>,
  routes = earlyRoutes,
): BuiltRoute[] {
  return routes.map((route) => {
    const files = new Set<string>();
    for (const module of route.modules) {
      if (!manifest[module]) throw new Error(`early boot: ${module} is not in the build's manifest`);
      chunkFiles(manifest, module, files);
    }
    return {
      pattern: route.pattern.source,
      preloads: [...files].map((file) => `/${file}`),
      data: route.data,
    };
  });
}

/** The script itself (plain ES5, no imports: it runs before anything else). */
export function earlyBootScript(routes: BuiltRoute[]): string {
  return `(function () {
  var routes = ${JSON.stringify(routes)};
  var path = location.pathname;
  var token = null;
  try {
    token = localStorage.getItem('prepwise.token') || sessionStorage.getItem('prepwise.token');
  } catch (error) {
    return;
  }
  // Signed out, the page becomes the sign-in page: nothing of it is needed.
  if (!token || location.search) return;
  // A page whose first view came prerendered (app/shell) is painted from its HTML and CSS alone:
  // on a slow link those have the bandwidth to themselves, and the rest starts once it has painted.
  var script = document.currentScript;
  var afterPaint = !!script && script.hasAttribute('data-after-paint');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloadRoute();
  }
  // Each preload link costs the page about a millisecond to add (on a phone, four): on a painted
  // page they go a few per task, so none of them holds a tap up.
  function addPreloads(files, from) {
    var until = afterPaint ? Math.min(files.length, from + 4) : files.length;
    for (var j = from; j < until; j++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = files[j];
      document.head.appendChild(link);
    }
    if (until < files.length)
      setTimeout(function () {
        addPreloads(files, until);
      }, 0);
  }
  function preloadRoute() {
    for (var i = 0; i < routes.length; i++) {
      var match = new RegExp(routes[i].pattern).exec(path);
      if (!match) continue;
      addPreloads(routes[i].preloads, 0);
      if (typeof fetch !== 'function') return;
      var responses = {};
      for (var k = 0; k < routes[i].data.length; k++) {
        var url = routes[i].data[k].replace('$1', match[1] || '');
        responses[url] = fetch(url, {
          headers: { Accept: 'application/json', Authorization: 'Bearer ' + token },
        });
        // An early request the app never adopts must not show up as an unhandled rejection.
        responses[url].catch(function () {});
      }
      window.__prepwiseEarly = { token: token, responses: responses };
      return;
    }
  }
  if (afterPaint) {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    // A page opened in a background tab paints no frame until shown: it starts all the same.
    setTimeout(start, 1000);
  } else start();
})();
`;
}

export const earlyBootFile = 'early-boot.js';

/**
 * index.html with the early boot script right after its charset (async: it never holds the page
 * up). `afterPaint`: for a page prerendered with its first view, which starts the rest once painted.
 */
export function withEarlyBoot(indexHtml: string, { afterPaint = false } = {}): string {
  if (indexHtml.includes(earlyBootFile)) return indexHtml;
  const tag = `<script async src="/${earlyBootFile}"${afterPaint ? ' data-after-paint' : ''}></script>`;
  const charset = /<meta charset="[^"]*" ?\/?>/i.exec(indexHtml)?.[0];
  return charset
    ? indexHtml.replace(charset, `${charset}\n    ${tag}`)
    : indexHtml.replace('<head>', `<head>\n    ${tag}`);
}

/**
 * Vite plugin: after the bundle is written, writes `dist/early-boot.js` from the manifest and adds
 * it to `dist/index.html`. Runs after the prerender plugin: the prerendered sign-in pages are
 * signed-out pages and go without it.
 */
export function earlyBoot(): Plugin {
  let outDir = 'dist';
  return {
    name: 'prepwise-early-boot',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
          string,
          ManifestChunk
        >;
        await writeWhole(join(outDir, earlyBootFile), earlyBootScript(buildEarlyRoutes(manifest)));
        const indexFile = join(outDir, 'index.html');
        await writeWhole(indexFile, withEarlyBoot(await readFile(indexFile, 'utf8')));
      },
    },
  };
}
