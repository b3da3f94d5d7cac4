import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { and, count, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { pteBlueprint, type AnswerResponse } from '@prepwise/contracts';
import { closeDeps, createDeps } from '../apps/server/src/bootstrap.js';
import { loadConfig } from '../apps/server/src/config.js';
import { practiceAnswers, questions } from '../apps/server/src/db/schema/index.js';
import { seedQuestionBank } from '../apps/server/src/db/seed-bank.js';
import { findFreeIdsAmong } from '../apps/server/src/modules/questions/questions.repository.js';
import {
  answerFor,
  createLearners,
  inBatches,
  isSpoken,
  objectiveShapes,
  recording,
  upload,
  type QuestionRow,
} from './support/learners.js';
import { startServer, startWorker } from './support/server.js';

/**
 * Soak: the compiled server on PGlite (as `npm start` runs it) under a steady mixed load for
 * `--minutes` (default 20): `--learners` (default 30) virtual learners each loop, with a think time
 * of 0.5-1.5 s, over browsing question pages (55 %), objective practice sessions (25 %) and steps of
 * a full PTE mock (20 %, finished mocks sent to scoring); every `--speaking-every` seconds (default
 * 20) one learner answers a speaking item in practice and sends it to AI scoring. The server's RSS
 * (/proc/<pid>/status) and the V8 heap of its main thread (a preloaded sampler, see
 * support/memory-sampler.mjs) are sampled, and the scoring pool threads' heaps (each thread reports
 * its own with every answer: `/api/metrics`, or the worker's `pool_thread_heap_used_bytes`); every
 * `--sample-seconds` (default 30) a line is printed.
 * At the end: first/last/max, and the least-squares slope after `--warmup-minutes` (default 5, or a
 * quarter of the run when shorter). Memory is called flat when the fitted growth over an hour is
 * under 10 % of the mean after warm-up, for both RSS and heap.
 *
 * `--database postgres`: a fresh database on BENCH_DATABASE_URL's server (dropped at the end), the
 * API with RUN_JOBS=false and `npm run worker`'s process beside it (its RSS sampled too), as in
 * production: the API's RSS is then Node's alone, without PGlite's memory or the scoring pool's.
 *
 * Usage: npm run bench:soak -- --minutes 20. Prints one JSON object on stdout, progress on stderr.
 */
const { values: options } = parseArgs({
  options: {
    minutes: { type: 'string', default: '20' },
    learners: { type: 'string', default: '30' },
    'sample-seconds': { type: 'string', default: '30' },
    'warmup-minutes': { type: 'string' },
    'speaking-every': { type: 'string', default: '20' },
    database: { type: 'string', default: 'pglite' },
  },
});
if (options.database !== 'pglite' && options.database !== 'postgres')
  throw new Error('--database is pglite (the default, as npm start runs) or postgres');
const onPostgres = options.database === 'postgres';
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const minutes = Number(options.minutes);
const learnerCount = Number(options.learners);
const sampleSeconds = Number(options['sample-seconds']);
const warmupMinutes = Number(options['warmup-minutes'] ?? Math.min(5, minutes / 4));
const speakingEverySeconds = Number(options['speaking-every']);
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const think = () => sleep(500 + Math.random() * 1000);
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;

// ---- HTTP ----------------------------------------------------------------------------------

let base = '';
const statuses = new Map<string, number>();
let requests = 0;
let transportErrors = 0;

async function call(kind: string, method: 'GET' | 'POST', path: string, token: string, body?: unknown) {
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    requests += 1;
    const key = `${kind} ${response.status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    return {
      status: response.status,
      data: text ? (JSON.parse(text) as { data?: unknown }).data : undefined,
    };
  } catch {
    transportErrors += 1;
    return { status: 0, data: undefined };
  }
}

// ---- the learners' activities --------------------------------------------------------------

interface Bank {
  rows: Map<number, { row: QuestionRow; shapes: AnswerResponse[] }>;
  /** Objective question ids by type, for practice sessions. */
  objectiveByType: Map<string, number[]>;
  types: string[];
  speakingIds: number[];
}

interface Learner {
  token: string;
  audioKey: string;
  mock: { id: string; steps: { questionId: number | null }[]; step: number; remainTime: number } | null;
}

async function browse(learner: Learner, bank: Bank) {
  const type = pick(bank.types);
  await call(
    'browse',
    'GET',
    `/api/questions-by-type?type=${type}&page=${Math.floor(Math.random() * 3)}&size=10`,
    learner.token,
  );
}

async function practise(learner: Learner, bank: Bank) {
  const ids = bank.objectiveByType.get(pick([...bank.objectiveByType.keys()])) ?? [];
  const chosen = [...ids].sort(() => Math.random() - 0.5).slice(0, 3);
  const started = await call('practice', 'POST', '/api/start-exam', learner.token, { questionIds: chosen });
  const examId = (started.data as { examId?: string } | undefined)?.examId;
  if (started.status !== 200 || !examId) return;
  for (const questionId of chosen) {
    const item = bank.rows.get(questionId);
    if (!item) continue;
    await think();
    await call('practice', 'POST', '/api/answers', learner.token, {
      examId,
      questionId,
      response: answerFor(item.row, item.shapes, learner.audioKey),
    });
  }
  await call('practice', 'POST', '/api/finish-exam', learner.token, { examId });
}

const mocksSentToScoring: string[] = [];

async function mockStep(learner: Learner, bank: Bank) {
  if (!learner.mock) {
    const created = await call('mock', 'POST', '/api/mock-test-trial/create', learner.token, {
      kind: 'PTE',
      blueprint: 'full',
    });
    const mockId = (created.data as { mockId?: string } | undefined)?.mockId;
    if (!mockId) return;
    const detail = await call('mock', 'GET', `/api/mock-test-trial/detail?mockId=${mockId}`, learner.token);
    const data = detail.data as
      | {
          plan: { steps: { questionId: number | null }[] };
          examInfo: { currentQuestion: number; remainTime: number };
        }
      | undefined;
    if (!data) return;
    learner.mock = {
      id: mockId,
      steps: data.plan.steps,
      step: data.examInfo.currentQuestion,
      remainTime: data.examInfo.remainTime,
    };
    return;
  }
  const mock = learner.mock;
  const questionId = mock.steps[mock.step]?.questionId;
  const item = questionId ? bank.rows.get(questionId) : undefined;
  if (item && !isSpoken(item.row, item.shapes)) {
    await call('mock', 'POST', '/api/mock-test-trial/answer', learner.token, {
      examId: mock.id,
      questionId,
      response: answerFor(item.row, item.shapes, learner.audioKey),
    });
  }
  const moved = await call('mock', 'POST', '/api/mock-test-trial/progress', learner.token, {
    examId: mock.id,
    currentQuestion: mock.step + 1,
    remainTime: mock.remainTime,
  });
  const record = moved.data as
    { status: string; currentQuestion: number; remainTime: number; reviewing: boolean } | undefined;
  if (moved.status !== 200 || !record) {
    learner.mock = null;
    return;
  }
  mock.step = record.currentQuestion;
  mock.remainTime = record.remainTime;
  if (record.status === 'INPROGRESS' && !record.reviewing) return;
  if (record.reviewing)
    await call('mock', 'POST', '/api/mock-test-trial/finish', learner.token, { examId: mock.id });
  const scored = await call('mock', 'POST', '/marketplace/random-exam/score', learner.token, {
    examId: mock.id,
  });
  if (scored.status === 200) mocksSentToScoring.push(mock.id);
  learner.mock = null;
}

const speakingExams: string[] = [];

/** One speaking item practised and sent to AI scoring (the recording decoded and scored by the pool). */
async function speak(learner: Learner, bank: Bank) {
  const questionId = pick(bank.speakingIds);
  const started = await call('speaking', 'POST', '/api/start-exam', learner.token, {
    questionIds: [questionId],
  });
  const examId = (started.data as { examId?: string } | undefined)?.examId;
  if (!examId) return;
  await call('speaking', 'POST', '/api/answers', learner.token, {
    examId,
    questionId,
    response: { audioKey: learner.audioKey },
  });
  await call('speaking', 'POST', '/api/finish-exam', learner.token, { examId });
  const scored = await call('speaking', 'GET', `/api/test/score-exam/${examId}`, learner.token);
  if (scored.status === 200) speakingExams.push(examId);
}

async function runLearner(learner: Learner, bank: Bank, deadline: number, stopped: () => boolean) {
  while (Date.now() < deadline && !stopped()) {
    await think();
    const roll = Math.random();
    if (roll < 0.55) await browse(learner, bank);
    else if (roll < 0.8) await practise(learner, bank);
    else await mockStep(learner, bank);
  }
}

// ---- memory --------------------------------------------------------------------------------

interface Sample {
  at: number;
  rss: number;
  heapUsed: number;
}

function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return Number(match?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

function heapSamples(file: string): Sample[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Sample);
}

let worker: ChildProcess | null = null;
const workerMetricsPort = 9400 + Math.floor(Math.random() * 500);
const metricsToken = randomBytes(16).toString('hex');

/**
 * The pool threads' V8 heaps, summed (each thread reports its own after every task; a pool thread
 * started with `execArgv: []` is out of the preloaded sampler's reach): from the worker process's
 * Prometheus listener on PostgreSQL, from the API's `/api/metrics` in the one-process PGlite set-up.
 * 0 before any thread has answered.
 */
async function poolThreadHeapBytes(): Promise<number> {
  try {
    if (worker) {
      const response = await fetch(`http://127.0.0.1:${workerMetricsPort}/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      const text = await response.text();
      return [...text.matchAll(/^pool_thread_heap_used_bytes\{[^}]*\} (\d+(?:\.\d+)?)$/gm)].reduce(
        (sum, match) => sum + Number(match[1]),
        0,
      );
    }
    const response = await fetch(`${base}/api/metrics`);
    const body = (await response.json()) as { data: { pool: { threadHeapUsedBytes: number[] } } };
    return body.data.pool.threadHeapUsedBytes.reduce((sum, value) => sum + value, 0);
  } catch {
    return 0;
  }
}

