import { describe, expect, it } from 'vitest';
import { computeThptBreakdown, thptPartOf } from './thpt-breakdown.js';

describe('THPT breakdown (marks out of 10)', () => {
  it('marks the paper, each part and each type', () => {
    const breakdown = computeThptBreakdown([
      { type: 'PHONETIC_PRONUNCIATION', score: 1, max: 1 },
      { type: 'PHONETIC_STRESS', score: 0, max: 1 },
      { type: 'VOCAB_SYNONYM', score: 1, max: 1 },
      { type: 'READING_COMPREHEND', score: 7, max: 10 },
      { type: 'VOCAB_SYNONYM', score: 1, max: 1 },
    ]);
    expect(breakdown.paper).toEqual({ correct: 10, total: 14, mark: 7.14 });
    expect(breakdown.parts).toEqual([
      { part: 'phonetics', correct: 1, total: 2, mark: 5 },
      { part: 'vocabulary', correct: 2, total: 2, mark: 10 },
      { part: 'reading', correct: 7, total: 10, mark: 7 },
    ]);
    expect(breakdown.types.map((entry) => `${entry.type}:${entry.mark}`)).toEqual([
      'PHONETIC_PRONUNCIATION:10',
      'PHONETIC_STRESS:0',
      'VOCAB_SYNONYM:10',
      'READING_COMPREHEND:7',
    ]);
  });

  it('refuses a PTE type, bad points and an empty paper', () => {
    expect(() => computeThptBreakdown([{ type: 'WRITING_ESSAY', score: 1, max: 15 }])).toThrow(
      expect.objectContaining({ code: 'results.invalid' }),
    );
    expect(() => computeThptBreakdown([{ type: 'COM_COM', score: 2, max: 1 }])).toThrow(
      expect.objectContaining({ code: 'results.invalid' }),
    );
    expect(() => computeThptBreakdown([])).toThrow(expect.objectContaining({ code: 'results.invalid' }));
  });

  it('knows the part of every THPT type and none for PTE types', () => {
    expect(thptPartOf('GRAMMAR_FIND_INCORRECT')).toBe('grammar');
    expect(thptPartOf('WRITING_REWRITE')).toBe('writing');
    expect(thptPartOf('DICTATION')).toBeUndefined();
    expect(thptPartOf('constructor')).toBeUndefined();
  });
});
