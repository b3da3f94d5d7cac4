import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { pteBlueprint, type AnswerResponse } from '@prepwise/contracts';
import { closeDeps, createDeps } from '../apps/server/src/bootstrap.js';
import { loadConfig } from '../apps/server/src/config.js';
import { mockAnswers, mockTests, practiceAnswers, questions } from '../apps/server/src/db/schema/index.js';
import { seedQuestionBank } from '../apps/server/src/db/seed-bank.js';
import type { AppDeps } from '../apps/server/src/deps.js';
import { findFreeIdsAmong } from '../apps/server/src/modules/questions/questions.repository.js';
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
import { startServer, startWorker, type StartedServer } from './support/server.js';

/**
 * `npm run bench:kill9`: crash recovery on a fresh PostgreSQL database (prepwise_rel_kill9_<random>
 * on BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres, dropped at the end).
 * One API process (the compiled server, RUN_JOBS=false) and one worker (`dist/worker.js`); build
 * first (`npm run build -w @prepwise/server`). `--learners` (default 40) take full PTE mocks for
 * `--seconds` (default 90), think time `--think` ms (default 100-300), speaking items answered with a recording,
 * finished mocks sent to scoring; every 3 s one learner sends a spoken practice answer to AI
 * scoring. At `--kill-api-at` s (default 25; negative: never) the API gets SIGKILL and is started
 * again on the same port; at `--kill-worker-at` s (default 50), once a job of `--kill-worker-on`'s
 * queues is active (default any scoring queue; `mock.score` waits for a finished mock's report),
 * the worker gets SIGKILL and is started again. Clients retry a request that got no answer (connection refused or reset)
 * until it gets one. Afterwards: every acknowledged (2xx) answer must be in the database with the
 * content sent; every mock and practice answer sent to scoring must leave SCORING (waited for at
 * most `--wait-seconds`, default 1200). Exit code 1 on a lost or different answer or one stuck.
 */
const { values: options } = parseArgs({
  options: {
    learners: { type: 'string', default: '40' },
    seconds: { type: 'string', default: '90' },
    'kill-api-at': { type: 'string', default: '25' },
    'kill-worker-at': { type: 'string', default: '50' },
    'kill-worker-on': { type: 'string', default: 'scoring.answer,mock.score,mock.prescore' },
    'wait-seconds': { type: 'string', default: '1200' },
    think: { type: 'string', default: '100-300' },
  },
});
const learnerCount = Number(options.learners);
const seconds = Number(options.seconds);
const killApiAt = Number(options['kill-api-at']);
const killWorkerAt = Number(options['kill-worker-at']);
/** The worker is killed once a job of one of these queues is active (`mock.score`: a mock's report). */
const killWorkerOn = options['kill-worker-on'].split(',').filter(Boolean);
/** The scoring queues whose jobs are counted at the end. */
const scoringQueues = ['scoring.answer', 'mock.score', 'mock.prescore'];
const waitSeconds = Number(options['wait-seconds']);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverDist = join(repoRoot, 'apps/server/dist');

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const [thinkMin, thinkMax] = options.think.split('-').map(Number) as [number, number];
/** A learner's pause between steps, `--think` ms (default 100-300: far faster than a class). */
const think = () => sleep(thinkMin + Math.random() * (thinkMax - thinkMin));
const now = () => Math.round(performance.now());

// ---- HTTP with retries ---------------------------------------------------------------------

let base = '';
const statuses = new Map<string, number>();
let unanswered = 0;
let retried = 0;
/** Set after the traffic: a request still without an answer then gives up. */
let giveUpAfter = Infinity;

interface Reply {
  status: number;
  data: unknown;
}

