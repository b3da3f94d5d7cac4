import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The processes that work jobs, each beating its heart here every few seconds while it lives, so
 * a job held by one that died (SIGKILL, a lost machine) is seen and handed to another long before
 * pg-boss's expiry would.
 */
export const jobWorkers = pgTable('job_workers', {
  id: uuid('id').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which working process holds which running job (pg-boss's job id), while it runs it. */
export const jobClaims = pgTable(
  'job_claims',
  {
    jobId: uuid('job_id').primaryKey(),
    queue: text('queue').notNull(),
    workerId: uuid('worker_id')
      .notNull()
      .references(() => jobWorkers.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_claims_worker').on(table.workerId)],
);
