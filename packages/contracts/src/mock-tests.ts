import { z } from 'zod';
import type { QuestionType } from './questions.js';

/** Statuses stored on a mock record (seed section 4). NO_TEST means no record yet. */
export const mockStatuses = ['INPROGRESS', 'FINISH', 'SCORING', 'DONE', 'CANCELLED'] as const;
export type MockStatus = (typeof mockStatuses)[number];

/** Status labels shown to users, for every status the seed names. */
export const mockStatusLabels = {
  NO_TEST: 'Not yet taken',
  INPROGRESS: 'Inprogress',
  MARKING: 'Finish',
  FINISH: 'Finish',
  WAIT_SCORE: 'Waiting score',
  SCORING: 'Waiting score',
  SCORED: 'Scored',
  DONE: 'Scored',
  CANCELLED: 'Cancelled',
} as const;

export const mockKinds = ['PTE', 'THPT'] as const;
export const mockBlueprintNames = ['full', 'short'] as const;

/** A blueprint: how many items of each type, in test order, and the minutes allowed. */
export interface MockBlueprint {
  kind: (typeof mockKinds)[number];
  items: { type: QuestionType; count: number }[];
  minutes: number;
}

/**
 * The PTE blueprint (62 items in the official section order) within the seed's section times:
 * speaking 35, each written summary 10, each essay 20, reading 30, each spoken summary 10,
 * listening 25, plus the 10-minute break.
 */
export const pteBlueprint: MockBlueprint = {
  kind: 'PTE',
  items: [
    { type: 'SPEAKING_READ_ALOUD', count: 6 },
    { type: 'REPEAT_SENTENCE', count: 6 },
    { type: 'DESCRIBE_IMAGE', count: 5 },
    { type: 'RETELL_LECTURE', count: 3 },
    { type: 'ANSWER_SHORT_QUESTION', count: 6 },
    { type: 'WRITING_SUMMARIZE_WRITTEN_TEXT', count: 2 },
    { type: 'WRITING_ESSAY', count: 2 },
    { type: 'READING_FIB_R_W', count: 5 },
    { type: 'READING_MCQ_R_MULTIPLE_ANSWER', count: 2 },
    { type: 'READING_RE_ORDER_PARAGRAPH', count: 2 },
    { type: 'READING_FIB_R', count: 4 },
    { type: 'READING_MCQ_R_SINGLE_ANSWER', count: 2 },
    { type: 'SUMMARIZE_SPOKEN_TEXT', count: 2 },
    { type: 'MCQ_L_MULTIPLE_ANSWER', count: 2 },
    { type: 'FIB_L', count: 2 },
    { type: 'HIGHLIGHT_CORRECT_SUMMARY', count: 2 },
    { type: 'MCQ_L_SINGLE_ANSWER', count: 2 },
    { type: 'SELECT_MISSING_WORD', count: 2 },
    { type: 'HIGHLIGHT_INCORRECT_WORD', count: 2 },
    { type: 'DICTATION', count: 3 },
  ],
  minutes: 35 + 2 * 10 + 2 * 20 + 30 + 2 * 10 + 25 + 10,
};

/** A THPT paper: about 50 marks (reading passages carry 9-10 each) in 60 minutes. */
export const thptBlueprint: MockBlueprint = {
  kind: 'THPT',
  items: [
    { type: 'PHONETIC_PRONUNCIATION', count: 2 },
    { type: 'PHONETIC_STRESS', count: 2 },
    { type: 'VOCAB_SYNONYM', count: 2 },
    { type: 'VOCAB_ANTONYM', count: 2 },
    { type: 'COM_COM', count: 2 },
    { type: 'VOCAB_FINISH_SENTENCE', count: 3 },
    { type: 'GRAMMAR_FINISH_SENTENCE', count: 5 },
    { type: 'VOCAB_FIND_INCORRECT', count: 1 },
    { type: 'GRAMMAR_FIND_INCORRECT', count: 2 },
    { type: 'READING_FILL_IN_BLANK', count: 5 },
    { type: 'READING_COMPREHEND', count: 2 },
    { type: 'WRITING_COMBINE', count: 2 },
    { type: 'WRITING_REWRITE', count: 2 },
  ],
  minutes: 60,
};

/** One item per PTE section, for quick end-to-end runs ("short"). */
export const pteShortBlueprint: MockBlueprint = {
  kind: 'PTE',
  items: [
    { type: 'SPEAKING_READ_ALOUD', count: 1 },
    { type: 'WRITING_ESSAY', count: 1 },
    { type: 'READING_MCQ_R_SINGLE_ANSWER', count: 1 },
    { type: 'MCQ_L_SINGLE_ANSWER', count: 1 },
  ],
  minutes: 20,
};

export const createMockRequestSchema = z.strictObject({
  kind: z.enum(mockKinds).default('PTE'),
  blueprint: z.enum(mockBlueprintNames).default('full'),
  seed: z
    .number()
    .int()
    .nonnegative()
    .max(2 ** 31)
    .optional(),
});

export const mockIdQuerySchema = z.strictObject({ mockId: z.uuid() });
export const mockExamIdRequestSchema = z.strictObject({ examId: z.uuid() });

/** `POST api/mock-test-trial/progress` (seed section 7). */
export const mockProgressRequestSchema = z.strictObject({
  examId: z.uuid(),
  currentQuestion: z.number().int().min(0).max(500),
  remainTime: z
    .number()
    .int()
    .min(0)
    .max(24 * 3_600_000),
  nextQuestionType: z.string().max(60).nullable().optional(),
});

/** The mock test record (seed section 3). remainTime is in milliseconds. */
export const mockRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  type: z.literal('MARKET_RANDOM_MOCK_TEST'),
  kind: z.enum(mockKinds),
  name: z.string(),
  totalQuestions: z.number().int(),
  timeAllowed: z.number().int(),
  status: z.enum(mockStatuses),
  reportId: z.string().nullable(),
  currentQuestion: z.number().int(),
  remainTime: z.number().int(),
  overallScore: z.number().nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
  finishedDate: z.string().nullable(),
  nextQuestionType: z.string().nullable(),
  chosenForLevel: z.number().int(),
});
export type MockRecord = z.infer<typeof mockRecordSchema>;
