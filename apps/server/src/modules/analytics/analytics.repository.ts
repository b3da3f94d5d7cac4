import { sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  analyticsEventDays,
  analyticsLatencyDays,
  analyticsLearnerLasts,
  analyticsPageDays,
  analyticsRollupState,
  analyticsViewDays,
  analyticsViewerDays,
  pageViews,
  productEvents,
  users,
} from '../../db/schema/index.js';
import { rowsOf } from '../progress/progress.repository.js';

/** Records one page view (the user, when signed in). */
export async function insertPageView(db: Executor, view: typeof pageViews.$inferInsert): Promise<void> {
  await db.insert(pageViews).values(view);
}

export type ProductEvent = typeof productEvents.$inferInsert;

/** Records product events, in the caller's transaction (so an event exists exactly when its change does). */
export async function insertProductEvents(db: Executor, events: ProductEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(productEvents).values(events);
}

/** Whether the user has an event of this kind (an account's activation is recorded once). */
export async function hasProductEvent(db: Executor, userId: string, type: ProductEvent['type']) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select 1 from ${productEvents} where ${productEvents.userId} = ${userId} and ${productEvents.type} = ${type} limit 1`,
  );
  return rows.length > 0;
}

/**
 * A range of local days: `[start, end)` as instants, the same days as ISO dates (`fromDay` to
 * `toDay`, both included), and the zone the days are counted in.
 */
export interface DayRange {
  start: Date;
  end: Date;
  fromDay: string;
  toDay: string;
  timeZone: string;
}

export interface DayCounts {
  day: string;
  learners: number;
  pageViews: number;
}
export interface ScoringDay {
  day: string;
  scored: number;
  failed: number;
  p50Ms: number | null;
  p95Ms: number | null;
}
export interface RevenueRow {
  product: string;
  purchases: number;
  refunds: number;
  amountCents: number;
}

/**
 * Where the charts' numbers come from: the daily rollups (the app) or the events themselves
 * (analytics-direct.repository.ts, the reference). Both answer the same rows for the same events.
 */
export interface AnalyticsSource {
  pageViewsByDay(db: Executor, range: DayRange): Promise<DayCounts[]>;
  topPages(db: Executor, range: DayRange, limit: number): Promise<{ path: string; views: number }[]>;
  eventsByDay(
    db: Executor,
    range: DayRange,
    types: readonly string[],
  ): Promise<{ day: string; type: string; count: number }[]>;
  attemptsByType(db: Executor, range: DayRange): Promise<{ taskType: string; attempts: number }[]>;
  scoringByDay(db: Executor, range: DayRange): Promise<ScoringDay[]>;
  revenueByProduct(db: Executor, range: DayRange): Promise<RevenueRow[]>;
  funnel(db: Executor, range: DayRange): Promise<{ signups: number; practised: number; purchased: number }>;
}

/**
 * Makes the rollups match the school's zone: when they were built in another zone (or never,
 * after the migration), rebuilds them all from the events in one transaction, event writers
 * held back meanwhile. Cheap when they match (one row read).
 */
export async function ensureAnalyticsRollups(db: Executor, timeZone: string): Promise<void> {
  const [state] = await db.select().from(analyticsRollupState);
  if (state?.timeZone === timeZone) return;
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(analyticsRollupState).for('update');
    if (locked?.timeZone === timeZone) return;
    await tx.execute(sql`select analytics_rebuild(${timeZone})`);
  });
}

const num = (value: unknown): number => Number(value ?? 0);
const dayText = (column: AnyColumn) => sql`to_char(${column}, 'YYYY-MM-DD')`;
const inDays = (column: AnyColumn, range: DayRange) =>
  sql`${column} between ${range.fromDay}::date and ${range.toDay}::date`;

const ofType = (types: readonly string[]) =>
  sql`${analyticsEventDays.type} in (${sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  )})`;

/** Per local day: signed-in learners with a page view (admins, by their current role, left out), all views. */
async function pageViewsByDay(db: Executor, range: DayRange): Promise<DayCounts[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`with admin_days as (
          select ${analyticsViewerDays.day} as day, count(*) as admins
          from ${analyticsViewerDays} join ${users} on ${users.id} = ${analyticsViewerDays.userId}
          where 'ROLE_ADMIN' = any(${users.roles}) and ${inDays(analyticsViewerDays.day, range)}
          group by 1
        )
        select ${dayText(analyticsViewDays.day)} as day, ${analyticsViewDays.pageViews} as page_views,
          ${analyticsViewDays.viewers} - coalesce(admin_days.admins, 0) as learners
        from ${analyticsViewDays} left join admin_days on admin_days.day = ${analyticsViewDays.day}
        where ${inDays(analyticsViewDays.day, range)}`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    learners: num(row.learners),
    pageViews: num(row.page_views),
  }));
}

async function topPages(db: Executor, range: DayRange, limit: number) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${analyticsPageDays.path} as path, sum(${analyticsPageDays.views}) as views from ${analyticsPageDays}
        where ${inDays(analyticsPageDays.day, range)}
        group by 1 having sum(${analyticsPageDays.views}) > 0 order by 2 desc, 1 limit ${limit}`,
  );
  return rows.map((row) => ({ path: String(row.path), views: num(row.views) }));
}

