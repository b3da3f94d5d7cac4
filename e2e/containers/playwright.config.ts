import { defineConfig } from '@playwright/test';
import { journeyDefaults } from '../support/journey-options.js';

// STACK_URL: the compose stack's proxy (docs/operations.md, "Production": `podman-compose ... up`).
const stackUrl = process.env.STACK_URL ?? 'http://127.0.0.1:8080';

/**
 * A learner's journey through the container stack of compose.yaml (two API containers behind the
 * proxy, two worker containers, PostgreSQL, the S3 store, Redis, the SMTP catcher), run by hand
 * once the stack is up with the demo content seeded: `npx playwright test -c
 * e2e/containers/playwright.config.ts`. Not part of CI (no container engine there); the same
 * layout as plain processes is CI's `e2e/cluster`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../artifacts/containers',
  timeout: 240_000,
  ...journeyDefaults(stackUrl),
});
