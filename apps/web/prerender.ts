import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { chunkFiles, writeWhole, type ManifestChunk } from './build-files';

import { withEarlyBoot } from './early-boot';

/**
 * The pages whose markup is rendered at build time, so their first paint needs no JavaScript; the
 * server sends `<path>.html` for them (see the server's static-web plugin).
 */
export interface PrerenderedPage {
  /**
   * The paths the page is written for (`<path>.html` each); a shell's are those it names itself
   * (`window.__prepwiseShellPaths`, see `src/app/shell/render-shell.tsx`).
   */
  paths?: string[];
  /** The address rendered in Chromium. */
  source: string;
  /** What shows once the page is rendered. */
  readySelector: string;
  /** The page's lazy modules, preloaded with the entry (signed-in pages: by the early boot script). */
  modules: string[];
  /**
   * A signed-in page's first view (`src/app/shell`): shown to a visitor with a token, hidden for
   * one without (the page becomes the sign-in page). The sign-in pages are the other way round.
   */
  signedIn: boolean;
}

/** The route chunks every auth page loads besides its own: the root's error page and the auth layout. */
const authRouteChunks = ['src/app/route-error.tsx', 'src/app/layouts/auth-layout.tsx'];

export const prerenderedPages: PrerenderedPage[] = [
  {
    paths: ['/platform/auth/login'],
    source: '/platform/auth/login',
    readySelector: '#root form',
    modules: ['src/features/auth/pages/login-page.tsx', ...authRouteChunks],
    signedIn: false,
  },
  {
    paths: ['/platform/auth/register'],
    source: '/platform/auth/register',
    readySelector: '#root form',
    modules: ['src/features/auth/pages/register-page.tsx', ...authRouteChunks],
    signedIn: false,
  },
  {
    source: '/__shell/home',
    readySelector: '[data-shell-ready]',
    modules: [],
    signedIn: true,
  },
  {
    source: '/__shell/question-type',
    readySelector: '[data-shell-ready]',
    modules: [],
    signedIn: true,
  },
];

const chromiumPath = process.env.PRERENDER_CHROMIUM ?? '/usr/bin/chromium';
const apiPrefixes = ['/api/', '/auth/', '/user/', '/files/', '/marketplace/', '/answer/', '/content/'];
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * Before the prerendered page paints: the colour scheme Mantine would choose (its attribute on
 * `<html>`), and the prerendered markup hidden when it would be wrong for this visitor (a sign-in
 * page with a token stored or a signed-in page without one, so the page becomes a redirect, or
 * another language was chosen): the app then renders it;
 * and a submit held back until the app is here.
 * A file of its own: the content security policy allows no inline script.
 */
