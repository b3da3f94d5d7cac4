import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, type StartedServer } from './support/server.js';

/**
 * Does scoring spoken answers freeze the API? Starts the server like `npm start` (embedded PGlite
 * on a fresh temporary data folder, demo content, jobs in the API process) and, as the demo
 * learner (credits from the demo voucher TRY-AI-200), uploads four ~35 s synthetic read-aloud
 * answers (espeak-ng reading the question's text again and again, cut to 35 s by sox, encoded by
 * flac), answers with them and asks for AI scoring. Meanwhile `GET /api/health` and
 * `GET /api/questions-by-type` are requested every 100 ms each. Prints one JSON object: p50, p99
 * and max latency of each probe, how long until all four answers were scored, the server's own
 * event-loop delay and pool counts (`GET /api/metrics`). Progress goes to stderr.
 *
 * Usage: npm run bench:event-loop. CPU-heavy (speech recognition of 140 s of audio): run alone.
 * BENCH_SERVER_ENV, e.g. `WORKER_THREADS=2`, is added to the server's environment.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const answerSeconds = 35;
const probeEveryMs = 100;
const scoringDeadlineMs = 15 * 60_000;

function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function summarise(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    requests: sorted.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

let base = '';
let token = '';

async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** A ~35 s FLAC of espeak-ng reading `text` over and over (22.05 kHz mono, as espeak makes it). */
function synthesise(folder: string, name: string, text: string): Buffer {
  const wav = join(folder, `${name}.wav`);
  const cut = join(folder, `${name}-35s.wav`);
  const flac = join(folder, `${name}.flac`);
  const once = Number(
    execFileSync('sh', ['-c', `espeak-ng -v en-us -s 150 --stdout "$1" | soxi -D -`, 'sh', text])
      .toString()
      .trim(),
  );
  const repeats = Math.max(1, Math.ceil(answerSeconds / Math.max(once, 1)));
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', wav, Array(repeats).fill(text).join(' ')]);
  execFileSync('sox', [wav, cut, 'trim', '0', String(answerSeconds)]);
  execFileSync('flac', ['--silent', '--force', '-o', flac, cut]);
  return readFileSync(flac);
}

/** Requests `path` every 100 ms until stopped; returns each request's latency in ms. */
function probe(path: string, withToken: boolean) {
  const latencies: number[] = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const response = await fetch(`${base}${path}`, {
          headers: withToken ? { authorization: `Bearer ${token}` } : {},
        });
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
      } catch {
        failures += 1;
      }
      const elapsed = performance.now() - started;
      latencies.push(elapsed);
      await sleep(Math.max(0, probeEveryMs - elapsed));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { ...summarise(latencies), failures };
    },
  };
}

interface Question {
  id: number;
  text: string | null;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'prepwise-bench-loop-'));
  const audioDir = join(dataDir, 'bench-audio');
  mkdirSync(audioDir, { recursive: true });
  const extraEnv = Object.fromEntries(
    (process.env.BENCH_SERVER_ENV ?? '')
      .split(' ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  let server: StartedServer | undefined;
  const benchStarted = performance.now();
  try {
    log(`starting the server with PGlite in ${dataDir}`);
    server = await startServer({
      root: repoRoot,
      cwd: join(repoRoot, 'apps/server'),
      env: {
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        RUN_JOBS: 'true',
        ...extraEnv,
      },
      healthTimeoutMs: 120_000,
    });
    base = server.base;
    log(`server: node ${server.entry.join(' ')} on ${base}`);
    log(`server up after ${Math.round(performance.now() - benchStarted)} ms`);

    token = (
      await api<{ accessToken: string }>('/auth/login', {
        body: { email: 'learner@prepwise.test', password: 'learner123' },
      })
    ).accessToken;
    await api('/api/voucher/active/TRY-AI-200');
    const bank = await api<Question[]>('/api/questions-by-type?type=SPEAKING_READ_ALOUD&size=10');
    const chosen = bank.filter((question) => question.text).slice(0, 4);
    if (chosen.length < 4) throw new Error('the demo bank has fewer than 4 read-aloud items');

    log('synthesising four 35 s answers');
    const recordings = chosen.map((question, index) =>
      synthesise(audioDir, `answer-${index}`, question.text ?? ''),
    );

    const health = probe('/api/health', false);
    const list = probe('/api/questions-by-type?type=WRITING_ESSAY&size=10', true);
    await sleep(1000);

    const examId = (
      await api<{ examId: string }>('/api/start-exam', { body: { questionIds: chosen.map((q) => q.id) } })
    ).examId;
    const uploadStarted = performance.now();
    for (const [index, question] of chosen.entries()) {
      const signed = await api<{ signedUrl: string; key: string }>('/api/file/signed_url', {
        body: { type: 'answer', contentType: 'audio/flac', filename: `answer-${index}.flac` },
      });
      const put = await fetch(new URL(signed.signedUrl, base), {
        method: 'PUT',
        headers: { 'content-type': 'audio/flac' },
        body: new Uint8Array(recordings[index] ?? Buffer.alloc(0)),
      });
      if (!put.ok) throw new Error(`upload failed: ${put.status} ${await put.text()}`);
      await api('/api/answers', {
        body: { examId, questionId: question.id, response: { audioKey: signed.key } },
      });
    }
    const uploadMs = performance.now() - uploadStarted;
    log(`uploaded and answered in ${Math.round(uploadMs)} ms; asking for AI scoring`);

    const scoringStarted = performance.now();
    // Only a finished session is scored (an open one answers 409).
    await api('/api/finish-exam', { body: { examId } });
    await api(`/api/test/score-exam/${examId}`);
    let statuses: string[] = [];
    while (performance.now() - scoringStarted < scoringDeadlineMs) {
      const exam = await api<{ answers: { status: string }[] }>('/api/resume-exam', { body: { examId } });
      statuses = exam.answers.map((answer) => answer.status);
      if (statuses.every((status) => status === 'SCORED' || status === 'SCORING_FAILED')) break;
      await sleep(500);
    }
    const scoringMs = performance.now() - scoringStarted;
    log(`answers: ${statuses.join(', ')} after ${Math.round(scoringMs)} ms`);
    await sleep(1000);

    const results = {
      answers: chosen.length,
      answerSeconds,
      statuses,
      allScored: statuses.every((status) => status === 'SCORED'),
      uploadAndAnswerMs: Math.round(uploadMs),
      scoringMs: Math.round(scoringMs),
      health: await health.stop(),
      questionsByType: await list.stop(),
      server: await api('/api/metrics'),
      benchSeconds: Math.round((performance.now() - benchStarted) / 1000),
    };
    process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await server?.stop(15_000);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
