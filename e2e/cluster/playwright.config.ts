import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { journeyDefaults } from '../support/journey-options.js';

// CLUSTER_E2E_PORT lets two runs share a machine; the spec starts the cluster's proxy on it.
const port = Number(process.env.CLUSTER_E2E_PORT ?? 3300);

// The cluster's shared data folder (logs, outbox; uploads without S3). The config is evaluated
// again in each worker; the environment carries the runner's folder to them and to the outbox helper.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'prepwise-cluster-e2e-'));

/**
 * The production layout (`npm run cluster`: proxy, two API processes, two workers, PostgreSQL) in
 * Debian's Chromium. The spec starts and stops the cluster itself (it needs the compiled server:
 * `npm run test:e2e:cluster` builds first).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../artifacts/cluster',
  timeout: 120_000,
  ...journeyDefaults(`http://127.0.0.1:${port}`),
});
