import { z } from 'zod';
import { rowIdSchema } from './ids.js';
import { levelSchema, questionGroupSchema, questionTypeSchema, singleChoiceTypes } from './questions.js';

const letters = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const;
export const answerLetters = letters;

const optionalText = z.string().max(20_000).nullable().optional();

/**
 * Normalises expectAnswer as the seed asks: stray spaces around letters and around the commas
 * of a blank list are removed ("  B " -> "B", "word1 , word2" -> "word1,word2").
 */
export function normaliseExpectAnswer(value: string): string {
  return value
    .split(',')
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .join(',');
}

/** Explanation of the right answer, in English and Vietnamese. */
export const explanationSchema = z.strictObject({ en: z.string().min(1), vi: z.string().min(1) });

/** One multiple-choice sub-question of a reading-comprehension passage. */
export const subQuestionSchema = z.strictObject({
  text: z.string().min(1),
  answerA: z.string().min(1),
  answerB: z.string().min(1),
  answerC: z.string().min(1),
  answerD: z.string().min(1),
  expectAnswer: z
    .string()
    .transform(normaliseExpectAnswer)
    .pipe(z.enum(['A', 'B', 'C', 'D'])),
  explanation: explanationSchema.optional(),
});
export type SubQuestion = z.infer<typeof subQuestionSchema>;

/** How many sub-questions a reading-comprehension passage has. */
export const subQuestionCount = { min: 9, max: 10 } as const;

/**
 * A question as content authors write it and as import/export carries it: every field of seed
 * section 3 (dates are set by the database). Underline markup in texts and answers is `<u>...</u>`
 * and is the only markup; the web renders it as underlining, never as HTML.
 */
const questionContentFields = {
  id: rowIdSchema,
  type: questionTypeSchema,
  groups: z.array(questionGroupSchema).min(1).default(['QUESTION_BANK']),
  vocabulary: z.enum(['pronunciation', 'vocabulary', 'grammar', 'grammar, vocabulary']).nullable().optional(),
  text: optionalText,
  level: levelSchema.default('intermediate'),
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
  expectAnswer: z.string().max(5_000).transform(normaliseExpectAnswer).nullable().optional(),
  unformatAnswerA: optionalText,
  unformatAnswerB: optionalText,
  unformatAnswerC: optionalText,
  unformatAnswerD: optionalText,
  underlineWord: optionalText,
  audioLink: optionalText,
  description: optionalText,
  examId: rowIdSchema.nullable().optional(),
  keyword: optionalText,
  phraseHints: optionalText,
  numberKeyword: z.number().int().nonnegative().nullable().optional(),
  lstType: optionalText,
  timeBreak: z.number().int().nonnegative().nullable().optional(),
  orderDisplay: z.number().int().nonnegative().nullable().optional(),
  activated: z.boolean().default(true),
  repeated: z.boolean().default(false),
  topic: optionalText,
  audioLinkSampleMale: optionalText,
  audioLinkSampleFemale: optionalText,
  explanation: explanationSchema.nullable().optional(),
  questions: z.array(subQuestionSchema).min(subQuestionCount.min).max(subQuestionCount.max).optional(),
};

export const questionContentSchema = z.strictObject(questionContentFields).superRefine(checkQuestionShape);
export type QuestionContent = z.output<typeof questionContentSchema>;
export type QuestionContentInput = z.input<typeof questionContentSchema>;

/**
 * A question as the admin console sends it: the same fields and rules as an imported item
 * (`questionContentSchema`), but the id may be left out when creating (the server picks the next
 * free one) or when editing (the path names it).
 */
export const questionDraftSchema = z
  .strictObject({ ...questionContentFields, id: rowIdSchema.optional() })
  .superRefine(checkQuestionShape);
export type QuestionDraft = z.output<typeof questionDraftSchema>;
export type QuestionDraftInput = z.input<typeof questionDraftSchema>;

const isSingleChoice: ReadonlySet<string> = new Set(singleChoiceTypes);
export const blankMarker = '@Blank@';

type ShapeInput = {
  type: string;
  text?: string | null;
  description?: string | null;
  expectAnswer?: string | null;
  questions?: unknown[] | undefined;
} & Partial<Record<`answer${(typeof letters)[number]}`, string | null>>;

/** Type-specific rules of docs/product.md §3 that a single field cannot express. */
function checkQuestionShape(item: ShapeInput, context: z.RefinementCtx): void {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (isSingleChoice.has(item.type)) {
    for (const letter of ['A', 'B', 'C', 'D'] as const) {
      if (!item[`answer${letter}`])
        issue(`answer${letter}`, 'Every multiple-choice item needs answers A to D.');
    }
    if (!/^[A-D]$/.test(item.expectAnswer ?? '')) issue('expectAnswer', 'Exactly one correct letter A to D.');
  }
  if (item.type === 'READING_COMPREHEND') {
    if (!item.description) issue('description', 'A reading passage is required.');
    if (!item.questions) issue('questions', 'A passage needs 9 or 10 questions.');
  }
  if (item.type === 'READING_FIB_R_W') checkBlanks(item, issue);
}

function checkBlanks(item: ShapeInput, issue: (path: string, message: string) => void): void {
  const blanks = (item.text ?? '').split(blankMarker).length - 1;
  if (blanks < 4 || blanks > 5)
    return issue('text', `A fill-in-the-blank text has 4 or 5 ${blankMarker} markers.`);
  const expected = (item.expectAnswer ?? '').split(',');
  if (expected.length !== blanks)
    return issue('expectAnswer', `Give one correct word per blank (${blanks}).`);
  expected.forEach((word, index) => {
    const letter = letters[index] ?? 'A';
    const candidates = (item[`answer${letter}`] ?? '').split('/').map((candidate) => candidate.trim());
    if (candidates.length > 5) issue(`answer${letter}`, 'At most 5 candidates per blank.');
    if (!candidates.some((candidate) => candidate.toLowerCase() === word.toLowerCase())) {
      issue(`answer${letter}`, `The correct word "${word}" is not among the candidates.`);
    }
  });
}
