import { vi } from 'vitest';
/** A fetch Response carrying the server's envelope. */
export function envelopeResponse(status: number, message: string, data: unknown): Response {
  return new Response(JSON.stringify({ statusCode: status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The URL a fake fetch was called with. */
export function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** The parsed JSON body a fake fetch was called with. */
export function jsonBodyOf(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** Stubs the global fetch: each call is answered by `answer`, given its URL and request. */
export function stubFetch(
  answer: (url: string, init: RequestInit | undefined) => Response | Promise<Response>,
) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => answer(urlOf(input), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls a stubbed fetch received with `method` (GET when none was given). */
export function callsWith(fetchMock: ReturnType<typeof stubFetch>, method: string) {
  return fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
}
