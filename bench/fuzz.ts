import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import pg from 'pg';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { closeDeps, createDeps } from '../apps/server/src/bootstrap.js';
import { loadConfig } from '../apps/server/src/config.js';
import { questions, users } from '../apps/server/src/db/schema/index.js';
import { seedQuestionBank } from '../apps/server/src/db/seed-bank.js';
import { signAccessToken } from '../apps/server/src/lib/tokens.js';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.js';
import { grantFreeTier } from '../apps/server/src/modules/entitlements/entitlements.service.js';
import {
  listRoutes,
  problemWith,
  requestsFor,
  send,
  type FuzzRequest,
} from '../apps/server/test/fuzz/route-fuzz.js';

/**
 * `npm run bench:fuzz`: every route fuzzed from its own schemas (apps/server/test/fuzz/route-fuzz.ts),
 * `--requests` (default 10,000) sent through `app.inject` to the whole app on a fresh database with
 * the question bank seeded, with no token, a learner's, an admin's or a forged one; bodies include
 * JSON nested thousands deep, and one request in 50 carries 20 KB of headers, sent over a socket
 * to the listening app (Node's 16 KB header limit applies there, not in `inject`). Counts replies
 * by status and by route; any 5xx or error outside the envelope is listed (first 20) with its
 * request, and makes the exit code 1. `--database postgres` uses a fresh database
 * prepwise_rel_fuzz_<random> on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * dropped at the end; the default is PGlite in a temporary folder. `--seed` replays a run.
 */
const { values: options } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    seed: { type: 'string' },
    database: { type: 'string', default: 'pglite' },
  },
});
const total = Number(options.requests);
const seed = options.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(options.seed);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'prepwise-bench-fuzz-'));
  const secret = randomBytes(24).toString('hex');
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    APP_SECRET: secret,
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
  };
  let dropDatabase = async () => {};
  if (options.database === 'postgres') {
    const name = `prepwise_rel_fuzz_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    };
  } else delete process.env.DATABASE_URL;

  // 5xx are logged by the errors plugin: kept at error level so a failure shows its cause.
  const logger = pino({ level: 'error' }) as FastifyBaseLogger;
  const deps = await createDeps(loadConfig(env), { work: false, logger });
  try {
    await seedQuestionBank(deps);
    const passwordHash = await hashPassword('fuzz-password');
    const [learner, admin, signOut] = await deps.db
      .insert(users)
      .values([
        {
          email: 'fuzz-learner@bench.test',
          passwordHash,
          fullName: 'Fuzz learner',
          activated: true,
          roles: ['ROLE_USER', 'ROLE_FREE_MEMBER'],
        },
        {
          email: 'fuzz-admin@bench.test',
          passwordHash,
          fullName: 'Fuzz admin',
          activated: true,
          roles: ['ROLE_ADMIN'],
        },
        {
          email: 'fuzz-sign-out@bench.test',
          passwordHash,
          fullName: 'Fuzz sign-out',
          activated: true,
          roles: ['ROLE_USER'],
        },
      ])
      .returning({ id: users.id });
    if (!learner || !admin || !signOut) throw new Error('users not inserted');
    await grantFreeTier(deps.db, learner.id);
    const now = new Date();
    const questionIds = (await deps.db.select({ id: questions.id }).from(questions).limit(20)).map(
      (row) => row.id,
    );
    const context = {
      tokens: {
        learner: await signAccessToken(secret, learner.id, 4 * 3600, now),
        admin: await signAccessToken(secret, admin.id, 4 * 3600, now),
        signOut: await signAccessToken(secret, signOut.id, 4 * 3600, now),
      },
      questionIds,
      uuids: [learner.id, admin.id],
    };
    const app = await buildApp({ deps, serveWeb: false, logger: { level: 'error' } });
    // Listening too: requests with 20 KB of headers go over a socket, where Node's limit applies.
    const base = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    const routes = listRoutes(app);
    console.error(`${routes.length} routes; ${total} requests; seed ${seed}; database ${options.database}`);

    const requests: FuzzRequest[] = fc.sample(requestsFor(routes, context), { numRuns: total, seed });
    const byStatus = new Map<number, number>();
    const byRoute = new Map<string, Map<number, number>>();
    const problems: string[] = [];
    const load = loadavg()[0];
    const started = performance.now();
    for (const [index, request] of requests.entries()) {
      const reply = await send(app, request, base);
      byStatus.set(reply.statusCode, (byStatus.get(reply.statusCode) ?? 0) + 1);
      let route = byRoute.get(request.route);
      if (!route) byRoute.set(request.route, (route = new Map<number, number>()));
      route.set(reply.statusCode, (route.get(reply.statusCode) ?? 0) + 1);
      const problem = problemWith(reply);
      if (problem && problems.length < 20)
        problems.push(
          `#${index} ${request.method} ${request.url.slice(0, 200)} (${request.auth}) body ${(typeof request.payload === 'string' ? request.payload : '').slice(0, 200)} -> ${problem}`,
        );
      if ((index + 1) % 2000 === 0) console.error(`${index + 1} sent`);
    }
    const seconds = (performance.now() - started) / 1000;
    await app.close();
    const fivexx = [...byStatus.entries()]
      .filter(([status]) => status >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    const result = {
      database: options.database,
      node: process.version,
      cores: cpus().length,
      loadAverageAtStart: load,
      seed,
      routes: routes.length,
      requests: total,
      seconds: Math.round(seconds),
      byStatus: Object.fromEntries([...byStatus.entries()].sort(([a], [b]) => a - b)),
      fivexx,
      problems,
      routesWithASuccess: [...byRoute.values()].filter((statuses) =>
        [...statuses.keys()].some((status) => status < 300),
      ).length,
      byRoute: Object.fromEntries(
        [...byRoute.entries()].sort().map(([route, statuses]) => [route, Object.fromEntries(statuses)]),
      ),
    };
    console.log(JSON.stringify(result));
    console.error(`by status ${JSON.stringify(result.byStatus)}; 5xx ${fivexx}; problems ${problems.length}`);
    for (const problem of problems) console.error(problem);
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    await closeDeps(deps);
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
