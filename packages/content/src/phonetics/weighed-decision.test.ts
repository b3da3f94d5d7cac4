import { describe, expect, it } from 'vitest';
import { weighOddOneOut } from './weighed-decision.js';

const option = (...keys: string[]) => keys.map((key) => ({ keys: [key], weight: 1 }));

describe('weighing the odd one out', () => {
  it('is certain when every combination agrees', () => {
    const decision = weighOddOneOut([option('a'), option('a'), option('b'), option('a')], [1]);
    expect(decision).toMatchObject({ answer: 2, confidence: 1, unanimous: true });
  });

  it('prefers the variant that gives an answer', () => {
    const decision = weighOddOneOut([option('a', 'b'), option('b'), option('b'), option('a')], [1]);
    expect(decision.answer).toBe(3);
    expect(decision.confidence).toBeCloseTo(0.5 / (0.5 + 0.25 * 0.5));
    expect(decision.unanimous).toBe(false);
  });

  it('splits between answers that variants make possible', () => {
    const decision = weighOddOneOut([option('a', 'b'), option('a'), option('a', 'b'), option('a')], [1]);
    expect(decision.confidence).toBeLessThan(0.6);
  });

  it('has no answer when no combination has an odd one out', () => {
    const decision = weighOddOneOut([option('a'), option('a'), option('b'), option('b')], [1]);
    expect(decision).toMatchObject({ answer: null, confidence: 0, reason: { kind: 'no-odd-one-out' } });
  });

  it('weighs analyses and reports which have an answer', () => {
    const options = [
      [{ keys: ['a', 'x'], weight: 1 }],
      [{ keys: ['a', 'x'], weight: 1 }],
      [{ keys: ['b', 'x'], weight: 1 }],
      [{ keys: ['a', 'x'], weight: 1 }],
    ];
    const decision = weighOddOneOut(options, [1, 2]);
    expect(decision.answer).toBe(2);
    expect(decision.hasAnswerUnder).toEqual([true, false]);
    expect(decision.confidence).toBeCloseTo(1 / (1 + 0.25 * 2));
  });
});
