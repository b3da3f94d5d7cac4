import type { AnswerResult } from '@prepwise/contracts';

/** One marked part of an answer (a choice, option, blank, pair, word or sub-question). */
export interface EvidenceItem {
  kind: string;
  position: number;
  expected: string | null;
  given: string | null;
  correct: boolean;
  points: number;
}

function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** Reads the server's loosely typed evidence records into EvidenceItems (unknown shapes are skipped). */
export function readEvidence(result: Pick<AnswerResult, 'evidence'>): EvidenceItem[] {
  return result.evidence.flatMap((record) => {
    if (typeof record.kind !== 'string') return [];
    return [
      {
        kind: record.kind,
        position: typeof record.position === 'number' ? record.position : 0,
        expected: asText(record.expected),
        given: asText(record.given),
        correct: record.correct === true,
        points: typeof record.points === 'number' ? record.points : 0,
      },
    ];
  });
}

/** The letters that are right answers of a choice question, from the evidence or the answer key. */
export function correctLetters(result: AnswerResult): Set<string> {
  const letters = new Set<string>();
  for (const item of readEvidence(result)) {
    if (
      (item.kind === 'choice' || item.kind === 'option') &&
      item.expected &&
      /^[A-J]$/.test(item.expected)
    ) {
      letters.add(item.expected);
    }
  }
  if (
    letters.size === 0 &&
    result.expectAnswer &&
    /^[A-J](\s*[,/ ]\s*[A-J])*$/.test(result.expectAnswer.trim())
  ) {
    for (const letter of result.expectAnswer.match(/[A-J]/g) ?? []) letters.add(letter);
  }
  return letters;
}

/** How a mark reads: full marks, some, none, still waiting for AI scoring, or AI scoring failed. */
export type MarkTone = 'correct' | 'partial' | 'incorrect' | 'waiting' | 'failed';

/** The mark's tone of an answer result. */
export function markTone(result: AnswerResult): MarkTone {
  if (result.status === 'SCORING_FAILED') return 'failed';
  if (result.status === 'WAITING_AI' || result.status === 'SCORING') return 'waiting';
  if (result.score === null || result.max === null) return 'waiting';
  if (result.max > 0 && result.score >= result.max) return 'correct';
  return result.score > 0 ? 'partial' : 'incorrect';
}

/**
 * The answer key as learners read it: letter keys ("A", "B, D") get their option texts
 * ("A. don't"); any other key is returned as it is.
 */
export function describeExpected(expectAnswer: string, options: { letter: string; text: string }[]): string {
  const trimmed = expectAnswer.trim();
  if (!/^[A-J](\s*[,/ ]\s*[A-J])*$/.test(trimmed)) return expectAnswer;
  const texts = new Map(options.map((option) => [option.letter, option.text]));
  return (trimmed.match(/[A-J]/g) ?? [])
    .map((letter) => (texts.has(letter) ? `${letter}. ${texts.get(letter) ?? ''}` : letter))
    .join('; ');
}
