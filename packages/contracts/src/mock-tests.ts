import { z } from 'zod';
import { teacherReviewSchema } from './teacher-review.js';
import { languages } from './constants.js';
import { rowIdSchema, rowIdParamSchema } from './ids.js';
import { packageSchema } from './marketplace.js';
import { buildMockPlan, mockPlanSchema, mockSectionKeys, planMinutes } from './mock-plan.js';
import { answerResponseSchema, answerStatuses, traitResultSchema } from './practice.js';
import { questionViewSchema } from './question-api.js';
import { subQuestionCount } from './question-content.js';
import { questionTypeSchema, type QuestionType } from './questions.js';

/**
 * Statuses stored on a mock record (docs/product.md §4). NO_TEST means no record yet. SCORING_FAILED
 * (not in the seed) is a mock whose scoring job gave up: its scored-mock credit is given back and
 * it can be sent for scoring again.
 */
export const mockStatuses = [
  'INPROGRESS',
  'FINISH',
  'SCORING',
  'SCORING_FAILED',
  'DONE',
  'CANCELLED',
] as const;
export type MockStatus = (typeof mockStatuses)[number];

/** Status labels shown to users, for every status the seed names. */
export const mockStatusLabels = {
  NO_TEST: 'Not yet taken',
  INPROGRESS: 'Inprogress',
  MARKING: 'Finish',
  FINISH: 'Finish',
  WAIT_SCORE: 'Waiting score',
  SCORING: 'Waiting score',
  SCORING_FAILED: 'Scoring failed',
  SCORED: 'Scored',
  DONE: 'Scored',
  CANCELLED: 'Cancelled',
} as const;

export const mockKinds = ['PTE', 'THPT'] as const;
export type MockKind = (typeof mockKinds)[number];
export const mockBlueprintNames = ['full', 'short', 'speaking'] as const;
export type MockBlueprintName = (typeof mockBlueprintNames)[number];

/**
 * A blueprint: how many items of each type, in test order. Its minutes are never written by hand:
 * `blueprintMinutes` adds up the sections its items are laid out in.
 */
export interface MockBlueprint {
  kind: MockKind;
  items: { type: QuestionType; count: number }[];
  /**
   * A paper with a fixed number of marks (THPT: 50 questions, a reading passage counting one per
   * sub-question): the `fill` type takes however many single items make up the total once the
   * other slots are chosen; its `count` in `items` is then only the usual number.
   */
  marks?: { total: number; fill: QuestionType };
}

/** How many questions a blueprint asks (its mark total, or its item count). */
export function blueprintQuestionCount(blueprint: MockBlueprint): number {
  return blueprint.marks?.total ?? blueprint.items.reduce((sum, slot) => sum + slot.count, 0);
}

/** The fewest questions one item of a type counts for: a reading passage its least sub-questions. */
export function leastItemQuestions(type: QuestionType): number {
  return type === 'READING_COMPREHEND' ? subQuestionCount.min : 1;
}

/**
 * The fewest questions a paper's slots bring before its filling slot (a paper with a mark total:
 * THPT's 50); more than the total means no bank can fill it within the total. 0 for a blueprint
 * without a total.
 */
export function blueprintLeastFixedQuestions(blueprint: MockBlueprint): number {
  const marks = blueprint.marks;
  if (!marks) return 0;
  return blueprint.items
    .filter((slot) => slot.type !== marks.fill)
    .reduce((sum, slot) => sum + slot.count * leastItemQuestions(slot.type), 0);
}

/** False when a paper's fixed slots alone already bring more questions than its mark total. */
export function blueprintFitsMarks(blueprint: MockBlueprint): boolean {
  return !blueprint.marks || blueprintLeastFixedQuestions(blueprint) <= blueprint.marks.total;
}

/**
 * The minutes a blueprint's mock really has: the sum of the timed sections its items are laid
 * out in (the same plan the generator builds), so an intro page never says less than the clock.
 */
export function blueprintMinutes(blueprint: MockBlueprint): number {
  let id = 0;
  const questions = blueprint.items.flatMap((slot) =>
    Array.from({ length: slot.count }, () => ({ id: (id += 1), type: slot.type })),
  );
  return planMinutes(buildMockPlan(blueprint.kind, questions));
}

/** True for mocks the learner may move through freely (a THPT paper); PTE moves forward only. */
export function isFreeMoving(kind: string): boolean {
  return kind === 'THPT';
}

