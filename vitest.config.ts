import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import webConfig from './apps/web/vite.config.ts';
import { moduleMockingTests } from './apps/web/test-isolation.ts';

const webRoot = new URL('./apps/web', import.meta.url).pathname;

const jsonReport = process.env.VITEST_JSON;

/**
 * One test command for the whole monorepo. Each project runs in its own environment:
 * pure packages and the server in Node, the web app in jsdom.
 */
export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    // Vitest's default in a run is one worker per core but one: a single worker on a 2-core
    // machine, where each test file (with its own database copy and Redis key prefix) could use
    // both. At least two, so the suites share the machine's cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/scripts/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // The scorer's tests load the recogniser and decode speech: vitest's 5 s default is too
          // short on a loaded 2-core machine (the server's project allows 30 s too).
          testTimeout: 30_000,
          // Pure functions: one module graph per worker (the lexicons and the recogniser's tables
          // load once, not once per file); half the time.
          isolate: false,
        },
      },
      'apps/server/vitest.config.ts',
      'apps/web/vite.config.ts',
      {
        // The web tests that mock a module, each in its own module graph (apps/web/test-isolation.ts).
        ...webConfig,
        root: webRoot,
        test: {
          ...webConfig.test,
          name: 'web-isolated',
          isolate: true,
          include: moduleMockingTests(webRoot),
          exclude: configDefaults.exclude,
        },
      },
    ],
  },
});
