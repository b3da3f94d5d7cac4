import { scorerMessage } from '@prepwise/contracts';
import { DEGREE_WORDS, findIdea, stemOf, type IdeaWord } from './key-idea-matching.js';
import type { Lexicon } from './lexicon.js';
import { analyseText, findWordLimit } from './text-analysis.js';
import type { TextAnalysis, Token } from './text-analysis.js';
import type { WritingEvidence } from './types.js';
import { contentTokens } from './vocabulary.js';

/** A key idea of the task: its label and its words, each of which must be said to count it covered. */
export interface KeyTerm {
  label: string;
  stems: string[];
  words: IdeaWord[];
}

/** How well the response covers the task's key terms, and which paragraphs stray from the topic. */
export interface RelevanceReport {
  keyTerms: KeyTerm[];
  covered: number;
  coverage: number;
  offTopicParagraphs: Array<{ start: number; end: number }>;
  /**
   * Paragraphs that share almost nothing with the task and the rest of the response but at least
   * one topic word with the task: not flagged, but left out of the word count and the analysis so
   * that they cannot add length or vocabulary.
   */
  weakParagraphs: Array<{ start: number; end: number }>;
  evidence: WritingEvidence[];
}

const INSTRUCTION_WORDS = new Set(
  'discuss essay opinion agree disagree extent view write word words example examples reason reasons support answer question statement argument think believe give include own experience knowledge observation provide people make do thing way'.split(
    ' ',
  ),
);
const COMMON_RANK = 150;
const REFERENCE_WORD_LIMIT = 1000;

export { stemOf };

function rankTerms(tokens: Token[], lexicon: Lexicon, limit: number): KeyTerm[] {
  const scores = new Map<string, number>();
  const labels = new Map<string, string>();
  for (const token of tokens) {
    const rank = lexicon.rankOf(token.lemma) ?? lexicon.size + 1;
    if (rank <= COMMON_RANK || INSTRUCTION_WORDS.has(token.lemma) || token.lemma.length < 3) continue;
    const stem = stemOf(token.lemma);
    scores.set(stem, (scores.get(stem) ?? 0) + 1 + Math.log10(rank) / 4);
    if (!labels.has(stem)) labels.set(stem, token.lemma);
  }
  return [...scores.entries()]
    .sort((left, right) => right[1] - left[1] || (left[0] < right[0] ? -1 : 1))
    .slice(0, limit)
    .map(([stem]) => {
      const label = labels.get(stem) ?? stem;
      return { label, stems: [stem], words: [{ lemma: label, stem }] };
    });
}

/** Key terms: the author's keywords when given, else the most informative words of the source and prompt. */
export function deriveKeyTerms(
  reference: string,
  keywords: readonly string[] | undefined,
  lexicon: Lexicon,
): KeyTerm[] {
  const given = (keywords ?? []).map((keyword) => keyword.trim()).filter((keyword) => keyword.length > 0);
  if (given.length > 0) {
    return given.map((keyword) => {
      const stems = keyword.split(/\s+/).map(stemOf);
      const said = contentTokens(analyseText(keyword))
        .map((token) => token.lemma)
        .filter((lemma) => !DEGREE_WORDS.has(lemma));
      const words = (said.length > 0 ? said : stems).map((lemma) => ({ lemma, stem: stemOf(lemma) }));
      return { label: keyword, stems, words };
    });
  }
  const capped = reference.slice(0, findWordLimit(reference, REFERENCE_WORD_LIMIT));
  const tokens = contentTokens(analyseText(capped));
  const types = new Set(tokens.map((token) => token.lemma)).size;
  return rankTerms(tokens, lexicon, Math.min(12, Math.max(5, Math.round(types * 0.15))));
}

function stemsOf(tokens: Token[]): Set<string> {
  return new Set(tokens.map((token) => stemOf(token.lemma)));
}

/** A paragraph needs this many topic words before its relevance is judged. */
const MIN_PARAGRAPH_TOPIC_WORDS = 6;
/** Off-topic: no topic stem shared with the task and less than this share with the rest of the response. */
const REST_SHARE = 0.15;
/** Weakly related: at most this share of the paragraph's topic stems appear in the task... */
const WEAK_REFERENCE_SHARE = 0.1;
/** ...and less than this share anywhere else in the response. */
const WEAK_REST_SHARE = 0.1;

/** How a paragraph's topic stems (content words beyond the most common lemmas) relate to the task and the rest. */
interface ParagraphRelevance {
  span: { start: number; end: number };
  topicWords: number;
  sharedWithReference: number;
  referenceShare: number;
  restShare: number;
}

function topicTokens(analysis: TextAnalysis, lexicon: Lexicon): Token[] {
  return contentTokens(analysis).filter((token) => (lexicon.rankOf(token.lemma) ?? Infinity) > COMMON_RANK);
}

/**
 * Relevance of each paragraph, measured on topic words (content words beyond the 150 most common
 * lemmas, which any text uses): the share of the paragraph's stems found in the task material and
 * the share found in the other paragraphs of the response.
 */
