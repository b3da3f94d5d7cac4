import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { repoRoot } from './cluster.js';
import { apiServerStats, writeClusterHaproxyConfig } from './haproxy.js';
import { freePort } from './ports.js';

/**
 * The shipped proxy configuration (deploy/haproxy.cfg), run in Debian's HAProxy in front of two
 * echo servers standing in for the APIs: round robin with the client's address, WebSockets,
 * health checks, and no failed request when one API dies.
 */
const haproxyMissing = spawnSync('haproxy', ['-v']).error !== undefined;
if (haproxyMissing && process.env.CI) throw new Error('CI: haproxy is missing (apt-get install haproxy)');

interface Echo {
  name: string;
  server: Server;
  port: number;
}

function startEcho(name: string): Promise<Echo> {
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({ name, forwardedFor: request.headers['x-forwarded-for'], path: request.url }),
    );
  });
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket) =>
    socket.on('message', (data: Buffer) => socket.send(`${name}:${data.toString('utf8')}`)),
  );
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ name, server, port: (server.address() as AddressInfo).port }),
    ),
  );
}

describe.skipIf(haproxyMissing)('deploy/haproxy.cfg in HAProxy', () => {
  const echoes: Echo[] = [];
  let haproxy: ChildProcess;
  let folder: string;
  let url: string;
  let statsPort: number;

  const upCount = async () =>
    [...(await apiServerStats(statsPort)).values()].filter((server) => server.status === 'UP').length;
  const until = async (check: () => Promise<boolean>) => {
    for (let tries = 0; tries < 100 && !(await check().catch(() => false)); tries += 1)
      await new Promise((resume) => setTimeout(resume, 100));
  };

  beforeAll(async () => {
    echoes.push(await startEcho('api1'), await startEcho('api2'));
    folder = mkdtempSync(join(tmpdir(), 'prepwise-haproxy-'));
    const proxyPort = await freePort();
    statsPort = await freePort();
    const config = writeClusterHaproxyConfig(
      repoRoot,
      folder,
      echoes.map((echo) => `127.0.0.1:${echo.port}`),
      statsPort,
    );
    const check = spawnSync('haproxy', ['-c', '-f', config], {
      env: { ...process.env, PROXY_BIND: '127.0.0.1:1' },
    });
    expect(check.status, String(check.stderr)).toBe(0);
    haproxy = spawn('haproxy', ['-db', '-f', config], {
      env: { ...process.env, PROXY_BIND: `127.0.0.1:${proxyPort}` },
      stdio: 'ignore',
    });
    url = `http://127.0.0.1:${proxyPort}`;
    await until(async () => (await upCount()) === 2);
  });

  afterAll(async () => {
    haproxy?.kill('SIGTERM');
    await Promise.all(echoes.map(({ server }) => new Promise((resolve) => server.close(resolve))));
    rmSync(folder, { recursive: true, force: true });
  });

  it('checks both APIs and sends requests to them in turn, with the client address', async () => {
    expect(await upCount()).toBe(2);
    const answers = [];
    for (let index = 0; index < 4; index += 1)
      answers.push(
        (await (await fetch(`${url}/api/questions?n=${index}`)).json()) as {
          name: string;
          forwardedFor: string;
        },
      );
    expect(new Set(answers.map((answer) => answer.name))).toEqual(new Set(['api1', 'api2']));
    expect(answers[0]?.forwardedFor).toBe('127.0.0.1');
  });

  it('carries WebSockets (the support chat, the teachers’ live pages)', async () => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/api/support/socket`);
    const reply = await new Promise<string>((resolve, reject) => {
      socket.once('open', () => socket.send('hello'));
      socket.once('message', (data: Buffer) => resolve(data.toString('utf8')));
      socket.once('error', reject);
    });
    socket.close();
    expect(reply).toMatch(/^api[12]:hello$/);
  });

  it('loses no request when one API dies: retried on the other, then taken out by its health check', async () => {
    const [first] = echoes;
    if (!first) throw new Error('no echo');
    first.server.closeAllConnections();
    await new Promise((resolve) => first.server.close(resolve));
    const statuses: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      statuses.push((await fetch(`${url}/api/questions?after=${index}`)).status);
      // A POST is never sent twice, but a refused connection is retried (nothing was sent).
      statuses.push((await fetch(`${url}/api/answers`, { method: 'POST', body: '{}' })).status);
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const firstState = async () => (await apiServerStats(statsPort)).get('api1')?.status ?? '';
    await until(async () => (await firstState()).startsWith('DOWN'));
    expect(await firstState()).toMatch(/^DOWN/);
    expect(await upCount()).toBe(1);
  });
});
