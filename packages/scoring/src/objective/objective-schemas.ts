import { z } from 'zod';
import { pteObjectiveTypes, thptChoiceTypes } from '@prepwise/contracts';

// The families are defined once, in the contracts; re-exported here for the scorer's callers.
export { pteObjectiveTypes, thptChoiceTypes };

export const objectiveTypes = [...pteObjectiveTypes, ...thptChoiceTypes, 'READING_COMPREHEND'] as const;
export const objectiveTypeSchema = z.enum(objectiveTypes);
export type ObjectiveType = z.infer<typeof objectiveTypeSchema>;

export const optionLetters = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const;
export type OptionLetter = (typeof optionLetters)[number];

const optionalText = z.string().nullish();

/** One multiple-choice question of a READING_COMPREHEND passage. */
export const subQuestionSchema = z.object({
  expectAnswer: z.string(),
  answerA: optionalText,
  answerB: optionalText,
  answerC: optionalText,
  answerD: optionalText,
});
export type SubQuestion = z.infer<typeof subQuestionSchema>;

/**
 * The question fields objective marking reads (docs/product.md §3). Other fields of a stored
 * question are accepted and ignored.
 * - FIB types: expectAnswer = the blanks' words, comma separated, in blank order; text marks
 *   blanks with `@Blank@`; for READING_FIB_R_W answerA..E are each blank's candidates, `/` separated.
 * - MCQ types: expectAnswer = the correct letter(s), comma separated; answerA..J the options.
 * - HIGHLIGHT_INCORRECT_WORD: text = the transcript shown; expectAnswer = the incorrect words,
 *   comma separated, either as 0-based word positions in text or as words occurring once in text.
 * - READING_RE_ORDER_PARAGRAPH: expectAnswer = paragraph ids in the correct order, comma separated.
 * - DICTATION: expectAnswer = the sentence heard.
 * - READING_COMPREHEND: questions = the sub-questions, each with its letter.
 */
export const objectiveQuestionSchema = z.object({
  type: objectiveTypeSchema,
  expectAnswer: optionalText,
  text: optionalText,
  answerA: optionalText,
  answerB: optionalText,
  answerC: optionalText,
  answerD: optionalText,
  answerE: optionalText,
  answerF: optionalText,
  answerG: optionalText,
  answerH: optionalText,
  answerI: optionalText,
  answerJ: optionalText,
  questions: z.array(subQuestionSchema).nullish(),
});
export type ObjectiveQuestion = z.infer<typeof objectiveQuestionSchema>;
export type ObjectiveQuestionInput = z.input<typeof objectiveQuestionSchema>;

/** Choice types: the letters the candidate selected (none, one, or several for multiple-answer types). */
export const choiceResponseSchema = z.object({ selected: z.array(z.string()) });
export type ChoiceResponse = z.infer<typeof choiceResponseSchema>;

/** Fill-in-blank types: one entry per blank in blank order; null or empty when left blank. */
export const blankResponseSchema = z.object({ blanks: z.array(z.string().nullable()) });
export type BlankResponse = z.infer<typeof blankResponseSchema>;

/** Re-order paragraphs: paragraph ids in the order given (a subset when not all were placed). */
export const orderResponseSchema = z.object({ order: z.array(z.string()) });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** Highlight incorrect words: 0-based positions of the highlighted words in the question text. */
export const highlightResponseSchema = z.object({ highlighted: z.array(z.number().int().nonnegative()) });
export type HighlightResponse = z.infer<typeof highlightResponseSchema>;

/** Write from dictation: the typed sentence. */
export const typedTextResponseSchema = z.object({ text: z.string() });
export type TypedTextResponse = z.infer<typeof typedTextResponseSchema>;

/** Reading comprehension: one letter (or null when unanswered) per sub-question, in order. */
export const comprehensionResponseSchema = z.object({ answers: z.array(z.string().nullable()) });
export type ComprehensionResponse = z.infer<typeof comprehensionResponseSchema>;

export type ObjectiveResponse =
  | ChoiceResponse
  | BlankResponse
  | OrderResponse
  | HighlightResponse
  | TypedTextResponse
  | ComprehensionResponse;

/** What one point (or lost point) was given for. */
export type EvidenceKind = 'blank' | 'option' | 'choice' | 'word' | 'pair' | 'sub-question';

/**
 * Evidence behind the score: what was expected and what was given at one position (a blank,
 * an option, a highlighted word, an adjacent pair, a dictation word), whether it was right,
 * and the points it contributed before the minimum-0 floor.
 */
export interface MarkingEvidence {
  kind: EvidenceKind;
  position: number;
  expected: string | null;
  given: string | null;
  correct: boolean;
  points: number;
}

export interface ObjectiveResult {
  type: ObjectiveType;
  score: number;
  max: number;
  items: MarkingEvidence[];
}
