import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { precompressFile } from './precompress';

/** The build-time plugins' shared file helpers (prerendered pages, the early boot script). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** A lazy page's chunk and everything it imports statically (Vite's manifest). */
export function chunkFiles(
  manifest: Record<string, ManifestChunk>,
  key: string,
  files = new Set<string>(),
): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files);
  return files;
}

/** Writes a file whole (another plugin may be reading the folder at the same moment). */
export async function writeWhole(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.partial`, text);
  await rename(`${file}.partial`, file);
  await precompressFile(file);
}
