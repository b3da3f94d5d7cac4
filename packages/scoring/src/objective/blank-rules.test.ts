import { describe, expect, it } from 'vitest';
import { markObjective } from './mark-objective.js';
import type { ObjectiveQuestionInput } from './objective-schemas.js';

const fibRw: ObjectiveQuestionInput = {
  type: 'READING_FIB_R_W',
  text: 'Rivers @Blank@ the land, carry @Blank@ and shape @Blank@ over time.',
  expectAnswer: 'drain, sediment ,Valleys',
  answerA: 'drain/drink/draw',
  answerB: 'sediment/sentiment/settlement',
  answerC: 'valleys/volleys/values',
};

describe('fill-in-blank rules', () => {
  it.each([
    { name: 'all correct', blanks: ['drain', 'sediment', 'valleys'], score: 3 },
    { name: 'partial credit', blanks: ['drain', 'sentiment', 'valleys'], score: 2 },
    { name: 'case-insensitive', blanks: ['DRAIN', 'Sediment', 'vALLEYS'], score: 3 },
    { name: 'stray spaces', blanks: ['  drain ', 'sediment\t', ' valleys'], score: 3 },
    { name: 'empty answers', blanks: ['', null, '   '], score: 0 },
    { name: 'all wrong', blanks: ['drink', 'settlement', 'values'], score: 0 },
  ])('READING_FIB_R_W: $name -> $score/3', ({ blanks, score }) => {
    const result = markObjective(fibRw, { blanks });
    expect(result).toMatchObject({ type: 'READING_FIB_R_W', score, max: 3 });
    expect(result.items).toHaveLength(3);
  });

  it('gives evidence per blank with what was expected and given', () => {
    const result = markObjective(fibRw, { blanks: ['drain', ' sentiment ', null] });
    expect(result.items).toEqual([
      { kind: 'blank', position: 0, expected: 'drain', given: 'drain', correct: true, points: 1 },
      { kind: 'blank', position: 1, expected: 'sediment', given: 'sentiment', correct: false, points: 0 },
      { kind: 'blank', position: 2, expected: 'Valleys', given: null, correct: false, points: 0 },
    ]);
  });

  it.each([
    { type: 'READING_FIB_R' as const, key: 'habitat,species', blanks: ['Habitat', 'specie'], score: 1 },
    { type: 'FIB_L' as const, key: ' economy , growth ', blanks: ['economy', 'growth'], score: 2 },
    { type: 'FIB_L' as const, key: 'economy,growth', blanks: ['econmy', 'growth'], score: 1 },
    { type: 'FIB_L' as const, key: 'economy,growth', blanks: ['ECONOMY', ' growth  '], score: 2 },
  ])('$type key "$key" with $blanks -> $score', ({ type, key, blanks, score }) => {
    expect(markObjective({ type, expectAnswer: key }, { blanks })).toMatchObject({ score, max: 2 });
  });

  it.each([
    { name: 'too few blanks', question: fibRw, blanks: ['drain', 'sediment'], code: 'response.invalid' },
    { name: 'too many blanks', question: fibRw, blanks: ['a', 'b', 'c', 'd'], code: 'response.invalid' },
    {
      name: 'marker count differs from the key',
      question: { ...fibRw, expectAnswer: 'drain,sediment' },
      blanks: ['a', 'b'],
      code: 'question.invalid',
    },
    {
      name: 'key word not among its candidates',
      question: { ...fibRw, answerB: 'sentiment/settlement' },
      blanks: ['a', 'b', 'c'],
      code: 'question.invalid',
    },
    {
      name: 'empty key entry',
      question: { type: 'FIB_L' as const, expectAnswer: 'one,,three' },
      blanks: ['a', 'b', 'c'],
      code: 'question.invalid',
    },
    { name: 'missing key', question: { type: 'FIB_L' as const }, blanks: ['a'], code: 'question.invalid' },
  ])('throws $code when $name', ({ question, blanks, code }) => {
    expect(() => markObjective(question, { blanks })).toThrow(expect.objectContaining({ code }));
  });
});
