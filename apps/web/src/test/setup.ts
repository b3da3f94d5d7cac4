import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { appQueryClient } from '../lib/query-client';
import { i18n } from '../lib/i18n';
import '../lib/signed-in-texts';

// The suite shares two cores with the server's tests in CI: waiting for what a page shows gets
// 5 s instead of 1 s, so a busy machine makes no failure (a missing element still fails).
configure({ asyncUtilTimeout: 5_000 });

// jsdom has neither matchMedia nor ResizeObserver; Mantine needs both. The tests ask for reduced
// motion: the app's theme then draws Mantine's transitions at once, so no transition's timer fires
// after its test file's window is gone (a busy CI machine once hit "window is not defined").
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
window.scrollTo = () => undefined;

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  // The app's one query client (the route loaders' and the pages'): no test sees another's answers.
  appQueryClient().clear();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

// The web tests run without isolation (apps/web/test-isolation.ts): the next file in this worker
// must not inherit this one's fake clock, spies or stubbed environment.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});