export function measureParagraphs(
  analysis: TextAnalysis,
  referenceStems: Set<string>,
  lexicon: Lexicon,
): ParagraphRelevance[] {
  if (analysis.paragraphs.length < 2) return [];
  const tokens = topicTokens(analysis, lexicon);
  return analysis.paragraphs.map((paragraph) => {
    const inside = tokens.filter((token) => token.start >= paragraph.start && token.end <= paragraph.end);
    const outside = stemsOf(
      tokens.filter((token) => token.end <= paragraph.start || token.start >= paragraph.end),
    );
    const stems = [...stemsOf(inside)];
    const sharedWithReference = stems.filter((stem) => referenceStems.has(stem)).length;
    return {
      span: { start: paragraph.start, end: paragraph.end },
      topicWords: inside.length,
      sharedWithReference,
      referenceShare: sharedWithReference / Math.max(1, stems.length),
      restShare: stems.filter((stem) => outside.has(stem)).length / Math.max(1, stems.length),
    };
  });
}

function coverageEvidence(
  keyTerms: KeyTerm[],
  tokens: Token[],
  analysis: TextAnalysis,
  lexicon: Lexicon,
): { covered: number; evidence: WritingEvidence[] } {
  const evidence: WritingEvidence[] = [];
  let covered = 0;
  for (const term of keyTerms) {
    const found = findIdea(term.words, analysis, tokens, lexicon);
    if (found) {
      covered += 1;
      const message =
        found.otherWords.length > 0
          ? scorerMessage('keyIdeaCoveredInOtherWords', {
              idea: term.label,
              words: found.otherWords.join(', '),
            })
          : scorerMessage('keyIdeaCovered', { idea: term.label });
      evidence.push({
        start: found.start,
        end: found.end,
        text: analysis.text.slice(found.start, found.end),
        kind: 'keyword-covered',
        message,
      });
    } else {
      evidence.push({
        start: 0,
        end: 0,
        text: '',
        kind: 'keyword-missing',
        message: scorerMessage('keyIdeaMissing', { idea: term.label }),
      });
    }
  }
  return { covered, evidence };
}

type Span = { start: number; end: number };

/** A paragraph saying this many key ideas, or one idea of several words, is on topic. */
const RESCUING_IDEAS = 2;

/** Whether the tokens (one paragraph) say two key ideas, or one of several words, in any words. */
function saysIdeas(keyTerms: KeyTerm[], tokens: Token[], analysis: TextAnalysis, lexicon: Lexicon): boolean {
  let said = 0;
  for (const term of keyTerms) {
    if (!findIdea(term.words, analysis, tokens, lexicon)) continue;
    said += term.words.length > 1 ? RESCUING_IDEAS : 1;
    if (said >= RESCUING_IDEAS) return true;
  }
  return false;
}

const inside = (outer: Span, inner: Span): boolean => outer.start <= inner.start && inner.end <= outer.end;

/**
 * Measures coverage of the key terms and finds paragraphs unrelated to both the task material and
 * the rest of the response. A paragraph that says two key ideas, or one of several words, in any
 * words ("repay their loans" for "student debt") is on topic; an idea said only inside an
 * off-topic or weakly related paragraph is not covered. Missing key terms are zero-width evidence at offset 0.
 */
export function measureRelevance(
  analysis: TextAnalysis,
  keyTerms: KeyTerm[],
  reference: string,
  lexicon: Lexicon,
): RelevanceReport {
  const tokens = analysis.tokens.filter((token) => token.isWord);
  const referenceStems = new Set([
    ...stemsOf(contentTokens(analyseText(reference.slice(0, 20000)))),
    ...keyTerms.flatMap((term) => [...term.stems, ...term.words.map((word) => word.stem)]),
  ]);
  const candidates =
    reference.trim().length > 0 || keyTerms.length > 0
      ? measureParagraphs(analysis, referenceStems, lexicon).filter(
          (item) => item.topicWords >= MIN_PARAGRAPH_TOPIC_WORDS && item.restShare < REST_SHARE,
        )
      : [];
  const paragraphs = candidates.filter(
    (item) =>
      !saysIdeas(
        keyTerms,
        tokens.filter((token) => inside(item.span, token)),
        analysis,
        lexicon,
      ),
  );
  const offTopicParagraphs = paragraphs
    .filter((item) => item.sharedWithReference === 0)
    .map((item) => item.span);
  const weakParagraphs = paragraphs
    .filter(
      (item) =>
        item.sharedWithReference > 0 &&
        item.referenceShare <= WEAK_REFERENCE_SHARE &&
        item.restShare < WEAK_REST_SHARE,
    )
    .map((item) => item.span);
  const setAside = [...offTopicParagraphs, ...weakParagraphs];
  const onTopic = tokens.filter((token) => !setAside.some((span) => inside(span, token)));
  const { covered, evidence } = coverageEvidence(keyTerms, onTopic, analysis, lexicon);
  for (const paragraph of offTopicParagraphs) {
    const text = analysis.text.slice(paragraph.start, paragraph.end);
    evidence.push({
      ...paragraph,
      text,
      kind: 'off-topic',
      message: scorerMessage('paragraphOffTopic'),
    });
  }
  return {
    keyTerms,
    covered,
    coverage: keyTerms.length === 0 ? 1 : covered / keyTerms.length,
    offTopicParagraphs,
    weakParagraphs,
    evidence,
  };
}
