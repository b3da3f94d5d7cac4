import { describe, expect, it } from 'vitest';
import { NGRAM_FEATURE_NAMES, NGRAM_TABLES, ngramFeatures, sentenceSymbols } from './grammar-ngrams.js';
import { analyseText } from './text-analysis.js';

const featuresOf = (text: string): Record<string, number> => {
  const values = ngramFeatures(analyseText(text));
  return Object.fromEntries(NGRAM_FEATURE_NAMES.map((name, index) => [name, values[index] ?? 0]));
};

describe('grammar n-grams', () => {
  it('turns a sentence into function words and word forms', () => {
    expect(sentenceSymbols(analyseText('They are playing with the dogs.'))).toEqual([
      ['<s>', 'they', 'are', 'Ving', 'with', 'the', 'Ns', '.', '</s>'],
    ]);
  });

  it('reads a learner-like text as more learner-like than its correction, on every table', () => {
    const learner = featuresOf(
      'My brother go to school every days. They is very happy because the teacher help they. He can plays football in the weekend.',
    );
    const corrected = featuresOf(
      'My brother goes to school every day. They are very happy because the teacher helps them. He can play football at the weekend.',
    );
    for (const table of NGRAM_TABLES)
      expect(learner[`ngram${table}Mean`]).toBeGreaterThan(corrected[`ngram${table}Mean`] ?? 0);
  });

  it('gives rates, not counts: the same text twice reads the same', () => {
    const once = featuresOf('People is happy when they has friends. The life in city are busy.');
    const twice = featuresOf(
      'People is happy when they has friends. The life in city are busy. People is happy when they has friends. The life in city are busy.',
    );
    for (const name of NGRAM_FEATURE_NAMES) expect(twice[name]).toBeCloseTo(once[name] ?? 0, 6);
  });

  it('reads an empty text as zeros', () => {
    expect(ngramFeatures(analyseText(''))).toEqual(NGRAM_FEATURE_NAMES.map(() => 0));
  });
});
