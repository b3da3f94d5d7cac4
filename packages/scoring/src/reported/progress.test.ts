import { describe, expect, it } from 'vitest';
import {
  enablingScoresOf,
  predictOverall,
  predictionRule,
  skillScoresOf,
  type TypeTotals,
} from './progress.js';

/** `items` items of a type, each with the same share. */
const same = (type: string, items: number, share: number): TypeTotals => ({
  type,
  items,
  share: items * share,
  shareSquares: items * share * share,
});

describe('skill scores over days', () => {
  it('counts an integrated item towards each of its skills and ignores THPT items', () => {
    const scores = skillScoresOf([
      same('SPEAKING_READ_ALOUD', 2, 0.5),
      same('READING_FIB_R', 2, 1),
      same('THPT_X', 5, 0),
    ]);
    expect(scores).toEqual({ speaking: 50, reading: 70, writing: null, listening: null });
  });
});

describe('enabling skills from traits', () => {
  it('pools form and discourse traits into written discourse, skips content', () => {
    const scores = enablingScoresOf([
      { name: 'form', score: 1, max: 2 },
      { name: 'development-structure-coherence', score: 2, max: 2 },
      { name: 'oral fluency', score: 5, max: 5 },
      { name: 'content', score: 0, max: 3 },
    ]);
    expect(scores.writtenDiscourse).toBe(70);
    expect(scores.oralFluency).toBe(90);
    expect(scores.grammar).toBeNull();
  });
});

describe('the predicted overall score', () => {
  const balanced = [
    same('SPEAKING_READ_ALOUD', 5, 0.6),
    same('WRITING_ESSAY', 5, 0.6),
    same('READING_FIB_R', 5, 0.6),
    same('MCQ_L_SINGLE_ANSWER', 5, 0.6),
  ];

  it('says what is missing from too little data', () => {
    const prediction = predictOverall([same('READING_FIB_R', 4, 1), same('WRITING_ESSAY', 3, 0.5)]);
    expect(prediction).toEqual({
      status: 'NOT_ENOUGH_DATA',
      items: 7,
      itemsNeeded: predictionRule.minItems - 7,
      skillsMissing: ['speaking', 'listening'],
    });
  });

  it('needs every skill even with enough items', () => {
    const prediction = predictOverall([same('READING_FIB_R', 30, 1)]);
    expect(prediction.status).toBe('NOT_ENOUGH_DATA');
    expect(prediction).toMatchObject({ itemsNeeded: 0, skillsMissing: ['speaking', 'writing', 'listening'] });
  });

  it('predicts the mean share on 10-90 with an interval around it', () => {
    const prediction = predictOverall(balanced);
    expect(prediction).toMatchObject({ status: 'READY', score: 58, items: 20 });
    if (prediction.status !== 'READY') return;
    expect(prediction.low).toBeLessThan(58);
    expect(prediction.high).toBeGreaterThan(58);
  });

  it('narrows the interval with more items', () => {
    const few = predictOverall(balanced);
    const many = predictOverall(balanced.map((row) => same(row.type, 50, 0.6)));
    if (few.status !== 'READY' || many.status !== 'READY') throw new Error('expected predictions');
    expect(many.high - many.low).toBeLessThan(few.high - few.low);
  });
});
