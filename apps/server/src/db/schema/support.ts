import { sql } from 'drizzle-orm';
import { languages, supportAuthors } from '@prepwise/contracts';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, uuidKey } from './columns.js';
import { users } from './user.js';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A support conversation (issue 17): a signed-in learner's (one per account, `user_id`) or a
 * visitor's (`user_id` null, the e-mail they left). Read receipts and unread counts come from the
 * two "read up to" times; `learner_seen_at` is when the learner's chat was last connected, so a
 * reply to someone offline is e-mailed.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuidKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    language: text('language').$type<(typeof languages)[number]>().notNull().default('en'),
    assignedAdminId: uuid('assigned_admin_id').references(() => users.id, { onDelete: 'set null' }),
    learnerReadAt: timestamp('learner_read_at', { withTimezone: true }),
    staffReadAt: timestamp('staff_read_at', { withTimezone: true }),
    learnerSeenAt: timestamp('learner_seen_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('support_conversations_user').on(table.userId),
    index('support_conversations_last_message').on(table.lastMessageAt),
    check('support_conversations_language_check', sql`${table.language} in (${inList(languages)})`),
  ],
);

/** One message of a support conversation: plain text and/or an image kept in the object storage. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuidKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    author: text('author').$type<(typeof supportAuthors)[number]>().notNull(),
    /** The admin who wrote a staff message. */
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    attachmentKey: text('attachment_key'),
    createdAt: createdAt(),
  },
  (table) => [
    index('support_messages_conversation_created').on(table.conversationId, table.createdAt),
    check('support_messages_author_check', sql`${table.author} in (${inList(supportAuthors)})`),
  ],
);
