import { describe, expect, it } from 'vitest';
import type { QuestionRow } from '../questions/questions.presenter.js';
import { mistakeCardsOf } from './review-cards.js';

function question(overrides: Partial<QuestionRow>): QuestionRow {
  return {
    id: 7,
    type: 'VOCAB_SYNONYM',
    text: 'Pick one.',
    answers: {},
    expectAnswer: 'A',
    description: null,
    subQuestions: null,
    ...overrides,
  } as QuestionRow;
}

const marked = (evidence: Record<string, unknown>[]) => ({ status: 'MARKED', response: {}, evidence });

describe('mistake cards of an answer', () => {
  it('makes one ORDER card per pair out of place: which paragraph follows, the others as options', () => {
    const reorder = question({
      type: 'READING_RE_ORDER_PARAGRAPH',
      answers: { A: 'First.', B: 'Second.', C: 'Third.' },
      expectAnswer: 'A,B,C',
    });
    const cards = mistakeCardsOf(
      reorder,
      marked([
        { kind: 'pair', position: 0, expected: 'A-B', given: 'A-C', correct: false, points: 0 },
        { kind: 'pair', position: 1, expected: 'B-C', given: 'B-(end)', correct: false, points: 0 },
      ]),
    );
    expect(cards.map((card) => [card.kind, card.sourceKey, card.answerKey])).toEqual([
      ['ORDER', 'q7:pair:0', ['B']],
      ['ORDER', 'q7:pair:1', ['C']],
    ]);
    expect(cards[0]?.prompt).toMatchObject({ text: 'First.', given: 'C' });
    expect(cards[0]?.prompt.options?.map((option) => option.id)).toEqual(['B', 'C']);
  });

  it('makes one CHOICE card of a multiple-answer item with the whole key, and one per wrong sub-question', () => {
    const multiple = question({ type: 'READING_MCQ_R_MULTIPLE_ANSWER', answers: { A: 'a', B: 'b', C: 'c' } });
    const [card] = mistakeCardsOf(
      multiple,
      marked([
        { kind: 'option', position: 0, expected: 'A', given: 'A', correct: true, points: 1 },
        { kind: 'option', position: 1, expected: 'B', given: null, correct: false, points: 0 },
        { kind: 'option', position: 2, expected: null, given: 'C', correct: false, points: -1 },
      ]),
    );
    expect(card).toMatchObject({
      kind: 'CHOICE',
      answerKey: ['A', 'B'],
      prompt: { multiple: true, given: 'A, C' },
    });

    const passage = question({
      type: 'READING_COMPREHEND',
      text: 'A passage.',
      subQuestions: [{ text: 'Why?', answerA: 'x', answerB: 'y', expectAnswer: 'B' }],
    });
    const [sub] = mistakeCardsOf(
      passage,
      marked([{ kind: 'sub-question', position: 0, expected: 'B', given: 'A', correct: false, points: 0 }]),
    );
    expect(sub).toMatchObject({
      kind: 'CHOICE',
      sourceKey: 'q7:sub:0',
      prompt: { text: 'Why?', passage: 'A passage.' },
    });
  });

  it('makes no card of a right answer, nor of an answer not yet scored', () => {
    expect(
      mistakeCardsOf(
        question({}),
        marked([{ kind: 'choice', position: 0, expected: 'A', given: 'A', correct: true }]),
      ),
    ).toEqual([]);
    expect(mistakeCardsOf(question({}), { status: 'WAITING_AI', response: {}, evidence: [] })).toEqual([]);
  });

  it('makes a SPELLING card of each misspelled word the writing scorer suggested a spelling for, once', () => {
    const text = 'I recieve letters. I recieve more. Teh end.';
    const cards = mistakeCardsOf(question({ type: 'WRITING_ESSAY' }), {
      status: 'SCORED',
      response: { text },
      evidence: [],
      traits: {
        spelling: {
          evidence: [
            { kind: 'spelling', start: 2, end: 9, text: 'recieve', suggestion: 'receive', message: '' },
            { kind: 'spelling', start: 21, end: 28, text: 'recieve', suggestion: 'receive', message: '' },
            { kind: 'spelling', start: 35, end: 38, text: 'Teh', message: 'Misspelled word' },
          ],
        },
        grammar: { evidence: [{ kind: 'grammar', start: 0, end: 1, text: 'I', message: '' }] },
      },
    });
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      kind: 'SPELLING',
      sourceKey: 'spell:receive',
      questionId: null,
      answerKey: ['receive'],
      prompt: { text: 'I @Blank@ letters.', given: 'recieve' },
    });
  });

  it('makes a PRONUNCIATION card of each word the speech scorer heard mispronounced', () => {
    const cards = mistakeCardsOf(question({ type: 'SPEAKING_READ_ALOUD' }), {
      status: 'SCORED',
      response: {},
      evidence: [],
      speech: {
        words: [
          { word: 'Thought', status: 'mispronounced' },
          { word: 'river', status: 'ok' },
          { word: 'thought', status: 'mispronounced' },
          { word: 'sea', status: 'skipped' },
        ],
      },
    });
    expect(cards.map((card) => [card.kind, card.sourceKey, card.answerKey, card.prompt.text])).toEqual([
      ['PRONUNCIATION', 'say:thought', ['thought'], 'Thought'],
    ]);
  });

  it('makes one SPELLING card per word to learn: two misspellings of one word make one card', () => {
    const text = 'I recieve it. I receve it.';
    const cards = mistakeCardsOf(question({ type: 'SUMMARIZE_SPOKEN_TEXT' }), {
      status: 'SCORED',
      response: { text },
      evidence: [],
      traits: {
        spelling: {
          evidence: [
            { kind: 'spelling', start: 2, end: 9, text: 'recieve', suggestion: 'receive', message: '' },
            { kind: 'spelling', start: 16, end: 22, text: 'receve', suggestion: 'Receive', message: '' },
          ],
        },
      },
    });
    expect(cards.map((card) => [card.sourceKey, card.prompt.given])).toEqual([['spell:receive', 'recieve']]);
  });

  it('makes a BLANK card of each dictation word missed, in the sentence heard', () => {
    const dictation = question({ type: 'DICTATION', expectAnswer: 'Rivers carry sand to the sea.' });
    const cards = mistakeCardsOf(
      dictation,
      marked([
        { kind: 'word', position: 0, expected: 'rivers', given: 'rivers', correct: true, points: 1 },
        { kind: 'word', position: 1, expected: 'carry', given: null, correct: false, points: 0 },
        { kind: 'word', position: 5, expected: 'sea', given: null, correct: false, points: 0 },
      ]),
    );
    expect(cards.map((card) => [card.kind, card.sourceKey, card.answerKey, card.prompt.text])).toEqual([
      ['BLANK', 'q7:word:1', ['carry'], 'rivers @Blank@ sand to the sea'],
      ['BLANK', 'q7:word:5', ['sea'], 'rivers carry sand to the @Blank@'],
    ]);
  });

  it('makes a CHOICE card of each highlight sentence with a mistake: every differing word to pick', () => {
    const highlight = question({
      type: 'HIGHLIGHT_INCORRECT_WORD',
      text: 'The cat sat on a mat. It was very happy. Then it slept.',
      expectAnswer: '1, 9',
      description: 'The dog sat on a mat. It was very sleepy. Then it slept.',
    });
    const cards = mistakeCardsOf(
      highlight,
      marked([
        // "cat" (1) found, "happy" (9) missed, "slept" (12) highlighted though it was right.
        { kind: 'word', position: 1, expected: 'cat', given: 'cat', correct: true, points: 1 },
        { kind: 'word', position: 9, expected: 'happy.', given: null, correct: false, points: 0 },
        { kind: 'word', position: 12, expected: null, given: 'slept.', correct: false, points: -1 },
      ]),
    );
    // The third sentence's only mistake was a highlight where nothing differed: no word to pick.
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      kind: 'CHOICE',
      sourceKey: 'q7:sentence:6',
      answerKey: ['W9'],
      prompt: { text: 'It was very happy.', multiple: true, given: null },
    });
    expect(cards[0]?.prompt.options?.map((option) => option.id)).toEqual(['W6', 'W7', 'W8', 'W9']);
  });
});
