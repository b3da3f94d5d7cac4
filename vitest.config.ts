import { defineConfig } from 'vitest/config';

const jsonReport = process.env.VITEST_JSON;

/**
 * One test command for the whole monorepo. Each project runs in its own environment:
 * pure packages and the server in Node, the web app in jsdom.
 */
export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/scripts/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      'apps/server/vitest.config.ts',
      'apps/web/vite.config.ts',
    ],
  },
});
