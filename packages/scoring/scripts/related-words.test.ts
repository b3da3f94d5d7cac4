import { beforeAll, describe, expect, it } from 'vitest';
import relatedData from '../src/writing/related-words.json' with { type: 'json' };
import { buildRelatedWords, RELATED_WORDS_SOURCE, toRows, WORDNET_LICENCE } from './build-related-words.js';
import { loadWordNet, relatedWords, type WordNet } from './wordnet-relations.js';

let wordnet: WordNet;

beforeAll(() => {
  wordnet = loadWordNet();
}, 60_000);

describe('the related-words table', () => {
  it('is what the build script makes from WordNet (run npm run scoring:related-words after a change)', () => {
    const sample = ['government', 'debt', 'heat', 'urban', 'pay', 'ocean', 'student', 'region', 'individual'];
    const built = buildRelatedWords(wordnet, sample);
    const committed = relatedData.rows.filter((row) => sample.includes(row.slice(0, row.indexOf('\t'))));
    expect(committed).toEqual(toRows(built).sort());
    expect(relatedData.source).toBe(RELATED_WORDS_SOURCE);
    expect(relatedData.licence).toBe(WORDNET_LICENCE);
  });

  it('gives synonyms, derived forms, pertainyms and narrower words, never broader ones', () => {
    const words = (lemma: string) => relatedWords(wordnet, lemma).map(({ word, pos }) => `${pos}:${word}`);
    expect(words('government')).toEqual(expect.arrayContaining(['n:regime', 'v:govern', 'n:state']));
    expect(words('debt')).toContain('n:loan');
    expect(words('loan')).not.toContain('n:debt');
    expect(words('urban')).toContain('n:city');
    expect(words('heat')).toContain('a:hot');
    // "person" has 412 narrower words: too general for any of them to say it.
    expect(words('individual')).not.toContain('n:child');
  });
});
