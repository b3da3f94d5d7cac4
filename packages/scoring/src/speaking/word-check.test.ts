import { describe, expect, it } from 'vitest';
import { isWordSaidWell, wordCheckQuestion } from './word-check.js';

const heard = { heardExpected: true };
const notHeard = { heardExpected: false };

describe('the say-the-word check', () => {
  it('is right when the word alone was heard well pronounced, said once or again', () => {
    expect(isWordSaidWell([{ word: 'Thought', status: 'ok' }], 'thought', heard)).toBe(true);
    expect(
      isWordSaidWell(
        [
          { word: 'thought', status: 'ok' },
          { word: 'thought', status: 'inserted' },
        ],
        'Thought',
        heard,
      ),
    ).toBe(true);
  });

  it('leaves the word model out: a word alone marked mispronounced but heard counts', () => {
    expect(isWordSaidWell([{ word: 'thought', status: 'mispronounced' }], 'thought', heard)).toBe(true);
  });

  it('is wrong when the word was skipped, or something else was said', () => {
    expect(isWordSaidWell([{ word: 'thought', status: 'skipped' }], 'thought', heard)).toBe(false);
    expect(isWordSaidWell([], 'thought', heard)).toBe(false);
    expect(
      isWordSaidWell(
        [
          { word: 'thought', status: 'ok' },
          { word: 'um', status: 'inserted' },
        ],
        'thought',
        heard,
      ),
    ).toBe(false);
  });

  it('is wrong when another word beat it, even if the alignment against the word alone passed it', () => {
    expect(isWordSaidWell([{ word: 'waggle', status: 'ok' }], 'waggle', notHeard)).toBe(false);
  });

  it('aligns the recording against the word alone', () => {
    expect(wordCheckQuestion('island')).toMatchObject({ text: 'island', expectAnswer: null });
  });
});
