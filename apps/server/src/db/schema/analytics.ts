import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidKey, createdAt, statusCheck } from './columns.js';
import { users } from './user.js';

export const pageViews = pgTable(
  'page_views',
  {
    id: uuidKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    referrer: text('referrer'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [
    index('page_views_created').on(table.createdAt),
    // Daily active learners: a range of days read from the index alone.
    index('page_views_created_user').on(table.createdAt, table.userId),
  ],
);

/** The kinds of product event (see platform/product-events.ts for where each is recorded). */
export const productEventTypes = [
  'signup',
  'activation',
  'practice_attempt',
  'mock_started',
  'mock_finished',
  'scoring_queued',
  'scoring_finished',
  'purchase',
  'refund',
] as const;

/**
 * Product events in the platform's own table (no third party, no IP address): who (when signed
 * in), when, and the one or two facts each kind needs: `detail` is the task type of a practice
 * attempt, the product of a purchase, or `scored`/`failed` of a finished scoring job;
 * `amountCents` a purchase's share of the order's total; `latencyMs` a scoring job's time from
 * queued to finished. Indexed by kind then time: every dashboard query reads one kind over a range.
 */
export const productEvents = pgTable(
  'product_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').$type<(typeof productEventTypes)[number]>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    detail: text('detail'),
    amountCents: integer('amount_cents'),
    /** The currency of `amountCents` (minor units of it); null for events without money. */
    currency: text('currency'),
    latencyMs: integer('latency_ms'),
  },
  (table) => [
    index('product_events_type_time').on(table.type, table.occurredAt),
    index('product_events_user_type').on(table.userId, table.type, table.occurredAt),
    statusCheck('product_events_type_check', table.type, productEventTypes),
  ],
);
