import { beforeAll, describe, expect, it } from 'vitest';
import { CONVENTION_FEATURE_NAMES, conventionFeatures } from './convention-features.js';
import { profileLanguage } from './language-profile.js';
import { LEARNER_PATTERN_NAMES, learnerPatternFeatures } from './learner-patterns.js';
import { createLexicon } from './lexicon.js';
import { measureTagRates, TAG_RATE_TAGS } from './linguistic-range.js';

const lexicon = createLexicon(['i', 'be', 'go', 'school', 'home', 'think', 'good', 'student']);

function conventions(text: string): Record<string, number> {
  const values = conventionFeatures(profileLanguage(text, { lexicon, maxSuggestedWords: 0 }), lexicon);
  return Object.fromEntries(CONVENTION_FEATURE_NAMES.map((name, index) => [name, values[index] ?? 0]));
}

function patterns(text: string): Record<string, number> {
  const values = learnerPatternFeatures(profileLanguage(text, { lexicon, maxSuggestedWords: 0 }));
  return Object.fromEntries(LEARNER_PATTERN_NAMES.map((name, index) => [name, values[index] ?? 0]));
}

const CLEAN =
  "I think students should go home early. They don't need more homework, and school ends at four.";

/** Each named feature is 0 on CLEAN and positive on the text that makes its slip. */
function expectEachSlipCounted(
  read: (text: string) => Record<string, number>,
  cases: Array<[string, string]>,
): void {
  const clean = read(CLEAN);
  for (const [name, text] of cases) {
    expect(clean[name], `${name} clean`).toBe(0);
    expect(read(text)[name], name).toBeGreaterThan(0);
  }
}

// The first profile loads the dictionaries (seconds on a busy machine).
beforeAll(() => void profileLanguage(CLEAN, { lexicon }), 60_000);

describe('convention features', () => {
  it('are zero for clean text (slips) and positive where the slip is made', () => {
    expectEachSlipCounted(conventions, [
      ['lowercaseIPer100', "i think students should go home early. They don't need more homework."],
      ['lowercaseStartShare', "I think students should go home early. they don't need more homework."],
      ['missingApostrophePer100', 'I think students should go home early. They dont need more homework.'],
      [
        'spacingSlipsPer100',
        "I think students should go home early . They don't need more homework,and rest.",
      ],
      ['spellingPer100', "I think studants should go home early. They don't need more homework."],
      ['ruleCapitalisation', "i think students should go home early. They don't need more homework."],
    ]);
  });

  it('are rates: repeating the same text does not change them', () => {
    const once = conventions('i dont know why , i think so. it is good');
    const twice = conventions(
      'i dont know why , i think so. it is good. i dont know why , i think so. it is good',
    );
    expect(twice.missingApostrophePer100).toBeCloseTo(once.missingApostrophePer100 ?? 0, 1);
    expect(twice.lowercaseIPer100).toBeCloseTo(once.lowercaseIPer100 ?? 0, 1);
  });

  it('counts long sentences and words beyond the 1,000 most common', () => {
    const long = `${Array.from({ length: 40 }, () => 'students go home').join(' and ')}.`;
    expect(conventions(long).longSentenceShare).toBe(1);
    expect(conventions(CLEAN).longSentenceShare).toBe(0);
    const ranks = createLexicon(
      Array.from({ length: 1200 }, (_, index) => (index === 1100 ? 'school' : `w${index}`)),
    );
    const values = conventionFeatures(
      profileLanguage('The school.', { lexicon: ranks, maxSuggestedWords: 0 }),
      ranks,
    );
    expect(values[CONVENTION_FEATURE_NAMES.indexOf('beyond1kShare')]).toBe(1);
  });
});

describe('learner patterns', () => {
  it('count each pattern and nothing in clean text', () => {
    expectEachSlipCounted(patterns, [
      ['patternPluralPer100', 'We need more informations about it.'],
      ['patternComparativePer100', 'Online classes are more easier for me.'],
      ['patternConfusablePer100', 'They should of stayed home, it is better then school.'],
      ['patternDoSupportPer100', "He didn't went to school yesterday."],
      ['patternBeBarePer100', 'They are go to school every day.'],
    ]);
  });
});

describe('tag rates', () => {
  it('are shares of the words that sum to at most 1', () => {
    const rates = measureTagRates(profileLanguage(CLEAN, { lexicon }).analysis);
    expect(rates).toHaveLength(TAG_RATE_TAGS.length);
    const total = rates.reduce((sum, value) => sum + value, 0);
    expect(total).toBeGreaterThan(0.5);
    expect(total).toBeLessThanOrEqual(1);
  });
});