async function eventsByDay(db: Executor, range: DayRange, types: readonly string[]) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${dayText(analyticsEventDays.day)} as day, ${analyticsEventDays.type} as type,
          sum(${analyticsEventDays.events}) as n
        from ${analyticsEventDays} where ${ofType(types)} and ${inDays(analyticsEventDays.day, range)}
        group by 1, 2`,
  );
  return rows.map((row) => ({ day: String(row.day), type: String(row.type), count: num(row.n) }));
}

async function attemptsByType(db: Executor, range: DayRange) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${analyticsEventDays.detail} as task_type, sum(${analyticsEventDays.events}) as n
        from ${analyticsEventDays}
        where ${analyticsEventDays.type} = 'practice_attempt' and ${inDays(analyticsEventDays.day, range)}
        group by 1 having sum(${analyticsEventDays.events}) > 0 order by 2 desc, 1`,
  );
  return rows.map((row) => ({ taskType: String(row.task_type), attempts: num(row.n) }));
}

/**
 * `percentile_cont` of a day from its latency histogram, computed as PostgreSQL does (the values
 * at the floor and ceiling of `p * (n - 1)`, interpolated in double precision), so it is exact.
 */
function percentileOf(p: number, total: number, low: unknown, high: unknown): number | null {
  if (total === 0 || low === null || high === null) return null;
  const position = p * (total - 1);
  const lowValue = Number(low);
  return lowValue + (Number(high) - lowValue) * (position - Math.floor(position));
}

