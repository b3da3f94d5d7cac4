import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.js';
import type { AppDeps } from '../apps/server/src/deps.js';
import { isDeepStrictEqual } from 'node:util';
import { loadAnalytics } from '../apps/server/src/modules/analytics/analytics.service.js';
import { ensureAnalyticsRollups } from '../apps/server/src/modules/analytics/analytics.repository.js';
import { directAnalyticsSource } from '../apps/server/src/modules/analytics/analytics-direct.repository.js';

/**
 * The analytics dashboards at a million events. Opens a fresh database (PGlite in a temporary
 * folder by default; `--database postgres` creates a fresh database on DATABASE_URL's server and
 * drops it after), inserts 2,000 learners, 1,000,000 product events and 1,000,000 page views spread
 * over the 365 days before now (by generate_series, in one statement each), builds the daily
 * rollups from them (timed: the first start after migration 0025 does the same), then times, over
 * several runs (median and max), in the same run: the whole dashboard (`GET /api/admin/analytics`:
 * every chart's queries, as the route runs them) for a 30-day and a 366-day range, read from the
 * rollups (the app's path) and computed from the events (the path before the rollups, kept as
 * the tests' reference), checks that both answer the same, and the baseline: a plain `count(*)`
 * over each table. Last, what the rollup triggers cost a writer: 10,000 events inserted in one
 * statement with the triggers and without them. Prints one JSON object.
 *
 * Usage: npm run bench:analytics [-- --database postgres] (BENCH_EVENTS, BENCH_RUNS).
 */
const events = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const learners = 2_000;
const usePostgres = process.argv.includes('--database') && process.argv.includes('postgres');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function time(label: string, run: () => Promise<unknown>) {
  await run(); // warm-up (plans, cache)
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  const round = (value: number) => Math.round(value * 10) / 10;
  return { label, medianMs: round(median(times)), maxMs: round(Math.max(...times)) };
}

