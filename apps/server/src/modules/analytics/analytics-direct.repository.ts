/**
 * The dashboards computed from scratch from `product_events` and `page_views`: the reference the
 * daily rollups are tested against (analytics-rollups.test.ts) and the "before" path of
 * `npm run bench:analytics`. The app reads the rollups (analytics.repository.ts); nothing in the
 * app imports this file.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { pageViews, productEvents, users } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import type { AnalyticsSource, DayRange } from './analytics.repository.js';

const localDay = (
  column: SQL | typeof productEvents.occurredAt | typeof pageViews.createdAt,
  timeZone: string,
) => sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;

const inRange = (column: typeof productEvents.occurredAt | typeof pageViews.createdAt, range: DayRange) =>
  sql`${column} >= ${range.start} and ${column} < ${range.end}`;

const num = (value: unknown): number => Number(value ?? 0);
const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** Per local day: distinct signed-in learners (admins left out) with a page view, and all page views. */
export async function countPageViewsByDay(db: Executor, range: DayRange) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`with admins as (
          select coalesce(array_agg(${users.id}), '{}') as ids from ${users} where 'ROLE_ADMIN' = any(${users.roles})
        ), days as (
          select ${localDay(pageViews.createdAt, range.timeZone)} as day, ${pageViews.userId} as user_id, count(*) as views
          from ${pageViews} where ${inRange(pageViews.createdAt, range)}
          group by 1, 2
        )
        select days.day, sum(days.views) as page_views,
          count(days.user_id) filter (where not (days.user_id = any(admins.ids))) as learners
        from days cross join admins group by days.day order by days.day`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    learners: num(row.learners),
    pageViews: num(row.page_views),
  }));
}

/** The most viewed paths of the range. */
export async function countTopPages(db: Executor, range: DayRange, limit: number) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${pageViews.path} as path, count(*) as views from ${pageViews}
        where ${inRange(pageViews.createdAt, range)}
        group by 1 order by 2 desc, 1 limit ${limit}`,
  );
  return rows.map((row) => ({ path: String(row.path), views: num(row.views) }));
}

const ofType = (types: readonly string[]) =>
  sql`${productEvents.type} in (${sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  )})`;

/** Events of the given kinds per local day and kind. */
export async function countEventsByDay(db: Executor, range: DayRange, types: readonly string[]) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${localDay(productEvents.occurredAt, range.timeZone)} as day, ${productEvents.type} as type, count(*) as n
        from ${productEvents} where ${ofType(types)} and ${inRange(productEvents.occurredAt, range)}
        group by 1, 2`,
  );
  return rows.map((row) => ({ day: String(row.day), type: String(row.type), count: num(row.n) }));
}

/** Practice attempts per task type over the range, most first. */
export async function countAttemptsByType(db: Executor, range: DayRange) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select coalesce(${productEvents.detail}, '') as task_type, count(*) as n from ${productEvents}
        where ${productEvents.type} = 'practice_attempt' and ${inRange(productEvents.occurredAt, range)}
        group by 1 order by 2 desc, 1`,
  );
  return rows.map((row) => ({ taskType: String(row.task_type), attempts: num(row.n) }));
}

/** Finished scoring jobs per local day: scored, failed, and the p50/p95 latency of all finished. */
export async function summariseScoringByDay(db: Executor, range: DayRange) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${localDay(productEvents.occurredAt, range.timeZone)} as day,
          count(*) filter (where ${productEvents.detail} = 'scored') as scored,
          count(*) filter (where ${productEvents.detail} is distinct from 'scored') as failed,
          percentile_cont(0.5) within group (order by ${productEvents.latencyMs}) as p50,
          percentile_cont(0.95) within group (order by ${productEvents.latencyMs}) as p95
        from ${productEvents}
        where ${productEvents.type} = 'scoring_finished' and ${inRange(productEvents.occurredAt, range)}
        group by 1`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    scored: num(row.scored),
    failed: num(row.failed),
    p50Ms: numOrNull(row.p50),
    p95Ms: numOrNull(row.p95),
  }));
}

/**
 * Per product over the range: purchases, refunds, and the money kept: the purchases' shares of
 * their orders' totals less the refunds' (a refund counts on the day it was made).
 */
export async function sumRevenueByProduct(db: Executor, range: DayRange) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select coalesce(${productEvents.detail}, '') as product, coalesce(${productEvents.currency}, '') as currency,
          count(*) filter (where ${productEvents.type} = 'purchase') as purchases,
          count(*) filter (where ${productEvents.type} = 'refund') as refunds,
          coalesce(sum(${productEvents.amountCents}) filter (where ${productEvents.type} = 'purchase'), 0)
            - coalesce(sum(${productEvents.amountCents}) filter (where ${productEvents.type} = 'refund'), 0) as amount
        from ${productEvents}
        where ${productEvents.type} in ('purchase', 'refund') and ${inRange(productEvents.occurredAt, range)}
        group by 1, 2 order by 2, 5 desc, 1`,
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
 * The funnel of the learners who signed up in the range: how many practised after signing up
 * (at any time since), and how many of those bought something after signing up.
 */
export async function countFunnel(db: Executor, range: DayRange) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`with cohort as (
          select ${productEvents.userId} as user_id, min(${productEvents.occurredAt}) as signed_up
          from ${productEvents}
          where ${productEvents.type} = 'signup' and ${productEvents.userId} is not null
            and ${inRange(productEvents.occurredAt, range)}
          group by 1
        ), practised as (
          select cohort.user_id, cohort.signed_up from cohort where exists (
            select 1 from ${productEvents} e where e.user_id = cohort.user_id
              and e.type = 'practice_attempt' and e.occurred_at >= cohort.signed_up)
        )
        select (select count(*) from cohort) as signups,
          (select count(*) from practised) as practised,
          (select count(*) from practised where exists (
            select 1 from ${productEvents} e where e.user_id = practised.user_id
              and e.type = 'purchase' and e.occurred_at >= practised.signed_up)) as purchased`,
  );
  const row = rows[0] ?? {};
  return { signups: num(row.signups), practised: num(row.practised), purchased: num(row.purchased) };
}

/** The from-scratch source of every chart. */
export const directAnalyticsSource: AnalyticsSource = {
  pageViewsByDay: countPageViewsByDay,
  topPages: countTopPages,
  eventsByDay: countEventsByDay,
  attemptsByType: countAttemptsByType,
  scoringByDay: summariseScoringByDay,
  revenueByProduct: sumRevenueByProduct,
  funnel: countFunnel,
};
