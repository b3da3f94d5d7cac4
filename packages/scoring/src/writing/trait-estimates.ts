import { scorerMessage } from '@prepwise/contracts';
import { toGrammarEvidence } from './grammar.js';
import type { LanguageProfile } from './language-profile.js';
import type { Lexicon } from './lexicon.js';
import type { RelevanceReport } from './relevance.js';
import type { Screening } from './screening.js';
import type { WritingEvidence, WritingTaskType, WritingTraitName } from './types.js';
import type { ModelName } from './weights-schema.js';

/** Everything a trait estimate may read. */
export interface EstimateContext {
  task: WritingTaskType;
  screening: Screening;
  profile: LanguageProfile;
  fractions: Record<ModelName, number>;
  relevance: RelevanceReport | undefined;
  formPoints: number;
  lexicon: Lexicon;
}

/** A trait's own estimate (0..max) and its evidence. */
export interface TraitEstimate {
  raw: number;
  evidence: WritingEvidence[];
}

/** Below this many analysable words the language traits have nothing to judge. */
const MIN_OWN_WORDS = 5;
const GAMING_KINDS = new Set([
  'copied-source',
  'copied-prompt',
  'repeated-text',
  'template',
  'off-topic',
  'word-list',
  'not-english',
]);

function relevanceFactor(relevance: RelevanceReport | undefined, essay: boolean): number {
  if (!relevance || relevance.keyTerms.length === 0) return 1;
  if (relevance.covered === 0) return 0;
  return essay ? Math.min(1, 0.25 + 1.5 * relevance.coverage) : Math.min(1, relevance.coverage / 0.6);
}

function shareOfWords(
  context: EstimateContext,
  spans: ReadonlyArray<{ start: number; end: number }>,
): number {
  const words = context.screening.words;
  const inside = words.filter((word) =>
    spans.some((span) => span.start <= word.start && word.end <= span.end),
  );
  return inside.length / Math.max(1, words.length);
}

/** Share of the response that earns no content credit: copied, off-topic, and half of any template text. */
function uncreditedShare(context: EstimateContext): number {
  const templates = context.screening.evidence.filter((item) => item.kind === 'template');
  const offTopic = shareOfWords(context, context.relevance?.offTopicParagraphs ?? []);
  return context.screening.copiedSourceShare + offTopic + 0.5 * shareOfWords(context, templates);
}

function estimateContent(context: EstimateContext, max: number): TraitEstimate {
  const { relevance, screening, fractions } = context;
  const essay = context.task === 'WRITING_ESSAY';
  const evidence = [
    ...(relevance?.evidence ?? []),
    ...screening.evidence.filter((item) => GAMING_KINDS.has(item.kind)),
  ];
  const hasReference = relevance !== undefined && relevance.keyTerms.length > 0;
  const base = essay || !hasReference ? fractions.holistic : 1;
  const kept = 1 - uncreditedShare(context);
  return { raw: max * base * relevanceFactor(relevance, essay) * Math.max(0, kept), evidence };
}

function estimateGrammar(context: EstimateContext, max: number): TraitEstimate {
  const { profile, task } = context;
  const evidence = toGrammarEvidence(profile.analysis, profile.grammar);
  if (task === 'WRITING_ESSAY') return { raw: max * context.fractions.grammar, evidence };
  return { raw: max * Math.max(0, 1 - 0.35 * profile.grammar.length), evidence };
}

function estimateSpelling(context: EstimateContext, max: number): TraitEstimate {
  const { profile, task } = context;
  const evidence = profile.spelling.evidence;
  if (task === 'WRITING_ESSAY') return { raw: max * context.fractions.spelling, evidence };
  return { raw: Math.max(0, max - profile.spelling.misspelledWords), evidence };
}

function sophisticatedWords(context: EstimateContext): WritingEvidence[] {
  const seen = new Set<string>();
  const picked = context.profile.analysis.tokens.filter((token) => {
    const rank = context.lexicon.rankOf(token.lemma);
    if (
      rank === undefined ||
      rank < 3000 ||
      seen.has(token.lemma) ||
      !['NOUN', 'VERB', 'ADJ', 'ADV'].includes(token.pos)
    )
      return false;
    seen.add(token.lemma);
    return true;
  });
  return picked.slice(0, 5).map((token) => ({
    start: token.start,
    end: token.end,
    text: token.text,
    kind: 'sophisticated-word',
    message: scorerMessage('goodWord'),
  }));
}

function estimateVocabulary(context: EstimateContext, max: number): TraitEstimate {
  const { profile, task } = context;
  const spelling = task === 'WRITING_SUMMARIZE_WRITTEN_TEXT' ? profile.spelling.evidence : [];
  const evidence = [...profile.vocabulary.evidence, ...sophisticatedWords(context), ...spelling];
  return { raw: max * context.fractions.vocabulary, evidence };
}

function estimateForm(context: EstimateContext): TraitEstimate {
  const { screening } = context;
  const counted = screening.totalWords - screening.excludedWords;
  const sentences = screening.analysis.sentences.length;
  const message =
    screening.excludedWords > 0
      ? scorerMessage('formPadding', { words: counted, sentences, padding: screening.excludedWords })
      : scorerMessage('form', { words: counted, sentences });
  const carried = screening.evidence.filter((item) => item.kind === 'form' || item.kind === 'truncated');
  const evidence: WritingEvidence[] = [...carried, { start: 0, end: 0, text: '', kind: 'form', message }];
  const second = screening.analysis.sentences[1];
  if (context.task === 'WRITING_SUMMARIZE_WRITTEN_TEXT' && second) {
    const text = screening.text.slice(second.start, second.end);
    evidence.push({
      start: second.start,
      end: second.end,
      text,
      kind: 'form',
      message: scorerMessage('oneSentence'),
    });
  }
  return { raw: screening.unscorable ? 0 : context.formPoints, evidence };
}

/** Estimates one trait (0..max, fractional) before the rubric's zero rules. */
export function estimateTrait(trait: WritingTraitName, max: number, context: EstimateContext): TraitEstimate {
  if (trait === 'form') return estimateForm(context);
  if (context.screening.unscorable) return { raw: 0, evidence: [...context.screening.evidence] };
  if (trait === 'content') return estimateContent(context, max);
  if (context.profile.words < MIN_OWN_WORDS) return { raw: 0, evidence: [] };
  switch (trait) {
    case 'grammar':
      return estimateGrammar(context, max);
    case 'spelling':
      return estimateSpelling(context, max);
    case 'vocabulary':
      return estimateVocabulary(context, max);
    case 'developmentStructureCoherence':
      return {
        raw: max * context.fractions.developmentStructureCoherence,
        evidence: context.profile.discourse.evidence,
      };
    case 'generalLinguisticRange':
      return { raw: max * context.fractions.generalLinguisticRange, evidence: [] };
  }
}
