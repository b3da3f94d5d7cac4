import { describe, expect, it } from 'vitest';
import { markObjective } from './mark-objective.js';
import { thptChoiceTypes, type ObjectiveQuestionInput } from './objective-schemas.js';

const options = { answerA: 'one', answerB: 'two', answerC: 'three', answerD: 'four', answerE: 'five' };
const multiple: ObjectiveQuestionInput = {
  type: 'READING_MCQ_R_MULTIPLE_ANSWER',
  expectAnswer: 'B, D',
  ...options,
};

describe('multiple-answer choice', () => {
  it.each([
    { selected: ['B', 'D'], score: 2 },
    { selected: ['B'], score: 1 },
    { selected: ['B', 'A'], score: 0 },
    { selected: ['B', 'D', 'A'], score: 1 },
    { selected: ['A', 'C', 'E'], score: 0 },
    { selected: ['A', 'C', 'B'], score: 0 },
    { selected: [], score: 0 },
    { selected: [' b ', 'd'], score: 2 },
  ])('$selected -> $score/2 (minimum 0)', ({ selected, score }) => {
    expect(markObjective(multiple, { selected })).toMatchObject({ score, max: 2 });
    expect(markObjective({ ...multiple, type: 'MCQ_L_MULTIPLE_ANSWER' }, { selected })).toMatchObject({
      score,
    });
  });

  it.each(['B,D', 'BD', ' B ; D ', 'b, d'])('reads the key "%s"', (expectAnswer) => {
    expect(markObjective({ ...multiple, expectAnswer }, { selected: ['B', 'D'] })).toMatchObject({
      score: 2,
      max: 2,
    });
  });

  it('lists each answer or chosen option with its points', () => {
    expect(markObjective(multiple, { selected: ['A', 'B'] }).items).toEqual([
      { kind: 'option', position: 0, expected: null, given: 'A', correct: false, points: -1 },
      { kind: 'option', position: 1, expected: 'B', given: 'B', correct: true, points: 1 },
      { kind: 'option', position: 2, expected: 'D', given: null, correct: false, points: 0 },
    ]);
  });

  it.each([
    { name: 'a duplicate letter', selected: ['B', 'B'] },
    { name: 'a letter without an option', selected: ['F'] },
    { name: 'a non-letter', selected: ['2'] },
  ])('refuses $name', ({ selected }) => {
    expect(() => markObjective(multiple, { selected })).toThrow(
      expect.objectContaining({ code: 'response.invalid' }),
    );
  });
});

describe('single-answer choice', () => {
  it.each([
    { type: 'READING_MCQ_R_SINGLE_ANSWER' as const, selected: ['C'], score: 1 },
    { type: 'MCQ_L_SINGLE_ANSWER' as const, selected: ['c'], score: 1 },
    { type: 'HIGHLIGHT_CORRECT_SUMMARY' as const, selected: ['A'], score: 0 },
    { type: 'SELECT_MISSING_WORD' as const, selected: [], score: 0 },
  ])('$type $selected -> $score/1', ({ type, selected, score }) => {
    expect(markObjective({ type, expectAnswer: ' C', ...options }, { selected })).toMatchObject({
      score,
      max: 1,
    });
  });

  it('refuses two selections', () => {
    const question = { type: 'MCQ_L_SINGLE_ANSWER' as const, expectAnswer: 'C', ...options };
    expect(() => markObjective(question, { selected: ['C', 'A'] })).toThrow(/one option may be selected/);
  });
});

describe('Vietnamese THPT multiple choice', () => {
  it.each(
    thptChoiceTypes.flatMap((type) => [
      { type, selected: ['B'], score: 1 },
      { type, selected: ['A'], score: 0 },
    ]),
  )('$type $selected against " B " -> $score', ({ type, selected, score }) => {
    expect(markObjective({ type, expectAnswer: ' B ' }, { selected })).toMatchObject({ type, score, max: 1 });
  });

  it.each([' b', 'B ', '\tB\n'])('tolerates the key %j', (expectAnswer) => {
    expect(markObjective({ type: 'VOCAB_SYNONYM', expectAnswer }, { selected: ['b'] }).score).toBe(1);
  });

  it.each([
    { expectAnswer: 'E', code: 'question.invalid' },
    { expectAnswer: 'AB', code: 'question.invalid' },
    { expectAnswer: '  ', code: 'question.invalid' },
  ])('refuses the key $expectAnswer', ({ expectAnswer, code }) => {
    const question = { type: 'GRAMMAR_FINISH_SENTENCE' as const, expectAnswer };
    expect(() => markObjective(question, { selected: ['A'] })).toThrow(expect.objectContaining({ code }));
  });

  it('refuses a letter outside A-D', () => {
    const question = { type: 'WRITING_REWRITE' as const, expectAnswer: 'A' };
    expect(() => markObjective(question, { selected: ['E'] })).toThrow(
      expect.objectContaining({ code: 'response.invalid' }),
    );
  });
});
