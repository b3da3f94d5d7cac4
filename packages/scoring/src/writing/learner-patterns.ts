/**
 * Learner-error patterns the grammar rules do not flag, counted per 100 words for the grammar
 * model only (no evidence spans yet): over-generalised plurals ("informations"), double
 * comparatives ("more easier"), confused function words ("should of", "more then", "their is"),
 * an inflected verb after do-support ("didn't went") and a bare verb after "be" ("they are go").
 * Square roots of the rates, like the convention features.
 */
import type { LanguageProfile } from './language-profile.js';
import type { Token } from './text-analysis.js';

/** Names of the learner-pattern features, in row order. */
export const LEARNER_PATTERN_NAMES = [
  'patternPluralPer100',
  'patternComparativePer100',
  'patternConfusablePer100',
  'patternDoSupportPer100',
  'patternBeBarePer100',
] as const;

const PLURALS =
  /\b(peoples|childrens|informations|advices|furnitures|equipments|homeworks|knowledges|stuffs|feedbacks|mens|womens|mans|womans|persons)\b/g;
const COMPARATIVES =
  /\bmore (better|easier|harder|faster|bigger|smaller|happier|healthier|cheaper|worse|longer|stronger|safer|higher|lower|greater|smarter|busier|funnier|simpler|larger|quicker|richer|younger|older)\b|\bmost \w+est\b/g;
const CONFUSABLES = new RegExp(
  [
    '\\b(could|should|would|must) of\\b',
    '\\btheir (is|are|was|were)\\b',
    '\\b(more|less|better|worse|rather|bigger|other|higher|greater) then\\b',
    '\\bits (a|an|the|not|very|important|good|bad|hard|easy|better|true)\\b',
    '\\bto (much|many)\\b',
    '\\bthere (own|parents|friends|families|family|children|kids|lives|life|future|jobs|job|homes|home)\\b',
    '\\byour (welcome|right)\\b',
    '\\bthey (is|was|has|does)\\b',
  ].join('|'),
  'g',
);
const NEGATIONS = new Set(['not', "n't", 'nt']);

function countVerbPatterns(tokens: Token[]): { doSupport: number; beBare: number } {
  let doSupport = 0;
  let beBare = 0;
  tokens.forEach((token, index) => {
    if (token.pos !== 'AUX') return;
    if (token.lemma === 'do') {
      const skip = NEGATIONS.has(tokens[index + 1]?.lower ?? '') ? 2 : 1;
      const verb = tokens[index + skip];
      // The tagger reads "went"/"likes" with their lemma: any inflected form after do is a slip.
      if (verb?.pos === 'VERB' && verb.lower !== verb.lemma && !verb.lower.endsWith('ing')) doSupport += 1;
    } else if (token.lemma === 'be' && token.lower !== 'be') {
      const verb = tokens[index + 1];
      if (verb?.pos === 'VERB' && verb.lower === verb.lemma && !['been', 'being'].includes(verb.lower))
        beBare += 1;
    }
  });
  return { doSupport, beBare };
}

/** The learner-pattern features of a profiled response, in LEARNER_PATTERN_NAMES order. */
export function learnerPatternFeatures(profile: LanguageProfile): number[] {
  const lower = profile.analysis.text.toLowerCase();
  const hundreds = Math.max(1, profile.words) / 100;
  const rate = (count: number): number => Math.sqrt(count / hundreds);
  const tokens = profile.analysis.tokens.filter((token) => token.pos !== 'SPACE');
  const verbs = countVerbPatterns(tokens);
  return [
    rate((lower.match(PLURALS) ?? []).length),
    rate((lower.match(COMPARATIVES) ?? []).length),
    rate((lower.match(CONFUSABLES) ?? []).length),
    rate(verbs.doSupport),
    rate(verbs.beBare),
  ];
}
