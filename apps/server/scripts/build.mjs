// Compiles the server to plain JavaScript in apps/server/dist, so production runs `node` without a
// TypeScript loader. Each entry is bundled on its own with esbuild: our sources and the workspace
// packages (@prepwise/*, whose package.json points at TypeScript) go in; every other package stays
// an import from node_modules. Output keeps the source layout (src/db/seed-cli.ts -> dist/db/seed-cli.js).
//
// Bundling moves code: a module's `import.meta.url` would become its bundle's. So in our sources it
// is rewritten to the URL the module would have at its mirrored place in dist (src/pool/pool.ts ->
// dist/pool/pool.js), and file lookups relative to a module (the migrations folder, a worker file
// next to its pool) work the same from src and from dist. The migrations are copied next to it.
// Files are overwritten in place (no clean first), so a running server never sees its folder empty.
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(serverRoot, 'src');
const distDir = join(serverRoot, 'dist');

const entries = [
  'main.ts',
  'worker.ts',
  'db/migrate-cli.ts',
  'db/seed-cli.ts',
  // Scheduled backups in the image (compose's backup service): the dump and the uploaded files.
  'db/backup-cli.ts',
  // The worker-thread pool's worker, when present; the pool loads pool-worker.js next to itself.
  'pool/pool-worker.ts',
].filter((entry) => existsSync(join(srcDir, entry)));

const toPosix = (path) => path.split(sep).join('/');
const outputOf = (sourceRelative) => sourceRelative.replace(/\.ts$/, '.js');

/** Packages stay in node_modules, except our workspace packages, which are TypeScript and get bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@prepwise/') || args.kind === 'entry-point') return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * A server module's index.ts only re-exports its files (its public face, docs/architecture.md).
 * A file reached through a face is marked free of side effects, so an entry leaves it out when it
 * uses none of its exports: otherwise a face would bring all its files and their packages into
 * every entry that uses one of them (the worker would load stripe and exceljs at start because a
 * job uses one function of the marketplace and one of the question bank). Our files keep no
 * state that matters at load time beyond their exports.
 */
const moduleFacesWithoutSideEffects = {
  name: 'module-faces-without-side-effects',
  setup(builder) {
    builder.onResolve({ filter: /^\.\/.*\.js$/ }, (args) => {
      if (!/[\\/]src[\\/]modules[\\/][^\\/]+[\\/]index\.ts$/.test(args.importer)) return undefined;
      return { path: resolve(args.resolveDir, args.path.replace(/\.js$/, '.ts')), sideEffects: false };
    });
  },
};

/** `import.meta.url` in our sources -> the URL of the module's mirrored place in dist, from the entry's bundle. */
function mirroredImportMeta(entry) {
  const entryOutputDir = posix.dirname(outputOf(entry));
  return {
    name: 'mirrored-import-meta',
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/ }, (args) => {
        if (!args.path.startsWith(srcDir + sep)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.')) return undefined;
        if (/import\.meta\.(dirname|filename)/.test(source)) {
          throw new Error(
            `${args.path}: use fileURLToPath(import.meta.url); import.meta.dirname/filename are not mirrored`,
          );
        }
        let target = posix.relative(entryOutputDir, outputOf(toPosix(relative(srcDir, args.path))));
        if (!target.startsWith('.')) target = `./${target}`;
        const url = `new URL(${JSON.stringify(target)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
      });
    },
  };
}

const started = Date.now();
await Promise.all(
  entries.map((entry) =>
    build({
      entryPoints: [join(srcDir, entry)],
      outfile: join(distDir, outputOf(entry)),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      logLevel: 'warning',
      plugins: [externalPackages, moduleFacesWithoutSideEffects, mirroredImportMeta(entry)],
    }),
  ),
);
cpSync(join(srcDir, 'db', 'migrations'), join(distDir, 'db', 'migrations'), { recursive: true });
console.log(
  `server built to ${relative(process.cwd(), distDir) || '.'} (${entries.join(', ')}) in ${Date.now() - started} ms`,
);
