import { CONVENTION_FEATURE_NAMES, conventionFeatures } from './convention-features.js';
import { NGRAM_FEATURE_NAMES, ngramFeatures } from './grammar-ngrams.js';
import type { GrammarRuleName } from './grammar-types.js';
import { profileLanguage } from './language-profile.js';
import type { LanguageProfile } from './language-profile.js';
import { LEARNER_PATTERN_NAMES, learnerPatternFeatures } from './learner-patterns.js';
import type { Lexicon } from './lexicon.js';
import { measureTagRates, TAG_RATE_TAGS } from './linguistic-range.js';
import { SURFACE_FEATURE_NAMES, surfaceFeatures } from './surface-features.js';
import { findWordLimit } from './text-analysis.js';

/** Feature names of the POS tag shares ("tagPRON", ...). */
const TAG_RATE_NAMES = TAG_RATE_TAGS.map((tag) => `tag${tag}` as const);

/** Feature names, in the order the fitted weights use them. */
export const FEATURE_NAMES = [
  'lengthRatio',
  'meanSentenceWords',
  'sentenceWordsSpread',
  'clausesPerSentence',
  'complexSentenceShare',
  'openerVariety',
  'passivesPerSentence',
  'posBigramVariety',
  'commasPerSentence',
  'logParagraphs',
  'connectivesPerSentence',
  'logDistinctConnectives',
  'connectiveFunctions',
  'adjacentOverlap',
  'topicSentenceShare',
  'hasConclusion',
  'mtld',
  'guiraud',
  'rareShare',
  'meanLogRank',
  'meanWordLength',
  'topLemmaShare',
  'spellingErrorRate',
  'agreementErrorRate',
  'sentenceErrorRate',
  'capitalisationErrorRate',
  'endPunctuationShare',
  ...SURFACE_FEATURE_NAMES,
  ...CONVENTION_FEATURE_NAMES,
  ...TAG_RATE_NAMES,
  ...LEARNER_PATTERN_NAMES,
  ...NGRAM_FEATURE_NAMES,
] as const;

/** One named feature. */
export type FeatureName = (typeof FEATURE_NAMES)[number];
/** A response's features by name. */
export type FeatureVector = Record<FeatureName, number>;

const AGREEMENT_RULES = new Set<GrammarRuleName>([
  'subject-verb-agreement',
  'a-an',
  'article-noun',
  'modal-verb-form',
  'to-verb-form',
  'tense-consistency',
  'double-word',
]);
const SENTENCE_RULES = new Set<GrammarRuleName>(['run-on', 'fragment']);

function countRules(profile: LanguageProfile, rules: Set<GrammarRuleName>): number {
  return profile.grammar.filter((issue) => rules.has(issue.rule)).length;
}

function endPunctuationShare(profile: LanguageProfile): number {
  const { analysis } = profile;
  if (analysis.sentences.length === 0) return 0;
  const closed = analysis.sentences.filter((sentence) =>
    /[.!?]["')\]]*$/.test(analysis.text.slice(sentence.start, sentence.end)),
  );
  return closed.length / analysis.sentences.length;
}

/** Pairs feature names with a row of values (missing values read as 0). */
function named<Name extends string>(names: readonly Name[], values: number[]): Record<Name, number> {
  return Object.fromEntries(names.map((name, index) => [name, values[index] ?? 0])) as Record<Name, number>;
}

/**
 * Turns a language profile into the numeric features the fitted model reads. Length enters only
 * relative to the task's expected length (log ratio, clamped), so that a model fitted on one task
 * transfers to tasks with other lengths; the rest are rates.
 */
export function extractFeatures(
  profile: LanguageProfile,
  expectedWords: number,
  lexicon: Lexicon,
): FeatureVector {
  const { range, discourse, vocabulary, spelling } = profile;
  const hundreds = Math.max(profile.words, 1) / 100;
  const sentences = Math.max(profile.analysis.sentences.length, 1);
  return {
    ...named(SURFACE_FEATURE_NAMES, surfaceFeatures(profile.analysis.text)),
    ...named(CONVENTION_FEATURE_NAMES, conventionFeatures(profile, lexicon)),
    ...named(TAG_RATE_NAMES, measureTagRates(profile.analysis)),
    ...named(LEARNER_PATTERN_NAMES, learnerPatternFeatures(profile)),
    ...named(NGRAM_FEATURE_NAMES, ngramFeatures(profile.analysis)),
    lengthRatio: Math.min(1.5, Math.max(-2, Math.log((profile.words + 1) / expectedWords))),
    meanSentenceWords: Math.min(range.meanSentenceWords, 60),
    sentenceWordsSpread: Math.min(range.sentenceWordsSpread, 40),
    clausesPerSentence: range.clausesPerSentence,
    complexSentenceShare: range.complexSentenceShare,
    openerVariety: range.openerVariety,
    passivesPerSentence: range.passivesPerSentence,
    posBigramVariety: range.posBigramVariety,
    commasPerSentence: Math.min(range.commasPerSentence, 6),
    logParagraphs: Math.log1p(discourse.paragraphs),
    connectivesPerSentence: discourse.connectivesPerSentence,
    logDistinctConnectives: Math.log1p(discourse.distinctConnectives),
    connectiveFunctions: discourse.connectiveFunctions,
    adjacentOverlap: discourse.adjacentOverlap,
    topicSentenceShare: discourse.topicSentenceShare,
    hasConclusion: discourse.hasConclusion ? 1 : 0,
    mtld: Math.min(vocabulary.mtld, 200),
    guiraud: vocabulary.guiraud,
    rareShare: vocabulary.rareShare,
    meanLogRank: vocabulary.meanLogRank,
    meanWordLength: vocabulary.meanWordLength,
    topLemmaShare: vocabulary.topLemmaShare,
    spellingErrorRate: spelling.checkedWords === 0 ? 0 : spelling.misspelledWords / spelling.checkedWords,
    agreementErrorRate: countRules(profile, AGREEMENT_RULES) / hundreds,
    sentenceErrorRate: countRules(profile, SENTENCE_RULES) / sentences,
    capitalisationErrorRate: countRules(profile, new Set(['capitalisation'])) / sentences,
    endPunctuationShare: endPunctuationShare(profile),
  };
}

/** Words beyond this are not analysed (the response is flagged INPUT_TRUNCATED). */
export const PROCESSING_WORD_LIMIT = 1000;

/** Computes the features of a text, analysing at most PROCESSING_WORD_LIMIT words (used by the fit script). */
export function computeFeatures(text: string, lexicon: Lexicon, expectedWords: number): FeatureVector {
  const capped = text.slice(0, findWordLimit(text, PROCESSING_WORD_LIMIT));
  return extractFeatures(profileLanguage(capped, { lexicon, maxSuggestedWords: 0 }), expectedWords, lexicon);
}
