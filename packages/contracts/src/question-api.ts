import { z } from 'zod';
import { rowIdParamSchema } from './ids.js';
import { pageQueryFields } from './paging.js';
import { questionGroupSchema, questionTypeSchema } from './questions.js';

const answerFields = {
  answerA: z.string().nullable(),
  answerB: z.string().nullable(),
  answerC: z.string().nullable(),
  answerD: z.string().nullable(),
  answerE: z.string().nullable(),
  answerF: z.string().nullable(),
  answerG: z.string().nullable(),
  answerH: z.string().nullable(),
  answerI: z.string().nullable(),
  answerJ: z.string().nullable(),
  unformatAnswerA: z.string().nullable(),
  unformatAnswerB: z.string().nullable(),
  unformatAnswerC: z.string().nullable(),
  unformatAnswerD: z.string().nullable(),
};

/**
 * A question as a learner receives it before answering: every seed field except the answer key
 * (expectAnswer, explanations and the keys of sub-questions), which only a marked answer reveals.
 */
export const questionViewSchema = z.object({
  id: z.number(),
  type: questionTypeSchema,
  groups: z.array(questionGroupSchema),
  vocabulary: z.string().nullable(),
  text: z.string().nullable(),
  level: z.string(),
  ...answerFields,
  underlineWord: z.string().nullable(),
  audioLink: z.string().nullable(),
  description: z.string().nullable(),
  examId: z.number().nullable(),
  keyword: z.string().nullable(),
  phraseHints: z.string().nullable(),
  numberKeyword: z.number().nullable(),
  lstType: z.string().nullable(),
  timeBreak: z.number().nullable(),
  orderDisplay: z.number().nullable(),
  activated: z.boolean(),
  repeated: z.boolean(),
  topic: z.string().nullable(),
  audioLinkSampleMale: z.string().nullable(),
  audioLinkSampleFemale: z.string().nullable(),
  questions: z
    .array(
      z.object({
        text: z.string(),
        answerA: z.string(),
        answerB: z.string(),
        answerC: z.string(),
        answerD: z.string(),
      }),
    )
    .nullable(),
  bookmarked: z.boolean(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type QuestionView = z.infer<typeof questionViewSchema>;

const sortFields = ['id', 'level', 'createdDate'] as const;

/** `?page&size&sort&type` (docs/product.md §7): page from 0, size one of the seed's page sizes, sort `field,asc|desc`. */
export const questionPageQuerySchema = z.strictObject({
  type: questionTypeSchema,
  ...pageQueryFields,
  sort: z
    .string()
    .regex(new RegExp(`^(${sortFields.join('|')}),(asc|desc)$`), 'Sort must look like "id,asc".')
    .default('id,asc'),
});
export type QuestionPageQuery = z.infer<typeof questionPageQuerySchema>;

/** A question-bank entry per type (docs/product.md §3). */
export const questionBankEntrySchema = z.object({
  type: questionTypeSchema,
  name: z.string(),
  total: z.number().int(),
  remainAttemps: z.number().int(),
  allQuestionIds: z.array(z.number().int()),
  questionIds: z.string(),
  numberTested: z.number().int(),
  /**
   * How many of the type's questions this learner may open: all of them with the full bank,
   * else the free part (so a card can say "5 free of 45" rather than promise 45).
   */
  openTotal: z.number().int(),
});
export type QuestionBankEntry = z.infer<typeof questionBankEntrySchema>;

export const bookmarkListParamsSchema = z.strictObject({ id: z.uuid() });
export const questionIdParamsSchema = z.strictObject({ questionId: rowIdParamSchema });

/** `POST /api/track_question/clear` (docs/product.md §7). */
export const clearTrackingRequestSchema = z.strictObject({
  examGroup: questionGroupSchema,
  questionType: questionTypeSchema,
  email: z.string().trim().toLowerCase(),
});

/** `GET api/exams/{id}`: a fixed paper, its questions in display order (without answer keys). */
export const examSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  group: questionGroupSchema.nullable(),
  questions: z.array(questionViewSchema),
});
export type Exam = z.infer<typeof examSchema>;
export const examParamsSchema = z.strictObject({ id: rowIdParamSchema });

/** `GET api/exams`: the fixed papers on offer, with how many questions each has. */
export const examSummarySchema = examSchema.omit({ questions: true }).extend({ total: z.number().int() });
export type ExamSummary = z.infer<typeof examSummarySchema>;