/**
 * The PTE blueprint (62 items in the official section order) within the section times of docs/product.md §9:
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
};

/**
 * A THPT paper: 50 questions in 60 minutes, marked out of 10. A cloze passage brings its 4-5
 * blanks and each reading passage its 9-10 sub-questions; sentence-completion items make up the
 * rest, so the paper always has exactly 50.
 */
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
  marks: { total: 50, fill: 'GRAMMAR_FINISH_SENTENCE' },
};

/**
 * One item per PTE section, for quick end-to-end runs ("short"): each keeps its section's full
 * time (speaking 35, essay 20, break 10, reading 30, listening 25), 120 minutes in all.
 */
export const pteShortBlueprint: MockBlueprint = {
  kind: 'PTE',
  items: [
    { type: 'SPEAKING_READ_ALOUD', count: 1 },
    { type: 'WRITING_ESSAY', count: 1 },
    { type: 'READING_MCQ_R_SINGLE_ANSWER', count: 1 },
    { type: 'MCQ_L_SINGLE_ANSWER', count: 1 },
  ],
};

/**
 * One task of each PTE speaking type ("speaking"), in test order, within the speaking section's
 * full 35 minutes.
 */
export const pteSpeakingBlueprint: MockBlueprint = {
  kind: 'PTE',
  items: [
    { type: 'SPEAKING_READ_ALOUD', count: 1 },
    { type: 'REPEAT_SENTENCE', count: 1 },
    { type: 'DESCRIBE_IMAGE', count: 1 },
    { type: 'RETELL_LECTURE', count: 1 },
    { type: 'ANSWER_SHORT_QUESTION', count: 1 },
  ],
};

/** The named blueprints of each kind (a THPT paper has one): what an intro page may name. */
const namedBlueprints: Record<MockKind, Partial<Record<MockBlueprintName, MockBlueprint>>> = {
  PTE: { full: pteBlueprint, short: pteShortBlueprint, speaking: pteSpeakingBlueprint },
  THPT: { full: thptBlueprint },
};

/** The blueprint names valid for a kind of mock, in the order above. */
export function mockBlueprintNamesOf(kind: MockKind): MockBlueprintName[] {
  return mockBlueprintNames.filter((name) => namedBlueprints[kind][name] !== undefined);
}

/**
 * The blueprint a mock of `kind` named `name` is generated from: a name the kind lacks falls back
 * to its full blueprint (a THPT paper has only one).
 */
export function blueprintByName(kind: string, name: string): MockBlueprint {
  const named = kind === 'THPT' ? namedBlueprints.THPT : namedBlueprints.PTE;
  const blueprint = Object.hasOwn(named, name) ? named[name as MockBlueprintName] : undefined;
  return blueprint ?? named.full ?? pteBlueprint;
}

/** The most items of one type an admin may ask a blueprint for (the seed's sections hold far fewer). */
export const maxBlueprintSlotCount = 20;

/** One type's count in a blueprint an admin changed (stored as an override of the constant). */
export const blueprintSlotCountSchema = z.strictObject({
  type: questionTypeSchema,
  count: z.number().int().min(0).max(maxBlueprintSlotCount),
});
export type BlueprintSlotCount = z.infer<typeof blueprintSlotCountSchema>;

/**
 * The blueprint a mock is really generated from: the constant with an admin's stored counts laid
 * over it. Only the constant's types and order count: a stored type the constant lacks is
 * ignored, a type the override lacks keeps its constant count. Pure; no counts means the constant.
 */
export function overlayBlueprint(
  blueprint: MockBlueprint,
  counts: readonly BlueprintSlotCount[] | null,
): MockBlueprint {
  if (!counts) return blueprint;
  const stored = new Map(counts.map((slot) => [slot.type, slot.count]));
  return {
    ...blueprint,
    items: blueprint.items.map((slot) => ({ type: slot.type, count: stored.get(slot.type) ?? slot.count })),
  };
}

export const createMockRequestSchema = z.strictObject({
  kind: z.enum(mockKinds).default('PTE'),
  blueprint: z.enum(mockBlueprintNames).default('full'),
  // Stored in an integer (int4) column: 2^31 itself failed the insert with a 500 (route fuzz).
  seed: z
    .number()
    .int()
    .nonnegative()
    .max(2 ** 31 - 1)
    .optional(),
});

export const mockIdQuerySchema = z.strictObject({ mockId: z.uuid() });
export const mockExamIdRequestSchema = z.strictObject({ examId: z.uuid() });

/**
 * `POST api/mock-test-trial/progress` (docs/product.md §7). `currentQuestion` is the step the learner
 * is on (an index into the plan's steps, pseudo-items included); the server accepts only moves
 * forward within the current section or to the start of the next one, and keeps the time itself.
 */
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

