import { sql } from 'drizzle-orm';
import {
  answerStatuses,
  mockBlueprintNames,
  mockKinds,
  mockStatuses,
  type BlueprintSlotCount,
  type IntroTranslations,
  type MockPlan,
} from '@prepwise/contracts';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assignments } from './classes.js';
import { uuidKey, createdAt, answerColumns, statusColumn, statusCheck } from './columns.js';
import { packages } from './marketplace.js';
import { questions } from './questions.js';
import { userIdColumn } from './user.js';

/**
 * A learner's mock test (seed: mock test record). `plan` lays the questions out as steps and
 * timed sections; `remainTime` is ms left in section `currentSection` as of `remainTimeAt`;
 * `sectionTimes` holds the ms used in each section left behind.
 */
export const mockTests = pgTable(
  'mock_tests',
  {
    id: uuidKey(),
    userId: userIdColumn(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    questionIds: integer('question_ids').array().notNull(),
    /** Questions as the paper counts them (a reading passage: one per sub-question). */
    totalQuestions: integer('total_questions'),
    timeAllowed: integer('time_allowed').notNull(),
    status: statusColumn(mockStatuses).default('INPROGRESS'),
    reportId: text('report_id'),
    currentQuestion: integer('current_question').notNull().default(0),
    remainTime: integer('remain_time').notNull(),
    remainTimeAt: timestamp('remain_time_at', { withTimezone: true }).notNull().defaultNow(),
    nextQuestionType: text('next_question_type'),
    overallScore: real('overall_score'),
    scores: jsonb('scores').$type<Record<string, unknown> | null>(),
    seed: integer('seed').notNull(),
    chosenForLevel: integer('chosen_for_level').notNull(),
    plan: jsonb('plan').$type<MockPlan>().notNull().default({ steps: [], sections: [] }),
    currentSection: integer('current_section').notNull().default(0),
    sectionTimes: jsonb('section_times').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The class assignment this mock is an attempt at, if any. */
    assignmentId: uuid('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('mock_tests_user_created').on(table.userId, table.createdAt),
    index('mock_tests_assignment')
      .on(table.assignmentId, table.userId)
      .where(sql`${table.assignmentId} is not null`),
    // One attempt in progress per learner and assignment: a double-clicked Start makes one.
    uniqueIndex('mock_tests_assignment_open')
      .on(table.assignmentId, table.userId)
      .where(sql`${table.assignmentId} is not null and ${table.status} = 'INPROGRESS'`),
    statusCheck('mock_tests_status_check', table.status, mockStatuses),
    check('mock_tests_kind_check', sql`${table.kind} in ('PTE', 'THPT')`),
  ],
);

export const mockAnswers = pgTable(
  'mock_answers',
  {
    mockId: uuid('mock_id')
      .notNull()
      .references(() => mockTests.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    userId: userIdColumn(),
    ...answerColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.mockId, table.questionId] }),
    statusCheck('mock_answers_status_check', table.status, answerStatuses),
  ],
);

/** Mock-test intro pages (docs/product.md §3): what a mock is and the package that unlocks it. */
export const introPages = pgTable(
  'intro_pages',
  {
    id: integer('id').primaryKey(),
    title: text('title').notNull(),
    overview: text('overview').notNull(),
    description: text('description').notNull(),
    /** The page's texts in other languages (`IntroTranslations`): what an admin wrote for each. */
    translations: jsonb('translations').$type<IntroTranslations>().notNull().default({}),
    imageUrl: text('image_url'),
    packageId: integer('package_id').references(() => packages.id),
    kind: text('kind').notNull(),
    blueprint: text('blueprint').notNull().default('full'),
    activated: boolean('activated').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    check('intro_pages_kind_check', sql`${table.kind} in ('PTE', 'THPT')`),
    check('intro_pages_blueprint_check', sql`${table.blueprint} in ('full', 'short', 'speaking')`),
  ],
);

/**
 * An admin's counts for a named blueprint (kind, name), laid over the constant of
 * `@prepwise/contracts` (`overlayBlueprint`): no row means the constant. Counts are per question
 * type in the blueprint's order; the editor is kept by id and e-mail without a foreign key, as in
 * the audit log.
 */
export const mockBlueprintOverrides = pgTable(
  'mock_blueprint_overrides',
  {
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    counts: jsonb('counts').$type<BlueprintSlotCount[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedById: uuid('updated_by_id').notNull(),
    updatedByEmail: text('updated_by_email').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.name] }),
    statusCheck('mock_blueprint_overrides_kind_check', table.kind, mockKinds),
    statusCheck('mock_blueprint_overrides_name_check', table.name, mockBlueprintNames),
  ],
);
