import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { pteBlueprint, type AnswerResponse } from '@prepwise/contracts';
import { closeDeps, createDeps } from '../apps/server/src/bootstrap.js';
import { loadConfig } from '../apps/server/src/config.js';
import { mockAnswers, mockTests, questions } from '../apps/server/src/db/schema/index.js';
import { seedQuestionBank } from '../apps/server/src/db/seed-bank.js';
import type { AppDeps } from '../apps/server/src/deps.js';
import {
  answerFor,
  canonical,
  createLearners,
  inBatches,
  isSpoken,
  objectiveShapes,
  recording,
  upload,
  type QuestionRow,
} from './support/learners.js';
import { startServer, type StartedServer } from './support/server.js';

/**
 * Mock tests under load: BENCH_LEARNERS virtual learners (default 300) take full PTE mocks at the
 * same time for BENCH_SECONDS (default 120) against the real server (a child process on a fresh
 * PostgreSQL database), each looping answer -> progress with a think time of 200-500 ms before
 * every request, reloading now and then (resume + detail) and generating a new mock when one ends.
 * First, a baseline: the same learners and think time on `GET /user/` (token check and user lookup
 * only) for BENCH_BASELINE_SECONDS (default 30). Finally every answer the server acknowledged is
 * looked up in the database; any missing or different answer makes the exit code 1. A learner
 * who finishes a mock sends it to scoring (`POST /marketplace/random-exam/score`, credits granted
 * at setup) before generating the next; after the traffic the bench waits until every mock sent
 * is DONE or SCORING_FAILED (at most BENCH_SCORING_WAIT_SECONDS, default 300) and reports the
 * mocks and their speaking answers by status.
 *
 * Usage: npm run bench:mocks. Environment: BENCH_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) names the server on which a database
 * prepwise_bench_<random> is created and dropped; BENCH_LEARNERS, BENCH_SECONDS,
 * BENCH_BASELINE_SECONDS; BENCH_SPEAKING=skip leaves speaking items unanswered (no decoding);
 * BENCH_SERVER_NODE_FLAGS are passed to the server's node (e.g. `--cpu-prof --cpu-prof-dir=prof`);
 * BENCH_SERVER_ROOT runs the server of another checkout (its `apps/server`, compiled when built),
 * e.g. the code before a change, with this benchmark and its database setup.
 * Prints one JSON object with the results on stdout, progress on stderr.
 */
const learners = Number(process.env.BENCH_LEARNERS ?? 300);
const seconds = Number(process.env.BENCH_SECONDS ?? 120);
const baselineSeconds = Number(process.env.BENCH_BASELINE_SECONDS ?? 30);
const thinkMinMs = 200;
const thinkMaxMs = 500;
/** Chance, after each step, that the learner reloads the page (resume + detail). */
const reloadChance = 0.03;
/** Chance that the learner changes an answer already given (a second answer call for the item). */
const changeChance = 0.1;
/** `recording` (default): speaking items are answered with an uploaded FLAC, decoded by the server; `skip`: left unanswered. */
const speaking = process.env.BENCH_SPEAKING === 'skip' ? 'skip' : 'recording';
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The repository whose server is measured (another worktree, e.g. the code before a change). */
const serverRoot = resolve(process.env.BENCH_SERVER_ROOT ?? repoRoot);
/** How long, after the traffic, to wait for the mocks sent to scoring to be scored. */
const scoringWaitSeconds = Number(process.env.BENCH_SCORING_WAIT_SECONDS ?? 300);

// ---- measurements --------------------------------------------------------------------------

