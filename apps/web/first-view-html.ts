import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The prerendered pages as React Router writes them ask for every script of the page at once
 * (`<link rel="modulepreload">` in the head): on a phone's link they take the bandwidth from the
 * stylesheet and the page paints only once its scripts are in (Lighthouse: login 83 instead of
 * 97, bench/RESULTS.md). Without them the scripts are asked for by the module script at the end
 * of the page, which the browser reaches with the stylesheet loaded: the page paints first.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/** The pages of a build: each prerendered `<path>/index.html` and the fallback page. */
const isPage = (name: string) => name === 'index.html' || name === '__spa-fallback.html';

/** Rewrites every page of a built folder. */
export async function rewritePages(folder: string): Promise<number> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  const pages = entries
    .filter((entry) => entry.isFile() && isPage(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  for (const page of pages) await writeFile(page, withoutModulePreloads(await readFile(page, 'utf8')));
  return pages.length;
}

/** `node --import tsx first-view-html.ts [folder]`: run by `npm run build` before precompressing. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const folder = process.argv[2] ?? 'dist/client';
  console.log(`first views: ${await rewritePages(folder)} pages ask for their scripts after painting`);
}
