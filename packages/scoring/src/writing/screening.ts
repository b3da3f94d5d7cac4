import { scorerMessage, type ScorerMessage } from '@prepwise/contracts';
import { PROCESSING_WORD_LIMIT } from './features.js';
import { findTemplateSentences, isNotEnglish, isWordList } from './gaming.js';
import { countRunWords, findRepeatedRuns, findSharedRuns, splitWords } from './overlap.js';
import type { WordRun, WordSpan } from './overlap.js';
import { analyseText, countWords, findWordLimit } from './text-analysis.js';
import type { TextAnalysis } from './text-analysis.js';
import type { WritingEvidence, WritingEvidenceKind, WritingFlag, WritingInput } from './types.js';

/** A character span [start, end) of the response. */
export interface Span {
  start: number;
  end: number;
}

/** The response after the gaming checks: what to analyse, what to leave out, and why. */
export interface Screening {
  /** The response cut to the processing limit (offsets equal the response's). */
  text: string;
  analysis: TextAnalysis;
  words: WordSpan[];
  totalWords: number;
  flags: Set<WritingFlag>;
  evidence: WritingEvidence[];
  /** Padding left out of the word count and of the language analysis. */
  excluded: Span[];
  excludedWords: number;
  /** Counted in the word count but left out of the language analysis (memorised template sentences). */
  unanalysed: Span[];
  /** Share of the response's words inside long runs copied from the source. */
  copiedSourceShare: number;
  /** Empty, not English or a word list: nothing to score. */
  unscorable: boolean;
}

const REPEAT_RUN_WORDS = 8;
const PROMPT_RUN_WORDS = 6;
const SOURCE_RUN_WORDS = 8;
const TEMPLATE_SHARE_LIMIT = 0.35;

function spanEvidence(
  text: string,
  span: Span,
  kind: WritingEvidenceKind,
  message: ScorerMessage,
): WritingEvidence {
  return { start: span.start, end: span.end, text: text.slice(span.start, span.end), kind, message };
}

function screenShape(screening: Screening): void {
  const { text, words, flags, evidence } = screening;
  const whole = { start: 0, end: text.length };
  if (isNotEnglish(text, words)) {
    flags.add('NOT_ENGLISH');
    evidence.push(spanEvidence(text, whole, 'not-english', scorerMessage('notEnglish')));
  } else if (isWordList(words)) {
    flags.add('WORD_LIST');
    evidence.push(spanEvidence(text, whole, 'word-list', scorerMessage('wordListNothing')));
  }
  screening.unscorable = flags.has('NOT_ENGLISH') || flags.has('WORD_LIST');
}

/** Sentences that are bare lists of words inside otherwise normal prose are left out. */
function screenListSentences(screening: Screening): void {
  for (const sentence of screening.analysis.sentences) {
    const words = screening.words.filter((word) => word.start >= sentence.start && word.end <= sentence.end);
    if (!isWordList(words)) continue;
    screening.flags.add('WORD_LIST');
    screening.excluded.push(sentence);
    screening.evidence.push(spanEvidence(screening.text, sentence, 'word-list', scorerMessage('wordList')));
  }
}

function exclude(
  screening: Screening,
  runs: WordRun[],
  kind: WritingEvidenceKind,
  message: ScorerMessage,
): void {
  for (const run of runs) {
    screening.excluded.push(run);
    screening.evidence.push(spanEvidence(screening.text, run, kind, message));
  }
}

