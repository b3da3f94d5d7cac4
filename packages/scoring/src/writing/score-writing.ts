import { extractFeatures } from './features.js';
import { profileLanguage } from './language-profile.js';
import { defaultLexicon } from './lexicon.js';
import type { Lexicon } from './lexicon.js';
import { blankSpans } from './overlap.js';
import { deriveKeyTerms, measureRelevance } from './relevance.js';
import type { RelevanceReport } from './relevance.js';
import { roundTrait, scoreForm, WRITING_RUBRIC } from './rubric.js';
import { recountExcluded, screenResponse } from './screening.js';
import type { Screening } from './screening.js';
import { estimateTrait } from './trait-estimates.js';
import { explainLowWritingTraits } from './trait-reasons.js';
import type { EstimateContext } from './trait-estimates.js';
import { defaultWeights, predictFractions } from './trait-model.js';
import type {
  WritingTraitResult,
  WritingFlag,
  WritingInput,
  WritingResult,
  WritingTaskType,
  WritingTraitName,
} from './types.js';
import type { WeightsFile } from './weights-schema.js';

/** Overrides for calibration and tests: a refitted model or lexicon. */
export interface ScoringModel {
  weights: WeightsFile;
  lexicon: Lexicon;
}

const FLAG_ORDER: WritingFlag[] = [
  'EMPTY_RESPONSE',
  'INPUT_TRUNCATED',
  'NOT_ENGLISH',
  'WORD_LIST',
  'REPEATED_TEXT',
  'OFF_TOPIC',
  'COPIED_PROMPT',
  'COPIED_SOURCE',
  'TEMPLATE_PADDING',
  'FORM_ZERO',
  'CONTENT_ZERO',
];

function measureTopic(
  screening: Screening,
  input: WritingInput,
  lexicon: Lexicon,
): RelevanceReport | undefined {
  const reference = [input.source ?? '', input.prompt ?? ''].join('\n\n');
  const hasKeywords = (input.keywords ?? []).some((keyword) => keyword.trim().length > 0);
  if (screening.unscorable || (reference.trim().length === 0 && !hasKeywords)) return undefined;
  const keyTerms = deriveKeyTerms(reference, input.keywords, lexicon);
  const relevance = measureRelevance(screening.analysis, keyTerms, reference, lexicon);
  if (relevance.offTopicParagraphs.length > 0 || (relevance.covered === 0 && keyTerms.length > 0)) {
    screening.flags.add('OFF_TOPIC');
  }
  if (relevance.covered === 0) relevance.offTopicParagraphs = [];
  screening.excluded.push(...relevance.offTopicParagraphs, ...relevance.weakParagraphs);
  recountExcluded(screening);
  return relevance;
}

function buildContext(task: WritingTaskType, input: WritingInput, model: ScoringModel): EstimateContext {
  const rubric = WRITING_RUBRIC[task];
  const screening = screenResponse(input);
  const relevance = measureTopic(screening, input, model.lexicon);
  const ownText = screening.unscorable
    ? ''
    : blankSpans(screening.text, [...screening.excluded, ...screening.unanalysed]);
  const profile = profileLanguage(ownText, { lexicon: model.lexicon });
  const fractions = predictFractions(
    model.weights,
    extractFeatures(profile, rubric.expectedWords, model.lexicon),
  );
  const formPoints = scoreForm(
    rubric,
    screening.totalWords - screening.excludedWords,
    screening.analysis.sentences.length,
  );
  return { task, screening, profile, fractions, relevance, formPoints, lexicon: model.lexicon };
}

/**
 * Scores a writing response against the pte-2021 rubric. Each trait reports `raw` (its own
 * estimate, 0..max) and `score` (the awarded integer after the rubric's zero rules), with evidence
 * spans into the response. Deterministic and free of I/O; never throws for any string input.
 */
export function scoreWriting(
  task: WritingTaskType,
  input: WritingInput,
  model: ScoringModel = { weights: defaultWeights, lexicon: defaultLexicon },
): WritingResult {
  const rubric = WRITING_RUBRIC[task];
  const context = buildContext(task, input, model);
  const traits: Partial<Record<WritingTraitName, WritingTraitResult>> = {};
  for (const [name, max] of rubric.traits) {
    const estimate = estimateTrait(name, max, context);
    const raw = Math.round(Math.min(max, Math.max(0, estimate.raw)) * 100) / 100;
    traits[name] = { score: roundTrait(raw, max), max, raw, evidence: estimate.evidence };
  }
  const flags = context.screening.flags;
  const zeroed = rubric.zeroIf.filter((name) => traits[name]?.score === 0);
  if (zeroed.includes('form')) flags.add('FORM_ZERO');
  if (zeroed.includes('content')) flags.add('CONTENT_ZERO');
  if (zeroed.length > 0) for (const trait of Object.values(traits)) trait.score = 0;
  else if (!context.screening.unscorable)
    explainLowWritingTraits(traits, {
      words: context.screening.totalWords - context.screening.excludedWords,
      sentences: context.screening.analysis.sentences.length,
      paragraphs: context.screening.analysis.paragraphs.length,
    });
  const results = Object.values(traits);
  return {
    type: task,
    traits,
    score: results.reduce((sum, trait) => sum + trait.score, 0),
    max: results.reduce((sum, trait) => sum + trait.max, 0),
    flags: FLAG_ORDER.filter((flag) => flags.has(flag)),
  };
}
