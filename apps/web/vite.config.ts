import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { reactRouter } from '@react-router/dev/vite';
import type { Plugin } from 'vite';
import { moduleMockingTests, webTestFiles } from './test-isolation.ts';

const apiTarget = 'http://localhost:3000';
const proxiedPrefixes = ['/api', '/auth', '/user', '/files'];

/**
 * How the bundle is cut. React and the router: one chunk that rarely changes, cached across
 * deploys; with the root route and the browser entry it is all every page loads first. The UI
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
  {
    name: 'ui',
    // Their stylesheets stay with the root (mantine-styles.ts): the root must not import this chunk for them.
    test: (id: string) =>
      !id.endsWith('.css') &&
      /node_modules[\\/](@mantine(?![\\/]charts[\\/])|@tabler|@floating-ui|@tanstack|@babel[\\/]runtime|clsx|tslib|react-remove-scroll[^\\/]*|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|detect-node-es|react-transition-group|react-textarea-autosize|use-isomorphic-layout-effect|use-latest|use-composed-ref)[\\/]/.test(
        id,
      ),
    // Only the modules named: their dependencies already in the entry stay there.
    includeDependenciesRecursively: false,
    priority: 1,
  },
];

/**
 * React Router keeps each route module's exports as they are (`exports-only`), which the `ui`
 * group's setting above may not be combined with: the builds let a route module's chunk
 * export more than its module does (`allow-extension`, harmless: React Router reads the exports
 * it knows by name).
 */
const allowChunkExtension: Plugin = {
  name: 'prepwise-allow-chunk-extension',
  enforce: 'post',
  configEnvironment(_name, options) {
    const rollupOptions = options.build?.rollupOptions ?? {};
    return { build: { rollupOptions: { ...rollupOptions, preserveEntrySignatures: 'allow-extension' } } };
  },
};

/** React Router builds the app into apps/web/dist/client (served by the server at `/`); Vitest runs its unit tests in jsdom. */
export default defineConfig({
  // React Router builds and prerenders the app (react-router.config.ts); Vitest renders
  // components with the plain React plugin.
  plugins: process.env.VITEST ? [react()] : [reactRouter(), allowChunkExtension],
  base: '/',
  build: {
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
    include: webTestFiles,
    // One module graph per worker (see test-isolation.ts); the files that mock a module run
    // isolated in the `web-isolated` project (vitest.config.ts at the root).
    isolate: false,
    exclude: [...configDefaults.exclude, ...moduleMockingTests(import.meta.dirname)],
    setupFiles: ['./src/test/setup.ts'],
    // Room for the longer waits of setup.ts on a machine busy with the server's tests.
    testTimeout: 20_000,
    env: { TZ: 'UTC' },
  },
});
