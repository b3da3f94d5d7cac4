import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { closeDeps, createDeps } from '../apps/server/src/bootstrap.js';
import { loadConfig } from '../apps/server/src/config.js';
import { questions } from '../apps/server/src/db/schema/index.js';
import { seedQuestionBank } from '../apps/server/src/db/seed-bank.js';
import { createFreshDatabase } from './support/fresh-database.js';
import { createLearners } from './support/learners.js';

/**
 * `npm run bench:gradebook`: a teacher's pages on a big class, on PostgreSQL. On a fresh database
 * (prepwise_bench_gradebook_<random> on BENCH_DATABASE_URL's server, dropped at the end) the app
 * (in this process, on a free port) serves one teacher with `--classes` classes (default 20); the
 * first has `--learners` learners (200) and `--assignments` assignments (30, ten THPT questions
 * each, a third of them past due), the others 40 learners and 10 assignments each, so the big
 * class's queries run beside other classes' rows. Each learner handed in about 80 % of the work
 * (ten marked answers per attempt), started 10 % and missed the rest; late and on-time hand-ins
 * both occur. Then, over `--runs` requests each (default 60, after 5 warm-ups), in the same run:
 * the gradebook (`GET /api/teacher/classes/{id}/gradebook`, 100 learners × 30 assignments a page,
 * pages 0 and 1), an assignment's submissions (100 a page), the class list (`GET /api/classes`,
 * 20 classes), and the baseline: the class detail (`GET /api/classes/{id}`: sign-in, the rights
 * check and one row). Prints one JSON object with p50/p95/max in ms per request.
 */
const { values: options } = parseArgs({
  options: {
    learners: { type: 'string', default: '200' },
    assignments: { type: 'string', default: '30' },
    classes: { type: 'string', default: '20' },
    runs: { type: 'string', default: '60' },
    /** Keep the database (its name is printed) to look at the queries' plans. */
    keep: { type: 'boolean', default: false },
  },
});
const learnerCount = Number(options.learners);
const assignmentCount = Number(options.assignments);
const classCount = Number(options.classes);
const runs = Number(options.runs);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

