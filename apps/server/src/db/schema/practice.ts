import { sql } from 'drizzle-orm';
import { answerStatuses, practiceStatuses } from '@prepwise/contracts';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { assignments } from './classes.js';
import { uuidKey, answerColumns, statusColumn, statusCheck } from './columns.js';
import { questionIdColumn } from './questions.js';
import { userIdColumn } from './user.js';

/** A practice session over a list of questions (seed: start / answers / finish / resume / reset). */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: uuidKey(),
    userId: userIdColumn(),
    examGroup: text('exam_group').notNull(),
    questionType: text('question_type'),
    questionIds: integer('question_ids').array().notNull(),
    currentQuestion: integer('current_question').notNull().default(0),
    status: statusColumn(practiceStatuses).default('INPROGRESS'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The class assignment this session is an attempt at, if any. */
    assignmentId: uuid('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('practice_sessions_user_started').on(table.userId, table.startedAt),
    index('practice_sessions_assignment')
      .on(table.assignmentId, table.userId)
      .where(sql`${table.assignmentId} is not null`),
    // One attempt in progress per learner and assignment: a double-clicked Start makes one.
    uniqueIndex('practice_sessions_assignment_open')
      .on(table.assignmentId, table.userId)
      .where(sql`${table.assignmentId} is not null and ${table.status} = 'INPROGRESS'`),
    statusCheck('practice_sessions_status_check', table.status, practiceStatuses),
  ],
);

/** One answer per question of a practice session, with its mark and evidence. */
export const practiceAnswers = pgTable(
  'practice_answers',
  {
    id: uuidKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => practiceSessions.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    questionId: questionIdColumn(),
    ...answerColumns(),
  },
  (table) => [
    uniqueIndex('practice_answers_session_question').on(table.sessionId, table.questionId),
    statusCheck('practice_answers_status_check', table.status, answerStatuses),
  ],
);
