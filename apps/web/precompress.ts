import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { pathToFileURL } from 'node:url';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing (source maps are left alone: only developer tools fetch them). */
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/;
/** Below this, the headers outweigh any saving. */
const minimumBytes = 512;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) next to a file, each only if smaller. */
export async function precompressFile(file: string): Promise<void> {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  if (br.length < bytes.length) await writeFile(`${file}.br`, br);
  if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
}

/** Compresses every text asset of a built folder once, at build time, so the server never compresses per request. */
export async function precompressFolder(folder: string): Promise<number> {
  const files = [];
  for (const file of await filesUnder(folder)) {
    if (compressible.test(file) && (await stat(file)).size >= minimumBytes) files.push(file);
  }
  await Promise.all(files.map(precompressFile));
  return files.length;
}

/** `node --import tsx precompress.ts [folder]`: run by `npm run build` once React Router has written the app and its prerendered pages. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const folder = process.argv[2] ?? 'dist/client';
  const count = await precompressFolder(folder);
  console.log(`precompressed ${count} files of ${folder} (br, gz)`);
}
