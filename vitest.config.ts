import { defineConfig } from 'vitest/config';

/**
 * One test command for the whole monorepo. Each project runs in its own environment:
 * pure packages and the server in Node, the web app in jsdom.
 */
export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      'apps/server/vitest.config.ts',
      'apps/web/vite.config.ts',
    ],
  },
});
