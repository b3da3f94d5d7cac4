import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkManifests, shown } from './kubernetes/check.js';

/** `npm run lint:kubernetes`: checks deploy/kubernetes (see scripts/kubernetes/check.ts); exits 1 on a problem. */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const folder = join(repoRoot, 'deploy', 'kubernetes');
const problems = await checkManifests(folder, repoRoot);
if (problems.length > 0) {
  console.error(`${shown(folder, repoRoot)}: ${problems.length} problem(s)`);
  for (const line of problems) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`${shown(folder, repoRoot)}: every manifest valid`);
