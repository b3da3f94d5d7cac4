import { z } from 'zod';
import { teacherReviewSchema } from './teacher-review.js';
import { rowIdSchema } from './ids.js';
import { pageQueryFields } from './paging.js';
import { explanationSchema } from './question-content.js';
import { questionGroupSchema, questionTypeSchema } from './questions.js';

/** The key of a recording a learner uploaded through a signed URL (`type: 'answer'`). */
export const recordingKeySchema = z.string().regex(/^answers\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(flac|wav)$/);

/**
 * A learner's response to one question. Which field is used depends on the type: `selected`
 * letters (choices), `blanks` (fill in the blanks), `order` (re-order), `highlighted` word
 * positions, `text` (dictation, writing), `answers` (one letter per reading sub-question),
 * `audioKey` (an uploaded recording). The scorer checks the fit to the type.
 */
export const answerResponseSchema = z
  .strictObject({
    selected: z.array(z.string().max(2)).max(10),
    blanks: z.array(z.string().max(100).nullable()).max(10),
    order: z.array(z.string().max(20)).max(10),
    highlighted: z.array(z.number().int().nonnegative().max(2000)).max(100),
    text: z.string().max(20_000),
    answers: z.array(z.string().max(2).nullable()).max(10),
    audioKey: recordingKeySchema,
  })
  .partial()
  .refine((response) => Object.keys(response).length > 0, 'An answer is required.');
export type AnswerResponse = z.infer<typeof answerResponseSchema>;

export const practiceStatuses = ['INPROGRESS', 'FINISH'] as const;

/** `POST api/start-exam`: practise a type (all its questions, untested first) or chosen questions. */
export const startExamRequestSchema = z
  .strictObject({
    examGroup: questionGroupSchema.default('QUESTION_BANK'),
    questionType: questionTypeSchema.optional(),
    questionIds: z.array(rowIdSchema).min(1).max(100).optional(),
  })
  .refine((body) => body.questionType !== undefined || body.questionIds !== undefined, {
    message: 'Choose a question type or questions.',
    path: ['questionType'],
  });

export const examIdRequestSchema = z.strictObject({ examId: z.uuid() });

export const answerRequestSchema = z.strictObject({
  examId: z.uuid(),
  questionId: rowIdSchema,
  response: answerResponseSchema,
});

export const answerStatuses = ['MARKED', 'WAITING_AI', 'SCORING', 'SCORED', 'SCORING_FAILED'] as const;
export type AnswerStatus = (typeof answerStatuses)[number];

/** One AI-scored trait: the awarded score, its maximum, the trait's own estimate and its evidence. */
export const traitResultSchema = z.object({
  score: z.number(),
  max: z.number(),
  raw: z.number(),
  evidence: z.array(z.record(z.string(), z.unknown())),
});

/** What the speech scorer heard: each word in time order (skipped words where expected) and the pauses. */
export const speechTimelineSchema = z.object({
  words: z.array(
    z.object({
      word: z.string(),
      start: z.number(),
      end: z.number(),
      status: z.enum(['ok', 'skipped', 'inserted', 'mispronounced']),
      quality: z.number(),
    }),
  ),
  pauses: z.array(z.object({ start: z.number(), end: z.number() })),
});
export type SpeechTimeline = z.infer<typeof speechTimelineSchema>;

/** What the optional remote AI provider added to a scored answer: a transcript and a comment. */
export const aiFeedbackSchema = z.object({
  transcript: z.string().nullable(),
  text: z.string().nullable(),
  model: z.string(),
});
export type AiFeedback = z.infer<typeof aiFeedbackSchema>;

/** A stored answer with its mark; the answer key and explanation are revealed once answered. */
export const answerResultSchema = z.object({
  questionId: z.number(),
  questionType: questionTypeSchema,
  status: z.enum(answerStatuses),
  response: answerResponseSchema,
  score: z.number().nullable(),
  max: z.number().nullable(),
  evidence: z.array(z.record(z.string(), z.unknown())),
  expectAnswer: z.string().nullable(),
  explanation: explanationSchema.nullable(),
  transcript: z.string().nullable(),
  traits: z.record(z.string(), traitResultSchema).nullable(),
  flags: z.array(z.string()),
  /** Spoken answers: the length of the recording as the server decoded it. */
  audioDurationSeconds: z.number().nullable(),
  /** Spoken answers: a short-lived signed link to play one's own recording. */
  audioUrl: z.string().nullable(),
  /** Spoken answers, once scored: the word timeline the evidence refers to. */
  speech: speechTimelineSchema.nullable(),
  /** Only when a remote AI provider is configured: its transcript and written comment. */
  aiFeedback: aiFeedbackSchema.nullable(),
  answeredDate: z.string(),
  /** An attempt at a class assignment: the class teacher's signed score, once given. */
  teacherReview: teacherReviewSchema.nullable().optional(),
});
export type AnswerResult = z.infer<typeof answerResultSchema>;

export const practiceSessionSchema = z.object({
  examId: z.string(),
  examGroup: questionGroupSchema,
  questionType: questionTypeSchema.nullable(),
  status: z.enum(practiceStatuses),
  questionIds: z.array(z.number()),
  currentQuestion: z.number().int(),
  answers: z.array(answerResultSchema),
  score: z.number(),
  max: z.number(),
  startedDate: z.string(),
  finishedDate: z.string().nullable(),
});
export type PracticeSession = z.infer<typeof practiceSessionSchema>;

export const historyQuerySchema = z.strictObject(pageQueryFields);
export const examHistoryParamsSchema = z.strictObject({ id: z.uuid() });
