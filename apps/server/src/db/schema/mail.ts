import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { uuidKey, createdAt } from './columns.js';

export const mailOutbox = pgTable('mail_outbox', {
  id: uuidKey(),
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
