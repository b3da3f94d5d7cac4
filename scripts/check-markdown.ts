import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brokenLinks } from './markdown-links.js';

/**
 * `npm run lint:docs` (part of `npm run lint`): every relative link of the repository's Markdown
 * files (as git lists them) must reach a file, and its `#fragment` a heading there. Exits 1 on
 * a broken one. Formatting is checked beside it by Prettier (`prettier --check`).
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], {
  cwd: repoRoot,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean)
  .map((file) => join(repoRoot, file));
const problems = brokenLinks(files, repoRoot);
if (problems.length > 0) {
  console.error(`Markdown: ${problems.length} broken link(s)`);
  for (const line of problems) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`Markdown: ${files.length} files, every relative link resolves`);
