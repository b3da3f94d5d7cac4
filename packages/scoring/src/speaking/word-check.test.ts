import { describe, expect, it } from 'vitest';
import { isWordSaidWell, wordCheckQuestion } from './word-check.js';

describe('the say-the-word check', () => {
  it('is right when the word alone was heard well pronounced, said once or again', () => {
    expect(isWordSaidWell([{ word: 'Thought', status: 'ok' }], 'thought')).toBe(true);
    expect(
      isWordSaidWell(
        [
          { word: 'thought', status: 'ok' },
          { word: 'thought', status: 'inserted' },
        ],
        'Thought',
      ),
    ).toBe(true);
  });

  it('is wrong when the word was mispronounced, skipped, or something else was said', () => {
    expect(isWordSaidWell([{ word: 'thought', status: 'mispronounced' }], 'thought')).toBe(false);
    expect(isWordSaidWell([{ word: 'thought', status: 'skipped' }], 'thought')).toBe(false);
    expect(isWordSaidWell([], 'thought')).toBe(false);
    expect(
      isWordSaidWell(
        [
          { word: 'thought', status: 'ok' },
          { word: 'um', status: 'inserted' },
        ],
        'thought',
      ),
    ).toBe(false);
  });

  it('aligns the recording against the word alone', () => {
    expect(wordCheckQuestion('island')).toMatchObject({ text: 'island', expectAnswer: null });
  });
});
