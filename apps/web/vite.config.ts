import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiTarget = 'http://localhost:3000';
const proxiedPrefixes = ['/api', '/auth', '/user', '/files'];

/** Vite builds the SPA into apps/web/dist (served by the server at `/`); Vitest runs its unit tests in jsdom. */
export default defineConfig({
  plugins: [react()],
  base: '/',
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    env: { TZ: 'UTC' },
  },
});
