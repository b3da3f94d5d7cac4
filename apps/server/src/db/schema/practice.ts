import { sql } from 'drizzle-orm';
import { answerStatuses, practiceStatuses } from '@prepwise/contracts';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { answerColumns, statusColumn, statusCheck } from './columns.js';
import { questions } from './questions.js';
import { users } from './user.js';

/** A practice session over a list of questions (seed: start / answers / finish / resume / reset). */
export const practiceExams = pgTable(
  'practice_exams',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examGroup: text('exam_group').notNull(),
    questionType: text('question_type'),
    questionIds: integer('question_ids').array().notNull(),
    currentQuestion: integer('current_question').notNull().default(0),
    status: statusColumn(practiceStatuses).default('INPROGRESS'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('practice_exams_user_started').on(table.userId, table.startedAt),
    statusCheck('practice_exams_status_check', table.status, practiceStatuses),
  ],
);

/** One answer per question of a practice session, with its mark and evidence. */
export const practiceAnswers = pgTable(
  'practice_answers',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    examId: uuid('exam_id')
      .notNull()
      .references(() => practiceExams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    ...answerColumns(),
  },
  (table) => [
    uniqueIndex('practice_answers_exam_question').on(table.examId, table.questionId),
    statusCheck('practice_answers_status_check', table.status, answerStatuses),
  ],
);
