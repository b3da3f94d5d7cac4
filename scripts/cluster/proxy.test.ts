import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxy, type RoundRobinProxy } from './proxy.js';

/** An upstream that answers with its name and the forwarding headers it was sent. */
function startEcho(name: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        name,
        forwardedFor: request.headers['x-forwarded-for'],
        forwardedProto: request.headers['x-forwarded-proto'],
        path: request.url,
      }),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

describe('the cluster proxy', () => {
  const upstreams: { server: Server; url: string }[] = [];
  let proxy: RoundRobinProxy;

  beforeAll(async () => {
    upstreams.push(await startEcho('api1'), await startEcho('api2'));
    proxy = await startProxy(
      upstreams.map((upstream) => upstream.url),
      0,
    );
  });

  afterAll(async () => {
    await proxy.close();
    await Promise.all(upstreams.map(({ server }) => new Promise((resolve) => server.close(resolve))));
  });

  it('sends requests to the upstreams in turn, with the client address in X-Forwarded-For', async () => {
    const answers = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await fetch(`${proxy.url}/api/health?n=${index}`);
      answers.push((await response.json()) as { name: string; forwardedFor: string; path: string });
    }
    expect(answers.map((answer) => answer.name)).toEqual(['api1', 'api2', 'api1', 'api2']);
    expect(answers[0]).toMatchObject({ forwardedFor: '127.0.0.1', path: '/api/health?n=0' });
    expect([...proxy.counts.values()]).toEqual([2, 2]);
  });

  it('answers 502 when an upstream does not answer', async () => {
    const down = await startProxy(['http://127.0.0.1:1'], 0);
    try {
      expect((await fetch(`${down.url}/api/health`)).status).toBe(502);
    } finally {
      await down.close();
    }
  });
});
