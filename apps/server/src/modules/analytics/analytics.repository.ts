import { sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  analyticsEventDays,
  analyticsLearnerLasts,
  analyticsPageDays,
  analyticsRollupState,
  analyticsScoringDays,
  analyticsViewDays,
  analyticsViewerDays,
  pageViews,
  productEvents,
  users,
} from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';

/** Records one page view (the user, when signed in). */
export async function insertPageView(db: Executor, view: typeof pageViews.$inferInsert): Promise<void> {
  await db.insert(pageViews).values(view);
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
  /** Whole minor units of `currency`. */
  amountCents: number;
  currency: string;
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

/** Finished scoring jobs per local day: scored and failed (the day rollup), and the day's latency percentiles. */
async function scoringByDay(db: Executor, range: DayRange): Promise<ScoringDay[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`with counts as (
          select ${analyticsEventDays.day} as day,
            coalesce(sum(${analyticsEventDays.events}) filter (where ${analyticsEventDays.detail} = 'scored'), 0) as scored,
            coalesce(sum(${analyticsEventDays.events}) filter (where ${analyticsEventDays.detail} <> 'scored'), 0) as failed
          from ${analyticsEventDays}
          where ${analyticsEventDays.type} = 'scoring_finished' and ${inDays(analyticsEventDays.day, range)}
          group by 1
        )
        select to_char(counts.day, 'YYYY-MM-DD') as day, counts.scored, counts.failed,
          ${analyticsScoringDays.p50Ms} as p50, ${analyticsScoringDays.p95Ms} as p95
        from counts left join ${analyticsScoringDays} on ${analyticsScoringDays.day} = counts.day`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    scored: num(row.scored),
    failed: num(row.failed),
    p50Ms: row.p50 === null || row.p50 === undefined ? null : Number(row.p50),
    p95Ms: row.p95 === null || row.p95 === undefined ? null : Number(row.p95),
  }));
}

async function revenueByProduct(db: Executor, range: DayRange): Promise<RevenueRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${analyticsEventDays.detail} as product, ${analyticsEventDays.currency} as currency,
          coalesce(sum(${analyticsEventDays.events}) filter (where ${analyticsEventDays.type} = 'purchase'), 0) as purchases,
          coalesce(sum(${analyticsEventDays.events}) filter (where ${analyticsEventDays.type} = 'refund'), 0) as refunds,
          coalesce(sum(${analyticsEventDays.amountCents}) filter (where ${analyticsEventDays.type} = 'purchase'), 0)
            - coalesce(sum(${analyticsEventDays.amountCents}) filter (where ${analyticsEventDays.type} = 'refund'), 0) as amount
        from ${analyticsEventDays}
        where ${analyticsEventDays.type} in ('purchase', 'refund') and ${inDays(analyticsEventDays.day, range)}
        group by 1, 2 having sum(${analyticsEventDays.events}) > 0 order by 2, 5 desc, 1`,
  );
  return rows.map((row) => ({
    product: String(row.product),
    purchases: num(row.purchases),
    refunds: num(row.refunds),
    amountCents: num(row.amount),
    currency: String(row.currency),
  }));
}

/**
 * The funnel of the learners who signed up in the range. Who may have: a learner whose last
 * sign-up is not before the range (the per-learner table); their first sign-up in the range is
 * one index probe each (`(user_id, type, occurred_at)`), so a year reads one row per learner,
 * not every sign-up. Practised (bought) since: their last practice (purchase) is not before it.
 */
async function funnel(db: Executor, range: DayRange) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`with cohort as (
          select lasts.last_practice_at, lasts.last_purchase_at, (
              select min(e.occurred_at) from ${productEvents} e
              where e.user_id = lasts.user_id and e.type = 'signup' and e.occurred_at >= ${range.start}
            ) as signed_up
          from ${analyticsLearnerLasts} lasts
          where lasts.last_signup_at >= ${range.start}
        )
        select count(*) as signups,
          count(*) filter (where last_practice_at >= signed_up) as practised,
          count(*) filter (where last_practice_at >= signed_up and last_purchase_at >= signed_up) as purchased
        from cohort where signed_up < ${range.end}`,
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
