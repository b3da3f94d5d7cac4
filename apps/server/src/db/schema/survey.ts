import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './user.js';

export const surveys = pgTable('surveys', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  rating: integer('rating').notNull(),
  feedback: text('feedback').notNull(),
  page: text('page'),
  createdAt: createdAt(),
});