export const bootScript = `(function () {
  var html = document.documentElement;
  var boot = document.currentScript;
  var forSignedIn = !!boot && boot.hasAttribute('data-signed-in');
  try {
    var scheme = localStorage.getItem('mantine-color-scheme-value');
    if (scheme !== 'light' && scheme !== 'dark')
      scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    html.setAttribute('data-mantine-color-scheme', scheme);
    var language = localStorage.getItem('prepwise.lang');
    var token = localStorage.getItem('prepwise.token') || sessionStorage.getItem('prepwise.token');
    if ((forSignedIn ? !token : token) || (language && language !== 'en'))
      html.setAttribute('data-prerender-stale', '');
  } catch (error) {
    html.setAttribute('data-mantine-color-scheme', 'light');
  }
  // Until the app has taken the page over, a submit (Enter in a field) would be sent by the
  // browser itself, as a GET with the password in the address: held back instead, and sent by
  // the app once it is here (lib/prerendered-form.ts).
  document.addEventListener(
    'submit',
    function (event) {
      var root = document.getElementById('root');
      if (!root || !root.hasAttribute('data-prerendered')) return;
      event.preventDefault();
      root.setAttribute('data-submit-pending', '');
    },
    true,
  );
  // A tap on a button of the page before the app is here (the language menu, showing the
  // password) would do nothing: it is remembered by the button's name and done again by the app.
  document.addEventListener(
    'click',
    function (event) {
      var root = document.getElementById('root');
      var target = event.target instanceof Element ? event.target.closest('button') : null;
      if (!root || !target || !root.hasAttribute('data-prerendered') || !root.contains(target)) return;
      if (target.type === 'submit') return;
      var name = target.getAttribute('aria-label') || (target.textContent || '').trim();
      if (!name) return;
      event.preventDefault();
      root.setAttribute('data-click-pending', name);
    },
    true,
  );
  // A button pressed while the app takes over: its press lands on the prerendered page and its
  // release on the app's, so the browser would fire no click at all. The press is remembered
  // until the release (a submit button as a submit) and done by the app if it took over between.
  document.addEventListener(
    'pointerdown',
    function (event) {
      var root = document.getElementById('root');
      var target = event.target instanceof Element ? event.target.closest('button') : null;
      if (!root || !target || !root.hasAttribute('data-prerendered') || !root.contains(target)) return;
      var name = target.type === 'submit' ? '' : target.getAttribute('aria-label') || (target.textContent || '').trim();
      if (target.type !== 'submit' && !name) return;
      root.setAttribute('data-press-pending', name);
      document.addEventListener(
        'pointerup',
        function () {
          root.removeAttribute('data-press-pending');
        },
        { capture: true, once: true },
      );
    },
    true,
  );
  // The app's scripts start once the page has painted (it is complete HTML and CSS): on a slow
  // link the stylesheet has the bandwidth to itself, and the scripts follow a moment later. A
  // page hidden for this visitor (see above) needs the app at once.
  var loaded = false;
  function loadApp() {
    if (loaded || !boot) return;
    loaded = true;
    var files = (boot.getAttribute('data-preloads') || '').split(' ');
    for (var i = 0; i < files.length; i++) {
      if (!files[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = files[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = boot.getAttribute('data-entry');
    document.head.appendChild(script);
  }
  if (html.hasAttribute('data-prerender-stale')) loadApp();
  else {
    requestAnimationFrame(function () {
      setTimeout(loadApp, 0);
    });
    // A page opened in a background tab paints no frame until shown: the app loads all the same.
    setTimeout(loadApp, 1000);
  }
})();
`;
const bootFile = 'prerender-boot.js';

