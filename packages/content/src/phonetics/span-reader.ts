import { stripStress } from './arpabet.js';
import { alignGraphemes, fillForward, guessCost, movesFrom } from './grapheme-aligner.js';

/** What the underlined letters [start, end) of one pronunciation spell. */
export type SpanReading =
  | { kind: 'read'; start: number; end: number }
  | { kind: 'unaligned' }
  | { kind: 'splits-group'; group: string; phones: string[]; letterStart: number; phoneStart: number }
  | { kind: 'ambiguous'; choices: string[][] };

/** Cheapest cost from every grid point to the end of the word (backward dynamic programming). */
function fillBackward(word: string, phones: readonly string[]): number[][] {
  const costs = Array.from({ length: word.length + 1 }, () =>
    Array.from({ length: phones.length + 1 }, () => Number.POSITIVE_INFINITY),
  );
  for (let letter = word.length; letter >= 0; letter -= 1) {
    const row = costs[letter];
    if (row === undefined) continue;
    for (let phone = phones.length; phone >= 0; phone -= 1) {
      if (letter === word.length && phone === phones.length) {
        row[phone] = 0;
        continue;
      }
      for (const move of movesFrom(word, phones, { letter, phone })) {
        const rest = costs[letter + move.letters]?.[phone + move.phones] ?? Number.POSITIVE_INFINITY;
        row[phone] = Math.min(row[phone] ?? Number.POSITIVE_INFINITY, move.cost + rest);
      }
    }
  }
  return costs;
}

interface Candidate {
  start: number;
  end: number;
  cost: number;
}

/** Every way to give the span a phone range, with the cheapest whole-word cost of each. */
function spanCandidates(word: string, phones: readonly string[], start: number, end: number): Candidate[] {
  const forward = fillForward(word, phones);
  const backward = fillBackward(word, phones);
  const candidates: Candidate[] = [];
  for (let first = 0; first <= phones.length; first += 1) {
    const before = forward[start]?.[first]?.cost;
    if (before === undefined) continue;
    const inside = fillForward(word, phones, { from: { letter: start, phone: first }, letterLimit: end });
    for (let last = first; last <= phones.length; last += 1) {
      const span = inside[end]?.[last]?.cost;
      const after = backward[end]?.[last] ?? Number.POSITIVE_INFINITY;
      if (span !== undefined) candidates.push({ start: first, end: last, cost: before + span + after });
    }
  }
  return candidates;
}

/** The multi-letter group of the word's own best alignment that the span cuts through, if any, with its first phone. */
function splitGroup(word: string, phones: readonly string[], start: number, end: number) {
  const free = alignGraphemes(word, phones);
  let phoneStart = 0;
  for (const segment of free.segments) {
    const segmentEnd = segment.start + segment.letters.length;
    if ([start, end].some((edge) => edge > segment.start && edge < segmentEnd))
      return { ...segment, phoneStart };
    phoneStart += segment.phones.length;
  }
  return undefined;
}

/**
 * Reads the phones spelled by the letters [start, end) of a word in one pronunciation. The
 * reading is refused when the spelling cannot be aligned from the table (`unaligned`), when
 * the underline cuts a letter group that spells one sound ("c" of "ck" in "black":
 * `splits-group`), or when equally cheap alignments give the span different phones
 * (`ambiguous`), so a reported sound is never an accident of tie-breaking.
 */
export function readSpanPhones(
  word: string,
  phones: readonly string[],
  start: number,
  end: number,
): SpanReading {
  const candidates = spanCandidates(word, phones, start, end);
  const best = Math.min(...candidates.map((candidate) => candidate.cost));
  if (!(best < guessCost)) return { kind: 'unaligned' };
  const split = splitGroup(word, phones, start, end);
  if (split !== undefined) {
    return {
      kind: 'splits-group',
      group: split.letters,
      phones: split.phones,
      letterStart: split.start,
      phoneStart: split.phoneStart,
    };
  }
  const optimal = candidates.filter((candidate) => candidate.cost === best);
  const choices = new Map<string, string[]>();
  for (const candidate of optimal) {
    const spanPhones = phones.slice(candidate.start, candidate.end);
    choices.set(spanPhones.map(stripStress).join(' '), spanPhones);
  }
  const [chosen] = optimal;
  if (choices.size > 1 || chosen === undefined) return { kind: 'ambiguous', choices: [...choices.values()] };
  return { kind: 'read', start: chosen.start, end: chosen.end };
}
