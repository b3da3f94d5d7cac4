import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { closeDeps, createDeps } from '../apps/server/src/bootstrap.js';
import { loadConfig } from '../apps/server/src/config.js';
import { seedDemo } from '../apps/server/src/db/seed.js';

/**
 * Load on `GET /api/questions-by-type` (auth, validation, two queries, presenter, envelope)
 * against a bare Fastify route returning the same JSON from memory, alternating in one run.
 * Usage: node --import tsx bench/questions-by-type.ts [--seconds 10] [--rounds 3] [--connections 10]
 */
const args = new Map(process.argv.slice(2).map((arg, index, all) => [arg, all[index + 1]]));
const seconds = Number(args.get('--seconds') ?? 10);
const rounds = Number(args.get('--rounds') ?? 3);
const connections = Number(args.get('--connections') ?? 10);

async function measure(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'prepwise-bench-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
  });
  const deps = await createDeps(config, { work: false });
  await seedDemo(deps);
  const app = await buildApp({ deps, serveWeb: false });
  const base = await listen(app);
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // The admin sees the full bank (a free learner sees its free part): a full 25-item page.
    body: JSON.stringify({ email: 'admin@prepwise.test', password: 'admin123' }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const path = '/api/questions-by-type?page=0&size=25&sort=id,asc&type=PHONETIC_STRESS';
  const headers = { authorization: `Bearer ${token}` };
  const page = await (await fetch(`${base}${path}`, { headers })).text();

  const bare = Fastify();
  bare.get('/api/questions-by-type', async (_request, reply) => reply.type('application/json').send(page));
  const bareBase = await listen(bare);

  const runs: { app: number[]; bare: number[]; appP99: number[]; bareP99: number[] } = {
    app: [],
    bare: [],
    appP99: [],
    bareP99: [],
  };
  for (let round = 0; round < rounds; round += 1) {
    const measuredBare = await measure(`${bareBase}${path}`, headers);
    const measuredApp = await measure(`${base}${path}`, headers);
    runs.bare.push(measuredBare.requestsPerSecond);
    runs.app.push(measuredApp.requestsPerSecond);
    runs.bareP99.push(measuredBare.p99);
    runs.appP99.push(measuredApp.p99);
    console.log(
      `round ${round + 1}: app ${measuredApp.requestsPerSecond} req/s, bare ${measuredBare.requestsPerSecond} req/s`,
    );
  }
  const appMedian = median(runs.app);
  const bareMedian = median(runs.bare);
  console.log(
    JSON.stringify({
      database: deps.database.kind,
      seconds,
      rounds,
      connections,
      responseBytes: page.length,
      app: { medianRequestsPerSecond: appMedian, medianP99Ms: median(runs.appP99) },
      bare: { medianRequestsPerSecond: bareMedian, medianP99Ms: median(runs.bareP99) },
      ratio: Math.round((appMedian / bareMedian) * 1000) / 1000,
    }),
  );
  await bare.close();
  await app.close();
  await closeDeps(deps);
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
