/**
 * Conventions features for the grammar and conventions traits: mechanical slips learners make
 * (lower-case "i" and sentence starts, missing apostrophes, spacing around punctuation), the
 * grammar rules' and the spell checker's hits per 100 words, each rule on its own, long run-on
 * sentences and the share of content words beyond the 1,000 most common lemmas. Rates of slips
 * enter as square roots (a learner's first slips say more than the tenth). Every value is a rate or
 * a share, so padding cannot raise it. Leave-one-prompt-out on ELLIPSE: see bench/RESULTS.md.
 */
import { GRAMMAR_RULES } from './grammar.js';
import type { LanguageProfile } from './language-profile.js';
import type { Lexicon } from './lexicon.js';
import { contentTokens } from './vocabulary.js';

/** Names of the convention features, in row order. */
export const CONVENTION_FEATURE_NAMES = [
  'lowercaseIPer100',
  'lowercaseStartShare',
  'missingApostrophePer100',
  'spacingSlipsPer100',
  'grammarHitsPer100',
  'spellingPer100',
  'longSentenceShare',
  'beyond1kShare',
  'ruleSubjectVerbAgreement',
  'ruleAAn',
  'ruleArticleNoun',
  'ruleModalVerbForm',
  'ruleToVerbForm',
  'ruleTenseConsistency',
  'ruleRunOn',
  'ruleFragment',
  'ruleCapitalisation',
  'ruleDoubleWord',
] as const;

/** Contractions written without their apostrophe ("dont", "im"); none is an English word without it. */
const MISSING_APOSTROPHE = new Set([
  'dont',
  'cant',
  'wont',
  'im',
  'ive',
  'isnt',
  'doesnt',
  'didnt',
  'wasnt',
  'werent',
  'arent',
  'couldnt',
  'shouldnt',
  'wouldnt',
  'hasnt',
  'havent',
  'hadnt',
  'theyre',
  'youre',
  'thats',
  'whats',
  'theres',
  'youve',
  'theyve',
  'weve',
  'youll',
  'theyll',
  'itll',
  'shouldve',
  'wouldve',
  'couldve',
]);
const LONG_SENTENCE_WORDS = 35;
const COMMON_RANK = 1000;

function sentenceShares(profile: LanguageProfile): { lowercaseStart: number; long: number } {
  const { analysis } = profile;
  let lowercaseStart = 0;
  let long = 0;
  for (const sentence of analysis.sentences) {
    const words = analysis.tokens.slice(sentence.first, sentence.last).filter((token) => token.isWord);
    if (words[0] && /^\p{Ll}/u.test(words[0].text)) lowercaseStart += 1;
    if (words.length >= LONG_SENTENCE_WORDS) long += 1;
  }
  const count = Math.max(1, analysis.sentences.length);
  return { lowercaseStart: lowercaseStart / count, long: long / count };
}

/** Spaces before a comma or stop, and a comma or stop glued to the next word ("cars,and", "home.The"). */
function countSpacingSlips(text: string): number {
  const before = text.match(/\p{L} +[,.;:!?](?=\s|$)/gu) ?? [];
  const after = text.match(/\p{Ll}[,;:!?](?=\p{L})|\p{Ll}\.(?=\p{Lu}\p{Ll})/gu) ?? [];
  return before.length + after.length;
}

function beyondCommonShare(profile: LanguageProfile, lexicon: Lexicon): number {
  const ranks = contentTokens(profile.analysis)
    .map((token) => lexicon.rankOf(token.lemma))
    .filter((rank): rank is number => rank !== undefined);
  return ranks.filter((rank) => rank > COMMON_RANK).length / Math.max(1, ranks.length);
}

/** The convention features of a profiled response, in CONVENTION_FEATURE_NAMES order. */
export function conventionFeatures(profile: LanguageProfile, lexicon: Lexicon): number[] {
  const { analysis, grammar, spelling } = profile;
  const hundreds = Math.max(1, profile.words) / 100;
  const rate = (count: number): number => Math.sqrt(count / hundreds);
  const lowercaseI = analysis.tokens.filter((token) => token.isWord && token.text === 'i').length;
  // Read from the text: the tagger splits "dont" into "do" + "nt".
  const missing = (analysis.text.match(/\p{L}+/gu) ?? []).filter((word) =>
    MISSING_APOSTROPHE.has(word.toLowerCase()),
  ).length;
  const shares = sentenceShares(profile);
  return [
    rate(lowercaseI),
    Math.sqrt(shares.lowercaseStart),
    rate(missing),
    rate(countSpacingSlips(analysis.text)),
    rate(grammar.length),
    rate(spelling.misspelledWords),
    shares.long,
    beyondCommonShare(profile, lexicon),
    ...GRAMMAR_RULES.map(([name]) => rate(grammar.filter((issue) => issue.rule === name).length)),
  ];
}
