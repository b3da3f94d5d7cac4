import { sql, type SQLWrapper } from 'drizzle-orm';
import { answerStatuses, type AiFeedback } from '@prepwise/contracts';
import { check, jsonb, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A uuid primary key the database generates. */
export const uuidKey = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The columns every answer has, practice or mock alike: the response, its status, and the score
 * the marking or the scorer gave it (one column set, so one scoring path writes both tables).
 */
export const answerColumns = () => ({
  response: jsonb('response').$type<Record<string, unknown>>().notNull(),
  status: statusColumn(answerStatuses),
  score: real('score'),
  max: real('max'),
  evidence: jsonb('evidence').$type<Record<string, unknown>[]>().notNull().default([]),
  traits: jsonb('traits').$type<Record<string, unknown> | null>(),
  flags: text('flags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  scorerVersion: text('scorer_version'),
  scoredAt: timestamp('scored_at', { withTimezone: true }),
  /** Seconds of the uploaded recording, measured when it was uploaded. */
  audioDuration: real('audio_duration'),
  /** The speech scorer's word timeline (words with times and quality, pauses). */
  speech: jsonb('speech').$type<Record<string, unknown> | null>(),
  /** The optional remote provider's transcript and comment. */
  aiFeedback: jsonb('ai_feedback').$type<AiFeedback | null>(),
  answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A status column typed by its list of values (kept to that list by {@link statusCheck}). */
export const statusColumn = <const Values extends readonly string[]>(_values: Values) =>
  text('status').$type<Values[number]>().notNull();

/** The CHECK constraint that keeps a status column one of its values. */
export const statusCheck = (name: string, status: SQLWrapper, values: readonly string[]) =>
  check(name, sql`${status} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`);
