import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { earlyBoot } from './early-boot';
import { precompress } from './precompress';
import { prerender } from './prerender';

const apiTarget = 'http://localhost:3000';
const proxiedPrefixes = ['/api', '/auth', '/user', '/files'];

/**
 * How the bundle is cut. React and the router: one chunk that rarely changes, cached across
 * deploys. Everything the first page needs whatever it is (`$initial`): the entry. The UI
 * libraries the pages use (Mantine, icons, queries and their helpers): one chunk, not one file
 * per component: a signed-in page on a phone otherwise asked for 77 files of 1-2 KB over HTTP/1.1's
 * six connections, each costing a round trip (now 17, about as many bytes; see bench/RESULTS.md).
 * The app's own modules stay split by page. (Grouping `src/components` and `src/lib` the same way
 * broke the language switch in the browser journeys: not done.) Mantine's charts stay out of it:
 * they come with recharts in the home page's lazily loaded charts chunk, never with the first load.
 */
const vendorGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 3,
  },
  { name: 'boot', tags: ['$initial' as const], priority: 2 },
  {
    name: 'ui',
    test: /node_modules[\\/](@mantine(?![\\/]charts[\\/])|@tabler|@floating-ui|@tanstack|@babel[\\/]runtime|clsx|tslib|react-remove-scroll[^\\/]*|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|detect-node-es|react-transition-group|react-textarea-autosize|use-isomorphic-layout-effect|use-latest|use-composed-ref)[\\/]/,
    // Only the modules named: their dependencies already in the entry stay there.
    includeDependenciesRecursively: false,
    priority: 1,
  },
];

/** Vite builds the SPA into apps/web/dist (served by the server at `/`); Vitest runs its unit tests in jsdom. */
export default defineConfig({
  plugins: [react(), prerender(), earlyBoot(), precompress()],
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
      proxiedPrefixes.map((prefix) => [
        prefix,
        { target: apiTarget, changeOrigin: true, ws: prefix === '/api' },
      ]),
    ),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Room for the longer waits of setup.ts on a machine busy with the server's tests.
    testTimeout: 20_000,
    env: { TZ: 'UTC' },
  },
});
