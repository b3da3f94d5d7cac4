import { describe, expect, it } from 'vitest';
import { checkSpelling, editDistance, isKnownWord, suggestSpelling } from './spelling.js';

describe('checkSpelling', () => {
  it('finds misspelled words with Hunspell suggestions and exact spans', () => {
    const text = 'I recieve the buisness letter tomorow.';
    const report = checkSpelling(text);
    expect(report.evidence.map((item) => item.text)).toEqual(['recieve', 'buisness', 'tomorow']);
    expect(report.evidence.map((item) => item.suggestion)).toEqual(['receive', 'business', 'tomorrow']);
    for (const item of report.evidence) expect(text.slice(item.start, item.end)).toBe(item.text);
    expect(report.checkedWords).toBe(5);
  });

  it('suggests the missing apostrophe of a contraction first', () => {
    expect(suggestSpelling('dont')[0]).toBe("don't");
    expect(suggestSpelling('doesnt')[0]).toBe("doesn't");
  });

  it('skips anonymised tokens, numbers, acronyms and mid-sentence proper nouns', () => {
    const text = 'Yesterday @CAPS1 met @PERSON2 in 1999 at NASA with Zorblatt and 3rd graders.';
    expect(checkSpelling(text).evidence).toEqual([]);
  });

  it('accepts British and American spellings', () => {
    for (const word of [
      'colour',
      'organise',
      'analyse',
      'centre',
      'travelled',
      'defence',
      'programme',
      'practise',
      'practised',
      'practising',
      'color',
    ]) {
      expect(isKnownWord(word)).toBe(true);
    }
  });

  it('does not take an -ise misspelling of an -ice word for British spelling', () => {
    for (const word of ['choise', 'noticed', 'servise', 'advise', 'devise']) {
      expect(isKnownWord(word)).toBe(!['choise', 'servise'].includes(word));
    }
  });

  it('checks a capitalised misspelling at the start of a sentence', () => {
    expect(checkSpelling('Tecnology helps. Becuase it is fast.').evidence.map((item) => item.text)).toEqual([
      'Tecnology',
      'Becuase',
    ]);
  });

  it('limits the number of words that get suggestions', () => {
    const report = checkSpelling('aaxe bbxe ccxe', 1);
    expect(report.misspelledWords).toBe(3);
    expect(report.evidence.filter((item) => item.suggestion !== undefined).length).toBeLessThanOrEqual(1);
  });

  it('suggests common words two edits away when nothing is closer', () => {
    expect(suggestSpelling('expierence')).toContain('experience');
    expect(suggestSpelling('xqzvw')).toEqual([]);
  });

  it('computes a bounded edit distance with transpositions', () => {
    expect(editDistance('recieve', 'receive', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('abc', 'xyzabc', 2)).toBe(3);
  });
});
