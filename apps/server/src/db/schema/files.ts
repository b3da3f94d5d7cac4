import { sql } from 'drizzle-orm';
import { doublePrecision, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './user.js';

/** Uploaded files (avatars, audio answers); the bytes live in object storage under `key`. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    key: text('key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Recordings: their length, measured once at upload by decoding them in the worker pool. */
    durationSeconds: doublePrecision('duration_seconds'),
    /** Recordings: why the upload did not decode (null when it did, or for other files). */
    decodeError: text('decode_error'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('stored_files_key_unique').on(table.key)],
);