async function openFresh(): Promise<{ handle: DatabaseHandle; cleanUp: () => Promise<void> }> {
  if (usePostgres) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('--database postgres needs DATABASE_URL');
    const name = `prepwise_bench_analytics_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handle = await openDatabase({
      kind: 'postgres',
      connectionString: target.toString(),
      poolSize: 10,
    });
    return {
      handle,
      cleanUp: async () => {
        await handle.close();
        const drop = new pg.Client({ connectionString: url });
        await drop.connect();
        await drop.query(`drop database if exists "${name}" with (force)`);
        await drop.end();
      },
    };
  }
  const folder = mkdtempSync(join(tmpdir(), 'prepwise-bench-analytics-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: join(folder, 'pglite') });
  return {
    handle,
    cleanUp: async () => {
      await handle.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

const loadAtStart = loadavg().map((value) => Math.round(value * 100) / 100);
const { handle, cleanUp } = await openFresh();
try {
  await migrateDatabase(handle);
  const sql = (text: string) => handle.executeSql(text);
  const fillStarted = performance.now();
  await sql(`insert into users (email, full_name, created_at)
    select 'bench' || n || '@example.com', 'Bench ' || n, now() - interval '400 days'
    from generate_series(1, ${learners}) as n`);
  // A mix like a school's: mostly practice and scoring, fewer mocks, sign-ups and purchases.
  await sql(`insert into product_events (type, user_id, occurred_at, detail, amount_cents, latency_ms)
    select kind.type, u.id, now() - (random() * interval '365 days'),
      case kind.type
        when 'practice_attempt' then (array['READ_ALOUD','WRITING_ESSAY','VOCAB_SYNONYM','DICTATION','REPEAT_SENTENCE'])[1 + n % 5]
        when 'purchase' then (array['AI Scoring #1','Mock Test #1','PTE Pack'])[1 + n % 3]
        when 'scoring_finished' then case when n % 50 = 0 then 'failed' else 'scored' end
        when 'mock_started' then 'PTE'
        else null end,
      case when kind.type = 'purchase' then 1000 + (n % 7) * 500 end,
      case when kind.type = 'scoring_finished' then (200 + random() * 8000)::int end
    from generate_series(1, ${events}) as n
    cross join lateral (select (array['practice_attempt','practice_attempt','practice_attempt','practice_attempt',
      'practice_attempt','practice_attempt','practice_attempt','practice_attempt','scoring_queued','scoring_queued',
      'scoring_finished','scoring_finished','mock_started','mock_finished','signup','activation',
      'purchase','practice_attempt','practice_attempt','practice_attempt'])[1 + n % 20] as type) as kind
    cross join (select array_agg(id order by id) as ids from users) as pool
    cross join lateral (select pool.ids[1 + n % ${learners}] as id) as u`);
  await sql(`insert into page_views (user_id, path, created_at)
    select case when n % 10 = 0 then null else u.id end, '/platform/page-' || (n % 40),
      now() - (random() * interval '365 days')
    from generate_series(1, ${events}) as n
    cross join (select array_agg(id order by id) as ids from users) as pool
    cross join lateral (select pool.ids[1 + n % ${learners}] as id) as u`);
  await sql('analyze');
  const fillSeconds = Math.round((performance.now() - fillStarted) / 100) / 10;

  const deps = {
    db: handle.db,
    config: { timeZone: 'Asia/Ho_Chi_Minh' },
    now: () => new Date(),
  } as unknown as AppDeps;
  const rollupStarted = performance.now();
  await ensureAnalyticsRollups(handle.db, 'Asia/Ho_Chi_Minh');
  await sql('analyze');
  const rollupBuildSeconds = Math.round((performance.now() - rollupStarted) / 100) / 10;
  const today = new Date().toISOString().slice(0, 10);
  const daysBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const month = { from: daysBefore(29), to: today };
  const year = { from: daysBefore(365), to: today };
  const sameAnswers = {
    '30 days': isDeepStrictEqual(
      await loadAnalytics(deps, month),
      await loadAnalytics(deps, month, directAnalyticsSource),
    ),
    '366 days': isDeepStrictEqual(
      await loadAnalytics(deps, year),
      await loadAnalytics(deps, year, directAnalyticsSource),
    ),
  };
  const results = [
    await time('baseline: select count(*) from product_events', () =>
      sql('select count(*) from product_events'),
    ),
    await time('baseline: select count(*) from page_views', () => sql('select count(*) from page_views')),
    await time('dashboard, 30 days, from the events (before)', () =>
      loadAnalytics(deps, month, directAnalyticsSource),
    ),
    await time('dashboard, 30 days, from the rollups (after)', () => loadAnalytics(deps, month)),
    await time('dashboard, 366 days, from the events (before)', () =>
      loadAnalytics(deps, year, directAnalyticsSource),
    ),
    await time('dashboard, 366 days, from the rollups (after)', () => loadAnalytics(deps, year)),
  ];
  const insertEvents = () =>
    sql(`insert into product_events (type, user_id, occurred_at, detail)
      select 'practice_attempt', (select id from users order by id limit 1), now() - (random() * interval '30 days'), 'READ_ALOUD'
      from generate_series(1, 10000)`);
  const withTriggers = await time('10,000 events in one insert, with the rollup triggers', insertEvents);
  await sql('alter table product_events disable trigger product_events_rollup');
  const withoutTriggers = await time('10,000 events in one insert, without them', insertEvents);
  await sql('alter table product_events enable trigger product_events_rollup');
  results.push(withTriggers, withoutTriggers);
  console.log(
    JSON.stringify(
      {
        database: handle.kind,
        productEvents: events,
        pageViews: events,
        learners,
        runs,
        fillSeconds,
        rollupBuildSeconds,
        sameAnswers,
        results,
        cpus: cpus().length,
        loadAverageAtStart: loadAtStart,
        loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
      },
      null,
      2,
    ),
  );
} finally {
  await cleanUp();
}
