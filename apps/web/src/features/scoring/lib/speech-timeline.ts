import type { AnswerResult } from '@prepwise/contracts';

/** A pause at least this long is shown as a gap (the scorer's long pause, fluency.ts). */
export const longPauseSeconds = 1;
/** Below this goodness-of-pronunciation quality a word that was said is shown as weak. */
export const weakQuality = 0.5;

export type WordQuality = 'good' | 'weak' | 'mispronounced' | 'skipped' | 'inserted';

export type TimelineEntry =
  | {
      kind: 'word';
      word: string;
      start: number;
      end: number;
      quality: WordQuality;
      expectedPhones: string[] | null;
    }
  | { kind: 'pause'; start: number; end: number };

function qualityOf(status: string, quality: number): WordQuality {
  if (status === 'skipped') return 'skipped';
  if (status === 'mispronounced') return 'mispronounced';
  if (status === 'inserted') return 'inserted';
  return quality < weakQuality ? 'weak' : 'good';
}

/** The expected phones the pronunciation evidence gives for a mispronounced word, by word and start. */
function expectedPhonesOf(answer: AnswerResult, word: string, start: number): string[] | null {
  for (const value of Object.values(answer.traits ?? {})) {
    for (const record of value.evidence) {
      if (record.kind !== 'mispronounced-word' || record.word !== word) continue;
      if (typeof record.start === 'number' && Math.abs(record.start - start) > 0.05) continue;
      const phones = record.expectedPhones;
      if (Array.isArray(phones)) return phones.filter((phone): phone is string => typeof phone === 'string');
    }
  }
  return null;
}

/** The words heard, each with its quality, and the long pauses between them, in time order. */
export function readTimeline(answer: AnswerResult): TimelineEntry[] {
  if (!answer.speech) return [];
  const words: TimelineEntry[] = answer.speech.words.map((word) => {
    const quality = qualityOf(word.status, word.quality);
    return {
      kind: 'word',
      word: word.word,
      start: word.start,
      end: word.end,
      quality,
      expectedPhones: quality === 'mispronounced' ? expectedPhonesOf(answer, word.word, word.start) : null,
    };
  });
  const pauses: TimelineEntry[] = answer.speech.pauses
    .filter((pause) => pause.end - pause.start >= longPauseSeconds)
    .map((pause) => ({ kind: 'pause', start: pause.start, end: pause.end }));
  return [...words, ...pauses].sort((left, right) => left.start - right.start);
}
