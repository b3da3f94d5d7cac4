import { scorerMessage, type ScorerMessageKey } from '@prepwise/contracts';
import type { TextAnalysis, Token } from './text-analysis.js';
import type { WritingEvidence } from './types.js';
import { contentTokens } from './vocabulary.js';

/** Discourse measures behind development, structure and coherence. */
export interface DiscourseReport {
  paragraphs: number;
  /** Linking words and phrases per sentence. */
  connectivesPerSentence: number;
  /** Distinct connectives used. */
  distinctConnectives: number;
  /** Distinct functions covered (addition, contrast, cause, example, sequence, conclusion). */
  connectiveFunctions: number;
  /** Mean content-lemma overlap between adjacent sentences (local cohesion). */
  adjacentOverlap: number;
  /** Share of multi-sentence paragraphs whose first sentence shares content words with the rest. */
  topicSentenceShare: number;
  hasConclusion: boolean;
  evidence: WritingEvidence[];
}

/** Connectives by discourse function; multi-word items are matched as phrases. */
const CONNECTIVES: Record<string, string[]> = {
  addition: ['in addition', 'furthermore', 'moreover', 'additionally', 'also', 'besides', 'what is more'],
  contrast: [
    'however',
    'although',
    'on the other hand',
    'whereas',
    'nevertheless',
    'in contrast',
    'but',
    'yet',
    'despite',
    'even though',
    'while',
  ],
  cause: [
    'because',
    'therefore',
    'as a result',
    'consequently',
    'thus',
    'hence',
    'due to',
    'so that',
    'since',
  ],
  example: ['for example', 'for instance', 'such as', 'in particular', 'to illustrate'],
  sequence: [
    'first',
    'firstly',
    'second',
    'secondly',
    'third',
    'thirdly',
    'finally',
    'lastly',
    'first of all',
    'then',
    'next',
  ],
  conclusion: [
    'in conclusion',
    'to sum up',
    'to conclude',
    'in summary',
    'overall',
    'all in all',
    'in short',
  ],
};
const CONNECTIVE_PATTERN = new RegExp(
  `\\b(${Object.values(CONNECTIVES)
    .flat()
    .sort((left, right) => right.length - left.length)
    .join('|')
    .replace(/ /g, '\\s+')})\\b`,
  'gi',
);
/** The message of a linking word by its purpose. */
const linkMessages: Readonly<Record<string, ScorerMessageKey>> = {
  addition: 'linkAddition',
  contrast: 'linkContrast',
  cause: 'linkCause',
  example: 'linkExample',
  sequence: 'linkSequence',
  conclusion: 'linkConclusion',
};
const FUNCTION_OF = new Map(
  Object.entries(CONNECTIVES).flatMap(([purpose, items]) => items.map((item) => [item, purpose] as const)),
);

function findConnectives(text: string): WritingEvidence[] {
  const evidence: WritingEvidence[] = [];
  for (const match of text.matchAll(CONNECTIVE_PATTERN)) {
    const phrase = match[0].toLowerCase().replace(/\s+/g, ' ');
    evidence.push({
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
      kind: 'connective',
      message: scorerMessage(linkMessages[FUNCTION_OF.get(phrase) ?? 'addition'] ?? 'linkAddition'),
    });
  }
  return evidence;
}

function overlap(left: Set<string>, right: Set<string>): number {
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const item of left) if (right.has(item)) shared += 1;
  return shared / Math.min(left.size, right.size);
}

function lemmasBySentence(analysis: TextAnalysis): Array<Set<string>> {
  const sets = analysis.sentences.map(() => new Set<string>());
  const content: Token[] = contentTokens(analysis);
  for (const token of content) sets[token.sentence]?.add(token.lemma);
  return sets;
}

function measureTopicSentences(analysis: TextAnalysis, lemmas: Array<Set<string>>): number {
  const candidates = analysis.paragraphs.filter(
    (paragraph) => paragraph.lastSentence - paragraph.firstSentence >= 2,
  );
  if (candidates.length === 0) return 0;
  const linked = candidates.filter((paragraph) => {
    const rest = new Set<string>();
    for (let index = paragraph.firstSentence + 1; index < paragraph.lastSentence; index += 1) {
      for (const lemma of lemmas[index] ?? []) rest.add(lemma);
    }
    return overlap(lemmas[paragraph.firstSentence] ?? new Set(), rest) > 0;
  });
  return linked.length / candidates.length;
}

/** Measures paragraphing, linking words, topic sentences and sentence-to-sentence cohesion. */
export function measureDiscourse(analysis: TextAnalysis): DiscourseReport {
  const evidence = findConnectives(analysis.text);
  const lemmas = lemmasBySentence(analysis);
  const overlaps = lemmas.slice(1).map((set, index) => overlap(lemmas[index] ?? new Set(), set));
  const sentences = Math.max(1, analysis.sentences.length);
  const phrases = new Set(evidence.map((item) => item.text.toLowerCase().replace(/\s+/g, ' ')));
  const lastParagraph = analysis.paragraphs[analysis.paragraphs.length - 1];
  return {
    paragraphs: analysis.paragraphs.length,
    connectivesPerSentence: evidence.length / sentences,
    distinctConnectives: phrases.size,
    connectiveFunctions: new Set([...phrases].map((phrase) => FUNCTION_OF.get(phrase))).size,
    adjacentOverlap:
      overlaps.length === 0 ? 0 : overlaps.reduce((sum, value) => sum + value, 0) / overlaps.length,
    topicSentenceShare: measureTopicSentences(analysis, lemmas),
    hasConclusion: evidence.some(
      (item) =>
        FUNCTION_OF.get(item.text.toLowerCase().replace(/\s+/g, ' ')) === 'conclusion' &&
        item.start >= (lastParagraph?.start ?? 0),
    ),
    evidence,
  };
}
