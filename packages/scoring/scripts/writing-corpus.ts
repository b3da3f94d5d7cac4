import { createLexicon } from '../src/writing/lexicon.js';
import type { Lexicon } from '../src/writing/lexicon.js';
import { isKnownWord } from '../src/writing/spelling.js';
import { analyseText, countWords, findWordLimit } from '../src/writing/text-analysis.js';
import { computeFeatures, FEATURE_NAMES } from '../src/writing/features.js';
import type { RatedEssay } from './writing-data.js';
import { median } from './writing-metrics.js';

/** A rated essay with its feature row (in FEATURE_NAMES order). */
export interface FeaturedEssay extends RatedEssay {
  features: number[];
}

const LEXICON_SIZE = 12000;
const PROCESSING_LIMIT = 1000;

/**
 * Ranks lemmas by their mean document frequency across groups (prompts), so that a topic word of
 * one prompt does not count as common English. Only dictionary words seen in 2+ groups are kept.
 */
export function rankLemmas(groups: Map<string, string[]>): string[] {
  const score = new Map<string, number>();
  const spread = new Map<string, number>();
  for (const texts of groups.values()) {
    const documentFrequency = new Map<string, number>();
    for (const text of texts) {
      const analysis = analyseText(text.slice(0, findWordLimit(text, PROCESSING_LIMIT)));
      const lemmas = new Set(analysis.tokens.filter((token) => token.isWord).map((token) => token.lemma));
      for (const lemma of lemmas) documentFrequency.set(lemma, (documentFrequency.get(lemma) ?? 0) + 1);
    }
    for (const [lemma, count] of documentFrequency) {
      score.set(lemma, (score.get(lemma) ?? 0) + count / texts.length / groups.size);
      spread.set(lemma, (spread.get(lemma) ?? 0) + 1);
    }
  }
  return [...score.entries()]
    .filter(([lemma]) => (spread.get(lemma) ?? 0) >= 2 && /^[a-z][a-z'-]*$/.test(lemma) && isKnownWord(lemma))
    .sort((left, right) => right[1] - left[1] || (left[0] < right[0] ? -1 : 1))
    .slice(0, LEXICON_SIZE)
    .map(([lemma]) => lemma);
}

/** Groups texts by corpus and prompt for the frequency ranking. */
export function groupTexts(essays: RatedEssay[], extra: Record<string, string[]>): Map<string, string[]> {
  const groups = new Map<string, string[]>(Object.entries(extra));
  for (const essay of essays) {
    const key = `${essay.corpus}:${essay.prompt}`;
    groups.set(key, [...(groups.get(key) ?? []), essay.text]);
  }
  return groups;
}

/**
 * The length each prompt expects, estimated as the median word count of its essays (no scores
 * used). The product uses the task's own expected length instead (rubric.expectedWords).
 */
export function expectedWordsByPrompt(essays: RatedEssay[]): Map<string, number> {
  const counts = new Map<string, number[]>();
  for (const essay of essays) {
    const key = `${essay.corpus}:${essay.prompt}`;
    counts.set(key, [...(counts.get(key) ?? []), countWords(essay.text)]);
  }
  return new Map([...counts.entries()].map(([key, values]) => [key, median(values)]));
}

/** Computes the feature row of every essay with the given lexicon (no spelling suggestions: faster). */
export function featurise(essays: RatedEssay[], lexicon: Lexicon): FeaturedEssay[] {
  const expected = expectedWordsByPrompt(essays);
  return essays.map((essay) => {
    const vector = computeFeatures(
      essay.text,
      lexicon,
      expected.get(`${essay.corpus}:${essay.prompt}`) ?? 250,
    );
    return { ...essay, features: FEATURE_NAMES.map((name) => vector[name]) };
  });
}

/** Builds the lexicon from all texts (no ratings used). */
export function buildLexicon(words: string[]): Lexicon {
  return createLexicon(words);
}
