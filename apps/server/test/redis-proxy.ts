import { createConnection, createServer, type Socket } from 'node:net';
import { once } from 'node:events';

/** How the proxy treats the app's connections: pass bytes, refuse them, or swallow them. */
export type ProxyMode = 'forward' | 'refuse' | 'silent';

/**
 * A TCP proxy in front of the test Redis, so a test can make Redis stop answering for one app
 * without touching the Redis other tests share. `refuse` drops every open connection and each new
 * one (a Redis that went away); `silent` keeps connections open but passes nothing either way (a
 * Redis that hangs).
 */
export async function startRedisProxy(redisUrl: string) {
  const target = new URL(redisUrl);
  const pairs = new Set<[Socket, Socket]>();
  let mode: ProxyMode = 'forward';
  const server = createServer((client) => {
    if (mode === 'refuse') {
      client.destroy();
      return;
    }
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 6379) });
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.on('data', (chunk) => mode === 'forward' && upstream.write(chunk));
    upstream.on('data', (chunk) => mode === 'forward' && client.write(chunk));
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  const dropAll = () => {
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
  };
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the Redis proxy has no port');
  const url = `redis://127.0.0.1:${address.port}${target.pathname}`;
  return {
    url,
    setMode(next: ProxyMode): void {
      mode = next;
      if (next === 'refuse') dropAll();
    },
    async close(): Promise<void> {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
