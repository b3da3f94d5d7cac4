import { describe, expect, it } from 'vitest';
import { markObjective } from './mark-objective.js';

const passage = {
  type: 'READING_COMPREHEND' as const,
  questions: [{ expectAnswer: 'A' }, { expectAnswer: ' c' }, { expectAnswer: 'D ' }],
};

describe('reading comprehension', () => {
  it.each([
    { answers: ['A', 'C', 'D'], score: 3 },
    { answers: ['a', ' C ', 'B'], score: 2 },
    { answers: [null, '', 'D'], score: 1 },
    { answers: ['B', 'B', 'B'], score: 0 },
  ])('$answers -> $score/3', ({ answers, score }) => {
    const result = markObjective(passage, { answers });
    expect(result).toMatchObject({ score, max: 3 });
    expect(result.items.every((item) => item.kind === 'sub-question')).toBe(true);
  });

  it.each([
    { name: 'too few answers', question: passage, answers: ['A'], code: 'response.invalid' },
    { name: 'a letter outside A-D', question: passage, answers: ['A', 'E', 'D'], code: 'response.invalid' },
    {
      name: 'no sub-questions',
      question: { type: 'READING_COMPREHEND' as const },
      answers: [],
      code: 'question.invalid',
    },
    {
      name: 'a malformed key',
      question: { ...passage, questions: [{ expectAnswer: 'X' }] },
      answers: ['A'],
      code: 'question.invalid',
    },
  ])('refuses $name', ({ question, answers, code }) => {
    expect(() => markObjective(question, { answers })).toThrow(expect.objectContaining({ code }));
  });
});
