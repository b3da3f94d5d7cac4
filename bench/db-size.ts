import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { pteBlueprint, type AnswerResponse } from '@prepwise/contracts';
import { buildApp } from '../apps/server/src/app.js';
import { closeDeps, createDeps } from '../apps/server/src/bootstrap.js';
import { loadConfig } from '../apps/server/src/config.js';
import { questions } from '../apps/server/src/db/schema/index.js';
import { seedQuestionBank } from '../apps/server/src/db/seed-bank.js';
import { findFreeIdsAmong } from '../apps/server/src/modules/questions/questions.repository.js';
import {
  answerFor,
  createLearners,
  inBatches,
  objectiveShapes,
  recording,
  upload,
  type QuestionRow,
} from './support/learners.js';

/**
 * `npm run bench:db-size -- --learners 100`: database bytes per learner, for docs/capacity.md. On a
 * fresh PostgreSQL database (prepwise_rel_size_<random> on BENCH_DATABASE_URL, dropped at the end)
 * the app (in this process, listening on a free port) serves `--learners` learners who each answer
 * every item of one full PTE mock (speaking items with a recording) and finish it, and answer a
 * 20-question objective practice session and finish it. Then, after VACUUM ANALYZE, the size of
 * each table (pg_total_relation_size: rows, indexes, TOAST) with its rows, measured against the
 * same database before the learners (question bank and job tables only), and the bytes per
 * recording stored on disk. Prints one JSON object.
 */
const { values: options } = parseArgs({ options: { learners: { type: 'string', default: '100' } } });
const learnerCount = Number(options.learners);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function tableSizes(client: pg.Client): Promise<Map<string, { bytes: number; rows: number }>> {
  await client.query('vacuum analyze');
  const result = await client.query<{ name: string; bytes: string; rows: string }>(
    `select n.nspname || '.' || c.relname as name, pg_total_relation_size(c.oid) as bytes,
            greatest(c.reltuples, 0)::bigint as rows
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname in ('public', 'pgboss')`,
  );
  return new Map(result.rows.map((row) => [row.name, { bytes: Number(row.bytes), rows: Number(row.rows) }]));
}

function folderBytes(folder: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

async function main() {
  const name = `prepwise_rel_size_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'prepwise-bench-size-'));
  const secret = randomBytes(24).toString('hex');
  const env = {
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    APP_SECRET: secret,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
  };
  const client = new pg.Client({ connectionString: url.toString() });
  const deps = await createDeps(loadConfig(env), { work: false });
  try {
    await client.connect();
    await seedQuestionBank(deps);
    const before = await tableSizes(client);
    const pteTypes = pteBlueprint.items.map((slot) => slot.type);
    const rows = await deps.db
      .select()
      .from(questions)
      .where(and(eq(questions.activated, true), inArray(questions.type, pteTypes)));
    const bank = new Map<number, { row: QuestionRow; shapes: AnswerResponse[] }>(
      rows.map((row) => [row.id, { row, shapes: objectiveShapes(row) }]),
    );
    const free = new Set(
      await findFreeIdsAmong(
        deps.db,
        rows.map((row) => row.id),
      ),
    );
    const objectiveFree = rows
      .filter((row) => free.has(row.id) && (bank.get(row.id)?.shapes.length ?? 0) > 0)
      .map((row) => row.id);
    const accounts = await createLearners(deps, secret, learnerCount, [
      'mock_exam',
      'mock_score',
      'ai_scoring',
    ]);
    const app = await buildApp({ deps, serveWeb: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const file = recording(
      dataDir,
      'Students learn better when they practise often and get feedback quickly, because the memory of a mistake fades.',
    );
    const post = async (token: string, path: string, body: unknown) => {
      const response = await fetch(`${address}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, data: ((await response.json()) as { data?: unknown }).data };
    };
    let answered = 0;
    let recordings = 0;
    await inBatches(accounts, 8, async ({ token }) => {
      const created = await post(token, '/api/mock-test-trial/create', { kind: 'PTE', blueprint: 'full' });
      const mockId = (created.data as { mockId: string }).mockId;
      const detail = await fetch(`${address}/api/mock-test-trial/detail?mockId=${mockId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const plan = (
        (await detail.json()) as {
          data: { plan: { steps: { questionId: number | null }[] }; examInfo: { remainTime: number } };
        }
      ).data;
      for (const [step, { questionId }] of plan.plan.steps.entries()) {
        const item = questionId ? bank.get(questionId) : undefined;
        if (questionId && item) {
          const audioKey = item.shapes.length === 0 ? await upload(address, token, file) : '';
          if (audioKey) recordings += 1;
          const reply = await post(token, '/api/mock-test-trial/answer', {
            examId: mockId,
            questionId,
            response: answerFor(item.row, item.shapes, audioKey),
          });
          if (reply.status === 200) answered += 1;
        }
        await post(token, '/api/mock-test-trial/progress', {
          examId: mockId,
          currentQuestion: step + 1,
          remainTime: plan.examInfo.remainTime,
        });
      }
      await post(token, '/api/mock-test-trial/finish', { examId: mockId });
      const chosen = [...objectiveFree].sort(() => Math.random() - 0.5).slice(0, 20);
      const started = await post(token, '/api/start-exam', { questionIds: chosen });
      const examId = (started.data as { examId: string }).examId;
      for (const questionId of chosen) {
        const item = bank.get(questionId);
        if (!item) continue;
        const reply = await post(token, '/api/answers', {
          examId,
          questionId,
          response: answerFor(item.row, item.shapes, ''),
        });
        if (reply.status === 200) answered += 1;
      }
      await post(token, '/api/finish-exam', { examId });
    });
    await app.close();
    const after = await tableSizes(client);
    const tables = [...after.entries()]
      .map(([table, size]) => {
        const base = before.get(table) ?? { bytes: 0, rows: 0 };
        return { table, bytes: size.bytes - base.bytes, rows: size.rows - base.rows };
      })
      .filter((row) => row.bytes > 0)
      .sort((a, b) => b.bytes - a.bytes);
    const total = tables.reduce((sum, row) => sum + row.bytes, 0);
    const storage = folderBytes(join(dataDir, 'files'));
    const result = {
      learners: learnerCount,
      answered,
      recordings,
      recordingBytes: file.bytes.length,
      databaseBytesAdded: total,
      bytesPerLearner: Math.round(total / learnerCount),
      tables: tables.map((row) => ({
        ...row,
        bytesPerRow: row.rows ? Math.round(row.bytes / row.rows) : null,
      })),
      storage,
    };
    console.log(JSON.stringify(result));
  } finally {
    await closeDeps(deps);
    await client.end().catch(() => {});
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
