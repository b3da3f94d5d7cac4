import { doublePrecision, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { uuidKey, createdAt } from './columns.js';
import { userIdColumn } from './user.js';

/** Uploaded files (avatars, audio answers); the bytes live in object storage under `key`. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuidKey(),
    key: text('key').notNull(),
    userId: userIdColumn(),
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
