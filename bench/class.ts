import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { closeDeps, createDeps } from '../apps/server/src/bootstrap.js';
import { loadConfig } from '../apps/server/src/config.js';
import { and, eq } from 'drizzle-orm';
import { questions } from '../apps/server/src/db/schema/index.js';
import { seedQuestionBank } from '../apps/server/src/db/seed-bank.js';
import { createFreshDatabase } from './support/fresh-database.js';
import { createLearners, inBatches, recording, upload } from './support/learners.js';
import { startServer, startWorker, stopProcess } from './support/server.js';

/**
 * `npm run bench:class -- --learners 8 --pace 10 [--compare prescore|priorities] [--blueprint
 * speaking|full]`: a class takes the PTE speaking mock (five spoken tasks) together, or the
 * speaking and writing part of the full PTE mock (26 spoken tasks, then two written summaries and
 * two essays, typed; the reading and listening sections not reached). `--worker` runs the jobs
 * in a worker process of their own (`npm run worker`) beside the API, as deployed. On a fresh PostgreSQL database, the server (one process: API and
 * jobs, as `npm start` on DATABASE_URL) serves `--learners` learners who each answer every task
 * with a recording, one every `--pace` seconds (a real class takes about 40 s a task; a smaller
 * pace with fewer learners stands for a bigger class at the same CPU rate), then press Finish and
 * Score at the same moment. Per learner: the time from Score to the report being ready (DONE),
 * and the server's CPU. Beside the class, one learner practises: a read-aloud answer sent for AI
 * scoring every `--practice-every` seconds from the first answer to the last report, each timed
 * from the request to its score. Run twice in one go, side by side: `--compare prescore` (the
 * default) with open answers scored only at Score (`PRESCORE_MOCK_ANSWERS=false`, the earlier
 * way) and as they are saved; `--compare priorities` with the worker pool first come, first
 * served (`POOL_PRIORITIES=false`, the earlier way) and most urgent first (the default).
 * Prints one JSON object.
 */
const { values } = parseArgs({
  options: {
    learners: { type: 'string', default: '8' },
    pace: { type: 'string', default: '10' },
    'practice-every': { type: 'string', default: '15' },
    compare: { type: 'string', default: 'prescore' },
    blueprint: { type: 'string', default: 'speaking' },
    /** Jobs in a worker process of their own (`npm run worker`), the API with RUN_JOBS=false. */
    worker: { type: 'boolean', default: false },
  },
});
const separateWorker = values.worker;
if (values.blueprint !== 'speaking' && values.blueprint !== 'full')
  throw new Error('--blueprint takes speaking or full');
const blueprint = values.blueprint;
/** The PTE speaking and writing section's types: spoken answers, then typed ones. */
const SPOKEN = new Set([
  'SPEAKING_READ_ALOUD',
  'REPEAT_SENTENCE',
  'DESCRIBE_IMAGE',
  'RETELL_LECTURE',
  'ANSWER_SHORT_QUESTION',
]);
const WRITTEN = new Set(['WRITING_SUMMARIZE_WRITTEN_TEXT', 'WRITING_ESSAY']);
/** Typed answers of the class (written for this benchmark): a one-sentence summary and an essay. */
const SUMMARY =
  'The passage explains a problem, its main causes and its effects on people, and it suggests that careful planning and cooperation can reduce it.';
const ESSAY = [
  'Many people disagree about this question, and both sides have good reasons. In this essay I will look at each view before giving my own opinion.',
  'On the one hand, supporters argue that the change would help ordinary families, because it saves money and time and gives more people the same chances. For example, a student from a small town could study without moving to an expensive city.',
  'On the other hand, critics point out that every change has a cost. Someone has to pay for it, and if the money is taken from other services, schools and hospitals may suffer. They also worry that quality could fall when too many people use the same system.',
  'In my opinion, the benefits are larger than the drawbacks, as long as the government plans carefully and listens to the people who are affected. A gradual approach, tested in a few places first, would let us keep what works and change what does not.',
].join('\n\n');
const practiceEveryMs = Number(values['practice-every']) * 1000;
if (values.compare !== 'prescore' && values.compare !== 'priorities')
  throw new Error('--compare takes prescore or priorities');
const compare = values.compare;
const learnerCount = Number(values.learners);
const paceMs = Number(values.pace) * 1000;
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function cpuSeconds(pid: number | undefined): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  return (Number(fields[11]) + Number(fields[12])) / ticks;
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0) / 100) / 10;
};

