import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fallbackPage, pageFiles, readManifest } from './web-build.js';

/**
 * What a signed-in page loads besides the entry, read from the last web build: the number of
 * script files and their gzip bytes (the `.gz` written at build, the file itself when it is too
 * small to be compressed), as its prerendered HTML asks for them. Files on HTTP/1.1 queue on six
 * connections, one round trip each, so the count matters as much as the bytes on a phone's link.
 * Usage: npm run build -w @prepwise/web && npm run bench:route-files
 */
const dist = join(import.meta.dirname, '../apps/web/dist/client');
const manifest = readManifest(dist);

function gzipBytes(files: Iterable<string>): number {
  let total = 0;
  for (const file of files) {
    const path = join(dist, file);
    total += existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : statSync(path).size;
  }
  return total;
}

const scripts = (files: Set<string>) => new Set([...files].filter((file) => file.endsWith('.js')));
const pages = {
  home: 'platform/user/home/index.html',
  'practice list': 'platform/exam/SPEAKING_READ_ALOUD/index.html',
};
const entry = scripts(pageFiles(dist, fallbackPage(dist), manifest));
const rows = [
  { page: 'entry (the fallback page)', files: entry.size, gzipKB: +(gzipBytes(entry) / 1024).toFixed(2) },
];
for (const [page, html] of Object.entries(pages)) {
  const files = scripts(pageFiles(dist, html, manifest));
  for (const file of entry) files.delete(file);
  rows.push({
    page: `${page}, after the entry`,
    files: files.size,
    gzipKB: +(gzipBytes(files) / 1024).toFixed(2),
  });
}
console.table(rows);
