import { z } from 'zod';
import { examFamilySchema } from './classes.js';
import { rowIdSchema } from './ids.js';
import { mockBlueprintNames, mockKinds } from './mock-tests.js';
import { pageQueryFields } from './paging.js';
import { itemQuestionTypes } from './questions.js';

/** Work a teacher gives a class: a practice set or a mock test, open from a time until a due date. */

/** Questions a practice assignment may hold. */
export const maxAssignmentQuestions = 50;
/** Attempts a teacher may allow at most. */
export const maxAssignmentAttempts = 10;

/**
 * What the learner does: questions the teacher chose; N questions of some types drawn once for
 * everyone or for each learner on their own; or a mock test of a blueprint, timed as usual.
 */
export const assignmentWorkSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('PRACTICE_CHOSEN'),
    questionIds: z.array(rowIdSchema).min(1).max(maxAssignmentQuestions),
  }),
  z.strictObject({
    kind: z.literal('PRACTICE_DRAWN'),
    types: z.array(z.enum(itemQuestionTypes)).min(1).max(10),
    count: z.number().int().min(1).max(maxAssignmentQuestions),
    perLearner: z.boolean(),
  }),
  z.strictObject({
    kind: z.literal('MOCK'),
    mockKind: z.enum(mockKinds),
    blueprint: z.enum(mockBlueprintNames),
  }),
]);
export type AssignmentWork = z.infer<typeof assignmentWorkSchema>;
export type AssignmentKind = AssignmentWork['kind'];

export const assignmentCreateSchema = z
  .strictObject({
    title: z.string().trim().min(1, 'Give the assignment a title.').max(120),
    work: assignmentWorkSchema,
    /** Some of the class's learners; absent for the whole class (and those who join later). */
    learnerIds: z.array(z.uuid()).min(1).max(200).optional(),
    opensAt: z.iso.datetime({ offset: true }).optional(),
    dueAt: z.iso.datetime({ offset: true }),
    attemptsAllowed: z.number().int().min(1).max(maxAssignmentAttempts).default(1),
    lateAllowed: z.boolean().default(true),
  })
  .refine((value) => !value.opensAt || Date.parse(value.opensAt) < Date.parse(value.dueAt), {
    message: 'The due date must come after the opening time.',
    path: ['dueAt'],
  });
export type AssignmentCreate = z.input<typeof assignmentCreateSchema>;

export const assignmentUpdateSchema = z
  .strictObject({
    title: z.string().trim().min(1).max(120).optional(),
    dueAt: z.iso.datetime({ offset: true }).optional(),
    attemptsAllowed: z.number().int().min(1).max(maxAssignmentAttempts).optional(),
    lateAllowed: z.boolean().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Change at least one field.');
export type AssignmentUpdate = z.input<typeof assignmentUpdateSchema>;

export const assignmentParamsSchema = z.strictObject({ assignmentId: z.uuid() });
export const classAssignmentParamsSchema = z.strictObject({ id: z.uuid(), assignmentId: z.uuid() });
export const assignmentListQuerySchema = z.strictObject({ ...pageQueryFields });

/** What an assignment asks, for a list: how many questions of which types, or which mock. */
export const assignmentWorkSummarySchema = z.object({
  kind: z.enum(['PRACTICE_CHOSEN', 'PRACTICE_DRAWN', 'MOCK']),
  questionCount: z.number().int(),
  types: z.array(z.string()),
  mockKind: z.enum(mockKinds).nullable(),
  blueprint: z.enum(mockBlueprintNames).nullable(),
  perLearner: z.boolean(),
});

/** An assignment as its class's teachers list it. */
export const assignmentSummarySchema = z.object({
  id: z.uuid(),
  classId: z.uuid(),
  title: z.string(),
  work: assignmentWorkSummarySchema,
  opensAt: z.string(),
  dueAt: z.string(),
  attemptsAllowed: z.number().int(),
  lateAllowed: z.boolean(),
  /** Learners it is given to, and how many of them have handed it in (on time or late). */
  learnerCount: z.number().int(),
  submittedCount: z.number().int(),
  createdDate: z.string(),
});
export type AssignmentSummary = z.infer<typeof assignmentSummarySchema>;

/**
 * A learner's standing on an assignment: not started, in progress, submitted (by the due date),
 * late (handed in after it) or missed (due, nothing handed in, late work refused or no attempt left).
 */
export const assignmentStatuses = ['NOT_STARTED', 'IN_PROGRESS', 'SUBMITTED', 'LATE', 'MISSED'] as const;
export const assignmentStatusSchema = z.enum(assignmentStatuses);
export type AssignmentStatus = z.infer<typeof assignmentStatusSchema>;

export const attemptKinds = ['practice', 'mock'] as const;
export const attemptKindSchema = z.enum(attemptKinds);
export type AttemptKind = z.infer<typeof attemptKindSchema>;

/** A score as a share of its maximum; a mock's on its own scale (PTE 10-90, THPT out of 10). */
export const assignmentScoreSchema = z.object({ score: z.number(), max: z.number() }).nullable();

/** An assignment as one of its learners sees it (home and the classes page). */
export const learnerAssignmentSchema = z.object({
  id: z.uuid(),
  classId: z.uuid(),
  className: z.string(),
  examFamily: examFamilySchema,
  title: z.string(),
  work: assignmentWorkSummarySchema,
  opensAt: z.string(),
  dueAt: z.string(),
  isOpen: z.boolean(),
  lateAllowed: z.boolean(),
  attemptsAllowed: z.number().int(),
  attemptsUsed: z.number().int(),
  status: assignmentStatusSchema,
  /** Whether Start (or Continue) does something now. */
  canStart: z.boolean(),
  result: assignmentScoreSchema,
  /** The attempt to continue or read: a practice session or a mock test. */
  attempt: z.object({ kind: attemptKindSchema, id: z.uuid(), finished: z.boolean() }).nullable(),
});
export type LearnerAssignment = z.infer<typeof learnerAssignmentSchema>;

export const learnerAssignmentQuerySchema = z.strictObject({
  ...pageQueryFields,
  /** `open`: what is still to do (not handed in, not missed), soonest due first. */
  filter: z.enum(['open', 'all']).default('all'),
  classId: z.uuid().optional(),
});

/** Starting (or continuing) an assignment: where its attempt lives. */
export const assignmentStartSchema = z.object({ kind: attemptKindSchema, id: z.uuid() });
export type AssignmentStart = z.infer<typeof assignmentStartSchema>;
