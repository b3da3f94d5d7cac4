import { describe, expect, it } from 'vitest';
import { markObjective } from './mark-objective.js';
import { tokenizeWords } from './word-rules.js';

describe('dictation', () => {
  const question = {
    type: 'DICTATION' as const,
    expectAnswer: 'The results of the survey were published last week.',
  };

  it.each([
    { text: 'The results of the survey were published last week.', score: 9 },
    { text: 'the RESULTS of the survey were published last week', score: 9 },
    { text: 'last week the survey results were published of the', score: 9 },
    { text: 'The results of survey were published last week', score: 8 },
    { text: 'the the the the results', score: 3 },
    { text: 'The reslts of the servey were publshed last week.', score: 6 },
    { text: '', score: 0 },
    { text: '   ...   ', score: 0 },
  ])('"$text" -> $score/9', ({ text, score }) => {
    expect(markObjective(question, { text })).toMatchObject({ score, max: 9 });
  });

  it('counts each reference word once and shows the missing ones', () => {
    const result = markObjective(
      { type: 'DICTATION', expectAnswer: 'go, go, go away!' },
      { text: 'Go go go go go' },
    );
    expect(result.score).toBe(3);
    expect(result.items.map((item) => [item.expected, item.given])).toEqual([
      ['go', 'go'],
      ['go', 'go'],
      ['go', 'go'],
      ['away', null],
    ]);
  });

  it.each([
    ['Don\u2019t stop, it\u2019s well-known.', ["don't", 'stop', "it's", 'well', 'known']],
    ["'Quoted' words", ['quoted', 'words']],
    ['Café 42 ÉTÉ', ['café', '42', 'été']],
  ])('tokenizes %j', (text, words) => {
    expect(tokenizeWords(text)).toEqual(words);
  });

  it('refuses an empty reference', () => {
    expect(() => markObjective({ type: 'DICTATION', expectAnswer: ' ! ' }, { text: 'x' })).toThrow(
      expect.objectContaining({ code: 'question.invalid' }),
    );
  });
});

describe('highlight incorrect words', () => {
  // Positions: 0 Most 1 birds 2 migrate 3 south 4 during 5 the 6 summer 7 months.
  const text = 'Most birds migrate south during the summer months.';
  const byPosition = { type: 'HIGHLIGHT_INCORRECT_WORD' as const, text, expectAnswer: '3, 6' };
  const byWord = { ...byPosition, expectAnswer: 'south,Summer' };

  it.each([
    { highlighted: [3, 6], score: 2 },
    { highlighted: [6], score: 1 },
    { highlighted: [3, 6, 0], score: 1 },
    { highlighted: [3, 0, 1], score: 0 },
    { highlighted: [0, 1, 2], score: 0 },
    { highlighted: [], score: 0 },
  ])('$highlighted -> $score/2', ({ highlighted, score }) => {
    expect(markObjective(byPosition, { highlighted })).toMatchObject({ score, max: 2 });
    expect(markObjective(byWord, { highlighted })).toMatchObject({ score, max: 2 });
  });

  it('shows the words expected and highlighted', () => {
    expect(markObjective(byPosition, { highlighted: [0, 3] }).items).toEqual([
      { kind: 'word', position: 0, expected: null, given: 'Most', correct: false, points: -1 },
      { kind: 'word', position: 3, expected: 'south', given: 'south', correct: true, points: 1 },
      { kind: 'word', position: 6, expected: 'summer', given: null, correct: false, points: 0 },
    ]);
  });

  it.each([
    {
      name: 'a word occurring twice',
      question: { ...byPosition, text: `${text} Then the birds return.`, expectAnswer: 'birds' },
      code: 'question.invalid',
    },
    {
      name: 'a word not in the text',
      question: { ...byPosition, expectAnswer: 'winter' },
      code: 'question.invalid',
    },
    {
      name: 'a position past the end',
      question: { ...byPosition, expectAnswer: '8' },
      code: 'question.invalid',
    },
    { name: 'no text', question: { ...byPosition, text: null }, code: 'question.invalid' },
  ])('refuses a key with $name', ({ question, code }) => {
    expect(() => markObjective(question, { highlighted: [] })).toThrow(expect.objectContaining({ code }));
  });

  it.each([[[8]], [[3, 3]]])('refuses the highlights %j', (highlighted) => {
    expect(() => markObjective(byPosition, { highlighted })).toThrow(
      expect.objectContaining({ code: 'response.invalid' }),
    );
  });
});
