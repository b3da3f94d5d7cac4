import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { closeDeps, createDeps } from '../apps/server/src/bootstrap.js';
import { loadConfig } from '../apps/server/src/config.js';
import { users } from '../apps/server/src/db/schema/index.js';
import { createFreshDatabase } from './support/fresh-database.js';
import { createLearners } from './support/learners.js';

/**
 * `npm run bench:sign-in`: a class signing in from one school network. On a fresh PostgreSQL
 * database (on BENCH_DATABASE_URL's server, dropped at the end) the app listens on a free port
 * and 40 learners sign in over real HTTP from one address (127.0.0.1, as behind one NAT), eight
 * at a time, within a minute; then 40 wrong passwords for one account, then its right password,
 * then a classmate. Run twice in the same process: with the budgets as configured now (per
 * address 300 a minute, per account 10, lock after 10 failures) and, as the baseline, with the
 * earlier single budget (30 a minute per address, no per-account limit). Prints one JSON object:
 * per run, the statuses counted and the sign-in latency (p50/p95 ms).
 */
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const learnerPassword = 'bench-password';

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0) * 10) / 10;
}

const countOf = (statuses: number[]) =>
  statuses.reduce<Record<string, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

async function runWith(label: string, budgets: Record<string, string>) {
  const fresh = await createFreshDatabase(adminUrl, 'prepwise_bench_signin');
  const url = new URL(fresh.url);
  const dataDir = mkdtempSync(join(tmpdir(), 'prepwise-bench-signin-'));
  const env = {
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    APP_SECRET: randomBytes(24).toString('hex'),
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    ...budgets,
  };
  const deps = await createDeps(loadConfig(env), { work: false });
  try {
    const learners = await createLearners(deps, env.APP_SECRET, 42, []);
    const emails = (await deps.db.select({ id: users.id, email: users.email }).from(users)).reduce<
      Map<string, string>
    >((map, row) => map.set(row.id, row.email), new Map());
    const app = await buildApp({ deps, serveWeb: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const signIn = async (email: string, password: string) => {
      const started = performance.now();
      const response = await fetch(`${address}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    };
    const started = performance.now();
    const classResults: { status: number; ms: number }[] = [];
    const classEmails = learners.slice(0, 40).map((learner) => emails.get(learner.id) ?? '');
    for (let index = 0; index < classEmails.length; index += 8)
      classResults.push(
        ...(await Promise.all(
          classEmails.slice(index, index + 8).map((email) => signIn(email, learnerPassword)),
        )),
      );
    const classSeconds = Math.round((performance.now() - started) / 100) / 10;
    const target = emails.get(learners[40]?.id ?? '') ?? '';
    const guesses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1)
      guesses.push((await signIn(target, `wrong-${attempt}`)).status);
    const rightAfter = (await signIn(target, learnerPassword)).status;
    const classmate = (await signIn(emails.get(learners[41]?.id ?? '') ?? '', learnerPassword)).status;
    await app.close();
    return {
      label,
      budgets,
      classSignIns: {
        statuses: countOf(classResults.map((result) => result.status)),
        seconds: classSeconds,
        p50Ms: percentile(
          classResults.map((result) => result.ms),
          0.5,
        ),
        p95Ms: percentile(
          classResults.map((result) => result.ms),
          0.95,
        ),
      },
      guessesAtOneAccount: countOf(guesses),
      rightPasswordAfterGuesses: rightAfter,
      classmateAfterGuesses: classmate,
    };
  } finally {
    await closeDeps(deps);
    rmSync(dataDir, { recursive: true, force: true });
    await fresh.drop();
  }
}

async function main() {
  const baseline = await runWith('baseline: one budget, 30 a minute per address', {
    LOGIN_RATE_LIMIT_PER_MINUTE: '30',
    LOGIN_ACCOUNT_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const now = await runWith('now: defaults (300 per address, 10 per account)', {});
  console.log(
    JSON.stringify(
      {
        bench: 'sign-in-nat',
        machine: {
          cpus: cpus().length,
          model: cpus()[0]?.model,
          loadavg: loadavg().map((v) => Math.round(v * 100) / 100),
        },
        runs: [baseline, now],
      },
      null,
      2,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
