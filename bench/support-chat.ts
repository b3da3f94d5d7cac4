import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { startServer } from './support/server.js';

/**
 * Support chat delivery under 200 open WebSockets (SUPPORT_CHAT_SOCKETS). Starts the server like `npm start` (embedded
 * PGlite on a fresh data folder, demo accounts), opens 200 visitor conversations, each with its
 * own socket, plus the admin inbox's socket. Each round the admin replies once to every
 * conversation (20 replies in flight); a reply's latency is from sending `POST
 * /api/admin/support/conversations/{id}/messages` until the visitor's socket receives it (stored,
 * audited, published through the shared news, pushed). The baseline, in the same run over the
 * same server and the same 200 sockets, is a bare echo: a WebSocket ping until its pong. Prints
 * one JSON object: p50/p95/max per round and the median of the rounds' p95, for both.
 *
 * Usage: npm run bench:chat (SUPPORT_CHAT_ROUNDS, default 5; SUPPORT_CHAT_IN_FLIGHT, default 20;
 * SUPPORT_CHAT_SOCKETS, default 200, fewer for a quick try). Target: replies p95 < 200 ms.
 * The sockets are the `ws` client of the server's own major version (8), a root devDependency.
 */
const usage = `Usage: npm run bench:chat
Environment: SUPPORT_CHAT_SOCKETS (visitor sockets, default 200), SUPPORT_CHAT_ROUNDS (default 5),
SUPPORT_CHAT_IN_FLIGHT (replies in flight, default 20). Prints one JSON object; target p95 < 200 ms.
`;
if (process.argv.includes('--help')) {
  process.stdout.write(usage);
  process.exit(0);
}
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sockets = Number(process.env.SUPPORT_CHAT_SOCKETS ?? 200);
const rounds = Number(process.env.SUPPORT_CHAT_ROUNDS ?? 5);
const inFlight = Number(process.env.SUPPORT_CHAT_IN_FLIGHT ?? 20);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function summarise(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1) ?? 0),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function api<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

interface Visitor {
  id: string;
  socket: WebSocket;
  waiting: Map<string, (at: number) => void>;
}

function openSocket(
  base: string,
  hello: object,
  onEvent: (event: { type: string; message?: { body: string } }) => void,
) {
  return new Promise<WebSocket>((resolveOpen, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/support/socket`);
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify(hello)));
    socket.on('message', (data: Buffer) => {
      const event = JSON.parse(data.toString('utf8')) as { type: string; message?: { body: string } };
      if (event.type === 'ready') resolveOpen(socket);
      onEvent(event);
    });
  });
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const item = items[next];
        next += 1;
        if (item !== undefined) await work(item);
      }
    }),
  );
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'prepwise-bench-chat-'));
  const server = await startServer({
    root: repoRoot,
    env: {
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      SUPPORT_RATE_LIMIT_PER_MINUTE: '100000',
      SUPPORT_CONVERSATION_RATE_LIMIT_PER_HOUR: '100000',
    },
    // Migrations and the demo seed on PGlite took over 60 s on the shared machine (load 15-25).
    healthTimeoutMs: 180_000,
  });
  try {
    const { base } = server;
    const login = await api<{ accessToken: string }>(base, '/auth/login', {
      email: 'admin@prepwise.test',
      password: 'admin123',
    });
    const adminToken = login.accessToken;
    const visitors: Visitor[] = [];
    for (let index = 0; index < sockets; index += 1) {
      const started = await api<{ token: string; thread: { conversation: { id: string } } }>(
        base,
        '/api/support/conversations',
        { email: `bench-${index}@example.com`, body: `Question ${index}` },
      );
      const waiting = new Map<string, (at: number) => void>();
      const socket = await openSocket(base, { type: 'hello', conversationToken: started.token }, (event) => {
        if (event.type !== 'message' || !event.message) return;
        waiting.get(event.message.body)?.(performance.now());
      });
      visitors.push({ id: started.thread.conversation.id, socket, waiting });
    }
    const staffSocket = await openSocket(
      base,
      { type: 'hello', role: 'staff', accessToken: adminToken },
      () => {},
    );
    process.stderr.write(`${visitors.length} visitor sockets and the inbox's socket open\n`);

    const replyRounds: ReturnType<typeof summarise>[] = [];
    const echoRounds: ReturnType<typeof summarise>[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const echo: number[] = [];
      await pool(visitors, inFlight, async ({ socket }) => {
        const sent = performance.now();
        await new Promise<void>((done) => {
          socket.once('pong', () => done());
          socket.ping();
        });
        echo.push(performance.now() - sent);
      });
      const replies: number[] = [];
      await pool(visitors, inFlight, async (visitor) => {
        const body = `Reply ${round} to ${visitor.id}`;
        const sent = performance.now();
        const arrived = new Promise<number>((done) => visitor.waiting.set(body, done));
        await api(base, `/api/admin/support/conversations/${visitor.id}/messages`, { body }, adminToken);
        replies.push((await arrived) - sent);
        visitor.waiting.delete(body);
      });
      replyRounds.push(summarise(replies));
      echoRounds.push(summarise(echo));
      process.stderr.write(
        `round ${round + 1}: replies ${JSON.stringify(replyRounds.at(-1))} echo ${JSON.stringify(echoRounds.at(-1))}\n`,
      );
    }
    for (const visitor of visitors) visitor.socket.close();
    staffSocket.close();
    const result = {
      machine: {
        cpus: cpus().length,
        model: cpus()[0]?.model ?? 'unknown',
        memoryGiB: Math.round(totalmem() / 2 ** 30),
      },
      node: process.version,
      sockets,
      rounds,
      inFlight,
      replyToSocket: { rounds: replyRounds, medianP95: median(replyRounds.map((round) => round.p95)) },
      baselinePingPong: { rounds: echoRounds, medianP95: median(echoRounds.map((round) => round.p95)) },
      targetP95Ms: 200,
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
