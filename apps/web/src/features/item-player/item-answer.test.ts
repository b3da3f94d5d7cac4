import { describe, expect, it } from 'vitest';
import { answerToSend, hasPendingTake, type ItemAnswer } from './item-answer';

describe('answerToSend', () => {
  it.each<[string, ItemAnswer | null, ReturnType<typeof answerToSend>]>([
    ['nothing yet', null, null],
    ['nothing chosen', { selected: [] }, null],
    ['a choice', { selected: ['B'] }, { selected: ['B'] }],
    ['every blank empty', { blanks: [null, '  '] }, null],
    ['typed blanks, trimmed', { blanks: [' sun ', ''] }, { blanks: ['sun', null] }],
    ['only spaces written', { text: '   ' }, null],
    ['a text, as written', { text: ' An essay. ' }, { text: ' An essay. ' }],
    ['no sub-question answered', { answers: [null, null] }, null],
    ['a sub-question answered', { answers: [null, 'C'] }, { answers: [null, 'C'] }],
    ['an order', { order: ['B', 'A'] }, { order: ['B', 'A'] }],
    ['no word highlighted', { highlighted: [] }, null],
    ['a take still recording', { recording: { status: 'recording' } }, null],
    [
      'an uploaded take: its key only',
      { audioKey: 'answers/u/k.flac', recording: { status: 'uploaded', flac: new Blob(['x']) } },
      { audioKey: 'answers/u/k.flac' },
    ],
  ])('%s', (_, answer, expected) => {
    expect(answerToSend(answer)).toEqual(expected);
  });
});

describe('hasPendingTake', () => {
  it('is true while a take is recording, encoding, recorded or uploading', () => {
    for (const status of ['recording', 'encoding', 'recorded', 'uploading'] as const)
      expect(hasPendingTake({ recording: { status } })).toBe(true);
    for (const status of ['preparing', 'uploaded', 'failed', 'none'] as const)
      expect(hasPendingTake({ recording: { status } })).toBe(false);
    expect(hasPendingTake({ text: 'no take' })).toBe(false);
    expect(hasPendingTake(null)).toBe(false);
  });
});
