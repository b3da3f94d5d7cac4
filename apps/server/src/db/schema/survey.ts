import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { uuidKey, createdAt } from './columns.js';
import { userIdColumn } from './user.js';

export const surveys = pgTable('surveys', {
  id: uuidKey(),
  userId: userIdColumn(),
  rating: integer('rating').notNull(),
  feedback: text('feedback').notNull(),
  page: text('page'),
  createdAt: createdAt(),
});
