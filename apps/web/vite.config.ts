import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';
import { prerender } from './prerender';

const apiTarget = 'http://localhost:3000';
const proxiedPrefixes = ['/api', '/auth', '/user', '/files'];

/**
 * Vendor chunks that change rarely, so a deploy of app code keeps them cached on phones. Only code
 * every page needs goes in a group: a group is loaded as a whole, so putting, say, all of Mantine in
 * one would pull the components of every lazy page into the first load. The rest is split by use.
 */
const vendorGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
  },
];

/** Vite builds the SPA into apps/web/dist (served by the server at `/`); Vitest runs its unit tests in jsdom. */
export default defineConfig({
  plugins: [react(), prerender(), precompress()],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxiedPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    env: { TZ: 'UTC' },
  },
});
