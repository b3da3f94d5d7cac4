import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a signed-in page loads besides the entry, read from the last web build's Vite manifest:
 * the number of script files and their gzip bytes (the `.gz` written at build, the file itself
 * when it is too small to be compressed). Files on HTTP/1.1 queue on six connections, one round
 * trip each, so the count matters as much as the bytes on a phone's link.
 * Usage: npm run build -w @prepwise/web && npm run bench:route-files
 */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

const dist = join(import.meta.dirname, '../apps/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function closure(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

function gzipBytes(files: Iterable<string>): number {
  let total = 0;
  for (const file of files) {
    const path = join(dist, file);
    total += existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : statSync(path).size;
  }
  return total;
}

const signedIn = [
  'src/app/route-error.tsx',
  'src/app/guards/require-auth.tsx',
  'src/app/layouts/private-layout.tsx',
];
const pages = {
  home: 'src/features/home/pages/home-page.tsx',
  'practice list': 'src/features/practice/pages/question-type-page.tsx',
};
const entry = closure('index.html');
const rows = [
  { page: 'entry (index.html)', files: entry.size, gzipKB: +(gzipBytes(entry) / 1024).toFixed(2) },
];
for (const [page, module] of Object.entries(pages)) {
  const files = new Set<string>();
  for (const key of [...signedIn, module]) closure(key, files);
  for (const file of entry) files.delete(file);
  rows.push({
    page: `${page}, after the entry`,
    files: files.size,
    gzipKB: +(gzipBytes(files) / 1024).toFixed(2),
  });
}
console.table(rows);
