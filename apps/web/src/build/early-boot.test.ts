import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManifestChunk } from '../../build-files';
import { buildEarlyRoutes, earlyBootScript, earlyRoutes, withEarlyBoot } from '../../early-boot';
import { questionPageQueryOptions } from '../features/practice/api/practice-api';
import { envelopeResponse, urlOf } from '../test/fetch';

const manifest: Record<string, ManifestChunk> = Object.fromEntries(
  earlyRoutes
    .flatMap((route) => route.modules)
    .map((module) => [
      module,
      { file: `assets/${module.split('/').pop()?.replace('.tsx', '')}-X.js`, imports: ['_shared'] },
    ]),
);
manifest._shared = { file: 'assets/shared-Y.js' };

/** A URL with its query parameters sorted, as the app matches an early response to its request. */
function requestKey(url: string): string {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.sort();
  return `${path}?${params.toString()}`;
}

/** The URL the question list's first page is asked at by the page itself (its typed client). */
async function firstPageUrl(): Promise<string> {
  const seen = vi.fn<typeof fetch>(() => Promise.resolve(envelopeResponse(200, '', [])));
  vi.stubGlobal('fetch', seen);
  const options = questionPageQueryOptions({
    type: 'SPEAKING_READ_ALOUD',
    page: 0,
    size: 10,
    repeatedOnly: false,
  });
  await new QueryClient().fetchQuery(options);
  const [input] = seen.mock.calls[0] ?? [];
  return urlOf(input ?? '');
}

function runBootScript(path: string): void {
  window.history.replaceState(null, '', path);
  // The script as the browser runs it: its text, in this page.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function(earlyBootScript(buildEarlyRoutes(manifest)))();
}

describe('the early boot script', () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    document.head.innerHTML = '';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
    localStorage.clear();
    sessionStorage.clear();
    delete window.__prepwiseEarly;
    window.history.replaceState(null, '', '/');
  });

  it("fetches a practice page's first data with the stored token and preloads its chunks", async () => {
    // The page's own first request: a page whose URL changes and the script's no longer match fails here.
    const firstPage = await firstPageUrl();
    vi.stubGlobal('fetch', fetchMock);
    sessionStorage.setItem('prepwise.token', 'tok');
    runBootScript('/platform/exam/SPEAKING_READ_ALOUD');
    const urls = fetchMock.mock.calls.map((call) => (call as unknown as [string])[0]);
    expect(urls.slice(0, 2)).toEqual(['/user/', '/user/access-control']);
    expect(urls.slice(2).map(requestKey)).toEqual([requestKey(firstPage)]);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok');
    expect(window.__prepwiseEarly?.token).toBe('tok');
    const preloads = [...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(preloads).toContain('/assets/question-type-page-X.js');
    expect(preloads).toContain('/assets/shared-Y.js');
    expect(new Set(preloads).size).toBe(preloads.length);
  });

  it('on a page prerendered with its first view, starts once that has painted, and only once', () => {
    vi.useFakeTimers();
    try {
      localStorage.setItem('prepwise.token', 'tok');
      const script = document.createElement('script');
      script.setAttribute('data-after-paint', '');
      vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
      runBootScript('/platform/user/home');
      expect(fetchMock).not.toHaveBeenCalled();
      expect(document.head.querySelector('link')).toBeNull();
      vi.advanceTimersByTime(17);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      // The preload links go a few per task.
      expect(document.head.querySelectorAll('link[rel=modulepreload]')).toHaveLength(4);
      vi.advanceTimersByTime(50);
      const preloads = [...document.head.querySelectorAll('link[rel=modulepreload]')];
      expect(preloads.length).toBeGreaterThan(4);
      expect(preloads.map((link) => link.getAttribute('href'))).toContain('/assets/home-page-X.js');
      // The background-tab fallback finds it started.
      vi.advanceTimersByTime(1000);
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });

  it('does nothing for a visitor without a token (the page becomes the sign-in page)', () => {
    runBootScript('/platform/user/home');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.head.querySelector('link')).toBeNull();
    expect(window.__prepwiseEarly).toBeUndefined();
  });

  it('does nothing on other pages or with a query', () => {
    localStorage.setItem('prepwise.token', 'tok');
    runBootScript('/platform/user/profile');
    runBootScript('/platform/exam/SPEAKING_READ_ALOUD?page=2');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names a module missing from the build instead of preloading nothing', () => {
    expect(() => buildEarlyRoutes({})).toThrow(/is not in the build's manifest/);
  });

  it('goes right after the charset in the head of index.html, once', () => {
    const html = withEarlyBoot('<html><head>\n<meta charset="UTF-8" />\n<title>P</title></head></html>');
    expect(html).toContain(
      '<meta charset="UTF-8" />\n    <script async src="/early-boot.js"></script>\n<title>',
    );
    expect(withEarlyBoot(html)).toBe(html);
    expect(withEarlyBoot('<html><head><title>P</title></head></html>')).toContain(
      '<head>\n    <script async',
    );
    expect(withEarlyBoot('<html><head></head></html>', { afterPaint: true })).toContain(
      '<script async src="/early-boot.js" data-after-paint></script>',
    );
  });
});
