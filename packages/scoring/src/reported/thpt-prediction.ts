import type { TypeTotals } from './progress.js';
import { thptPartOf, thptParts, type ThptPart } from './thpt-breakdown.js';

/**
 * When a predicted THPT mark is shown: from the scored THPT items of the last `windowDays` days
 * (practice and mocks alike), at least `minItems` of them and at least `minItemsPerPart` in each
 * part of the paper (phonetics, communication, vocabulary, grammar, reading, writing), so a mark
 * does not rest on one kind of question. The interval is 95% (`z`) around the mean share, the
 * spread floored at `minVariance`, as for the PTE prediction.
 */
export const thptPredictionRule = {
  windowDays: 30,
  minItems: 20,
  minItemsPerPart: 2,
  z: 1.96,
  minVariance: 0.02,
} as const;

export type ThptPrediction =
  | { status: 'READY'; mark: number; low: number; high: number; items: number }
  | { status: 'NOT_ENOUGH_DATA'; items: number; itemsNeeded: number; partsMissing: ThptPart[] };

/** A share of the points as a mark out of 10, to one decimal. */
const toMark = (share: number) => Math.round(100 * Math.min(1, Math.max(0, share))) / 10;

/**
 * The predicted THPT mark out of 10 (10 x the mean share of the window's THPT items, as a paper's
 * mark is 10 x correct / total) with its 95% interval, or what is missing for one
 * (`thptPredictionRule`). PTE items and unknown types do not count.
 */
export function predictThptMark(totals: readonly TypeTotals[]): ThptPrediction {
  const rows = totals.filter((row) => thptPartOf(row.type) !== undefined && row.items > 0);
  const items = rows.reduce((sum, row) => sum + row.items, 0);
  const perPart = new Map<ThptPart, number>();
  for (const row of rows) {
    const part = thptPartOf(row.type) as ThptPart;
    perPart.set(part, (perPart.get(part) ?? 0) + row.items);
  }
  const partsMissing = thptParts.filter(
    (part) => (perPart.get(part) ?? 0) < thptPredictionRule.minItemsPerPart,
  );
  if (items < thptPredictionRule.minItems || partsMissing.length > 0)
    return {
      status: 'NOT_ENOUGH_DATA',
      items,
      itemsNeeded: Math.max(0, thptPredictionRule.minItems - items),
      partsMissing,
    };
  const mean = rows.reduce((sum, row) => sum + row.share, 0) / items;
  const squares = rows.reduce((sum, row) => sum + row.shareSquares, 0);
  const variance = Math.max(thptPredictionRule.minVariance, (squares - items * mean * mean) / (items - 1));
  const margin = thptPredictionRule.z * Math.sqrt(variance / items);
  return {
    status: 'READY',
    mark: toMark(mean),
    low: toMark(mean - margin),
    high: toMark(mean + margin),
    items,
  };
}