async function scoringByDay(db: Executor, range: DayRange): Promise<ScoringDay[]> {
  const [counts, latencies] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      db,
      sql`select ${dayText(analyticsEventDays.day)} as day,
            coalesce(sum(${analyticsEventDays.events}) filter (where ${analyticsEventDays.detail} = 'scored'), 0) as scored,
            coalesce(sum(${analyticsEventDays.events}) filter (where ${analyticsEventDays.detail} <> 'scored'), 0) as failed
          from ${analyticsEventDays}
          where ${analyticsEventDays.type} = 'scoring_finished' and ${inDays(analyticsEventDays.day, range)}
          group by 1`,
    ),
    rowsOf<Record<string, unknown>>(
      db,
      sql`with histogram as (
            select ${analyticsLatencyDays.day} as day, ${analyticsLatencyDays.latencyMs} as latency,
              sum(${analyticsLatencyDays.finished}) over (partition by ${analyticsLatencyDays.day} order by ${analyticsLatencyDays.latencyMs}) as upto,
              sum(${analyticsLatencyDays.finished}) over (partition by ${analyticsLatencyDays.day}) as total
            from ${analyticsLatencyDays}
            where ${analyticsLatencyDays.finished} > 0 and ${inDays(analyticsLatencyDays.day, range)}
          )
          select to_char(day, 'YYYY-MM-DD') as day, total,
            min(latency) filter (where upto > floor(0.5::float8 * (total - 1)::float8)) as p50_low,
            min(latency) filter (where upto > ceil(0.5::float8 * (total - 1)::float8)) as p50_high,
            min(latency) filter (where upto > floor(0.95::float8 * (total - 1)::float8)) as p95_low,
            min(latency) filter (where upto > ceil(0.95::float8 * (total - 1)::float8)) as p95_high
          from histogram group by day, total`,
    ),
  ]);
  const latencyOf = new Map(latencies.map((row) => [String(row.day), row]));
  return counts.map((row) => {
    const latency = latencyOf.get(String(row.day));
    const total = num(latency?.total);
    return {
      day: String(row.day),
      scored: num(row.scored),
      failed: num(row.failed),
      p50Ms: percentileOf(0.5, total, latency?.p50_low ?? null, latency?.p50_high ?? null),
      p95Ms: percentileOf(0.95, total, latency?.p95_low ?? null, latency?.p95_high ?? null),
    };
  });
}

async function revenueByProduct(db: Executor, range: DayRange): Promise<RevenueRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${analyticsEventDays.detail} as product,
          coalesce(sum(${analyticsEventDays.events}) filter (where ${analyticsEventDays.type} = 'purchase'), 0) as purchases,
          coalesce(sum(${analyticsEventDays.events}) filter (where ${analyticsEventDays.type} = 'refund'), 0) as refunds,
          coalesce(sum(${analyticsEventDays.amountCents}) filter (where ${analyticsEventDays.type} = 'purchase'), 0)
            - coalesce(sum(${analyticsEventDays.amountCents}) filter (where ${analyticsEventDays.type} = 'refund'), 0) as amount
        from ${analyticsEventDays}
        where ${analyticsEventDays.type} in ('purchase', 'refund') and ${inDays(analyticsEventDays.day, range)}
        group by 1 having sum(${analyticsEventDays.events}) > 0 order by 4 desc, 1`,
  );
  return rows.map((row) => ({
    product: String(row.product),
    purchases: num(row.purchases),
    refunds: num(row.refunds),
    amountCents: num(row.amount),
  }));
}

/**
 * The funnel of the learners who signed up in the range (their sign-up events, by the
 * `(type, occurred_at)` index): practised since = their last practice is not before the sign-up,
 * bought since likewise, from the per-learner table instead of every learner's events.
 */
async function funnel(db: Executor, range: DayRange) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`with cohort as (
          select ${productEvents.userId} as user_id, min(${productEvents.occurredAt}) as signed_up
          from ${productEvents}
          where ${productEvents.type} = 'signup' and ${productEvents.userId} is not null
            and ${productEvents.occurredAt} >= ${range.start} and ${productEvents.occurredAt} < ${range.end}
          group by 1
        )
        select count(*) as signups,
          count(*) filter (where lasts.last_practice_at >= cohort.signed_up) as practised,
          count(*) filter (where lasts.last_practice_at >= cohort.signed_up
            and lasts.last_purchase_at >= cohort.signed_up) as purchased
        from cohort left join ${analyticsLearnerLasts} lasts on lasts.user_id = cohort.user_id`,
  );
  const row = rows[0] ?? {};
  return { signups: num(row.signups), practised: num(row.practised), purchased: num(row.purchased) };
}

/** The charts from the daily rollups (what the app reads). */
export const rollupAnalyticsSource: AnalyticsSource = {
  pageViewsByDay,
  topPages,
  eventsByDay,
  attemptsByType,
  scoringByDay,
  revenueByProduct,
  funnel,
};
