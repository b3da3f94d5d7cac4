import { describe, expect, it } from 'vitest';
import ngramData from '../src/writing/grammar-ngrams.json' with { type: 'json' };
import { NGRAM_TABLES } from '../src/writing/grammar-ngrams.js';
import { addLearnerErrors, logOdds } from './build-grammar-ngrams.js';

describe('building the grammar n-gram table', () => {
  it('puts learner errors into a correct sentence the same way on every build', () => {
    const sentence = ['<s>', 'the', 'Ns', 'are', 'V', 'in', 'the', 'N', '.', '</s>'];
    const sequence = (seed: number): (() => number) => {
      let state = seed;
      return () => (state = (state * 16807) % 2147483647) / 2147483647;
    };
    const changed = Array.from({ length: 50 }, (_, index) => addLearnerErrors(sentence, sequence(index + 1)));
    expect(changed.some((symbols) => symbols.join(' ') !== sentence.join(' '))).toBe(true);
    expect(changed.some((symbols) => !symbols.includes('the'))).toBe(true);
    expect(addLearnerErrors(sentence, sequence(3))).toEqual(addLearnerErrors(sentence, sequence(3)));
  });

  it('scores a sequence seen mostly on the learner side above one seen mostly on the correct side', () => {
    const learner = [
      ['<s>', 'they', 'is', '</s>'],
      ['<s>', 'they', 'is', '</s>'],
      ['<s>', 'they', 'are', '</s>'],
    ];
    const correct = [
      ['<s>', 'they', 'are', '</s>'],
      ['<s>', 'they', 'are', '</s>'],
      ['<s>', 'they', 'is', '</s>'],
    ];
    const scores = logOdds(learner, correct, 2);
    expect(scores['they is']).toBeGreaterThan(0);
    expect(scores['they are']).toBeLessThan(0);
  });

  it('ships every table the features read, each with thousands of sequences', () => {
    const tables = (ngramData as { tables: Record<string, Record<string, number>> }).tables;
    for (const name of NGRAM_TABLES) expect(Object.keys(tables[name] ?? {}).length).toBeGreaterThan(2000);
  });
});
