import { createConnection, createServer, type Socket } from 'node:net';
import { once } from 'node:events';

/** How the proxy treats the app's connections: pass bytes, refuse them, or swallow them. */
export type ProxyMode = 'forward' | 'refuse' | 'silent';

/**
 * A TCP proxy on a free port of 127.0.0.1 in front of a server (the test Redis, PostgreSQL), so a
 * test or bench can make that server stop answering for one app without touching the server
 * others share. `refuse` drops every open connection and each new one (a server that went away);
 * `silent` keeps connections open but passes nothing either way (a server that hangs).
 */
export async function startTcpProxy(host: string, port: number) {
  const pairs = new Set<[Socket, Socket]>();
  let mode: ProxyMode = 'forward';
  const server = createServer((client) => {
    if (mode === 'refuse') {
      client.destroy();
      return;
    }
    const upstream = createConnection({ host, port });
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
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    port: address.port,
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

/** {@link startTcpProxy} in front of the Redis of `redisUrl`, with the URL that goes through it. */
export async function startRedisProxy(redisUrl: string) {
  const target = new URL(redisUrl);
  const proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
  return { ...proxy, url: `redis://127.0.0.1:${proxy.port}${target.pathname}` };
}
