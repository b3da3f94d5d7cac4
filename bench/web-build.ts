import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reading the last web build (`apps/web/dist/client`): what a page the server sends loads before
 * it renders, followed through Vite's manifest. Shared by bench:first-load (and its entry budget)
 * and bench:route-files; builds nothing.
 */
export interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest | undefined {
  const file = join(dist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/**
 * Files a page references before it renders: module scripts, module preloads, stylesheets, and
 * what its inline module script imports (React Router's route modules and browser entry).
 */
export function htmlReferences(html: string): string[] {
  const files: string[] = [];
  const asFile = (url: string) => url.replace(/^\//, '').replace(/[#?].*$/, '');
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
    const isLink = tag.startsWith('<link') && /rel="(modulepreload|stylesheet)"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isScript || isLink) && url && !/^https?:/.test(url)) files.push(asFile(url));
  }
  for (const match of html.matchAll(/\bimport(?:\s[^"']*?from\s*|\s*\(\s*|\s+)["'](\/assets\/[^"']+)["']/g))
    files.push(asFile(match[1] ?? ''));
  return [...new Set(files)];
}

/** Adds a manifest chunk, its CSS and everything it imports statically. */
function addStaticGraph(manifest: Manifest, key: string, files: Set<string>, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) addStaticGraph(manifest, imported, files, seen);
}

/** The page every path without a prerendered one gets (the root and the browser entry). */
export function fallbackPage(dist: string): string {
  return existsSync(join(dist, '__spa-fallback.html')) ? '__spa-fallback.html' : 'index.html';
}

/** A built page's files (`index.html`, `platform/auth/login/index.html`…) with their static imports. */
export function pageFiles(dist: string, page: string, manifest = readManifest(dist)): Set<string> {
  const path = join(dist, page);
  if (!existsSync(path)) return new Set();
  const files = new Set(htmlReferences(readFileSync(path, 'utf8')));
  if (!manifest) return files;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const seen = new Set<string>();
  for (const file of [...files]) {
    const key = keyOfFile.get(file);
    if (key) addStaticGraph(manifest, key, files, seen);
  }
  return files;
}