async function main() {
  const fresh = await createFreshDatabase(adminUrl, 'prepwise_bench_gradebook');
  const url = new URL(fresh.url);
  const dataDir = mkdtempSync(join(tmpdir(), 'prepwise-bench-gradebook-'));
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
    const bank = await deps.db
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.activated, true), eq(questions.type, 'VOCAB_SYNONYM')))
      .limit(10);
    if (bank.length < 10) throw new Error('the sample bank has fewer than ten synonym questions');
    const questionIds = bank.map((row) => row.id);
    const [teacher] = await createLearners(deps, secret, 1, []);
    if (!teacher) throw new Error('no teacher');
    await client.query(`update users set roles = '{ROLE_USER,ROLE_TEACHER}' where id = $1`, [teacher.id]);
    const learners = await createLearners(deps, secret, learnerCount + (classCount - 1) * 40, []);

    const app = await buildApp({ deps, serveWeb: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${teacher.token}`, 'content-type': 'application/json' };
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${address}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
      return JSON.parse(text) as { data: { id: string } };
    };
    const dueAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const classIds: string[] = [];
    const assignmentIds: string[] = [];
    for (let index = 0; index < classCount; index += 1) {
      const created = await call('POST', '/api/classes', { name: `Class ${index + 1}`, examFamily: 'THPT' });
      classIds.push(created.data.id);
      const members =
        index === 0
          ? learners.slice(0, learnerCount)
          : learners.slice(learnerCount + (index - 1) * 40, learnerCount + index * 40);
      await client.query(`insert into class_members (class_id, user_id) select $1, unnest($2::uuid[])`, [
        created.data.id,
        members.map((learner) => learner.id),
      ]);
      const count = index === 0 ? assignmentCount : 10;
      for (let item = 0; item < count; item += 1) {
        const assignment = await call('POST', `/api/classes/${created.data.id}/assignments`, {
          title: `Set ${item + 1}`,
          work: { kind: 'PRACTICE_CHOSEN', questionIds },
          dueAt,
        });
        if (index === 0) assignmentIds.push(assignment.data.id);
      }
    }
    // A third of the work is past due; every assignment opened 30 days ago.
    await client.query(
      `update assignments a set opens_at = now() - interval '30 days',
              due_at = case when n.row % 3 = 0 then now() - (n.row || ' hours')::interval else a.due_at end
         from (select id, row_number() over (order by created_at, id) as row from assignments) n
        where n.id = a.id`,
    );
    // Hand-ins: ~80 % finished (some after the due date), ~10 % in progress, the rest missed.
    await client.query(
      `insert into practice_sessions (user_id, exam_group, question_ids, current_question, status, started_at, finished_at, assignment_id)
       select m.user_id, 'THPT', $1::int[], 10,
              case when r.draw < 0.8 then 'FINISH' else 'INPROGRESS' end,
              a.opens_at + interval '1 day',
              case when r.draw < 0.8 then
                case when r.draw < 0.7 then a.opens_at + interval '1 day 20 minutes' else a.due_at + interval '2 hours' end
              end,
              a.id
         from assignments a
         join class_members m on m.class_id = a.class_id
         cross join lateral (select random() as draw where a.id is not null and m.user_id is not null) r
        where r.draw < 0.9`,
      [questionIds],
    );
    await client.query(
      `insert into practice_answers (session_id, user_id, question_id, response, status, score, max)
       select pe.id, pe.user_id, q.id, '{"answer":"A"}'::jsonb, 'MARKED', (random() < 0.7)::int, 1
         from practice_sessions pe cross join unnest(pe.question_ids) as q(id)
        where pe.status = 'FINISH'`,
    );
    await client.query('vacuum analyze');
    const counts = (
      await client.query<{ attempts: string; answers: string }>(
        `select (select count(*) from practice_sessions) as attempts, (select count(*) from practice_answers) as answers`,
      )
    ).rows[0];

    const [bigClass] = classIds;
    const [firstAssignment] = assignmentIds;
    const targets: Record<string, string> = {
      'baseline: class detail': `/api/classes/${bigClass}`,
      'class list (20 classes)': `/api/classes?page=0&size=25`,
      'gradebook page 0 (100 × 30)': `/api/teacher/classes/${bigClass}/gradebook?page=0&size=100`,
      'gradebook page 1 (100 × 30)': `/api/teacher/classes/${bigClass}/gradebook?page=1&size=100`,
      'submissions (100 a page)': `/api/teacher/assignments/${firstAssignment}/submissions?page=0&size=100`,
    };
    const results: Record<string, { p50: number; p95: number; max: number }> = {};
    for (const [label, path] of Object.entries(targets)) {
      for (let warm = 0; warm < 5; warm += 1) await call('GET', path);
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        await call('GET', path);
        times.push(performance.now() - started);
      }
      results[label] = {
        p50: percentile(times, 0.5),
        p95: percentile(times, 0.95),
        max: percentile(times, 1),
      };
    }
    await app.close();
    console.log(
      JSON.stringify(
        {
          bench: 'gradebook',
          database: 'postgres',
          machine: {
            cpus: cpus().length,
            model: cpus()[0]?.model,
            loadavg: loadavg().map((v) => Math.round(v * 100) / 100),
          },
          setup: { classes: classCount, learners: learnerCount, assignments: assignmentCount, ...counts },
          runs,
          ms: results,
        },
        null,
        2,
      ),
    );
  } finally {
    await client.end().catch(() => undefined);
    await closeDeps(deps);
    rmSync(dataDir, { recursive: true, force: true });
    if (options.keep) console.error(`kept database ${fresh.name}`);
    else {
      await fresh.drop();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
