import { z } from 'zod';
import { sectionMinutes } from './constants.js';
import { questionTypeSchema, type QuestionType } from './questions.js';

/** Timed sections of a mock (docs/product.md §9), in the order a PTE test runs them. */
export const mockSectionKeys = [
  'speaking',
  'summarizeWrittenText',
  'essay',
  'timeBreak',
  'reading',
  'summarizeSpokenText',
  'listening',
  'thpt',
] as const;
export type MockSectionKey = (typeof mockSectionKeys)[number];

/** Minutes per section: the seed's limits; a THPT paper is one 60-minute section. */
export const mockSectionMinutes: Record<MockSectionKey, number> = {
  speaking: sectionMinutes.speaking,
  summarizeWrittenText: sectionMinutes.summarizeWrittenText,
  essay: sectionMinutes.essay,
  timeBreak: sectionMinutes.timeBreak,
  reading: sectionMinutes.reading,
  summarizeSpokenText: sectionMinutes.summarizeSpokenText,
  listening: sectionMinutes.listening,
  thpt: 60,
};

/** One step of a mock: a question, the optional break, or the closing FINISH screen. */
export const mockStepSchema = z.object({
  type: questionTypeSchema,
  /** The question's id; null for the TIME_BREAK and FINISH pseudo-items. */
  questionId: z.number().int().nullable(),
  /** Index of the step's section; -1 for FINISH, which is not timed. */
  section: z.number().int(),
});
export type MockStep = z.infer<typeof mockStepSchema>;

/** A timed section over the steps `[start, end)`. */
export const mockSectionSchema = z.object({
  key: z.enum(mockSectionKeys),
  minutes: z.number(),
  start: z.number().int(),
  end: z.number().int(),
});
export type MockSection = z.infer<typeof mockSectionSchema>;

export const mockPlanSchema = z.object({
  steps: z.array(mockStepSchema),
  sections: z.array(mockSectionSchema),
});
export type MockPlan = z.infer<typeof mockPlanSchema>;

const speakingTypes = new Set<QuestionType>([
  'SPEAKING_READ_ALOUD',
  'REPEAT_SENTENCE',
  'DESCRIBE_IMAGE',
  'RETELL_LECTURE',
  'ANSWER_SHORT_QUESTION',
]);
const readingTypes = new Set<QuestionType>([
  'READING_FIB_R_W',
  'READING_FIB_R',
  'READING_RE_ORDER_PARAGRAPH',
  'READING_MCQ_R_SINGLE_ANSWER',
  'READING_MCQ_R_MULTIPLE_ANSWER',
]);

/**
 * The section a PTE item belongs to. Summaries and essays are each timed on their own (one
 * section per item, as in the test); speaking, reading and listening items share their group's
 * clock.
 */
function pteSectionOf(type: QuestionType): MockSectionKey {
  if (speakingTypes.has(type)) return 'speaking';
  if (type === 'WRITING_SUMMARIZE_WRITTEN_TEXT') return 'summarizeWrittenText';
  if (type === 'WRITING_ESSAY') return 'essay';
  if (readingTypes.has(type)) return 'reading';
  if (type === 'SUMMARIZE_SPOKEN_TEXT') return 'summarizeSpokenText';
  return 'listening';
}

const perItemSections = new Set<MockSectionKey>(['summarizeWrittenText', 'essay', 'summarizeSpokenText']);

/**
 * Lays out a mock's questions (already in test order) as steps and timed sections. PTE: the
 * speaking group, each summary and essay on its own clock, the optional 10-minute TIME_BREAK
 * before reading (when the test has reading after writing or speaking), reading, each spoken
 * summary, listening. THPT: one 60-minute section. Both end with the untimed FINISH step.
 * Pure: the same questions always give the same plan.
 */
