import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidKey, createdAt } from './columns.js';
import { users, userIdColumn } from './user.js';

/** Single-use e-mailed keys (activation, password reset); only a hash of the key is stored. */
export const userKeys = pgTable(
  'user_keys',
  {
    id: uuidKey(),
    userId: userIdColumn(),
    kind: text('kind').notNull(),
    keyHash: text('key_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('user_keys_hash_unique').on(table.keyHash),
    check('user_keys_kind_check', sql`${table.kind} in ('activation', 'reset')`),
  ],
);

/** Failed sign-in attempts per account, for the per-account lock (shared by every API process). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuidKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('login_failures_email_created').on(table.email, table.createdAt)],
);

/** DiscourseConnect nonces already answered, so a captured payload cannot be replayed. */
export const ssoNonces = pgTable('sso_nonces', {
  nonce: text('nonce').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
