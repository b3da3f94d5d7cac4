import { sql } from 'drizzle-orm';
import { reviewCardKinds, reviewCardStates, reviewSources, type ReviewPrompt } from '@prepwise/contracts';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { uuidKey, createdAt } from './columns.js';
import { questions } from './questions.js';
import { users, userIdColumn } from './user.js';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * One mistake of a learner to review (issue 17): what to drill (`prompt`, shown), the key to check
 * the re-answer against (`answerKey`, never shown before the drill), and its FSRS schedule.
 * `sourceKey` names the mistake (a question's blank, a misspelled word): one card per mistake.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: uuidKey(),
    userId: userIdColumn(),
    kind: text('kind').$type<(typeof reviewCardKinds)[number]>().notNull(),
    source: text('source').$type<(typeof reviewSources)[number]>().notNull(),
    sourceKey: text('source_key').notNull(),
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    questionType: text('question_type'),
    prompt: jsonb('prompt').$type<ReviewPrompt>().notNull(),
    /** The right letters (a choice) or the right word(s): any one of them in order is accepted. */
    answerKey: text('answer_key').array().notNull(),
    state: text('state').$type<(typeof reviewCardStates)[number]>().notNull().default('NEW'),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: real('stability').notNull().default(0),
    difficulty: real('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true }),
    /** When the learner suspended the card (never due while set); null when active. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('review_cards_user_source').on(table.userId, table.sourceKey),
    index('review_cards_user_due').on(table.userId, table.due),
    check('review_cards_kind_check', sql`${table.kind} in (${inList(reviewCardKinds)})`),
    check('review_cards_source_check', sql`${table.source} in (${inList(reviewSources)})`),
    check('review_cards_state_check', sql`${table.state} in (${inList(reviewCardStates)})`),
    check('review_cards_key_check', sql`cardinality(${table.answerKey}) > 0`),
    check(
      'review_cards_counts_check',
      sql`${table.reps} >= 0 and ${table.lapses} >= 0 and ${table.stability} >= 0 and ${table.difficulty} >= 0`,
    ),
  ],
);

/** A learner's choice about review: the daily reminder e-mail (off unless opted into). */
export const reviewSettings = pgTable('review_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reminders: boolean('reminders').notNull().default(false),
  /** The local day (YYYY-MM-DD) of the last reminder sent: one a day at most. */
  lastRemindedOn: text('last_reminded_on'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