export function buildMockPlan(
  kind: 'PTE' | 'THPT',
  questions: { id: number; type: QuestionType }[],
): MockPlan {
  const steps: MockStep[] = [];
  const sections: MockSection[] = [];
  const open = (key: MockSectionKey) => {
    sections.push({ key, minutes: mockSectionMinutes[key], start: steps.length, end: steps.length });
    return sections.length - 1;
  };
  let current = -1;
  let previousKey: MockSectionKey | null = null;
  for (const question of questions) {
    const key: MockSectionKey = kind === 'THPT' ? 'thpt' : pteSectionOf(question.type);
    if (key === 'reading' && previousKey !== 'reading' && previousKey !== null && !hasBreak(sections)) {
      const breakSection = open('timeBreak');
      steps.push({ type: 'TIME_BREAK', questionId: null, section: breakSection });
      close(sections, breakSection, steps.length);
    }
    if (key !== previousKey || perItemSections.has(key)) current = open(key);
    steps.push({ type: question.type, questionId: question.id, section: current });
    close(sections, current, steps.length);
    previousKey = key;
  }
  steps.push({ type: 'FINISH', questionId: null, section: -1 });
  return { steps, sections };
}

function hasBreak(sections: MockSection[]): boolean {
  return sections.some((section) => section.key === 'timeBreak');
}

function close(sections: MockSection[], index: number, end: number): void {
  const section = sections[index];
  if (section) section.end = end;
}

/** Total minutes of a plan's sections: the mock's time allowed. */
export function planMinutes(plan: MockPlan): number {
  return plan.sections.reduce((sum, section) => sum + section.minutes, 0);
}

/**
 * How many of a paper's questions one item counts for: a reading passage one per sub-question,
 * any other item one (as the THPT generator fills its 50 and the scorer marks them).
 */
export function itemQuestionCount(item: { questions?: readonly unknown[] | null } | undefined): number {
  const subQuestions = item?.questions?.length ?? 0;
  return subQuestions > 0 ? subQuestions : 1;
}

/** The question numbers one step covers, 1-based and inclusive (a passage: 31-35). */
export interface StepQuestionNumbers {
  first: number;
  last: number;
}

/**
 * Numbers a plan's question steps as the paper counts its questions (`itemQuestionCount`):
 * `numbers[step]` is the range the step covers (null for the break and FINISH), `total` the
 * paper's question count (a THPT paper's 50, whatever its number of steps).
 */
export function numberPlanQuestions(
  plan: MockPlan,
  questions: readonly { id: number; questions?: readonly unknown[] | null }[],
): { numbers: (StepQuestionNumbers | null)[]; total: number } {
  const byId = new Map(questions.map((question) => [question.id, question]));
  let total = 0;
  const numbers = plan.steps.map((step) => {
    if (step.questionId === null) return null;
    const first = total + 1;
    total += itemQuestionCount(byId.get(step.questionId));
    return { first, last: total };
  });
  return { numbers, total };
}

/**
 * How many of an item's questions an answer covers: a passage's answered sub-questions (its
 * `answers`, one letter or null each), otherwise the item's count once there is an answer.
 */
export function answeredQuestionCount(
  item: { questions?: readonly unknown[] | null } | undefined,
  response: object | null | undefined,
): number {
  if (!response) return 0;
  const count = itemQuestionCount(item);
  const answers = 'answers' in response ? response.answers : undefined;
  if (!Array.isArray(answers)) return count;
  return Math.min(count, answers.filter((answer) => answer !== null && answer !== '').length);
}

/**
 * Per timed section of a plan, how many of its questions there are and how many the answers
 * cover, counted as the paper numbers them (`itemQuestionCount`, `answeredQuestionCount`): the
 * end-of-test summary and the finish question speak of the same questions as the palette.
 * Sections without a question (the break) are left out.
 */
export function answeredQuestionsBySection(
  plan: MockPlan,
  questions: readonly { id: number; questions?: readonly unknown[] | null }[],
  responseOf: (questionId: number) => object | null | undefined,
): { section: number; key: MockSectionKey; done: number; total: number }[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  return plan.sections.flatMap((section, index) => {
    let done = 0;
    let total = 0;
    for (const step of plan.steps) {
      if (step.section !== index || step.questionId === null) continue;
      const item = byId.get(step.questionId);
      total += itemQuestionCount(item);
      done += answeredQuestionCount(item, responseOf(step.questionId));
    }
    return total > 0 ? [{ section: index, key: section.key, done, total }] : [];
  });
}
