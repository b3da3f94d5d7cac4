import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * What the first visit to the login page downloads before it can render, from the built web app
 * (builds nothing): the scripts, module preloads and stylesheets index.html references, plus the
 * entry chunk's static imports and the login page's own lazy chunk, followed through Vite's
 * manifest (`apps/web/dist/.vite/manifest.json`). Sizes raw, gzip (level 9) and brotli (quality 11).
 * Usage: npm run bench:first-load [-- --dist apps/web/dist] [-- --json]
 * With `--budget-kb N` (`npm run check:entry-size`, CI after the build): exits 1 when the entry
 * JavaScript is over N KB gzipped; the script sets issue 35's 150 (bench/RESULTS.md, "First load
 * of the login page").
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const dist = resolve(repoRoot, distArg >= 0 ? (args[distArg + 1] ?? '') : 'apps/web/dist');
/** Route modules the login page needs before it renders (lazy routes on the way to it). */
const loginRouteModules = [/\/auth-layout\.tsx$/, /\/login-page\.tsx$/, /\/route-error\.tsx$/];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(): Manifest | undefined {
  const file = join(dist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/** Files index.html itself references (entry script, module preloads, stylesheets). */
function htmlReferences(html: string): string[] {
  const files: string[] = [];
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isLink = tag.startsWith('<link') && /rel="(modulepreload|stylesheet)"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isScript || isLink) && url && !/^https?:/.test(url)) files.push(url.replace(/^\//, ''));
  }
  return files;
}

/** Adds a manifest chunk, its CSS and everything it imports statically. */
function addStaticGraph(manifest: Manifest, key: string, files: Set<string>, seen = new Set<string>()): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) addStaticGraph(manifest, imported, files, seen);
}

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

function measure(file: string): Sizes {
  const bytes = readFileSync(join(dist, file));
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  };
}

function sum(rows: Sizes[]): Sizes {
  return rows.reduce(
    (total, row) => ({
      raw: total.raw + row.raw,
      gzip: total.gzip + row.gzip,
      brotli: total.brotli + row.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const indexFile = join(dist, 'index.html');
if (!existsSync(indexFile)) {
  console.error(`${indexFile} is missing: run \`npm run build\` first`);
  process.exit(1);
}
const manifest = readManifest();
const entryFiles = new Set(htmlReferences(readFileSync(indexFile, 'utf8')));
const loginFiles = new Set<string>();
if (manifest) {
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry) addStaticGraph(manifest, key, entryFiles);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.src && loginRouteModules.some((pattern) => pattern.test(chunk.src ?? ''))) {
      addStaticGraph(manifest, key, loginFiles);
    }
  }
  for (const file of entryFiles) loginFiles.delete(file);
} else {
  console.warn('no Vite manifest (build.manifest): counting only what index.html references');
}

const rows = [...entryFiles, ...loginFiles].map((file) => ({
  file,
  stage: entryFiles.has(file) ? 'entry' : 'login route',
  kind: file.endsWith('.css') ? 'css' : 'js',
  ...measure(file),
}));
const totals = {
  entryJs: sum(rows.filter((row) => row.stage === 'entry' && row.kind === 'js')),
  entryCss: sum(rows.filter((row) => row.stage === 'entry' && row.kind === 'css')),
  loginJs: sum(rows.filter((row) => row.kind === 'js')),
  loginCss: sum(rows.filter((row) => row.kind === 'css')),
};

if (args.includes('--json')) {
  console.log(JSON.stringify({ dist, files: rows, totals }, null, 2));
} else {
  console.log(`First load of /platform/auth/login from ${dist}\n`);
  console.log(['file', 'stage', 'raw', 'gzip', 'brotli'].join('\t'));
  for (const row of rows)
    console.log([row.file, row.stage, kb(row.raw), kb(row.gzip), kb(row.brotli)].join('\t'));
  console.log('');
  const line = (label: string, sizes: Sizes) =>
    console.log(
      `${label.padEnd(44)} raw ${kb(sizes.raw).padStart(9)}  gzip ${kb(sizes.gzip).padStart(9)}  brotli ${kb(sizes.brotli).padStart(9)}`,
    );
  line('entry JS (index.html + static imports)', totals.entryJs);
  line('entry CSS', totals.entryCss);
  line('login page JS before first render', totals.loginJs);
  line('login page CSS before first render', totals.loginCss);
}

const budgetArg = args.indexOf('--budget-kb');
if (budgetArg >= 0) {
  const budget = Number(args[budgetArg + 1]) * 1024;
  const within = totals.entryJs.gzip <= budget;
  console.log(
    `entry JS ${kb(totals.entryJs.gzip)} gzipped: ${within ? 'within' : 'OVER'} the budget of ${kb(budget)}`,
  );
  if (!within) process.exitCode = 1;
}