/**
 * The mock test record (docs/product.md §3). `currentQuestion` is the step index (see the plan);
 * `remainTime` is the milliseconds left in the current section (`currentSection`), counted by
 * the server even while no tab is open.
 */
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
  currentSection: z.number().int(),
  /**
   * True while the learner is on the end-of-test summary of a mock in progress: every section is
   * closed, so no clock runs; Finish (or a reload) takes it from there.
   */
  reviewing: z.boolean(),
});
export type MockRecord = z.infer<typeof mockRecordSchema>;

/** The parts of a THPT paper, as the scoring package groups its item types. */
export const thptPartKeys = [
  'phonetics',
  'communication',
  'vocabulary',
  'grammar',
  'reading',
  'writing',
] as const;
export const thptPartMarkSchema = z.object({
  part: z.enum(thptPartKeys),
  correct: z.number(),
  total: z.number(),
  mark: z.number(),
});
export type ThptPartMark = z.infer<typeof thptPartMarkSchema>;

/** Scores of a scored mock (docs/product.md §3: the mock detail's score, com and ena fields), 10-90. */
export const mockScoresSchema = z.object({
  overallScore: z.number().nullable(),
  scoreSpeaking: z.number().nullable(),
  scoreWriting: z.number().nullable(),
  scoreReading: z.number().nullable(),
  scoreListening: z.number().nullable(),
  /** A band for each communicative skill, which the web words in the learner's language. */
  comSpeaking: z.enum(['excellent', 'good', 'fair', 'limited']).nullable(),
  comWriting: z.enum(['excellent', 'good', 'fair', 'limited']).nullable(),
  comReading: z.enum(['excellent', 'good', 'fair', 'limited']).nullable(),
  comListening: z.enum(['excellent', 'good', 'fair', 'limited']).nullable(),
  enaGrammar: z.number().nullable(),
  enaOraFluency: z.number().nullable(),
  enaPronunciation: z.number().nullable(),
  enaSpelling: z.number().nullable(),
  enaVocabulary: z.number().nullable(),
  enaWrittenDiscourse: z.number().nullable(),
  /** THPT papers: the mark out of 10 (two decimals) and the items right. */
  thptMark: z.number().nullable(),
  correct: z.number().nullable(),
  total: z.number().nullable(),
  /** THPT papers: the mark out of 10 per part of the paper and per item type. */
  thptParts: z.array(thptPartMarkSchema).nullable().default(null),
  thptTypes: z
    .array(thptPartMarkSchema.omit({ part: true }).extend({ type: questionTypeSchema }))
    .nullable()
    .default(null),
});
export type MockScores = z.infer<typeof mockScoresSchema>;

export type SkillBand = NonNullable<MockScores['comSpeaking']>;

/** The band a 10-90 skill score falls in (79+, 65+, 50+, below). */
export function skillBand(score: number | null): SkillBand | null {
  if (score === null) return null;
  if (score >= 79) return 'excellent';
  if (score >= 65) return 'good';
  if (score >= 50) return 'fair';
  return 'limited';
}

/** One saved answer of a mock: what the learner gave (so a reload restores it), never the mark. */
export const mockAnswerSchema = z.object({
  questionId: z.number(),
  status: z.string(),
  response: answerResponseSchema,
  answeredDate: z.string(),
});

/**
 * `GET /api/mock-test-trial/detail?mockId=` (seed: mock detail): the record with its answers and
 * scores, the questions in order (without keys), and the plan of steps and timed sections.
 */
export const mockDetailSchema = z.object({
  examInfo: mockRecordSchema.extend({
    answers: z.array(mockAnswerSchema),
    scores: mockScoresSchema.nullable(),
  }),
  questions: z.array(questionViewSchema),
  plan: mockPlanSchema,
  /** Milliseconds used in each section so far (index as in plan.sections). */
  sectionTimes: z.array(z.number().int()),
});
export type MockDetail = z.infer<typeof mockDetailSchema>;

/** `POST api/mock-test-trial/answer`: one answer of a mock in progress, for an item of the current section. */
export const mockAnswerRequestSchema = z.strictObject({
  examId: z.uuid(),
  questionId: rowIdSchema,
  response: answerResponseSchema,
});

