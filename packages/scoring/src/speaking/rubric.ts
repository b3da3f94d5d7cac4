import type { SpeakingTaskType, SpeakingTraitName } from './types.js';

/** Rubric version implemented here (design/scoring.md, Speaking table). */
export const SPEAKING_RUBRIC_VERSION = 'pte-2021';

/** The rubric of one speaking task, as data. */
export interface SpeakingTaskRubric {
  /** Traits in display order with their maxima. */
  traits: ReadonlyArray<readonly [SpeakingTraitName, number]>;
  /** Where the task's reference comes from: a text to say, phrases to cover, or accepted answers. */
  reference: 'text' | 'phrases' | 'answers';
  /** When content scores 0 the other traits score 0 too (nothing relevant was said). */
  zeroIfNoContent: boolean;
}

/** PTE 2021 speaking rubric (design/scoring.md). */
export const SPEAKING_RUBRIC: Readonly<Record<SpeakingTaskType, SpeakingTaskRubric>> = {
  SPEAKING_READ_ALOUD: {
    traits: [
      ['content', 5],
      ['oralFluency', 5],
      ['pronunciation', 5],
    ],
    reference: 'text',
    zeroIfNoContent: true,
  },
  REPEAT_SENTENCE: {
    traits: [
      ['content', 3],
      ['oralFluency', 5],
      ['pronunciation', 5],
    ],
    reference: 'text',
    zeroIfNoContent: true,
  },
  DESCRIBE_IMAGE: {
    traits: [
      ['content', 5],
      ['oralFluency', 5],
      ['pronunciation', 5],
    ],
    reference: 'phrases',
    zeroIfNoContent: true,
  },
  RETELL_LECTURE: {
    traits: [
      ['content', 5],
      ['oralFluency', 5],
      ['pronunciation', 5],
    ],
    reference: 'phrases',
    zeroIfNoContent: true,
  },
  ANSWER_SHORT_QUESTION: {
    traits: [['vocabulary', 1]],
    reference: 'answers',
    zeroIfNoContent: false,
  },
};

/** True when the type is a speaking task this module scores. */
export function isSpeakingTaskType(type: string): type is SpeakingTaskType {
  return Object.hasOwn(SPEAKING_RUBRIC, type);
}
