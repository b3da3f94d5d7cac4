import { existsSync, readFileSync } from 'node:fs';
import { fallbackPage, pageFiles, readManifest } from './web-build.js';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * What the first visit to the login page downloads before it can render, from the built web app
 * (builds nothing). The entry: the scripts, module preloads and stylesheets of the fallback page
 * (`__spa-fallback.html`, what every path without a prerendered page gets: the root route and the browser entry) and their
 * static imports, followed through Vite's manifest (`apps/web/dist/client/.vite/manifest.json`).
 * The login page: what its prerendered HTML (`platform/auth/login/index.html`) loads besides (its
 * route modules). Sizes raw, gzip (level 9) and brotli (quality 11).
 * Usage: npm run bench:first-load [-- --dist apps/web/dist/client] [-- --json]
 * With `--budget-kb N` (`npm run check:entry-size`, CI after the build): exits 1 when the entry
 * JavaScript is over N KB gzipped; the script sets issue 35's 150 (bench/RESULTS.md, "First load
 * of the login page").
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const dist = resolve(repoRoot, distArg >= 0 ? (args[distArg + 1] ?? '') : 'apps/web/dist/client');

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
const manifest = readManifest(dist);
if (!manifest) console.warn('no Vite manifest (build.manifest): counting only what the pages reference');
const entryFiles = pageFiles(dist, fallbackPage(dist), manifest);
const loginFiles = pageFiles(dist, 'platform/auth/login/index.html', manifest);
for (const file of entryFiles) loginFiles.delete(file);

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
