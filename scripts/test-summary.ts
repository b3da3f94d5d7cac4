import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Adds up the JSON reports of vitest and Playwright in a folder and prints the plain closing
 * line CI reads: "tests: N passed, N failed". Exits non-zero when anything failed or nothing ran.
 */
const folder = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(folder, file), 'utf8')) as {
    numPassedTests?: number;
    numFailedTests?: number;
    numPendingTests?: number;
    stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += report.numPendingTests ?? 0;
  }
  console.log(`${file}: ${passed} passed so far`);
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || passed === 0) process.exit(1);
