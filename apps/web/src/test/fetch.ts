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