/** The built folder over HTTP, as the server would answer a browser (API paths: a 404 envelope). */
function serveFolder(folder: string): Promise<Server> {
  const root = resolve(folder);
  const server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    if (apiPrefixes.some((prefix) => path.startsWith(prefix))) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ statusCode: 404, message: '', data: null }));
      return;
    }
    const file = resolve(root, `.${path}`);
    const target = file.startsWith(root + sep) && extname(file) ? file : join(root, 'index.html');
    readFile(target).then(
      (bytes) => {
        response.writeHead(200, {
          'content-type': contentTypes[extname(target)] ?? 'application/octet-stream',
        });
        response.end(bytes);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

interface Snapshot {
  markup: string;
  title: string;
  /** The page's lazy chunks, preloaded so the app takes over without a request waterfall. */
  preloads: string[];
  /** A signed-in page's first view (see PrerenderedPage). */
  signedIn?: boolean;
  /**
   * The stylesheets the page had when it was read (the entry's and its chunks' CSS, such as a
   * component's CSS module): linked in the head, so the markup paints as it was rendered and
   * nothing moves when the app's chunks bring the same CSS.
   */
  stylesheets?: string[];
}

/** Renders each page (each path of a shell) in headless Chromium (signed out, English, light, phone-sized) and reads its markup. */
async function snapshotPages(
  origin: string,
  manifest: Record<string, ManifestChunk>,
): Promise<Map<string, Snapshot>> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const snapshots = new Map<string, Snapshot>();
  try {
    const context = await browser.newContext({ colorScheme: 'light', viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const render = async (address: string, readySelector: string) => {
      await page.goto(`${origin}${address}`, { waitUntil: 'networkidle' });
      await page.locator(readySelector).first().waitFor();
      return page.evaluate(() => ({
        markup: document.getElementById('root')?.innerHTML ?? '',
        title: document.title,
        paths: (window as { __prepwiseShellPaths?: string[] }).__prepwiseShellPaths,
        // As paths: the app's preloader writes them with this server's origin.
        stylesheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map(
          (link) => new URL(link.href).pathname,
        ),
      }));
    };
    for (const target of prerenderedPages) {
      const preloads = new Set<string>();
      for (const module of target.modules) chunkFiles(manifest, module, preloads);
      const first = await render(target.source, target.readySelector);
      const paths = target.paths ?? first.paths ?? [];
      if (paths.length === 0) throw new Error(`prerender: ${target.source} names no path to be served at`);
      for (const path of paths) {
        // A shell is rendered for each of its paths (a question type's page names its type).
        const snapshot = target.paths
          ? first
          : await render(`${target.source}?path=${encodeURIComponent(path)}`, target.readySelector);
        snapshots.set(path, {
          markup: snapshot.markup,
          title: snapshot.title,
          preloads: [...preloads],
          stylesheets: snapshot.stylesheets,
          signedIn: target.signedIn,
        });
      }
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return snapshots;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The module script and module preloads Vite wrote into index.html's head. */
const entryScriptPattern = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreloadPattern = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * index.html with the page's markup in #root, its title and the boot script, which starts the
 * app's scripts (Vite's entry and preloads, then the page's own chunks) after the first paint.
 */
export function prerenderedHtml(indexHtml: string, snapshot: Snapshot): string {
  const entry = entryScriptPattern.exec(indexHtml)?.[1];
  if (!entry) throw new Error('index.html has no module script to prerender around');
  const preloads = [...indexHtml.matchAll(modulePreloadPattern)].map((match) => match[1] ?? '');
  for (const file of snapshot.preloads) if (!preloads.includes(`/${file}`)) preloads.push(`/${file}`);
  const signedIn = snapshot.signedIn ? ' data-signed-in' : '';
  const stylesheets = (snapshot.stylesheets ?? [])
    .filter((href) => href && !indexHtml.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  const head =
    stylesheets +
    `<script src="/${bootFile}" data-entry="${entry}" data-preloads="${preloads.join(' ')}"${signedIn}></script>` +
    '<style>html[data-prerender-stale] #root[data-prerendered]{visibility:hidden}</style>';
  const html = indexHtml
    .replace(entryScriptPattern, '')
    .replace(modulePreloadPattern, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(snapshot.title)}</title>`)
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered>${snapshot.markup}</div>`);
  // A signed-in page asks for its chunks and first data at once, as index.html does (early-boot.ts).
  return snapshot.signedIn ? withEarlyBoot(html, { afterPaint: true }) : html;
}

/**
 * Vite plugin: after the bundle is written, renders the sign-in pages and the signed-in pages'
 * first views in headless Chromium and writes `dist/<path>.html` for each (the precompress plugin
 * adds their `.br` / `.gz`). Without Chromium (set
 * PRERENDER_CHROMIUM to another binary) it warns and the pages render in the browser as before.
 */
export function prerender(): Plugin {
  let outDir = 'dist';
  return {
    name: 'prepwise-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (!existsSync(chromiumPath)) {
          this.warn(`no Chromium at ${chromiumPath}: the sign-in pages are not prerendered`);
          return;
        }
        const indexHtml = await readFile(join(outDir, 'index.html'), 'utf8');
        await writeWhole(join(outDir, bootFile), bootScript);
        const server = await serveFolder(outDir);
        try {
          const { port } = server.address() as AddressInfo;
          const manifest = JSON.parse(
            await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'),
          ) as Record<string, ManifestChunk>;
          const snapshots = await snapshotPages(`http://127.0.0.1:${port}`, manifest);
          for (const [path, snapshot] of snapshots)
            await writeWhole(join(outDir, `${path.slice(1)}.html`), prerenderedHtml(indexHtml, snapshot));
          this.info?.(`prerendered ${snapshots.size} pages`);
        } finally {
          server.close();
        }
      },
    },
  };
}
