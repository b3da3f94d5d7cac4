import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxyServer } from 'http-proxy-3';

/** A round-robin reverse proxy in front of the API processes, as the compose file's nginx is. */
export interface RoundRobinProxy {
  url: string;
  /** How many requests each upstream was sent, by its URL. */
  counts: Map<string, number>;
  close(): Promise<void>;
}

/**
 * Listens on `port` of 127.0.0.1 and sends each request (and WebSocket upgrade) to the next of
 * `upstreams` in turn, adding X-Forwarded-For/-Proto/-Port (the APIs run with TRUST_PROXY=1 and
 * take the learner's address from it). An upstream that refuses answers 502.
 */
export async function startProxy(upstreams: string[], port: number): Promise<RoundRobinProxy> {
  const proxy = createProxyServer({ xfwd: true });
  const counts = new Map(upstreams.map((upstream) => [upstream, 0]));
  let next = 0;
  const pick = (): string => {
    const upstream = upstreams[next % upstreams.length] ?? '';
    next += 1;
    counts.set(upstream, (counts.get(upstream) ?? 0) + 1);
    return upstream;
  };
  proxy.on('error', (_error, _request, response) => {
    if ('writeHead' in response && !response.headersSent) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('Bad gateway');
    } else response.destroy();
  });
  const server: Server = createServer((request, response) =>
    proxy.web(request, response, { target: pick() }),
  );
  server.on('upgrade', (request, socket, head) => proxy.ws(request, socket, head, { target: pick() }));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    counts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        proxy.close();
      }),
  };
}
