import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { classes } from './classes.js';
import { uuidKey, createdAt } from './columns.js';
import { users } from './user.js';

/**
 * The entitlement ledger: every grant and every spend is a row with its source. Balances are
 * sums; nothing else stores a counter. A row belongs to a learner or to a class (a class plan:
 * the credits its assigned work is scored with), never both.
 */
export const entitlementLedger = pgTable(
  'entitlement_ledger',
  {
    id: uuidKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    amount: integer('amount').notNull(),
    source: text('source').notNull(),
    sourceId: text('source_id'),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    dailyQuota: integer('daily_quota'),
    createdAt: createdAt(),
  },
  (table) => [
    index('entitlement_ledger_user_resource').on(table.userId, table.resource),
    uniqueIndex('entitlement_ledger_source_unique')
      .on(table.userId, table.resource, table.source, table.sourceId)
      .where(sql`${table.amount} > 0 and ${table.sourceId} is not null`),
    index('entitlement_ledger_class_resource')
      .on(table.classId, table.resource)
      .where(sql`${table.classId} is not null`),
    uniqueIndex('entitlement_ledger_class_source_unique')
      .on(table.classId, table.resource, table.source, table.sourceId)
      .where(sql`${table.classId} is not null and ${table.sourceId} is not null`),
    check('entitlement_ledger_owner_check', sql`(${table.userId} is null) <> (${table.classId} is null)`),
    check(
      'entitlement_ledger_resource_check',
      sql`${table.resource} in ('ai_scoring', 'mock_exam', 'mock_score', 'free_random_mock', 'subscription', 'pronunciation', 'full_bank', 'class_ai_scoring', 'class_mock_score')`,
    ),
  ],
);
