import { ScoringInputError } from '../objective/scoring-input-error.js';
import { computeThptMark, type ThptMark } from '../objective/thpt-mark.js';

/** The parts of a THPT paper (the seed's Vietnamese-test content groups). */
export const thptParts = [
  'phonetics',
  'communication',
  'vocabulary',
  'grammar',
  'reading',
  'writing',
] as const;
export type ThptPart = (typeof thptParts)[number];

const partByType: Readonly<Record<string, ThptPart>> = {
  PHONETIC_PRONUNCIATION: 'phonetics',
  PHONETIC_STRESS: 'phonetics',
  COM_COM: 'communication',
  VOCAB_SYNONYM: 'vocabulary',
  VOCAB_ANTONYM: 'vocabulary',
  VOCAB_FINISH_SENTENCE: 'vocabulary',
  VOCAB_FIND_INCORRECT: 'vocabulary',
  GRAMMAR_FINISH_SENTENCE: 'grammar',
  GRAMMAR_FIND_INCORRECT: 'grammar',
  READING_FILL_IN_BLANK: 'reading',
  READING_COMPREHEND: 'reading',
  WRITING_COMBINE: 'writing',
  WRITING_REWRITE: 'writing',
};

/** The part of a THPT paper an item type belongs to; undefined for a type outside the paper. */
export function thptPartOf(type: string): ThptPart | undefined {
  return Object.hasOwn(partByType, type) ? partByType[type] : undefined;
}

export interface ThptBreakdown {
  /** The whole paper: 10 x correct / total. */
  paper: ThptMark;
  /** Each part present in the paper, in paper order. */
  parts: (ThptMark & { part: ThptPart })[];
  /** Each item type present, in the order it first appears. */
  types: (ThptMark & { type: string })[];
}

/**
 * The mark out of 10 of a THPT paper, of each of its parts and of each item type, each by
 * `computeThptMark` over its own items (so a part's mark is what the paper would be if it were
 * only that part). Throws ScoringInputError (`results.invalid`) for an empty paper, points that
 * are not whole numbers between 0 and max, or a type that is not on a THPT paper.
 */
export function computeThptBreakdown(
  items: readonly { type: string; score: number; max: number }[],
): ThptBreakdown {
  const paper = computeThptMark(items);
  const byPart = new Map<ThptPart, { score: number; max: number }[]>();
  const byType = new Map<string, { score: number; max: number }[]>();
  items.forEach((item) => {
    const part = thptPartOf(item.type);
    if (!part) throw new ScoringInputError('results.invalid', `${item.type} is not a THPT item type`);
    byPart.set(part, [...(byPart.get(part) ?? []), item]);
    byType.set(item.type, [...(byType.get(item.type) ?? []), item]);
  });
  const markOf = (group: { score: number; max: number }[]): ThptMark =>
    group.some((item) => item.max > 0) ? computeThptMark(group) : { correct: 0, total: 0, mark: 0 };
  return {
    paper,
    parts: thptParts.flatMap((part) => {
      const group = byPart.get(part);
      return group ? [{ part, ...markOf(group) }] : [];
    }),
    types: [...byType.entries()].map(([type, group]) => ({ type, ...markOf(group) })),
  };
}
