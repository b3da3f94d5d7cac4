import { sql } from 'drizzle-orm';
import { questionTypes } from '@prepwise/contracts';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { userIdColumn } from './user.js';

const questionTypeList = sql.raw(questionTypes.map((type) => `'${type}'`).join(', '));

/** Questions of every type (docs/product.md §3). Ids are the content's own, stable across imports. */
export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey(),
    type: text('type').notNull(),
    groups: text('groups')
      .array()
      .notNull()
      .default(sql`'{QUESTION_BANK}'::text[]`),
    vocabulary: text('vocabulary'),
    text: text('text'),
    level: text('level').notNull().default('intermediate'),
    answers: jsonb('answers').$type<Partial<Record<string, string>>>().notNull().default({}),
    expectAnswer: text('expect_answer'),
    unformatAnswers: jsonb('unformat_answers').$type<Partial<Record<string, string>>>().notNull().default({}),
    underlineWord: text('underline_word'),
    audioLink: text('audio_link'),
    description: text('description'),
    examId: integer('exam_id'),
    keyword: text('keyword'),
    phraseHints: text('phrase_hints'),
    numberKeyword: integer('number_keyword'),
    lstType: text('lst_type'),
    timeBreak: integer('time_break'),
    orderDisplay: integer('order_display'),
    activated: boolean('activated').notNull().default(true),
    repeated: boolean('repeated').notNull().default(false),
    topic: text('topic'),
    audioLinkSampleMale: text('audio_link_sample_male'),
    audioLinkSampleFemale: text('audio_link_sample_female'),
    explanation: jsonb('explanation').$type<{ en: string; vi: string } | null>(),
    subQuestions: jsonb('sub_questions').$type<unknown[] | null>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('questions_type_id').on(table.type, table.id),
    check('questions_type_check', sql`${table.type} in (${questionTypeList})`),
    check('questions_level_check', sql`${table.level} in ('basic', 'intermediate', 'advanced')`),
  ],
);

/** The question a row is about; deleting the question deletes the row. */
export const questionIdColumn = () =>
  integer('question_id')
    .notNull()
    .references(() => questions.id, { onDelete: 'cascade' });

/** A learner's bookmarked questions. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: userIdColumn(),
    questionId: questionIdColumn(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.questionId] })],
);

/** Which questions a learner has answered, per group (drives numberTested and "clear my progress"). */
export const questionTracking = pgTable(
  'question_tracking',
  {
    userId: userIdColumn(),
    questionId: questionIdColumn(),
    examGroup: text('exam_group').notNull(),
    questionType: text('question_type').notNull(),
    testedCount: integer('tested_count').notNull().default(1),
    lastTestedAt: timestamp('last_tested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.questionId, table.examGroup] }),
    index('question_tracking_user_type').on(table.userId, table.questionType),
  ],
);

/**
 * One row whose `version` a statement trigger on `questions` bumps on every insert, update,
 * delete or truncate (migration 0008), so caches of bank pages in any process can tell cheaply
 * whether the content they hold is still current.
 */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(0),
});