/** A request retried (every 200 ms) while it gets no answer at all; any HTTP status is an answer. */
async function call(
  kind: string,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  body?: unknown,
): Promise<Reply> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      const key = `${kind} ${response.status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      return {
        status: response.status,
        data: text ? (JSON.parse(text) as { data?: unknown }).data : undefined,
      };
    } catch {
      unanswered += 1;
      if (attempt > 0) retried += 1;
      if (performance.now() > giveUpAfter) return { status: 0, data: undefined };
      await sleep(200);
    }
  }
}

// ---- learners ------------------------------------------------------------------------------

type Bank = Map<number, { row: QuestionRow; shapes: AnswerResponse[] }>;

interface Learner {
  token: string;
  audioKey: string;
  mockId: string;
  steps: { questionId: number | null }[];
  step: number;
  remainTime: number;
}

/** The last acknowledged answer per (mock, question); keys whose last write got no answer are uncertain. */
const acknowledged = new Map<string, { mockId: string; questionId: number; response: AnswerResponse }>();
const uncertain = new Set<string>();
const mocksSent: string[] = [];
const practiceSessionsSent: string[] = [];

async function openMock(learner: Learner): Promise<boolean> {
  const created = await call('create', 'POST', '/api/mock-test-trial/create', learner.token, {
    kind: 'PTE',
    blueprint: 'full',
  });
  const mockId = (created.data as { mockId?: string } | undefined)?.mockId;
  if (!mockId) return false;
  learner.mockId = mockId;
  return reload(learner);
}

async function reload(learner: Learner): Promise<boolean> {
  const detail = await call(
    'detail',
    'GET',
    `/api/mock-test-trial/detail?mockId=${learner.mockId}`,
    learner.token,
  );
  const data = detail.data as
    | {
        plan: { steps: { questionId: number | null }[] };
        examInfo: { currentQuestion: number; remainTime: number };
      }
    | undefined;
  if (detail.status !== 200 || !data) return false;
  learner.steps = data.plan.steps;
  learner.step = data.examInfo.currentQuestion;
  learner.remainTime = data.examInfo.remainTime;
  return true;
}

/** Jumps to a random step (the crowd spread over the test, some near its end). */
async function spread(learner: Learner) {
  const target = Math.floor(Math.random() * (learner.steps.length - 1));
  const moved = await call('progress', 'POST', '/api/mock-test-trial/progress', learner.token, {
    examId: learner.mockId,
    currentQuestion: target,
    remainTime: learner.remainTime,
  });
  if (moved.status !== 200) await reload(learner);
  else {
    const record = moved.data as { currentQuestion: number; remainTime: number };
    learner.step = record.currentQuestion;
    learner.remainTime = record.remainTime;
  }
}

async function runLearner(learner: Learner, bank: Bank, deadline: number) {
  while (performance.now() < deadline) {
    await think();
    const questionId = learner.steps[learner.step]?.questionId;
    const item = questionId ? bank.get(questionId) : undefined;
    if (questionId && item) {
      const response = answerFor(item.row, item.shapes, learner.audioKey);
      const key = `${learner.mockId}/${questionId}`;
      const reply = await call('answer', 'POST', '/api/mock-test-trial/answer', learner.token, {
        examId: learner.mockId,
        questionId,
        response,
      });
      if (reply.status >= 200 && reply.status < 300) {
        acknowledged.set(key, { mockId: learner.mockId, questionId, response });
        uncertain.delete(key);
      } else if (reply.status === 0) uncertain.add(key);
    }
    const moved = await call('progress', 'POST', '/api/mock-test-trial/progress', learner.token, {
      examId: learner.mockId,
      currentQuestion: learner.step + 1,
      remainTime: learner.remainTime,
    });
    const record = moved.data as
      { status: string; currentQuestion: number; remainTime: number; reviewing: boolean } | undefined;
    if (moved.status !== 200 || !record) {
      if (!(await reload(learner))) await openMock(learner);
      continue;
    }
    learner.step = record.currentQuestion;
    learner.remainTime = record.remainTime;
    if (record.status === 'INPROGRESS' && !record.reviewing) continue;
    if (record.reviewing)
      await call('finish', 'POST', '/api/mock-test-trial/finish', learner.token, { examId: learner.mockId });
    const scored = await call('score', 'POST', '/marketplace/random-exam/score', learner.token, {
      examId: learner.mockId,
    });
    if (scored.status === 200) mocksSent.push(learner.mockId);
    await openMock(learner);
  }
}

/** A spoken practice answer sent to AI scoring (a `scoring.answer` job). */
async function speak(learner: Learner, speakingIds: number[]) {
  const questionId = speakingIds[Math.floor(Math.random() * speakingIds.length)];
  const started = await call('practice', 'POST', '/api/start-exam', learner.token, {
    questionIds: [questionId],
  });
  const examId = (started.data as { examId?: string } | undefined)?.examId;
  if (!examId) return;
  await call('practice', 'POST', '/api/answers', learner.token, {
    examId,
    questionId,
    response: { audioKey: learner.audioKey },
  });
  await call('practice', 'POST', '/api/finish-exam', learner.token, { examId });
  const scored = await call('practice', 'GET', `/api/test/score-exam/${examId}`, learner.token);
  if (scored.status === 200) practiceSessionsSent.push(examId);
}

// ---- processes -----------------------------------------------------------------------------

function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGKILL');
  return exited;
}

async function activeJobs(admin: pg.Client): Promise<{ id: string; name: string }[]> {
  const rows = await admin.query<{ id: string; name: string }>(
    `select id, name from pgboss.job where state = 'active' and name = any($1::text[])`,
    [killWorkerOn],
  );
  return rows.rows;
}

// ---- checks --------------------------------------------------------------------------------

async function checkAnswers(deps: AppDeps) {
  const acks = [...acknowledged.entries()].filter(([key]) => !uncertain.has(key)).map(([, ack]) => ack);
  const stored = acks.length
    ? await deps.db
        .select({
          mockId: mockAnswers.mockId,
          questionId: mockAnswers.questionId,
          response: mockAnswers.response,
        })
        .from(mockAnswers)
        .where(inArray(mockAnswers.mockId, [...new Set(acks.map((ack) => ack.mockId))]))
    : [];
  const storedBy = new Map(stored.map((row) => [`${row.mockId}/${row.questionId}`, row.response]));
  let missing = 0;
  let different = 0;
  for (const ack of acks) {
    const row = storedBy.get(`${ack.mockId}/${ack.questionId}`);
    if (row === undefined) missing += 1;
    else if (canonical(row) !== canonical(ack.response)) different += 1;
  }
  return {
    acknowledged: acks.length,
    found: acks.length - missing,
    missing,
    different,
    uncertain: uncertain.size,
  };
}

async function scoringState(deps: AppDeps) {
  const mocks = mocksSent.length
    ? await deps.db
        .select({ status: mockTests.status, count: count() })
        .from(mockTests)
        .where(inArray(mockTests.id, [...new Set(mocksSent)]))
        .groupBy(mockTests.status)
    : [];
  const practice = practiceSessionsSent.length
    ? await deps.db
        .select({ status: practiceAnswers.status, count: count() })
        .from(practiceAnswers)
        .where(inArray(practiceAnswers.sessionId, practiceSessionsSent))
        .groupBy(practiceAnswers.status)
    : [];
  const speakingInMocks = mocksSent.length
    ? await deps.db
        .select({ status: mockAnswers.status, count: count() })
        .from(mockAnswers)
        .where(
          and(
            inArray(mockAnswers.mockId, [...new Set(mocksSent)]),
            sql`${mockAnswers.response} ? 'audioKey'`,
          ),
        )
        .groupBy(mockAnswers.status)
    : [];
  const asObject = (rows: { status: string; count: number }[]) =>
    Object.fromEntries(rows.map((row) => [row.status, row.count]));
  const pending =
    (mocks.find((row) => row.status === 'SCORING')?.count ?? 0) +
    (practice.find((row) => row.status === 'SCORING')?.count ?? 0);
  return {
    mocks: asObject(mocks),
    practiceAnswers: asObject(practice),
    speakingAnswersInMocks: asObject(speakingInMocks),
    pending,
  };
}

async function jobStates(admin: pg.Client) {
  const rows = await admin.query<{ name: string; state: string; count: string }>(
    `select name, state, count(*) from pgboss.job where name = any($1::text[]) group by name, state order by name, state`,
    [scoringQueues],
  );
  return Object.fromEntries(rows.rows.map((row) => [`${row.name} ${row.state}`, Number(row.count)]));
}

// ---- the run -------------------------------------------------------------------------------

async function main() {
  if (!existsSync(join(serverDist, 'main.js')) || !existsSync(join(serverDist, 'worker.js')))
    throw new Error('build the server first: npm run build -w @prepwise/server');
  const name = `prepwise_rel_kill9_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'prepwise-bench-kill9-'));
  const secret = randomBytes(24).toString('hex');
  const env = {
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: dataDir,
    APP_SECRET: secret,
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  const database = new pg.Client({ connectionString: databaseUrl.toString() });
  let deps: AppDeps | undefined;
  let api: StartedServer | undefined;
  let worker: ChildProcess | undefined;
  let exitCode = 0;
  try {
    deps = await createDeps(loadConfig({ ...env, LOG_LEVEL: 'silent' }), { work: false });
    await database.connect();
    await seedQuestionBank(deps);
    const pteTypes = pteBlueprint.items.map((slot) => slot.type);
    const rows = await deps.db
      .select()
      .from(questions)
      .where(and(eq(questions.activated, true), inArray(questions.type, pteTypes)));
    const bank: Bank = new Map(rows.map((row) => [row.id, { row, shapes: objectiveShapes(row) }]));
    const free = new Set(
      await findFreeIdsAmong(
        deps.db,
        rows.map((row) => row.id),
      ),
    );
    const speakingIds = rows
      .filter(
        (row) =>
          free.has(row.id) &&
          isSpoken(row, bank.get(row.id)?.shapes ?? []) &&
          row.type !== 'SUMMARIZE_SPOKEN_TEXT',
      )
      .map((row) => row.id);
    const accounts = await createLearners(deps, secret, learnerCount, [
      'mock_exam',
      'mock_score',
      'ai_scoring',
    ]);

    api = await startServer({ root: repoRoot, env: { ...env, RUN_JOBS: 'false' } });
    base = api.base;
    const port = Number(new URL(base).port);
    worker = await startWorker(repoRoot, env);
    console.error(`api ${base} (RUN_JOBS=false), worker pid ${worker.pid}, database ${name}`);

    const file = recording(dataDir, 'Students learn better when they practise often.');
    const crowd: Learner[] = [];
    await inBatches(accounts, 10, async (account) => {
      const learner: Learner = {
        token: account.token,
        audioKey: await upload(base, account.token, file),
        mockId: '',
        steps: [],
        step: 0,
        remainTime: 0,
      };
      if (!(await openMock(learner))) throw new Error('could not create a mock');
      await spread(learner);
      crowd.push(learner);
    });

    const load = loadavg().map((value) => Math.round(value * 100) / 100);
    const start = performance.now();
    const deadline = start + seconds * 1000;
    const events: string[] = [];
    const log = (line: string) => {
      const stamped = `${((performance.now() - start) / 1000).toFixed(1)} s: ${line}`;
      events.push(stamped);
      console.error(stamped);
    };
    const speaker = setInterval(
      () => void speak(crowd[Math.floor(Math.random() * crowd.length)] as Learner, speakingIds),
      3000,
    );
    let apiRecoveryMs = 0;
    let workerRecovery: {
      killedJobs: { id: string; name: string }[];
      restartMs: number;
      killedAt: number;
      /** The kill on the wall clock, to compare with pg-boss's completion times. */
      killedAtEpochMs: number;
    } | null = null;

    const chaos = (async () => {
      // A negative --kill-api-at leaves the API alone (a run about the worker only).
      if (killApiAt >= 0) {
        await sleep(killApiAt * 1000);
        if (!api) return;
        const killedAt = now();
        await killHard(api.child);
        log('API killed (SIGKILL)');
        api = await startServer({ root: repoRoot, env: { ...env, RUN_JOBS: 'false' }, port });
        apiRecoveryMs = now() - killedAt;
        log(`API answering again after ${apiRecoveryMs} ms`);
      }
      await sleep(Math.max(0, start + killWorkerAt * 1000 - performance.now()));
      let active = await activeJobs(database);
      while (active.length === 0 && performance.now() < deadline + 60_000) {
        await sleep(250);
        active = await activeJobs(database);
      }
      if (!worker) return;
      const workerKilledAt = now();
      await killHard(worker);
      log(
        `worker killed (SIGKILL) with ${active.length} scoring job(s) active: ${active.map((job) => job.name).join(', ')}`,
      );
      worker = await startWorker(repoRoot, env);
      workerRecovery = {
        killedJobs: active,
        restartMs: now() - workerKilledAt,
        killedAt: workerKilledAt,
        killedAtEpochMs: Date.now() - (now() - workerKilledAt),
      };
      log(`worker running again after ${workerRecovery.restartMs} ms`);
    })();

    await Promise.all(crowd.map((learner) => runLearner(learner, bank, deadline)));
    clearInterval(speaker);
    giveUpAfter = performance.now() + 60_000;
    await chaos;
    log('traffic over');

    const answers = await checkAnswers(deps);
    log(
      `answers: ${answers.acknowledged} acknowledged, ${answers.found} found, ${answers.missing} missing, ${answers.different} different, ${answers.uncertain} uncertain`,
    );

    // Scoring: wait until nothing sent is left in SCORING, noting when the killed jobs finished.
    const waitStart = now();
    let killedJobsDoneAfterMs: number | null = null;
    let scoring = await scoringState(deps);
    const recovery = workerRecovery as {
      killedJobs: { id: string }[];
      killedAt: number;
      killedAtEpochMs: number;
    } | null;
    while (now() - waitStart < waitSeconds * 1000) {
      if (recovery && killedJobsDoneAfterMs === null) {
        const ids = recovery.killedJobs.map((job) => job.id);
        const states = ids.length
          ? (
              await database.query<{ state: string; done_ms: number | null }>(
                `select state, extract(epoch from completed_on) * 1000 as done_ms from pgboss.job where id = any($1::uuid[])`,
                [ids],
              )
            ).rows
          : [];
        if (states.every((row) => row.state === 'completed' || row.state === 'cancelled')) {
          // When pg-boss completed the last of them (this loop may look only after the traffic).
          const doneAt = Math.max(
            ...states.map((row) => Number(row.done_ms ?? Date.now())),
            recovery.killedAtEpochMs,
          );
          killedJobsDoneAfterMs = Math.round(doneAt - recovery.killedAtEpochMs);
          log(`the jobs active at the worker's kill are completed, ${killedJobsDoneAfterMs} ms after it`);
        }
      }
      scoring = await scoringState(deps);
      if (scoring.pending === 0 && (recovery === null || killedJobsDoneAfterMs !== null)) break;
      await sleep(5000);
    }
    log(`scoring: ${JSON.stringify(scoring)}`);
    const result = {
      database: 'postgres',
      node: process.version,
      cores: cpus().length,
      loadAverageAtStart: load,
      loadAverageAtEnd: loadavg().map((value) => Math.round(value * 100) / 100),
      learners: learnerCount,
      seconds,
      statuses: Object.fromEntries([...statuses.entries()].sort()),
      requestsWithoutAnswer: unanswered,
      retries: retried,
      apiRecoveryMs,
      workerRecovery,
      killedJobsDoneAfterMs,
      answers,
      mocksSent: mocksSent.length,
      practiceSpeakingSent: practiceSessionsSent.length,
      scoring,
      jobs: await jobStates(database),
      scoringWaitedSeconds: Math.round((now() - waitStart) / 1000),
      events,
    };
    console.log(JSON.stringify(result));
    if (answers.missing > 0 || answers.different > 0 || scoring.pending > 0) exitCode = 1;
  } finally {
    if (worker && worker.exitCode === null) await killHard(worker);
    await api?.stop();
    if (deps) await closeDeps(deps);
    await database.end().catch(() => {});
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = exitCode;
}

await main();
