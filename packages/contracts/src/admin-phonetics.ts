import { z } from 'zod';
import { explanationSchema } from './question-content.js';
import { adminQuestionSummarySchema } from './admin-questions.js';
import { levelSchema } from './questions.js';

/** The THPT phonetic types the console's generator makes (the bank's own type names). */
export const phoneticQuestionTypes = ['PHONETIC_PRONUNCIATION', 'PHONETIC_STRESS'] as const;
export const phoneticQuestionTypeSchema = z.enum(phoneticQuestionTypes);
export type PhoneticQuestionType = (typeof phoneticQuestionTypes)[number];

/** The most items one request generates or saves. */
export const maxGeneratedPhoneticItems = 20;

/** The most candidate words an admin types for one request. */
export const maxPhoneticCandidateWords = 60;

/**
 * Why a typed word is not in any generated item (a message key the web translates with
 * `{word}`): not in the pronouncing dictionary, not one plain word, its pronunciations disagree
 * on the tested sound or stress, one syllable (stress items), no letters a pronunciation item
 * tests, no item with exactly one odd word can be made with it, it could be but was not picked,
 * or the item it makes is already in the bank.
 */
export const phoneticRefusalReasons = [
  'unknownWord',
  'notAWord',
  'ambiguous',
  'singleSyllable',
  'nothingToTest',
  'noOddOneOut',
  'notPicked',
  'inBank',
] as const;
export type PhoneticRefusalReason = (typeof phoneticRefusalReasons)[number];

/**
 * What makes two phonetic items the same question: their four options as stored (with the
 * underlined letters of a pronunciation item), in any order and case.
 */
export function phoneticItemKey(answers: readonly string[]): string {
  return answers
    .map((answer) => answer.trim().toLowerCase())
    .sort()
    .join('|');
}

const candidateWordSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .transform((word) => word.toLowerCase());

/**
 * `POST /api/admin/questions/phonetics/generate`: items of one type from the words typed (each
 * used as a candidate) or, without words, from the generator's own common words ("pick for
 * me"). `count` defaults to a quarter of the typed words (at least 1) or 5; `seed` makes a run
 * repeatable (random when left out).
 */
export const phoneticGenerateRequestSchema = z.strictObject({
  type: phoneticQuestionTypeSchema,
  words: z.array(candidateWordSchema).min(1).max(maxPhoneticCandidateWords).optional(),
  count: z.number().int().min(1).max(maxGeneratedPhoneticItems).optional(),
  seed: z.number().int().nonnegative().max(2_147_483_647).optional(),
});
export type PhoneticGenerateRequest = z.infer<typeof phoneticGenerateRequestSchema>;

/** The four option words of an item and, for pronunciation items, the letters underlined in each. */
export const phoneticItemWordsSchema = z.strictObject({
  options: z.array(z.string().trim().min(1).max(40)).length(4),
  underlined: z.array(z.string().trim().min(1).max(40)).length(4).nullable(),
});
export type PhoneticItemWords = z.infer<typeof phoneticItemWordsSchema>;

/** How a generated item reads as a question: the fields the bank's own phonetic items carry. */
export const phoneticQuestionFieldsSchema = z.object({
  text: z.string(),
  answerA: z.string(),
  answerB: z.string(),
  answerC: z.string(),
  answerD: z.string(),
  underlineWord: z.string().nullable(),
  expectAnswer: z.enum(['A', 'B', 'C', 'D']),
  explanation: explanationSchema,
});
export type PhoneticQuestionFields = z.infer<typeof phoneticQuestionFieldsSchema>;

/** One generated item: its words, the key (0-3), the stress of each option, the solver's confidence. */
export const phoneticPreviewSchema = phoneticItemWordsSchema.extend({
  answer: z.number().int().min(0).max(3),
  /** Stress items: the primary-stress syllable of each option and its syllable count. */
  stress: z.array(z.object({ syllable: z.number().int(), syllables: z.number().int() })).nullable(),
  /** The solver's confidence (0-1); generated items are kept only at 1. */
  confidence: z.number(),
  question: phoneticQuestionFieldsSchema,
});
export type PhoneticPreview = z.infer<typeof phoneticPreviewSchema>;

export const phoneticRefusalSchema = z.object({
  word: z.string(),
  reason: z.enum(phoneticRefusalReasons),
});
export type PhoneticRefusal = z.infer<typeof phoneticRefusalSchema>;

export const phoneticGenerateResultSchema = z.object({
  items: z.array(phoneticPreviewSchema),
  refused: z.array(phoneticRefusalSchema),
  seed: z.number().int(),
});
export type PhoneticGenerateResult = z.infer<typeof phoneticGenerateResultSchema>;

/**
 * `POST /api/admin/questions/phonetics/save`: the previews the admin kept (their words only: the
 * server solves them again and writes the key and the explanation), saved active or not.
 */
export const phoneticSaveRequestSchema = z.strictObject({
  type: phoneticQuestionTypeSchema,
  items: z.array(phoneticItemWordsSchema).min(1).max(maxGeneratedPhoneticItems),
  activated: z.boolean(),
  level: levelSchema.default('intermediate'),
});
export type PhoneticSaveRequest = z.input<typeof phoneticSaveRequestSchema>;

export const phoneticSaveResultSchema = z.array(adminQuestionSummarySchema);
