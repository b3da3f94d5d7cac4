import { sql } from 'drizzle-orm';
import { homeMessageAudiences, homeMessageKinds, type HomeMessageTexts } from '@prepwise/contracts';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, statusCheck, uuidKey } from './columns.js';
import { userIdColumn } from './user.js';

/**
 * The learners' home-page messages (issue 16): a banner or a popup with its words (and image)
 * per language, shown to its audience from `starts_at` (inclusive) to `ends_at` (exclusive).
 */
export const homeMessages = pgTable(
  'home_messages',
  {
    id: uuidKey(),
    kind: text('kind').$type<(typeof homeMessageKinds)[number]>().notNull(),
    audience: text('audience').$type<(typeof homeMessageAudiences)[number]>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** `{ en: {title, body, imageKey}, vi?: ..., de?: ... }`: English is always there (the fallback). */
    texts: jsonb('texts').$type<HomeMessageTexts>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('home_messages_kind_schedule').on(table.kind, table.startsAt, table.endsAt),
    statusCheck('home_messages_kind_check', table.kind, homeMessageKinds),
    statusCheck('home_messages_audience_check', table.audience, homeMessageAudiences),
    check('home_messages_schedule_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** A learner closed a message: it is not shown to them again (on any device). */
export const homeMessageDismissals = pgTable(
  'home_message_dismissals',
  {
    userId: userIdColumn(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => homeMessages.id, { onDelete: 'cascade' }),
    dismissedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.messageId] })],
);
