import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { closeDeps, createDeps } from '../apps/server/src/bootstrap.js';
import { loadConfig } from '../apps/server/src/config.js';
import { storedFiles } from '../apps/server/src/db/schema/index.js';
import type { AppDeps } from '../apps/server/src/deps.js';
import { startTcpProxy } from '../apps/server/test/tcp-proxy.js';
import { createFreshDatabase } from './support/fresh-database.js';
import { createLearners, recording } from './support/learners.js';
import { startServer, type StartedServer } from './support/server.js';

/**
 * `npm run bench:outages` (issue 32, "health that tells the truth" and "object storage outages lose
 * nothing"): the compiled API on a fresh PostgreSQL database reached through a TCP proxy, with
 * its files in an S3 server (s3rver) on a fixed port. Build first (`npm run build -w
 * @prepwise/server`).
 *
 * 1. PostgreSQL unreachable for `--outage-seconds` (default 20; the proxy refuses every
 *    connection): every 250 ms `/api/health`, `/metrics` (with the token) and `/api/ready` are
 *    asked; then the proxy forwards again and the time until `/api/ready` answers 200 is noted.
 * 2. S3 stopped for as long: a learner's signed upload link is taken while S3 runs, the PUT of a
 *    recording is tried every 2 s while it is stopped, S3 is started again on the same port and
 *    folder, and the same link is PUT once more; then the bucket's object and the file rows are
 *    compared with what was sent.
 *
 * Prints one JSON object; exit code 1 when health or metrics failed during the database outage,
 * an upload during the S3 outage answered anything but 503 with a retry hint, a file row was
 * written without its object, or the retry after S3 came back failed or stored other bytes.
 */
const { values: options } = parseArgs({
  options: { 'outage-seconds': { type: 'string', default: '20' } },
});
const outageMs = Number(options['outage-seconds']) * 1000;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const bucket = 'prepwise';

/** Status codes seen, counted (`error` when no HTTP answer came at all). */
function tally(into: Record<string, number>, status: number | 'error') {
  into[String(status)] = (into[String(status)] ?? 0) + 1;
}

async function statusOf(url: string, headers: Record<string, string> = {}): Promise<number | 'error'> {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'error';
  }
}

async function startS3(directory: string, port: number): Promise<{ port: number; close(): Promise<void> }> {
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  return { port: address.port, close: () => server.close() };
}

