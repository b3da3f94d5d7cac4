import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { createdAt, uuidKey } from './columns.js';
import { users } from './user.js';

/** A teacher's class: learners preparing for one exam family, joined with a code. */
export const classes = pgTable(
  'classes',
  {
    id: uuidKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    examFamily: text('exam_family').notNull(),
    targetDate: date('target_date', { mode: 'string' }),
    joinCode: text('join_code').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('classes_join_code_unique').on(table.joinCode),
    index('classes_owner').on(table.ownerId),
    check('classes_exam_family_check', sql`${table.examFamily} in ('PTE', 'THPT')`),
  ],
);

/** The teachers of a class and their rights (the owner holds all three). */
export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rights: text('rights').array().notNull(),
    addedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.classId, table.teacherId] }),
    index('class_teachers_teacher').on(table.teacherId),
    check(
      'class_teachers_rights_check',
      sql`${table.rights} <@ array['assign', 'grade', 'manage']::text[] and cardinality(${table.rights}) > 0`,
    ),
  ],
);

/** A class's learners; `share_practice` is the learner's consent to show their own practice. */
export const classMembers = pgTable(
  'class_members',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharePractice: boolean('share_practice').notNull().default(false),
    joinedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.classId, table.userId] }),
    index('class_members_user').on(table.userId),
  ],
);

/** E-mails of a roster with no account yet: they join the class when that account is activated. */
export const classInvitations = pgTable(
  'class_invitations',
  {
    id: uuidKey(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('class_invitations_class_email').on(table.classId, table.email),
    index('class_invitations_email').on(table.email),
  ],
);

/** Work given to a class: a practice set (chosen or drawn questions) or a mock of a blueprint. */
export const assignments = pgTable(
  'assignments',
  {
    id: uuidKey(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    /** Chosen questions, or the questions drawn once for everyone. */
    questionIds: integer('question_ids').array(),
    drawTypes: text('draw_types').array(),
    drawCount: integer('draw_count'),
    perLearner: boolean('per_learner').notNull().default(false),
    mockKind: text('mock_kind'),
    blueprint: text('blueprint'),
    wholeClass: boolean('whole_class').notNull().default(true),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attemptsAllowed: integer('attempts_allowed').notNull().default(1),
    lateAllowed: boolean('late_allowed').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('assignments_class_due').on(table.classId, table.dueAt),
    check('assignments_kind_check', sql`${table.kind} in ('PRACTICE_CHOSEN', 'PRACTICE_DRAWN', 'MOCK')`),
    check('assignments_attempts_check', sql`${table.attemptsAllowed} between 1 and 10`),
    check('assignments_due_after_open_check', sql`${table.dueAt} > ${table.opensAt}`),
  ],
);

/**
 * A learner's own line on an assignment: who it is given to (when not the whole class), the
 * questions drawn for them alone, and when the due-date reminder went out.
 */
export const assignmentLearners = pgTable(
  'assignment_learners',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isTarget: boolean('is_target').notNull().default(false),
    questionIds: integer('question_ids').array(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.assignmentId, table.userId] }),
    index('assignment_learners_user').on(table.userId),
  ],
);

/** A teacher's score of an open answer, per trait, beside the AI's (kept as rated data). */
export const teacherReviews = pgTable(
  'teacher_reviews',
  {
    id: uuidKey(),
    attemptKind: text('attempt_kind').notNull(),
    attemptId: uuid('attempt_id').notNull(),
    questionId: integer('question_id').notNull(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    traits: jsonb('traits').$type<Record<string, number>>().notNull(),
    score: real('score').notNull(),
    max: real('max').notNull(),
    aiScore: real('ai_score'),
    aiMax: real('ai_max'),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('teacher_reviews_answer').on(table.attemptKind, table.attemptId, table.questionId),
    index('teacher_reviews_class').on(table.classId),
    check('teacher_reviews_kind_check', sql`${table.attemptKind} in ('practice', 'mock')`),
  ],
);

/** Every change a teacher (or an admin) makes to a class, its roster, work and scores; append-only. */
export const classAudit = pgTable(
  'class_audit',
  {
    id: uuidKey(),
    classId: uuid('class_id').notNull(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    subject: text('subject'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [index('class_audit_class_created').on(table.classId, table.createdAt)],
);
