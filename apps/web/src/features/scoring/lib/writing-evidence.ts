import { readEvidenceMessage, type AnswerResult, type EvidenceMessage } from '@prepwise/contracts';

/** How a marked span of a written answer is shown: each has its own underline style and label. */
export type MarkCategory = 'spelling' | 'grammar' | 'vocabulary' | 'copied';

const categories: Record<string, MarkCategory> = {
  spelling: 'spelling',
  grammar: 'grammar',
  'repeated-word': 'vocabulary',
  'repeated-text': 'copied',
  'copied-source': 'copied',
  'copied-prompt': 'copied',
  template: 'copied',
  'word-list': 'copied',
};

/**
 * Whole-text notes worth telling the learner (no span of their own). The length ('form') and the
 * truncation are told, translated, by the score's reasons instead.
 */
const wholeTextKinds = new Set(['off-topic', 'keyword-missing', 'not-english', 'word-list']);

/** A marked span of the learner's text with why it was marked and what to write instead. */
export interface WritingMark {
  start: number;
  end: number;
  text: string;
  category: MarkCategory;
  trait: string;
  /** The scorer's reason: a key with parameters, or English text in older results. */
  message: EvidenceMessage | null;
  suggestion: string | null;
}

/** A piece of the learner's text: plain, or a mark (index into the marks list). */
export type TextPiece = { text: string; mark: null } | { text: string; mark: number };

/** A key idea the text covers: the scorer's note and the learner's words that say it. */
export interface CoveredIdea {
  message: EvidenceMessage;
  quote: string;
}

export interface WritingFeedback {
  marks: WritingMark[];
  pieces: TextPiece[];
  notes: EvidenceMessage[];
  covered: CoveredIdea[];
}

function spanOf(record: Record<string, unknown>, length: number): { start: number; end: number } | null {
  const { start, end } = record;
  if (typeof start !== 'number' || typeof end !== 'number') return null;
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end <= start || end > length)
    return null;
  return { start, end };
}

/**
 * Reads the writing traits' evidence into marks over the learner's text (spelling, grammar,
 * vocabulary, copied or padding), in text order and never overlapping (the earlier, then longer,
 * span wins), the whole-text notes (form, off topic, missing key ideas) and the key ideas covered,
 * each with the words of the text that say it.
 */
export function readWritingFeedback(answer: AnswerResult): WritingFeedback {
  const text = answer.response.text ?? '';
  const candidates: WritingMark[] = [];
  const notes: EvidenceMessage[] = [];
  const covered: CoveredIdea[] = [];
  const noted = new Set<string>();
  for (const [trait, value] of Object.entries(answer.traits ?? {})) {
    for (const record of value.evidence) {
      const kind = typeof record.kind === 'string' ? record.kind : '';
      const message = readEvidenceMessage(record.message);
      const category = categories[kind];
      const span = spanOf(record, text.length);
      if (category && span) {
        candidates.push({
          ...span,
          text: text.slice(span.start, span.end),
          category,
          trait,
          message,
          suggestion: typeof record.suggestion === 'string' && record.suggestion ? record.suggestion : null,
        });
      } else if (kind === 'keyword-covered' && span && message !== null) {
        covered.push({ message, quote: text.slice(span.start, span.end) });
      } else if (wholeTextKinds.has(kind) && message !== null && !noted.has(JSON.stringify(message))) {
        noted.add(JSON.stringify(message));
        notes.push(message);
      }
    }
  }
  candidates.sort((left, right) => left.start - right.start || right.end - left.end);
  const marks: WritingMark[] = [];
  for (const candidate of candidates) {
    const previous = marks.at(-1);
    if (!previous || previous.end <= candidate.start) marks.push(candidate);
  }
  const pieces: TextPiece[] = [];
  let at = 0;
  marks.forEach((mark, index) => {
    if (mark.start > at) pieces.push({ text: text.slice(at, mark.start), mark: null });
    pieces.push({ text: mark.text, mark: index });
    at = mark.end;
  });
  if (at < text.length) pieces.push({ text: text.slice(at), mark: null });
  return { marks, pieces, notes, covered };
}
