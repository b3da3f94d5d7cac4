import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The web app's unit test files, as globs Vitest reads (relative to apps/web). */
export const webTestFiles = ['src/**/*.test.{ts,tsx}'];

/**
 * The test files that replace a module with `vi.mock`. Vitest runs the web tests without
 * isolation (one module graph per worker: the jsdom environment, React and Mantine load once
 * instead of once per file, about four times faster), but a module mock only holds in a fresh
 * module graph: these files run in a project of their own with isolation (vitest.config.ts at the
 * root). Found by reading the files, so a new test that mocks a module is isolated without a list
 * to keep.
 */
export function moduleMockingTests(root: string): string[] {
  const found: string[] = [];
  const visit = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.test\.tsx?$/.test(entry.name) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path, 'utf8')))
        found.push(relative(root, path));
    }
  };
  visit(join(root, 'src'));
  return found.sort();
}
