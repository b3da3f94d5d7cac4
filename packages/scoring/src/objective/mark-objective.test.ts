import { describe, expect, it } from 'vitest';
import { markObjective } from './mark-objective.js';
import { objectiveTypes, type ObjectiveQuestionInput } from './objective-schemas.js';
import { objectiveRules } from './rules-table.js';
import { ScoringInputError } from './scoring-input-error.js';

describe('markObjective', () => {
  it('has a rule for every objective type', () => {
    expect(Object.keys(objectiveRules).sort()).toEqual([...objectiveTypes].sort());
  });

  it('refuses a type it does not mark objectively', () => {
    const question = { type: 'WRITING_ESSAY', expectAnswer: 'A' } as unknown as ObjectiveQuestionInput;
    expect(() => markObjective(question, { selected: ['A'] })).toThrow(ScoringInputError);
    expect(() => markObjective(question, { selected: ['A'] })).toThrow(
      expect.objectContaining({ code: 'type.unsupported' }),
    );
  });

  it.each([
    { type: 'READING_MCQ_R_SINGLE_ANSWER' as const, response: { blanks: ['A'] } },
    { type: 'FIB_L' as const, response: { selected: ['A'] } },
    { type: 'DICTATION' as const, response: { highlighted: [1] } },
    { type: 'HIGHLIGHT_INCORRECT_WORD' as const, response: { highlighted: [-1] } },
  ])('refuses a response of the wrong shape for $type', ({ type, response }) => {
    const question = { type, expectAnswer: 'A', text: 'A b c' };
    expect(() => markObjective(question, response)).toThrow(
      expect.objectContaining({ code: 'response.invalid' }),
    );
  });

  it('refuses a question field of the wrong type', () => {
    const question = { type: 'FIB_L', expectAnswer: 42 } as unknown as ObjectiveQuestionInput;
    expect(() => markObjective(question, { blanks: ['42'] })).toThrow(
      expect.objectContaining({ code: 'question.invalid' }),
    );
  });

  it('ignores the other fields of a stored question', () => {
    const question = { type: 'COM_COM' as const, expectAnswer: 'D', audioLink: null, level: 'basic', id: 7 };
    expect(markObjective(question, { selected: ['D'] })).toEqual({
      type: 'COM_COM',
      score: 1,
      max: 1,
      items: [{ kind: 'choice', position: 0, expected: 'D', given: 'D', correct: true, points: 1 }],
    });
  });
});