async function main() {
  if (!existsSync(join(repoRoot, 'apps/server/dist/main.js')))
    throw new Error('build the server first: npm run build -w @prepwise/server');
  const fresh = await createFreshDatabase(adminUrl, 'prepwise_rel_outage');
  const direct = new URL(fresh.url);
  const proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
  const proxied = new URL(direct);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const dataDir = mkdtempSync(join(tmpdir(), 'prepwise-bench-outage-'));
  const s3Dir = mkdtempSync(join(tmpdir(), 'prepwise-bench-outage-s3-'));
  let s3 = await startS3(s3Dir, 0);
  const s3Port = s3.port;
  const secret = randomBytes(24).toString('hex');
  const metricsToken = randomBytes(16).toString('hex');
  const env = {
    DATABASE_URL: proxied.toString(),
    DATA_DIR: dataDir,
    APP_SECRET: secret,
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    METRICS_TOKEN: metricsToken,
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  let deps: AppDeps | undefined;
  let api: StartedServer | undefined;
  let exitCode = 0;
  const problems: string[] = [];
  try {
    // The bench's own connection goes around the proxy: it sets up and checks, it is not the app.
    deps = await createDeps(loadConfig({ ...env, DATABASE_URL: direct.toString(), LOG_LEVEL: 'silent' }), {
      work: false,
    });
    const [learner] = await createLearners(deps, secret, 1, ['ai_scoring']);
    api = await startServer({ root: repoRoot, env });
    const base = api.base;
    const bearer = { authorization: `Bearer ${metricsToken}` };
    console.error(
      `api ${base}, PostgreSQL through 127.0.0.1:${proxy.port}, S3 on ${s3Port}, database ${fresh.name}`,
    );

    // 1. PostgreSQL unreachable.
    const database = { health: {}, metrics: {}, ready: {} } as Record<
      'health' | 'metrics' | 'ready',
      Record<string, number>
    >;
    const metricsMs: number[] = [];
    proxy.setMode('refuse');
    const outageEnds = Date.now() + outageMs;
    while (Date.now() < outageEnds) {
      const started = performance.now();
      const [health, metrics, ready] = await Promise.all([
        statusOf(`${base}/api/health`),
        statusOf(`${base}/metrics`, bearer).then((status) => {
          metricsMs.push(performance.now() - started);
          return status;
        }),
        statusOf(`${base}/api/ready`, bearer),
      ]);
      tally(database.health, health);
      tally(database.metrics, metrics);
      tally(database.ready, ready);
      await sleep(250);
    }
    proxy.setMode('forward');
    const back = performance.now();
    while ((await statusOf(`${base}/api/ready`, bearer)) !== 200) await sleep(100);
    const readyAgainMs = Math.round(performance.now() - back);
    if (Object.keys(database.health).some((status) => status !== '200'))
      problems.push(`/api/health during the database outage: ${JSON.stringify(database.health)}`);
    if (Object.keys(database.metrics).some((status) => status !== '200'))
      problems.push(`/metrics during the database outage: ${JSON.stringify(database.metrics)}`);

    // 2. S3 stopped.
    const file = recording(dataDir, 'The library opens early on weekdays and closes late on Fridays.');
    const signed = await fetch(`${base}/api/file/signed_url`, {
      method: 'POST',
      headers: { authorization: `Bearer ${learner!.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'answer', contentType: file.contentType, filename: 'answer.flac' }),
    });
    const { signedUrl, key } = ((await signed.json()) as { data: { signedUrl: string; key: string } }).data;
    const uploadUrl = new URL(signedUrl, base).toString();
    const put = async () => {
      const response = await fetch(uploadUrl, {
        method: 'PUT',
        headers: { 'content-type': file.contentType },
        body: new Uint8Array(file.bytes),
      });
      const body = (await response.json().catch(() => null)) as { data?: { code?: string } } | null;
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        code: body?.data?.code,
      };
    };
    const rowsOfKey = async () =>
      (await deps!.db.select().from(storedFiles).where(eq(storedFiles.key, key))).length;

    await s3.close();
    const duringS3: Record<string, number> = {};
    const s3OutageEnds = Date.now() + outageMs;
    let tries = 0;
    while (Date.now() < s3OutageEnds) {
      const answer = await put();
      tries += 1;
      tally(duringS3, answer.status);
      if (answer.status !== 503 || !answer.retryAfter || answer.code !== 'error.storageUnavailable')
        problems.push(`an upload while S3 was stopped answered ${JSON.stringify(answer)}`);
      await sleep(2000);
    }
    const rowsWhileDown = await rowsOfKey();
    if (rowsWhileDown !== 0) problems.push(`${rowsWhileDown} file row(s) written while S3 was stopped`);
    s3 = await startS3(s3Dir, s3Port);
    const retry = await put();
    const stored = await deps.storage.get(key);
    const rowsAfter = await rowsOfKey();
    const sameBytes = stored !== null && Buffer.compare(Buffer.from(stored), file.bytes) === 0;
    if (retry.status !== 200) problems.push(`the upload after S3 came back answered ${retry.status}`);
    if (!sameBytes) problems.push('the object in the bucket is not the recording sent');
    if (rowsAfter !== 1) problems.push(`${rowsAfter} file row(s) after the retry (1 expected)`);

    metricsMs.sort((a, b) => a - b);
    const result = {
      node: process.version,
      cores: cpus().length,
      loadAverageAtEnd: loadavg().map((value) => Math.round(value * 100) / 100),
      outageSeconds: outageMs / 1000,
      databaseOutage: {
        ...database,
        metricsMedianMs: Math.round(metricsMs[Math.floor(metricsMs.length / 2)] ?? 0),
        metricsMaxMs: Math.round(metricsMs.at(-1) ?? 0),
        readyAgainAfterMs: readyAgainMs,
      },
      s3Outage: {
        uploadsTried: tries,
        statuses: duringS3,
        fileRowsWhileDown: rowsWhileDown,
        retryAfterS3Back: retry.status,
        fileRowsAfter: rowsAfter,
        bucketHoldsTheRecording: sameBytes,
        bytes: file.bytes.length,
      },
      problems,
    };
    console.log(JSON.stringify(result));
    if (problems.length > 0) exitCode = 1;
  } finally {
    await api?.stop();
    if (deps) await closeDeps(deps);
    await proxy.close();
    await s3.close().catch(() => undefined);
    await fresh.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(s3Dir, { recursive: true, force: true });
  }
  process.exitCode = exitCode;
}

await main();