function screenCopies(screening: Screening, input: WritingInput): void {
  const repeated = findRepeatedRuns(screening.words, REPEAT_RUN_WORDS);
  if (repeated.length > 0) screening.flags.add('REPEATED_TEXT');
  exclude(screening, repeated, 'repeated-text', scorerMessage('repeatsText'));
  const prompt = splitWords(input.prompt ?? '');
  const fromPrompt = findSharedRuns(screening.words, prompt, PROMPT_RUN_WORDS).filter(
    (run) => !isExcluded(screening, run),
  );
  if (countRunWords(fromPrompt) >= 10) screening.flags.add('COPIED_PROMPT');
  exclude(screening, fromPrompt, 'copied-prompt', scorerMessage('copiedPrompt'));
  const source = splitWords(input.source ?? '');
  const fromSource = findSharedRuns(screening.words, source, SOURCE_RUN_WORDS).filter(
    (run) => !isExcluded(screening, run),
  );
  screening.copiedSourceShare = countRunWords(fromSource) / Math.max(1, screening.words.length);
  if (screening.copiedSourceShare >= 0.5) {
    screening.flags.add('COPIED_SOURCE');
    exclude(screening, fromSource, 'copied-source', scorerMessage('copiedSource'));
  } else {
    for (const run of fromSource) {
      screening.evidence.push(
        spanEvidence(screening.text, run, 'copied-source', scorerMessage('copiedSourcePart')),
      );
    }
  }
}

function isExcluded(screening: Screening, span: Span): boolean {
  return screening.excluded.some((item) => item.start <= span.start && item.end >= span.end);
}

function screenTemplates(screening: Screening): void {
  const sentences = findTemplateSentences(screening.text, screening.analysis.sentences).filter(
    (sentence) => !isExcluded(screening, sentence),
  );
  const templateWords = sentences.reduce(
    (sum, sentence) => sum + countWords(screening.text.slice(sentence.start, sentence.end)),
    0,
  );
  const padded = templateWords / Math.max(1, screening.words.length) > TEMPLATE_SHARE_LIMIT;
  if (padded) screening.flags.add('TEMPLATE_PADDING');
  for (const sentence of sentences) {
    const message = scorerMessage(padded ? 'templateNotCounted' : 'templatePhrase');
    screening.evidence.push(spanEvidence(screening.text, sentence, 'template', message));
    // A memorised formula shows nothing of the writer's own language: never analysed, and left
    // out of the word count too when templates pad the response.
    screening.unanalysed.push(sentence);
    if (padded) screening.excluded.push(sentence);
  }
}

function emptyScreening(text: string, totalWords: number): Screening {
  return {
    text,
    analysis: analyseText(text),
    words: splitWords(text),
    totalWords,
    flags: new Set(),
    evidence: [],
    excluded: [],
    excludedWords: 0,
    unanalysed: [],
    copiedSourceShare: 0,
    unscorable: false,
  };
}

/**
 * Runs the gaming checks: empty input, enormous input (only the first PROCESSING_WORD_LIMIT words are
 * analysed), non-English text, word lists, repeated text, pasted prompt or source, template padding.
 */
export function screenResponse(input: WritingInput): Screening {
  const totalWords = countWords(input.response);
  const cut = findWordLimit(input.response, PROCESSING_WORD_LIMIT);
  const screening = emptyScreening(input.response.slice(0, cut), totalWords);
  if (totalWords === 0) {
    screening.flags.add('EMPTY_RESPONSE');
    screening.unscorable = true;
    screening.evidence.push({
      start: 0,
      end: 0,
      text: '',
      kind: 'form',
      message: scorerMessage('noResponse'),
    });
    return screening;
  }
  if (totalWords > PROCESSING_WORD_LIMIT) {
    screening.flags.add('INPUT_TRUNCATED');
    const message = scorerMessage('truncated', { limit: PROCESSING_WORD_LIMIT, total: totalWords });
    screening.evidence.push({ start: cut, end: cut, text: '', kind: 'truncated', message });
  }
  screenShape(screening);
  if (screening.unscorable) return screening;
  screenListSentences(screening);
  screenCopies(screening, input);
  screenTemplates(screening);
  recountExcluded(screening);
  return screening;
}

/** Recounts the words inside excluded spans (spans may overlap, words count once). */
export function recountExcluded(screening: Screening): void {
  screening.excludedWords = screening.words.filter((word) =>
    screening.excluded.some((span) => span.start <= word.start && word.end <= span.end),
  ).length;
}