/** `npm run worker`'s compiled process on the same database; resolves once it runs jobs. */
function startSoakWorker(env: Record<string, string>): Promise<ChildProcess> {
  // Its metrics listener gives the pool threads' heaps (`pool_thread_heap_used_bytes`).
  return startWorker(repoRoot, {
    ...env,
    WORKER_METRICS_PORT: String(workerMetricsPort),
    METRICS_TOKEN: metricsToken,
  });
}

async function stopWorker(): Promise<void> {
  if (!worker || worker.exitCode !== null) return;
  const exited = new Promise((done) => worker?.once('exit', done));
  worker.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Least-squares slope of value over time, in bytes per hour. */
function slopePerHour(points: { at: number; value: number }[]): number {
  if (points.length < 2) return 0;
  const meanX = points.reduce((sum, point) => sum + point.at, 0) / points.length;
  const meanY = points.reduce((sum, point) => sum + point.value, 0) / points.length;
  let numerator = 0;
  let denominator = 0;
  for (const point of points) {
    numerator += (point.at - meanX) * (point.value - meanY);
    denominator += (point.at - meanX) ** 2;
  }
  return denominator === 0 ? 0 : (numerator / denominator) * 3_600_000;
}

const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

function describeSeries(points: { at: number; value: number }[], warmupEnd: number) {
  const after = points.filter((point) => point.at >= warmupEnd);
  const mean = after.reduce((sum, point) => sum + point.value, 0) / Math.max(1, after.length);
  const slope = slopePerHour(after);
  return {
    firstMiB: mib(points[0]?.value ?? 0),
    afterWarmupFirstMiB: mib(after[0]?.value ?? 0),
    lastMiB: mib(points.at(-1)?.value ?? 0),
    maxMiB: mib(Math.max(...points.map((point) => point.value))),
    meanAfterWarmupMiB: mib(mean),
    slopeAfterWarmupMiBPerHour: mib(slope),
    samplesAfterWarmup: after.length,
    flat: Math.abs(slope) < 0.1 * mean,
  };
}

// ---- the run -------------------------------------------------------------------------------

async function main() {
  delete process.env.DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'prepwise-bench-soak-'));
  const memoryFile = join(dataDir, 'memory.jsonl');
  const secret = randomBytes(24).toString('hex');
  // On PostgreSQL the database lives in its own server process, so the API's RSS is Node's alone
  // (with PGlite it includes the embedded database's WASM memory, which never shrinks).
  const databaseName = `prepwise_soak_${randomBytes(4).toString('hex')}`;
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;
  if (onPostgres) await adminQuery(`create database "${databaseName}"`);
  const env = {
    ...(onPostgres ? { DATABASE_URL: databaseUrl.toString() } : {}),
    DATA_DIR: dataDir,
    APP_SECRET: secret,
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  try {
    // Setup on the embedded database, closed again before the server opens it (one process only).
    const deps = await createDeps(loadConfig({ ...env, LOG_LEVEL: 'silent' }), { work: false });
    await seedQuestionBank(deps);
    const rows = await deps.db.select().from(questions).where(eq(questions.activated, true));
    // Practice uses the free part of the bank, which these learners (no pack) may open.
    const free = new Set(
      await findFreeIdsAmong(
        deps.db,
        rows.map((row) => row.id),
      ),
    );
    const accounts = await createLearners(deps, secret, learnerCount, [
      'mock_exam',
      'mock_score',
      'ai_scoring',
    ]);
    await closeDeps(deps);
    const pteTypes = new Set<string>(pteBlueprint.items.map((slot) => slot.type));
    const bank: Bank = { rows: new Map(), objectiveByType: new Map(), types: [], speakingIds: [] };
    for (const row of rows) {
      const shapes = objectiveShapes(row);
      bank.rows.set(row.id, { row, shapes });
      if (!free.has(row.id)) continue;
      if (shapes.length > 0)
        bank.objectiveByType.set(row.type, [...(bank.objectiveByType.get(row.type) ?? []), row.id]);
      if (pteTypes.has(row.type) && isSpoken(row, shapes) && row.type !== 'SUMMARIZE_SPOKEN_TEXT')
        bank.speakingIds.push(row.id);
    }
    bank.types = [...new Set(rows.map((row) => row.type))];

    const server = await startServer({
      root: repoRoot,
      // On PostgreSQL the jobs (and the scoring pool) run in a worker process of their own, as in
      // production, so the API's memory and the scoring's are measured apart.
      env: { ...env, BENCH_MEMORY_FILE: memoryFile, ...(onPostgres ? { RUN_JOBS: 'false' } : {}) },
      alias: join(dataDir, 'soak-server.js'),
      // A busy shared machine can take more than the usual minute to open PGlite and migrate.
      healthTimeoutMs: 180_000,
      nodeFlags: ['--import', pathToFileURL(join(repoRoot, 'bench/support/memory-sampler.mjs')).href],
    });
    base = server.base;
    worker = onPostgres ? await startSoakWorker(env) : null;
    let start = Date.now();
    const pid = server.child.pid ?? 0;
    // On a shared machine the server may be ended from outside: say when and how, not a bare ENOENT.
    let serverExit: string | null = null;
    server.child.once('exit', (code, signal) => {
      serverExit = `server exited (code ${code}, signal ${signal}) ${Math.round((Date.now() - start) / 1000)} s into the run`;
      console.error(serverExit);
    });
    console.error(
      `server: node ${server.entry.join(' ')} (pid ${pid}, ${onPostgres ? `PostgreSQL ${databaseName}` : `PGlite in ${dataDir}`})`,
    );
    const file = recording(dataDir, 'Students learn better when they practise often.');
    const crowd: Learner[] = [];
    await inBatches(accounts, 10, async (account) => {
      crowd.push({ token: account.token, audioKey: await upload(base, account.token, file), mock: null });
    });

    const loadAtStart = loadavg().map((value) => Math.round(value * 100) / 100);
    start = Date.now();
    const deadline = start + minutes * 60_000;
    const rssSamples: { at: number; value: number }[] = [];
    const lines: string[] = [];
    const workerRssSamples: { at: number; value: number }[] = [];
    const poolHeapSamples: { at: number; value: number }[] = [];
    const sampler = setInterval(() => {
      const rss = rssOf(pid);
      if (rss > 0) rssSamples.push({ at: Date.now(), value: rss });
      const workerRss = worker ? rssOf(worker.pid ?? 0) : 0;
      if (workerRss > 0) workerRssSamples.push({ at: Date.now(), value: workerRss });
      void poolThreadHeapBytes().then((bytes) => {
        if (bytes > 0) poolHeapSamples.push({ at: Date.now(), value: bytes });
      });
    }, 5000);
    const reporter = setInterval(() => {
      const heap = heapSamples(memoryFile).at(-1);
      const workerRss = worker ? `, worker rss ${mib(rssOf(worker.pid ?? 0))} MiB` : '';
      const line = `${Math.round((Date.now() - start) / 1000)} s: rss ${mib(rssOf(pid))} MiB, heap ${mib(heap?.heapUsed ?? 0)} MiB${workerRss}, ${requests} requests, load ${loadavg()[0]?.toFixed(2)}`;
      lines.push(line);
      console.error(line);
    }, sampleSeconds * 1000);
    const speaker = setInterval(() => void speak(pick(crowd), bank), speakingEverySeconds * 1000);
    rssSamples.push({ at: start, value: rssOf(pid) });
    await Promise.all(crowd.map((learner) => runLearner(learner, bank, deadline, () => serverExit !== null)));
    clearInterval(speaker);
    clearInterval(sampler);
    clearInterval(reporter);
    if (serverExit === null) rssSamples.push({ at: Date.now(), value: rssOf(pid) });
    const loadAtEnd = loadavg().map((value) => Math.round(value * 100) / 100);
    await sleep(30_000); // let the last speaking answers be scored before the count
    await server.stop();
    await stopWorker();

    const check = await createDeps(loadConfig({ ...env, LOG_LEVEL: 'silent' }), { work: false });
    const speakingStatuses = speakingExams.length
      ? await check.db
          .select({ status: practiceAnswers.status, count: count() })
          .from(practiceAnswers)
          .where(and(inArray(practiceAnswers.sessionId, speakingExams)))
          .groupBy(practiceAnswers.status)
      : [];
    await closeDeps(check);

    const warmupEnd = start + warmupMinutes * 60_000;
    const heap = heapSamples(memoryFile)
      .filter((sample) => sample.at >= start)
      .map((sample) => ({ at: sample.at, value: sample.heapUsed }));
    const result = {
      serverExit,
      database: options.database,
      node: process.version,
      cores: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: loadAtEnd,
      minutes,
      learners: learnerCount,
      warmupMinutes,
      requests,
      requestsPerSecond: Math.round((requests / (minutes * 60)) * 10) / 10,
      transportErrors,
      statuses: Object.fromEntries([...statuses.entries()].sort()),
      mocksSentToScoring: mocksSentToScoring.length,
      speakingSentToScoring: speakingExams.length,
      speakingAnswers: Object.fromEntries(speakingStatuses.map((row) => [row.status, row.count])),
      rss: describeSeries(rssSamples, warmupEnd),
      heapUsed: describeSeries(heap, warmupEnd),
      // On PostgreSQL: the worker process (jobs, scoring pool) apart from the API.
      workerRss: worker ? describeSeries(workerRssSamples, warmupEnd) : null,
      // The scoring pool's threads (summed), in the worker process on PostgreSQL, else in the API's.
      poolThreadHeap: poolHeapSamples.length ? describeSeries(poolHeapSamples, warmupEnd) : null,
      samples: lines,
      // [seconds since the start, MiB]: every 5 s.
      rssSeries: rssSamples.map((sample) => [Math.round((sample.at - start) / 1000), mib(sample.value)]),
      heapSeries: heap.map((sample) => [Math.round((sample.at - start) / 1000), mib(sample.value)]),
      poolThreadHeapSeries: poolHeapSamples.map((sample) => [
        Math.round((sample.at - start) / 1000),
        mib(sample.value),
      ]),
      workerRssSeries: workerRssSamples.map((sample) => [
        Math.round((sample.at - start) / 1000),
        mib(sample.value),
      ]),
    };
    console.log(JSON.stringify(result));
    console.error(
      `rss ${JSON.stringify(result.rss)}\nheap ${JSON.stringify(result.heapUsed)}\nmemory ${result.rss.flat && result.heapUsed.flat ? 'flat' : 'NOT flat'}`,
    );
  } finally {
    await stopWorker();
    rmSync(dataDir, { recursive: true, force: true });
    if (onPostgres) await adminQuery(`drop database if exists "${databaseName}" with (force)`);
  }
}

await main();
