import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Daily rollups of `product_events` and `page_views`, so a dashboard reads a few rows per day
 * instead of every event. They are kept by triggers in the transaction that writes (or changes,
 * or deletes) an event, and rebuilt from the events when the school's time zone is not the one
 * they were built in (see migration 0025 and analytics-rollups.repository.ts). Days are local
 * days in {@link analyticsRollupState}'s zone; while it is null (a fresh migration) the triggers
 * do nothing and the first reader builds everything.
 */
export const analyticsRollupState = pgTable(
  'analytics_rollup_state',
  {
    id: integer('id').primaryKey().default(1),
    timeZone: text('time_zone'),
    builtAt: timestamp('built_at', { withTimezone: true }),
  },
  (table) => [check('analytics_rollup_state_single', sql`${table.id} = 1`)],
);

/** Events per local day, kind and detail ('' for none), with the sum of their amounts. */
export const analyticsEventDays = pgTable(
  'analytics_event_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    detail: text('detail').notNull(),
    events: bigint('events', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The amounts' currency ('' for events without money): sums never mix currencies. */
    currency: text('currency').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.day, table.type, table.detail, table.currency] })],
);

/**
 * Per local day: the median and 95th percentile latency of the day's finished scoring jobs,
 * `percentile_cont` over that day's events, recomputed when one of them is written or changed.
 */
export const analyticsScoringDays = pgTable('analytics_scoring_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  p50Ms: doublePrecision('p50_ms'),
  p95Ms: doublePrecision('p95_ms'),
});

/**
 * Per learner: the last sign-up, practice attempt and purchase (the funnel: who may have signed
 * up in a range, and whether they practised and bought since).
 */
export const analyticsLearnerLasts = pgTable('analytics_learner_lasts', {
  userId: uuid('user_id').primaryKey(),
  lastSignupAt: timestamp('last_signup_at', { withTimezone: true }),
  lastPracticeAt: timestamp('last_practice_at', { withTimezone: true }),
  lastPurchaseAt: timestamp('last_purchase_at', { withTimezone: true }),
});

/** Page views per local day and path. */
export const analyticsPageDays = pgTable(
  'analytics_page_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    views: bigint('views', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.path] })],
);

/**
 * Page views per local day and signed-in user: who was active on a day. Distinct counts over
 * days come from here (a user counted once per day); admins are left out when read, by their
 * current role, so a role change needs no rewrite.
 */
export const analyticsViewerDays = pgTable(
  'analytics_viewer_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: uuid('user_id').notNull(),
    views: bigint('views', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.userId] }),
    index('analytics_viewer_days_user').on(table.userId, table.day),
  ],
);

/** Per local day: all page views, and the signed-in users with one (admins included). */
export const analyticsViewDays = pgTable('analytics_view_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  pageViews: bigint('page_views', { mode: 'number' }).notNull(),
  viewers: bigint('viewers', { mode: 'number' }).notNull(),
});
