/**
 * Responses the early boot script (`early-boot.ts`, run from the head of index.html) asked for
 * before the app arrived: the learner, their allowances and the first data of the page opened.
 * Each is handed to the app's first request for the same URL, once, and only when the token the
 * script sent is still the stored one; any other request goes to the network as usual.
 */
interface EarlyResponses {
  token: string;
  responses: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    __prepwiseEarly?: EarlyResponses;
  }
}

/** A URL with its query parameters in a fixed order, so `?a=1&b=2` and `?b=2&a=1` are one request. */
function requestKey(url: string): string {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.sort();
  const sorted = params.toString();
  return sorted ? `${path}?${sorted}` : path;
}

/** The early response for a GET of `url` sent with `token`, taken (a second call gets nothing). */
export function takeEarlyResponse(url: string, token: string | null): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__prepwiseEarly;
  if (!early || !token || early.token !== token) return undefined;
  const key = requestKey(url);
  for (const [earlyUrl, response] of Object.entries(early.responses)) {
    if (!response || requestKey(earlyUrl) !== key) continue;
    early.responses[earlyUrl] = undefined;
    return response;
  }
  return undefined;
}