type Route = 'baseline' | 'create' | 'detail' | 'answer' | 'progress' | 'resume' | 'finish' | 'score';
const latencies = new Map<Route, number[]>();
const statuses = new Map<string, number>();
let transportErrors = 0;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function summarise(values: number[], windowSeconds: number) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    requests: sorted.length,
    perSecond: round(sorted.length / windowSeconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

// ---- HTTP ----------------------------------------------------------------------------------

let base = '';

interface Reply {
  status: number;
  body: { data?: unknown; message?: string } | null;
}

/** One request with a JSON body; its latency (send to body read) goes to the route's list. */
async function call(
  route: Route,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  body?: unknown,
): Promise<Reply> {
  const started = performance.now();
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
    const elapsed = performance.now() - started;
    if (measuring) {
      let list = latencies.get(route);
      if (!list) latencies.set(route, (list = []));
      list.push(elapsed);
      const key = `${route} ${response.status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    return { status: response.status, body: text ? (JSON.parse(text) as Reply['body']) : null };
  } catch (error) {
    if (measuring) transportErrors += 1;
    return { status: 0, body: { message: error instanceof Error ? error.message : String(error) } };
  }
}

let measuring = false;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const think = () => sleep(thinkMinMs + Math.random() * (thinkMaxMs - thinkMinMs));

// ---- virtual learners ----------------------------------------------------------------------

interface Plan {
  steps: { type: string; questionId: number | null; section: number }[];
  sections: { start: number; end: number }[];
}

interface Learner {
  id: string;
  token: string;
  audioKey: string;
  mockId: string;
  plan: Plan;
  step: number;
  remainTime: number;
}

/** Every answer acknowledged with a 2xx: the last response per (mock, question) is what must be stored. */
const acknowledged = new Map<string, { mockId: string; questionId: number; response: AnswerResponse }>();
let mocksCompleted = 0;
/** Mocks the learners sent to scoring (`POST /marketplace/random-exam/score`), accepted with a 200. */
const sentToScoring: string[] = [];
let mocksCreated = 0;
const conflicts: string[] = [];

function note(route: Route, reply: Reply) {
  if (reply.status === 409 && conflicts.length < 20)
    conflicts.push(`${route}: ${reply.body?.message ?? ''}`.slice(0, 200));
}

async function openMock(learner: Learner): Promise<boolean> {
  const created = await call('create', 'POST', '/api/mock-test-trial/create', learner.token, {
    kind: 'PTE',
    blueprint: 'full',
  });
  if (created.status !== 200) return false;
  mocksCreated += 1;
  learner.mockId = (created.body?.data as { mockId: string }).mockId;
  return reload(learner);
}

/** What a page load does: the detail (plan, questions, saved answers, clock). */
async function reload(learner: Learner): Promise<boolean> {
  const detail = await call(
    'detail',
    'GET',
    `/api/mock-test-trial/detail?mockId=${learner.mockId}`,
    learner.token,
  );
  if (detail.status !== 200) return false;
  const data = detail.body?.data as {
    plan: Plan;
    examInfo: { currentQuestion: number; remainTime: number };
  };
  learner.plan = data.plan;
  learner.step = data.examInfo.currentQuestion;
  learner.remainTime = data.examInfo.remainTime;
  return true;
}

async function runLearner(
  learner: Learner,
  deadline: number,
  bank: Map<number, { row: QuestionRow; shapes: AnswerResponse[] }>,
) {
  while (performance.now() < deadline) {
    const step = learner.plan.steps[learner.step];
    const item = step?.questionId ? bank.get(step.questionId) : undefined;
    if (step?.questionId && !item) throw new Error(`question ${step.questionId} not in the bank`);
    const spoken = item !== undefined && isSpoken(item.row, item.shapes);
    if (step?.questionId && item && !(spoken && speaking === 'skip')) {
      const times = Math.random() < changeChance ? 2 : 1;
      for (let attempt = 0; attempt < times && performance.now() < deadline; attempt += 1) {
        await think();
        const response = answerFor(item.row, item.shapes, learner.audioKey);
        const reply = await call('answer', 'POST', '/api/mock-test-trial/answer', learner.token, {
          examId: learner.mockId,
          questionId: step.questionId,
          response,
        });
        note('answer', reply);
        if (reply.status >= 200 && reply.status < 300)
          acknowledged.set(`${learner.mockId}/${step.questionId}`, {
            mockId: learner.mockId,
            questionId: step.questionId,
            response,
          });
      }
    }
    if (performance.now() >= deadline) break;
    await think();
    const progress = await call('progress', 'POST', '/api/mock-test-trial/progress', learner.token, {
      examId: learner.mockId,
      currentQuestion: learner.step + 1,
      remainTime: learner.remainTime,
      nextQuestionType: learner.plan.steps[learner.step + 1]?.type ?? null,
    });
    note('progress', progress);
    if (progress.status === 200) {
      const record = progress.body?.data as {
        status: string;
        currentQuestion: number;
        remainTime: number;
        reviewing: boolean;
      };
      learner.step = record.currentQuestion;
      learner.remainTime = record.remainTime;
      // The end-of-test summary: the learner finishes the mock from there.
      let isFinished = record.status === 'FINISH';
      if (record.reviewing) {
        await think();
        const finished = await call('finish', 'POST', '/api/mock-test-trial/finish', learner.token, {
          examId: learner.mockId,
        });
        note('finish', finished);
        isFinished = finished.status === 200;
      }
      // A finished mock goes to scoring before the next one is generated (which would cancel it).
      if (isFinished) {
        await think();
        const scored = await call('score', 'POST', '/marketplace/random-exam/score', learner.token, {
          examId: learner.mockId,
        });
        note('score', scored);
        if (scored.status === 200) sentToScoring.push(learner.mockId);
      }
      if (record.status !== 'INPROGRESS' || record.reviewing) {
        mocksCompleted += 1;
        await think();
        if (!(await openMock(learner))) await sleep(1000);
        continue;
      }
    } else {
      await think();
      await reload(learner);
      continue;
    }
    if (Math.random() < reloadChance) {
      await think();
      const resumed = await call('resume', 'POST', '/api/mock-test-trial/resume', learner.token, {
        examId: learner.mockId,
      });
      note('resume', resumed);
      await reload(learner);
    }
  }
}

/**
 * Moves a learner's first mock to a random step (section by section, unanswered), so the crowd
 * is spread over the whole test as real learners would be, not all in the speaking section.
 */
async function spread(learner: Learner) {
  const target = Math.floor(Math.random() * (learner.plan.steps.length - 1));
  while (learner.step < target) {
    const section = learner.plan.sections[learner.plan.steps[learner.step]?.section ?? -1];
    const next = Math.min(target, section?.end ?? target);
    const moved = await call('progress', 'POST', '/api/mock-test-trial/progress', learner.token, {
      examId: learner.mockId,
      currentQuestion: next,
      remainTime: learner.remainTime,
    });
    if (moved.status !== 200) throw new Error(`could not spread the learners: ${moved.status}`);
    const record = moved.body?.data as { currentQuestion: number; remainTime: number };
    learner.step = record.currentQuestion;
    learner.remainTime = record.remainTime;
  }
}

async function runBaseline(learner: Learner, deadline: number) {
  while (performance.now() < deadline) {
    await think();
    await call('baseline', 'GET', '/user/', learner.token);
  }
}

// ---- setup ---------------------------------------------------------------------------------

// ---- server CPU ----------------------------------------------------------------------------

/**
 * CPU seconds the server process (all its threads: the event loop, the pool, GC) has used, from
 * /proc (Linux); null elsewhere. On a shared machine this is the fairer measure of a request's
 * cost than its latency, which includes waiting for a core.
 */
function serverCpuSeconds(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    return (Number(fields[11]) + Number(fields[12])) / ticks;
  } catch {
    return null;
  }
}

function cpuMsPerRequest(from: number | null, to: number | null, requests: number): number | null {
  if (from === null || to === null || requests === 0) return null;
  return Math.round(((to - from) * 1000 * 100) / requests) / 100;
}

// ---- scoring -------------------------------------------------------------------------------

const terminalMockStatuses = ['DONE', 'SCORING_FAILED'];

async function countByStatus(deps: AppDeps, mockIds: string[]) {
  const mocks = await deps.db
    .select({ status: mockTests.status, count: count() })
    .from(mockTests)
    .where(inArray(mockTests.id, mockIds))
    .groupBy(mockTests.status);
  return Object.fromEntries(mocks.map((row) => [row.status, row.count]));
}

/**
 * Waits (at most BENCH_SCORING_WAIT_SECONDS after the traffic) until every mock the learners sent
 * to scoring is DONE or SCORING_FAILED, then counts the mocks and their speaking answers (those
 * with a recording) by status. `pending` mocks are still queued or being scored when the wait ended.
 */
async function countSpeakingByStatus(deps: AppDeps, mockIds: string[]) {
  const rows = mockIds.length
    ? await deps.db
        .select({ status: mockAnswers.status, count: count() })
        .from(mockAnswers)
        .where(and(inArray(mockAnswers.mockId, mockIds), sql`${mockAnswers.response} ? 'audioKey'`))
        .groupBy(mockAnswers.status)
    : [];
  return Object.fromEntries(rows.map((row) => [row.status, row.count])) as Record<string, number>;
}

/**
 * Waits (at most BENCH_SCORING_WAIT_SECONDS after the traffic) until every mock the learners sent
 * to scoring is DONE or SCORING_FAILED, then counts the mocks and their speaking answers (those
 * with a recording) by status. `pending` mocks are still queued or being scored when the wait ended.
 * The speaking answers scored during the wait per minute and the server's CPU in it give the
 * scoring throughput once the traffic has stopped.
 */
async function waitForScoring(deps: AppDeps, serverPid: number | undefined) {
  const ids = [...new Set(sentToScoring)];
  const started = performance.now();
  const cpuAtStart = serverCpuSeconds(serverPid);
  const speakingAtStart = (await countSpeakingByStatus(deps, ids)).SCORED ?? 0;
  let mocks: Record<string, number> = {};
  let allDoneAfterSeconds: number | null = null;
  let lastNote = started;
  while (ids.length > 0) {
    mocks = await countByStatus(deps, ids);
    const pending = ids.length - terminalMockStatuses.reduce((sum, status) => sum + (mocks[status] ?? 0), 0);
    if (pending === 0) {
      allDoneAfterSeconds = Math.round((performance.now() - started) / 100) / 10;
      break;
    }
    if (performance.now() - started > scoringWaitSeconds * 1000) break;
    if (performance.now() - lastNote > 60_000) {
      lastNote = performance.now();
      const speaking = await countSpeakingByStatus(deps, ids);
      console.error(
        `scoring wait ${Math.round((lastNote - started) / 1000)} s: ${pending} mocks pending; speaking answers ${JSON.stringify(speaking)}`,
      );
    }
    await sleep(1000);
  }
  const speakingAnswers = await countSpeakingByStatus(deps, ids);
  const waitedSeconds = Math.round((performance.now() - started) / 100) / 10;
  const cpuAtEnd = serverCpuSeconds(serverPid);
  const speakingTotal = Object.values(speakingAnswers).reduce((sum, value) => sum + value, 0);
  const scoredInWait = (speakingAnswers.SCORED ?? 0) - speakingAtStart;
  return {
    sent: ids.length,
    mocks,
    pending: ids.length - terminalMockStatuses.reduce((sum, status) => sum + (mocks[status] ?? 0), 0),
    allDoneAfterSeconds,
    waitedSeconds,
    speakingAnswers: { total: speakingTotal, ...speakingAnswers },
    speakingScoredInWait: scoredInWait,
    speakingScoredPerMinuteInWait:
      waitedSeconds > 0 ? Math.round((scoredInWait / waitedSeconds) * 600) / 10 : null,
    serverCoresUsedInWait:
      cpuAtStart === null || cpuAtEnd === null || waitedSeconds === 0
        ? null
        : Math.round(((cpuAtEnd - cpuAtStart) / waitedSeconds) * 100) / 100,
  };
}

// ---- the run -------------------------------------------------------------------------------

async function main() {
  const name = `prepwise_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const postgresVersion = (await admin.query<{ version: string }>('select version()')).rows[0]?.version;
  await admin.query(`create database "${name}"`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'prepwise-bench-mocks-'));
  const secret = randomBytes(24).toString('hex');
  const env = {
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: dataDir,
    APP_SECRET: secret,
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  let deps: AppDeps | undefined;
  let server: StartedServer | undefined;
  let exitCode = 0;
  try {
    deps = await createDeps(loadConfig({ ...env, LOG_LEVEL: 'silent' }), { work: false });
    await seedQuestionBank(deps);
    const pteTypes = pteBlueprint.items.map((slot) => slot.type);
    const bankRows = await deps.db
      .select()
      .from(questions)
      .where(and(eq(questions.activated, true), inArray(questions.type, pteTypes)));
    const bank = new Map(bankRows.map((row) => [row.id, { row, shapes: objectiveShapes(row) }]));
    const accounts = await createLearners(deps, secret, learners);

    server = await startServer({
      root: serverRoot,
      env,
      nodeFlags: process.env.BENCH_SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [],
    });
    base = server.base;
    console.error(`server: node ${server.entry.join(' ')}`);

    const file = recording(dataDir);
    const crowd: Learner[] = [];
    await inBatches(accounts, 20, async (account) => {
      const learner: Learner = {
        ...account,
        audioKey: await upload(base, account.token, file),
        mockId: '',
        plan: { steps: [], sections: [] },
        step: 0,
        remainTime: 0,
      };
      if (!(await openMock(learner))) throw new Error('could not create the first mock');
      await spread(learner);
      crowd.push(learner);
    });
    mocksCreated = 0;
    console.error(
      `setup: ${crowd.length} learners, each at a random step of a full PTE mock; baseline ${baselineSeconds} s`,
    );

    const loadAtStart = loadavg().map((value) => Math.round(value * 100) / 100);
    measuring = true;
    const cpuAtBaseline = serverCpuSeconds(server.child.pid);
    const baselineStart = performance.now();
    await Promise.all(crowd.map((learner) => runBaseline(learner, baselineStart + baselineSeconds * 1000)));
    const baselineWindow = (performance.now() - baselineStart) / 1000;

    console.error(`mock traffic ${seconds} s`);
    const cpuAtTraffic = serverCpuSeconds(server.child.pid);
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    await Promise.all(crowd.map((learner) => runLearner(learner, start + seconds * 1000, bank)));
    const window = (performance.now() - start) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuAtEnd = serverCpuSeconds(server.child.pid);
    measuring = false;

    const acks = [...acknowledged.values()];
    const stored = await deps.db
      .select({
        mockId: mockAnswers.mockId,
        questionId: mockAnswers.questionId,
        response: mockAnswers.response,
      })
      .from(mockAnswers)
      .where(inArray(mockAnswers.mockId, [...new Set(acks.map((ack) => ack.mockId))]));
    const storedBy = new Map(stored.map((row) => [`${row.mockId}/${row.questionId}`, row.response]));
    let missing = 0;
    let different = 0;
    for (const ack of acks) {
      const row = storedBy.get(`${ack.mockId}/${ack.questionId}`);
      if (row === undefined) missing += 1;
      else if (canonical(row) !== canonical(ack.response)) different += 1;
    }

    const scoring = await waitForScoring(deps, server.child.pid);

    const routes: Route[] = ['answer', 'progress', 'create', 'detail', 'resume'];
    const all = routes.flatMap((route) => latencies.get(route) ?? []);
    const result = {
      database: 'postgres',
      postgresVersion,
      node: process.version,
      cores: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      loadAverageAtStart: loadAtStart,
      learners,
      seconds,
      thinkMs: [thinkMinMs, thinkMaxMs],
      baseline: summarise(latencies.get('baseline') ?? [], baselineWindow),
      overall: summarise(all, window),
      routes: Object.fromEntries(
        [...routes, 'finish' as const, 'score' as const].map((route) => [
          route,
          summarise(latencies.get(route) ?? [], window),
        ]),
      ),
      statuses: Object.fromEntries([...statuses.entries()].sort()),
      transportErrors,
      conflicts,
      mocksCreated,
      mocksCompleted,
      loadGeneratorCpuSeconds: Math.round((cpu.user + cpu.system) / 1e4) / 100,
      // Server CPU (all threads) per request: the baseline window, and the mock window (every
      // request the learners sent in it, finish and score included, and the scoring done meanwhile).
      serverCpu: {
        baselineMsPerRequest: cpuMsPerRequest(
          cpuAtBaseline,
          cpuAtTraffic,
          latencies.get('baseline')?.length ?? 0,
        ),
        mockMsPerRequest: cpuMsPerRequest(
          cpuAtTraffic,
          cpuAtEnd,
          [...all, ...(latencies.get('finish') ?? []), ...(latencies.get('score') ?? [])].length,
        ),
        mockWindowCoresUsed:
          cpuAtTraffic === null || cpuAtEnd === null
            ? null
            : Math.round(((cpuAtEnd - cpuAtTraffic) / window) * 100) / 100,
      },
      answers: { acknowledged: acks.length, found: acks.length - missing, missing, different },
      scoring,
    };
    console.log(JSON.stringify(result));
    console.error(
      `answers: ${acks.length} acknowledged, ${acks.length - missing} found, ${missing} missing, ${different} different`,
    );
    console.error(
      `scoring: ${scoring.sent} mocks sent, ${scoring.mocks.DONE ?? 0} done, ${scoring.mocks.SCORING_FAILED ?? 0} failed, ` +
        `${scoring.pending} still pending ${scoring.waitedSeconds} s after the traffic; speaking answers ${JSON.stringify(scoring.speakingAnswers)}`,
    );
    const failures = [...statuses.entries()].filter(([key]) => !/ 2\d\d$/.test(key));
    if (missing > 0 || different > 0) exitCode = 1;
    if (failures.length > 0 || transportErrors > 0) {
      console.error(`non-2xx replies: ${JSON.stringify(Object.fromEntries(failures))}`);
      exitCode = 1;
    }
  } finally {
    await server?.stop();
    if (deps) await closeDeps(deps);
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = exitCode;
}

await main();
