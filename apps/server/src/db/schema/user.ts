import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidKey, createdAt } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: uuidKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /** Bumped to revoke every access token issued before (password reset, sign-out). */
    tokenVersion: integer('token_version').notNull().default(0),
    fullName: text('full_name').notNull(),
    phonenumber: text('phonenumber'),
    nationality: text('nationality'),
    avatarKey: text('avatar_key'),
    langKey: text('lang_key').notNull().default('en'),
    /** The currency the learner chose to see prices in; null: the one of their language. */
    currency: text('currency'),
    activated: boolean('activated').notNull().default(false),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{ROLE_USER,ROLE_FREE_MEMBER}'::text[]`),
    socialNetwork: text('social_network'),
    socialSubject: text('social_subject'),
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    /** Set while an admin has locked the account: no sign-in, and its tokens stop working. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_social_unique').on(table.socialNetwork, table.socialSubject),
    check('users_lang_key_check', sql`${table.langKey} in ('en', 'vi', 'de')`),
    check('users_email_lower_check', sql`${table.email} = lower(${table.email})`),
    check('users_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** The owner of a row: its user, whose deletion deletes the row. */
export const userIdColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
