import type { Config } from '@react-router/dev/config';
import { itemQuestionTypes } from '@prepwise/contracts';

/**
 * React Router's framework mode, as a single-page app with its first views prerendered: the
 * build renders these pages to HTML (`dist/client/<path>/index.html`, `/` to `index.html`), every
 * other path gets `dist/client/__spa-fallback.html` (the root's spinner), and the browser hydrates
 * what it was sent. The sign-in pages are prerendered whole; the signed-in pages as their first
 * view (the private area's HydrateFallback) until the learner is loaded; `/` as the way to the
 * login page (a fallback page sent for `/` itself would hydrate as the root alone).
 */
export default {
  appDirectory: 'src/app',
  buildDirectory: 'dist',
  ssr: false,
  prerender: [
    '/',
    '/platform/auth/login',
    '/platform/auth/register',
    '/platform/user/home',
    ...itemQuestionTypes.map((type) => `/platform/exam/${type}`),
  ],
} satisfies Config;
