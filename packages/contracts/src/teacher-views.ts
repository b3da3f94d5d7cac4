import { z } from 'zod';
import { assignmentScoreSchema, assignmentStatusSchema, attemptKindSchema } from './assignments.js';
import { examFamilies } from './admin-questions.js';
import { pageQueryFields } from './paging.js';
import { teacherReviewSchema } from './teacher-review.js';
import { itemQuestionTypes } from './questions.js';
import { answerStatuses, traitResultSchema } from './practice.js';

/** What a teacher reads of a class: the gradebook, submissions, item analysis, a learner, grading. */

export const gradebookQuerySchema = z.strictObject({
  ...pageQueryFields,
  q: z.string().trim().max(80).optional(),
});

/** One learner's standing on one assignment. */
export const gradebookCellSchema = z.object({
  assignmentId: z.uuid(),
  status: assignmentStatusSchema,
  result: assignmentScoreSchema,
  /** Seconds between starting the attempt and handing it in (or its last step). */
  secondsSpent: z.number().int().nullable(),
});
export type GradebookCell = z.infer<typeof gradebookCellSchema>;

/** A row of the gradebook: a learner and a cell per assignment, in the assignments' order (due first). */
export const gradebookRowSchema = z.object({
  userId: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  cells: z.array(gradebookCellSchema),
});
export type GradebookRow = z.infer<typeof gradebookRowSchema>;

export const exportQuerySchema = z.strictObject({ format: z.enum(['csv', 'xlsx']).default('csv') });
export type ExportFormat = z.infer<typeof exportQuerySchema>['format'];

export const submissionQuerySchema = z.strictObject({ ...pageQueryFields });

/** A learner's line on an assignment's submissions list. */
export const submissionSchema = z.object({
  userId: z.uuid(),
  fullName: z.string(),
  status: assignmentStatusSchema,
  attemptsUsed: z.number().int(),
  result: assignmentScoreSchema,
  submittedDate: z.string().nullable(),
  secondsSpent: z.number().int().nullable(),
  attempt: z.object({ kind: attemptKindSchema, id: z.uuid() }).nullable(),
  /** Open answers (writing, speaking) of the attempt, and how many a teacher has signed. */
  openAnswers: z.number().int(),
  signedAnswers: z.number().int(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** One question of an assignment across the class: how many got it right, the commonest wrong choice. */
export const itemAnalysisRowSchema = z.object({
  questionId: z.number().int(),
  type: z.string(),
  preview: z.string(),
  answered: z.number().int(),
  right: z.number().int(),
  /** Right answers over answered ones (0-1), or null when nobody answered. */
  shareRight: z.number().nullable(),
  /** For choice items: the wrong choice picked most, and by how many. */
  commonWrong: z.object({ choice: z.string(), count: z.number().int() }).nullable(),
  /** For open items: the mean score over its maximum (0-1). */
  meanShare: z.number().nullable(),
});
export type ItemAnalysisRow = z.infer<typeof itemAnalysisRowSchema>;

export const itemAnalysisQuerySchema = z.strictObject({ ...pageQueryFields });

export const answerParamsSchema = z.strictObject({
  kind: attemptKindSchema,
  attemptId: z.uuid(),
  questionId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const gradingAnswerSchema = z.object({
  kind: attemptKindSchema,
  attemptId: z.uuid(),
  questionId: z.number().int(),
  learnerName: z.string(),
  assignmentTitle: z.string(),
  type: z.string(),
  prompt: z.string(),
  status: z.enum(answerStatuses),
  text: z.string().nullable(),
  recordingUrl: z.string().nullable(),
  ai: z
    .object({ score: z.number(), max: z.number(), traits: z.record(z.string(), traitResultSchema) })
    .nullable(),
  review: teacherReviewSchema.nullable(),
});
export type GradingAnswer = z.infer<typeof gradingAnswerSchema>;

/** The open answers of an assignment's attempts, to sign one after another. */
export const gradingListItemSchema = z.object({
  kind: attemptKindSchema,
  attemptId: z.uuid(),
  questionId: z.number().int(),
  learnerName: z.string(),
  type: z.string(),
  status: z.enum(answerStatuses),
  aiScore: assignmentScoreSchema,
  review: z.object({ score: z.number(), max: z.number() }).nullable(),
});
export type GradingListItem = z.infer<typeof gradingListItemSchema>;

export const reviewAnswerSchema = z.strictObject({
  /** A score per trait of the AI's (same names, each from 0 to that trait's maximum). */
  traits: z.record(z.string().max(40), z.number().min(0).max(100)),
  comment: z.string().trim().max(2000).default(''),
});
export type ReviewAnswer = z.input<typeof reviewAnswerSchema>;

/** How far the AI and the class's teachers agree on the answers they signed. */
export const agreementSchema = z.object({
  answers: z.number().int(),
  /** Share of answers where the teacher kept the AI's total (0-1), and within one point of it. */
  exact: z.number().nullable(),
  adjacent: z.number().nullable(),
  /** Pearson's r between the AI's and the teachers' totals (null under 3 answers or no spread). */
  correlation: z.number().nullable(),
});
export type Agreement = z.infer<typeof agreementSchema>;

/** A learner of a class, for its teachers: the class's work, the progress summary, and (if shared) practice. */
export const classLearnerReportSchema = z.object({
  userId: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  sharesPractice: z.boolean(),
  assignments: z.array(
    z.object({
      assignmentId: z.uuid(),
      title: z.string(),
      dueAt: z.string(),
      status: assignmentStatusSchema,
      result: assignmentScoreSchema,
    }),
  ),
  skills: z.array(z.object({ skill: z.string(), share: z.number().nullable(), answers: z.number().int() })),
  predicted: z
    .object({ scale: z.enum(['PTE', 'THPT']), score: z.number(), low: z.number(), high: z.number() })
    .nullable(),
  weakestTypes: z.array(z.object({ type: z.string(), share: z.number(), answers: z.number().int() })),
  /** The learner's own practice (beyond the class's work): only when they share it. */
  recentPractice: z
    .array(z.object({ type: z.string().nullable(), startedDate: z.string(), answers: z.number().int() }))
    .nullable(),
});
export type ClassLearnerReport = z.infer<typeof classLearnerReportSchema>;

/** The question bank as a teacher browses it to choose an assignment's questions. */
export const teacherQuestionQuerySchema = z.strictObject({
  ...pageQueryFields,
  type: z.enum(itemQuestionTypes).optional(),
  family: z.enum(examFamilies).optional(),
  q: z.string().trim().max(80).optional(),
});

export const teacherQuestionSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  level: z.string().nullable(),
  topic: z.string().nullable(),
  preview: z.string(),
});
export type TeacherQuestion = z.infer<typeof teacherQuestionSchema>;

/** How many active questions of each type the bank has (to draw N of some types). */
export const questionStockSchema = z.array(z.object({ type: z.string(), count: z.number().int() }));

/** What a teacher's live socket hears: a class's work changed (an assignment's, when it names one). */
export const classEventSchema = z.object({
  type: z.literal('submission'),
  classId: z.uuid(),
  assignmentId: z.uuid().nullable(),
  userId: z.uuid().nullable(),
});

/** Where a teacher's live socket opens (same origin, ws or wss). */
export const classSocketPath = '/api/teacher/socket';

/** The first message on a teacher's live socket: who they are and which class they watch. */
export const classSocketHelloSchema = z.strictObject({
  accessToken: z.string().max(4000),
  classId: z.uuid(),
});
export type ClassEvent = z.infer<typeof classEventSchema>;
