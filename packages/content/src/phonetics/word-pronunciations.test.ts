import { describe, expect, it } from 'vitest';
import { pastEnding, pluralEnding, pronunciationsOf } from './word-pronunciations.js';
import { ruleStress, suffixFinalStress, withStress } from './stress-rules.js';

const first = (word: string) => {
  const [pronunciation] = pronunciationsOf(word);
  return pronunciation ? `${pronunciation.source}: ${pronunciation.phones.join(' ')}` : null;
};

describe('pronunciations of words the dictionary lacks', () => {
  it.each([
    ['often', 'dictionary: AO1 F AH0 N'],
    ['travelled', 'dictionary: T R AE1 V AH0 L D'],
    ['bookmarked', 'derived: B UH1 K M AA0 R K T'],
    ['livestreamed', 'derived: L AY1 V S T R IY2 M D'],
    ['hashtags', 'derived: HH AE1 SH T AE2 G Z'],
    ['retweeted', 'derived: R IY0 T W IY1 T IH0 D'],
    ['unfriend', 'derived: AH0 N F R EH1 N D'],
    ['vlogged', 'rules: V L AA1 G D'],
    ['vlogs', 'rules: V L AA1 G Z'],
    ['emojis', 'rules: EH1 M AA0 JH IH0 Z'],
  ])('%s -> %s', (word, expected) => {
    expect(first(word)).toBe(expected);
  });

  it('weighs the dictionary first pronunciation above its variants', () => {
    expect(pronunciationsOf('often').map((pronunciation) => pronunciation.weight)).toEqual([1, 0.75]);
  });

  it('finds nothing for a word without letters to read', () => {
    expect(pronunciationsOf("'")).toEqual([]);
  });
});

describe('regular endings by the sound before them', () => {
  it.each([
    ['T', ['IH0', 'D']],
    ['D', ['IH0', 'D']],
    ['K', ['T']],
    ['SH', ['T']],
    ['S', ['T']],
    ['G', ['D']],
    ['EY1', ['D']],
  ])('-ed after %s', (last, ending) => {
    expect(pastEnding(last)).toEqual(ending);
  });

  it.each([
    ['JH', ['IH0', 'Z']],
    ['SH', ['IH0', 'Z']],
    ['P', ['S']],
    ['TH', ['S']],
    ['G', ['Z']],
    ['IY0', ['Z']],
  ])('-s after %s', (last, ending) => {
    expect(pluralEnding(last)).toEqual(ending);
  });
});

describe('stress by rule', () => {
  it.each([
    ['staycation', 3, 2],
    ['gamification', 5, 4],
    ['vlogger', 2, 1],
    ['unfriend', 2, 2],
    ['electricity', 5, 3],
    ['zumba', 2, 1],
    ['cyberese', 4, 4],
    ['go', 1, 1],
  ])('%s (%i syllables) -> %i', (word, syllables, primary) => {
    expect(ruleStress(word, syllables)).toBe(primary);
  });

  it.each([
    ['employee', 3, 3],
    ['portuguese', 3, 3],
    ['committee', 3, null],
    ['coffee', 2, null],
    ['igloo', 2, null],
    ['kangaroo', 3, 3],
  ])('final-stress suffix: %s -> %s', (word, syllables, primary) => {
    expect(suffixFinalStress(word, syllables)).toBe(primary);
  });

  it('writes stress digits on the vowels', () => {
    expect(withStress(['V', 'L', 'AA', 'G', 'ER'], 1)).toEqual(['V', 'L', 'AA1', 'G', 'ER0']);
  });
});
