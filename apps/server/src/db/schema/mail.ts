import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  template: text('template').notNull(),
  status: text('status').notNull().default('queued'),
  transport: text('transport'),
  location: text('location'),
  error: text('error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
