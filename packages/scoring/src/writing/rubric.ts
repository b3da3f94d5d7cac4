import type { WritingTaskType, WritingTraitName } from './types.js';

/** A word-count band of the form trait: inclusive bounds and the points it earns. */
export interface FormBand {
  minWords: number;
  maxWords: number;
  points: number;
}

/** The rubric of one writing task, as data. */
export interface WritingTaskRubric {
  /** Traits in display order with their maxima. */
  traits: ReadonlyArray<readonly [WritingTraitName, number]>;
  /** Word-count bands; a count in no band earns 0. */
  formBands: readonly FormBand[];
  /** The response must be exactly one sentence (summarize written text). */
  singleSentence: boolean;
  /** When any of these traits scores 0, every trait scores 0. */
  zeroIf: readonly WritingTraitName[];
  /** Length the task expects (middle of the top band); length features are relative to it. */
  expectedWords: number;
}

/** Rubric version implemented here (see docs: pte-2021). */
export const WRITING_RUBRIC_VERSION = 'pte-2021';

/** PTE 2021 writing rubric (design/scoring.md, Writing table). */
export const WRITING_RUBRIC: Readonly<Record<WritingTaskType, WritingTaskRubric>> = {
  WRITING_SUMMARIZE_WRITTEN_TEXT: {
    traits: [
      ['content', 2],
      ['form', 1],
      ['grammar', 2],
      ['vocabulary', 2],
    ],
    formBands: [{ minWords: 5, maxWords: 75, points: 1 }],
    singleSentence: true,
    zeroIf: ['form'],
    expectedWords: 35,
  },
  WRITING_ESSAY: {
    traits: [
      ['content', 3],
      ['form', 2],
      ['developmentStructureCoherence', 2],
      ['grammar', 2],
      ['generalLinguisticRange', 2],
      ['vocabulary', 2],
      ['spelling', 2],
    ],
    formBands: [
      { minWords: 200, maxWords: 300, points: 2 },
      { minWords: 120, maxWords: 199, points: 1 },
      { minWords: 301, maxWords: 380, points: 1 },
    ],
    singleSentence: false,
    zeroIf: ['content', 'form'],
    expectedWords: 250,
  },
  SUMMARIZE_SPOKEN_TEXT: {
    traits: [
      ['content', 2],
      ['form', 2],
      ['grammar', 2],
      ['vocabulary', 2],
      ['spelling', 2],
    ],
    formBands: [
      { minWords: 50, maxWords: 70, points: 2 },
      { minWords: 40, maxWords: 49, points: 1 },
      { minWords: 71, maxWords: 100, points: 1 },
    ],
    singleSentence: false,
    zeroIf: [],
    expectedWords: 60,
  },
};

/** Form points for a word count (and sentence count where the task demands a single sentence). */
export function scoreForm(rubric: WritingTaskRubric, words: number, sentences: number): number {
  if (rubric.singleSentence && sentences !== 1) return 0;
  const band = rubric.formBands.find((item) => words >= item.minWords && words <= item.maxWords);
  return band?.points ?? 0;
}

/** Rounds a trait's raw estimate to the awarded integer (half up), within [0, max]. */
export function roundTrait(raw: number, max: number): number {
  return Math.min(max, Math.max(0, Math.floor(raw + 0.5)));
}