interface RunSettings {
  prescore: boolean;
  priorities: boolean;
}

async function runClass({ prescore, priorities }: RunSettings) {
  const fresh = await createFreshDatabase(adminUrl, 'prepwise_bench_class');
  const databaseUrl = new URL(fresh.url);
  const dataDir = mkdtempSync(join(tmpdir(), 'prepwise-bench-class-'));
  const env = {
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: dataDir,
    APP_SECRET: randomBytes(24).toString('hex'),
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    PRESCORE_MOCK_ANSWERS: String(prescore),
    POOL_PRIORITIES: String(priorities),
  };
  const deps = await createDeps(loadConfig({ ...env, LOG_LEVEL: 'silent' }), { work: false });
  const server = await startServer({
    root: repoRoot,
    env: separateWorker ? { ...env, RUN_JOBS: 'false' } : env,
  });
  const worker = separateWorker
    ? await startWorker(repoRoot, env).catch(async (error: unknown) => {
        await server.stop();
        throw error;
      })
    : null;
  // The server's CPU: the API process and, when jobs run apart, the worker's.
  const serverCpu = () => cpuSeconds(server.child.pid) + (worker ? cpuSeconds(worker.pid) : 0);
  try {
    await seedQuestionBank(deps);
    const accounts = await createLearners(deps, env.APP_SECRET, learnerCount, ['mock_exam', 'mock_score']);
    const [practiser] = await createLearners(deps, env.APP_SECRET, 1, ['ai_scoring']);
    const readAloud = await deps.db
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.type, 'SPEAKING_READ_ALOUD'), eq(questions.activated, true)))
      .limit(1);
    const readAloudId = readAloud[0]?.id;
    if (!practiser || readAloudId === undefined)
      throw new Error('no practice learner or read-aloud question');
    const file = recording(dataDir);
    const call = async (token: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await response.json()) as { data: unknown };
      if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
      return json.data;
    };
    // One practice answer: a session over the read-aloud item, the recording, AI scoring asked
    // for, then the session polled until the answer is scored. Returns the seconds it took.
    const practiseOnce = async (): Promise<number> => {
      const token = practiser.token;
      const { examId } = (await call(token, '/api/start-exam', {
        examGroup: 'QUESTION_BANK',
        questionIds: [readAloudId],
      })) as { examId: string };
      const audioKey = await upload(server.base, token, file);
      await call(token, '/api/answers', { examId, questionId: readAloudId, response: { audioKey } });
      // As the player does when the learner taps "Score this answer with AI".
      await call(token, '/api/finish-exam', { examId });
      const askedAt = performance.now();
      await call(token, `/api/test/score-exam/${examId}`);
      for (;;) {
        const exam = (await call(token, `/answer/exam-history/${examId}`)) as {
          answers: { status: string }[];
        };
        if (exam.answers.every((answer) => answer.status === 'SCORED' || answer.status === 'SCORING_FAILED'))
          return performance.now() - askedAt;
        await sleep(250);
      }
    };
    const practiceTimes: number[] = [];
    const practiceFailures: string[] = [];
    let classDone = false;
    const practising = (async () => {
      while (!classDone) {
        const startedAt = performance.now();
        try {
          practiceTimes.push(await practiseOnce());
        } catch (error) {
          practiceFailures.push(error instanceof Error ? error.message : String(error));
        }
        await sleep(Math.max(0, practiceEveryMs - (performance.now() - startedAt)));
      }
    })();
    const cpuAtStart = serverCpu();
    const finishTimes: number[] = [];
    let reportsFailed = 0;
    let answersSaved = 0;
    let answersScored = 0;
    let answersSent = 0;
    // The class answers together, each learner a recording every `pace`, then all press Score.
    const mocks = await Promise.all(
      accounts.map(async ({ token }) => {
        const { mockId } = (await call(token, '/api/mock-test-trial/create', {
          kind: 'PTE',
          blueprint,
        })) as { mockId: string };
        const detail = (await call(token, `/api/mock-test-trial/detail?mockId=${mockId}`)) as {
          plan: { steps: { questionId: number | null }[] };
          questions: { id: number; type: string }[];
        };
        const typeOf = new Map(detail.questions.map((question) => [question.id, question.type]));
        let answered = 0;
        const toAnswer = detail.plan.steps.filter(({ questionId }) => {
          const type = questionId === null ? undefined : typeOf.get(questionId);
          return type !== undefined && (SPOKEN.has(type) || WRITTEN.has(type));
        }).length;
        // The speaking and writing part: each spoken or typed task in order, the rest not reached.
        for (const [step, { questionId }] of detail.plan.steps.entries()) {
          if (answered === toAnswer) break;
          await call(token, '/api/mock-test-trial/progress', {
            examId: mockId,
            currentQuestion: step,
            remainTime: 30 * 60_000,
          });
          const type = questionId === null ? undefined : typeOf.get(questionId);
          if (questionId === null || type === undefined || (!SPOKEN.has(type) && !WRITTEN.has(type)))
            continue;
          const response = SPOKEN.has(type)
            ? { audioKey: await upload(server.base, token, file) }
            : { text: type === 'WRITING_ESSAY' ? ESSAY : SUMMARY };
          await call(token, '/api/mock-test-trial/answer', { examId: mockId, questionId, response });
          answered += 1;
          answersSent += 1;
          await sleep(paceMs);
        }
        return { token, mockId };
      }),
    );
    const cpuAtFinish = serverCpu();
    await inBatches(mocks, mocks.length, async ({ token, mockId }) => {
      await call(token, '/api/mock-test-trial/finish', { examId: mockId });
      const scoredFrom = performance.now();
      await call(token, '/marketplace/random-exam/score', { examId: mockId });
      let status = '';
      for (;;) {
        const state = (await call(token, `/api/mock-test-trial/score/${mockId}`)) as { status: string };
        status = state.status;
        if (status === 'DONE' || status === 'SCORING_FAILED') break;
        await sleep(250);
      }
      finishTimes.push(performance.now() - scoredFrom);
      if (status !== 'DONE') reportsFailed += 1;
      // No answer lost or left unscored: every answer saved is in the report, scored.
      const detail = (await call(token, `/api/mock-test-trial/detail?mockId=${mockId}`)) as {
        examInfo: { answers: { status: string }[] };
      };
      answersSaved += detail.examInfo.answers.length;
      answersScored += detail.examInfo.answers.filter((answer) => answer.status === 'SCORED').length;
    });
    const cpuAtEnd = serverCpu();
    classDone = true;
    await practising;
    return {
      prescore,
      priorities,
      learners: learnerCount,
      reports: { failed: reportsFailed },
      answers: { sent: answersSent, saved: answersSaved, scored: answersScored },
      scoreToReportSeconds: {
        median: percentile(finishTimes, 0.5),
        p90: percentile(finishTimes, 0.9),
        p95: percentile(finishTimes, 0.95),
        max: percentile(finishTimes, 1),
      },
      practiceAnswerScoredSeconds: {
        answers: practiceTimes.length,
        failures: practiceFailures,
        median: percentile(practiceTimes, 0.5),
        p95: percentile(practiceTimes, 0.95),
        max: percentile(practiceTimes, 1),
      },
      serverCpuSeconds: {
        whileAnswering: Math.round((cpuAtFinish - cpuAtStart) * 10) / 10,
        afterScore: Math.round((cpuAtEnd - cpuAtFinish) * 10) / 10,
      },
    };
  } finally {
    await stopProcess(worker);
    await server.stop();
    await closeDeps(deps);
    rmSync(dataDir, { recursive: true, force: true });
    await fresh.drop();
  }
}

async function main() {
  const before = await runClass(
    compare === 'prescore' ? { prescore: false, priorities: true } : { prescore: true, priorities: false },
  );
  const after = await runClass({ prescore: true, priorities: true });
  console.log(
    JSON.stringify(
      {
        bench: 'class',
        machine: {
          cpus: cpus().length,
          model: cpus()[0]?.model,
          loadavg: loadavg().map((v) => Math.round(v * 100) / 100),
        },
        blueprint:
          blueprint === 'full'
            ? 'PTE full, its speaking and writing part (26 spoken and 4 typed tasks)'
            : 'PTE speaking (5 spoken tasks)',
        processes: separateWorker ? 'API (RUN_JOBS=false) and a worker' : 'one (API and jobs)',
        paceSeconds: paceMs / 1000,
        practiceEverySeconds: practiceEveryMs / 1000,
        compare,
        runs: [before, after],
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
