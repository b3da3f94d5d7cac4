import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { uuidKey, createdAt } from './columns.js';
import { users } from './user.js';

export const pageViews = pgTable(
  'page_views',
  {
    id: uuidKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    referrer: text('referrer'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [index('page_views_created').on(table.createdAt)],
);
