import { describe, expect, it } from 'vitest';
import type { TypeTotals } from './progress.js';
import { predictThptMark, thptPredictionRule } from './thpt-prediction.js';

/** `items` items of a type, `right` of them fully right and the rest wrong. */
const totals = (type: string, items: number, right: number): TypeTotals => ({
  type,
  items,
  share: right,
  shareSquares: right,
});

/** Four items in each part of the paper, `right` of the four right. */
const wholePaper = (right: number): TypeTotals[] =>
  [
    'PHONETIC_STRESS',
    'COM_COM',
    'VOCAB_SYNONYM',
    'GRAMMAR_FINISH_SENTENCE',
    'READING_COMPREHEND',
    'WRITING_COMBINE',
  ].map((type) => totals(type, 4, right));

describe('predictThptMark', () => {
  it('predicts 10 x the mean share with a 95% interval from items in every part', () => {
    const prediction = predictThptMark(wholePaper(3));
    expect(prediction).toMatchObject({ status: 'READY', mark: 7.5, items: 24 });
    if (prediction.status !== 'READY') throw new Error('expected a mark');
    // Share 0.75 over 24 items: variance 24 x 0.75 x 0.25 / 23, margin 1.96 x sqrt(v / 24) = 0.177.
    expect(prediction.low).toBe(5.7);
    expect(prediction.high).toBe(9.3);
  });

  it('keeps the interval inside 0 to 10, and floors the spread of a perfect run', () => {
    const prediction = predictThptMark(wholePaper(4));
    expect(prediction).toMatchObject({ status: 'READY', mark: 10, high: 10 });
    if (prediction.status !== 'READY') throw new Error('expected a mark');
    expect(prediction.low).toBeLessThan(10);
  });

  it('says how many items are missing and which parts have too few, ignoring PTE items', () => {
    const prediction = predictThptMark([
      totals('VOCAB_SYNONYM', 10, 5),
      totals('PHONETIC_STRESS', 1, 1),
      totals('READ_ALOUD', 40, 20),
      totals('SPEAKING_READ_ALOUD', 40, 20),
    ]);
    expect(prediction).toEqual({
      status: 'NOT_ENOUGH_DATA',
      items: 11,
      itemsNeeded: thptPredictionRule.minItems - 11,
      partsMissing: ['phonetics', 'communication', 'grammar', 'reading', 'writing'],
    });
  });

  it('waits for enough items even when every part has some', () => {
    const few = wholePaper(1).map((row) => ({ ...row, items: 2, share: 1, shareSquares: 1 }));
    expect(predictThptMark(few)).toMatchObject({
      status: 'NOT_ENOUGH_DATA',
      items: 12,
      itemsNeeded: 8,
      partsMissing: [],
    });
  });
});