/** One item of a mock report: its mark, traits and evidence once scored. */
export const mockReportItemSchema = z.object({
  step: z.number().int(),
  /** The question numbers the item had in the test (a THPT passage: 31-39), as the player numbered them. */
  numbers: z.object({ first: z.number().int(), last: z.number().int() }),
  questionId: z.number(),
  type: questionTypeSchema,
  status: z.enum([...answerStatuses, 'UNANSWERED']),
  score: z.number(),
  max: z.number(),
  skills: z.array(z.enum(['speaking', 'writing', 'reading', 'listening'])),
  traits: z.record(z.string(), traitResultSchema).nullable(),
  evidence: z.array(z.record(z.string(), z.unknown())),
  response: answerResponseSchema.nullable(),
  /** A mock taken for a class assignment: the class teacher's signed score, once given. */
  teacherReview: teacherReviewSchema.nullable().optional(),
});
export type MockReportItem = z.infer<typeof mockReportItemSchema>;

/** A previous scored mock, for the comparison on the report. */
export const mockComparisonSchema = mockScoresSchema
  .pick({
    overallScore: true,
    scoreSpeaking: true,
    scoreWriting: true,
    scoreReading: true,
    scoreListening: true,
  })
  .extend({ id: z.string(), name: z.string(), finishedDate: z.string().nullable() });

/**
 * `GET api/mock-test-trial/result/{id}`: the report. Scores are null until the mock is DONE;
 * `reportId` (on examInfo) names the PDF once it is rendered.
 */
export const mockReportSchema = z.object({
  examInfo: mockRecordSchema,
  scores: mockScoresSchema.nullable(),
  sections: z.array(
    z.object({
      key: z.enum(mockSectionKeys),
      minutes: z.number(),
      usedMs: z.number().int(),
      items: z.number().int(),
    }),
  ),
  items: z.array(mockReportItemSchema),
  previous: z.array(mockComparisonSchema),
});
export type MockReport = z.infer<typeof mockReportSchema>;

/**
 * A mock-test intro page (docs/product.md §3): what a mock is, the package that unlocks it, and the
 * learner's own data (`requested`: they have generated a mock of this kind before).
 */
/** An intro page's texts in one more language (an empty text falls back to the page's own). */
export const introTextsSchema = z.object({
  title: z.string(),
  overview: z.string(),
  description: z.string(),
});
export type IntroTexts = z.infer<typeof introTextsSchema>;
/** The languages an intro page's texts are translated into, by language (any may be absent). */
export const introTranslationsSchema = z.object({
  en: introTextsSchema.optional(),
  vi: introTextsSchema.optional(),
  de: introTextsSchema.optional(),
});
export type IntroTranslations = z.infer<typeof introTranslationsSchema>;

/**
 * The languages of an intro page's translations with some text written; a language whose texts
 * are all blank is left out (what the console sends and the server stores).
 */
export function writtenTranslations(
  translations: Partial<Record<(typeof languages)[number], IntroTexts | undefined>>,
): IntroTranslations {
  const written = languages.filter((language) => {
    const texts = translations[language];
    return (
      texts !== undefined &&
      [texts.title, texts.overview, texts.description].some((text) => text.trim() !== '')
    );
  });
  return Object.fromEntries(written.map((language) => [language, translations[language]]));
}

export const introPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  overview: z.string(),
  description: z.string(),
  /** The texts an admin wrote for other languages; a learner sees their language's when given. */
  translations: introTranslationsSchema,
  imageUrl: z.string().nullable(),
  packageId: z.number().int().nullable(),
  activated: z.boolean(),
  createdDate: z.string(),
  kind: z.enum(mockKinds),
  blueprint: z.enum(mockBlueprintNames),
  totalQuestions: z.number().int(),
  minutes: z.number().int(),
  /** The effective blueprint's items in test order (an admin may have changed the counts). */
  items: z.array(z.object({ type: questionTypeSchema, count: z.number().int() })),
  package: packageSchema.nullable(),
  userData: z.object({ userId: z.string(), requested: z.boolean(), productId: z.number().int().nullable() }),
});
export type IntroPage = z.infer<typeof introPageSchema>;
export const introPageParamsSchema = z.strictObject({ id: rowIdParamSchema });

/**
 * The name a generated mock is stored with ("PTE random mock 2026-11-28"): English in the row,
 * so every language can read it back with {@link readGeneratedMockName} and say it its own way.
 */
export function generatedMockName(kind: 'PTE' | 'THPT', day: Date): string {
  return `${kind} random mock ${day.toISOString().slice(0, 10)}`;
}

/** The kind and day of a generated mock's stored name; null for any other name (an admin's). */
export function readGeneratedMockName(name: string): { kind: 'PTE' | 'THPT'; day: string } | null {
  const match = /^(PTE|THPT) random mock (\d{4}-\d{2}-\d{2})$/.exec(name);
  return match ? { kind: match[1] as 'PTE' | 'THPT', day: match[2] ?? '' } : null;
}
