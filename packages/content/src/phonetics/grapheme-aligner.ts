import { stripStress } from './arpabet.js';
import { correspondencesAt, longestGrapheme } from './grapheme-table.js';

/** A run of letters and the phones (with stress digits) they spell. */
export interface AlignedSegment {
  letters: string;
  start: number;
  phones: string[];
  /** True when no table correspondence fitted and a costly guess was used instead. */
  isGuess: boolean;
}

/** The cheapest segmentation of a word's letters against its phones. */
export interface GraphemeAlignment {
  segments: AlignedSegment[];
  cost: number;
  /** True when every segment came from the correspondence table (no guesses). */
  isExact: boolean;
}

/**
 * Cost of a letter/phone pairing the table does not know. Far above any path of table
 * correspondences (a word never needs 1000 of them), so a cost >= guessCost means "guessed".
 */
export const guessCost = 1000;

/** Where a step of the alignment may go: letters and phones consumed, and at what cost. */
export interface Move {
  letters: number;
  phones: number;
  cost: number;
  isGuess: boolean;
}

/** A position in the alignment grid: letters and phones consumed so far. */
export interface GridPoint {
  letter: number;
  phone: number;
}

interface Step {
  cost: number;
  from: GridPoint | null;
  isGuess: boolean;
}

function crossesBoundary(start: number, end: number, boundaries: readonly number[]): boolean {
  return boundaries.some((boundary) => boundary > start && boundary < end);
}

/**
 * Every move out of a grid point that stays within `letterLimit`: table correspondences, then
 * the costly guesses (a letter for a phone, a silent letter, a phone without a letter).
 */
export function movesFrom(
  word: string,
  phones: readonly string[],
  at: GridPoint,
  boundaries: readonly number[] = [],
  letterLimit: number = word.length,
): Move[] {
  const moves: Move[] = [];
  for (let length = Math.min(longestGrapheme, letterLimit - at.letter); length >= 1; length -= 1) {
    if (crossesBoundary(at.letter, at.letter + length, boundaries)) continue;
    for (const option of correspondencesAt(word, at.letter, at.letter + length)) {
      const fits = option.phones.every((expected, k) => stripStress(phones[at.phone + k] ?? '') === expected);
      if (fits)
        moves.push({ letters: length, phones: option.phones.length, cost: option.cost, isGuess: false });
    }
  }
  const hasLetter = at.letter < letterLimit;
  const hasPhone = at.phone < phones.length;
  if (hasLetter && hasPhone) moves.push({ letters: 1, phones: 1, cost: guessCost, isGuess: true });
  if (hasLetter) moves.push({ letters: 1, phones: 0, cost: guessCost, isGuess: true });
  if (hasPhone) moves.push({ letters: 0, phones: 1, cost: guessCost, isGuess: true });
  return moves;
}

/**
 * Forward dynamic programming from `from`: the cheapest way to reach every grid point with
 * letter <= letterLimit, never straddling a boundary. Undefined where unreachable.
 */
export function fillForward(
  word: string,
  phones: readonly string[],
  options: { boundaries?: readonly number[]; from?: GridPoint; letterLimit?: number } = {},
): (Step | undefined)[][] {
  const { boundaries = [], from = { letter: 0, phone: 0 }, letterLimit = word.length } = options;
  const steps: (Step | undefined)[][] = Array.from({ length: word.length + 1 }, () =>
    Array.from({ length: phones.length + 1 }, (): Step | undefined => undefined),
  );
  const startRow = steps[from.letter];
  if (startRow) startRow[from.phone] = { cost: 0, from: null, isGuess: false };
  for (let letter = from.letter; letter <= letterLimit; letter += 1) {
    for (let phone = from.phone; phone <= phones.length; phone += 1) {
      const here = steps[letter]?.[phone];
      if (here === undefined) continue;
      for (const move of movesFrom(word, phones, { letter, phone }, boundaries, letterLimit)) {
        const row = steps[letter + move.letters];
        const there = row?.[phone + move.phones];
        const cost = here.cost + move.cost;
        if (row && (there === undefined || cost < there.cost)) {
          row[phone + move.phones] = { cost, from: { letter, phone }, isGuess: move.isGuess };
        }
      }
    }
  }
  return steps;
}

function traceBack(word: string, phones: readonly string[], steps: (Step | undefined)[][]): AlignedSegment[] {
  const segments: AlignedSegment[] = [];
  let point: GridPoint = { letter: word.length, phone: phones.length };
  let step = steps[point.letter]?.[point.phone];
  while (step?.from) {
    const { from } = step;
    segments.unshift({
      letters: word.slice(from.letter, point.letter),
      start: from.letter,
      phones: phones.slice(from.phone, point.phone),
      isGuess: step.isGuess,
    });
    point = from;
    step = steps[point.letter]?.[point.phone];
  }
  return segments;
}

/**
 * Aligns a word's letters with its phones by dynamic programming over (letters used, phones used),
 * minimising the cost of the correspondences of graphemeTable. `boundaries` are letter offsets
 * no segment may straddle. Pairings outside the table are allowed at a prohibitive cost and
 * flagged, so an alignment always exists; callers should distrust one that is not `isExact`.
 */
export function alignGraphemes(
  word: string,
  phones: readonly string[],
  boundaries: readonly number[] = [],
): GraphemeAlignment {
  const letters = word.toLowerCase();
  const steps = fillForward(letters, phones, { boundaries });
  const cost = steps[letters.length]?.[phones.length]?.cost ?? Number.POSITIVE_INFINITY;
  const segments = traceBack(letters, phones, steps);
  return { segments, cost, isExact: segments.every((segment) => !segment.isGuess) };
}
