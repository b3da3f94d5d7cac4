import { FILLER_WORDS, GARBAGE_WORDS, isHesitation, NOISE_WORD, SILENCE_WORD } from './grammar.js';
import type { WordSegment } from './recognizer.js';
import type { ReferenceToken } from './reference-text.js';

/** A reference token and the recognised words that said it (none: skipped). */
export interface TokenMatch {
  token: ReferenceToken;
  segments: WordSegment[];
}

/** A recognised stretch that is not a reference token. */
export interface Insertion {
  segment: WordSegment;
  /** `filler`: a short filler match, usually a vowel of connected speech; not counted. */
  kind: 'hesitation' | 'filler' | 'repetition' | 'unclear' | 'extra';
}

export interface ReadingAlignment {
  matches: TokenMatch[];
  insertions: Insertion[];
}

const SKIP = 0;
const INSERT = 1;

/** True for recognised units that are speech words (not silence, hesitation or garbage). */
export function isLexicalWord(word: string): boolean {
  return word !== SILENCE_WORD && !FILLER_WORDS.has(word) && !GARBAGE_WORDS.has(word);
}

function matchLength(token: ReferenceToken, words: readonly WordSegment[], from: number): number[] {
  return token.readings
    .filter((reading) => reading.every((word, offset) => words[from + offset]?.word === word))
    .map((reading) => reading.length);
}

/** Edit-distance table over tokens x words: skips and insertions cost 1, matching a reading 0. */
function fillCosts(tokens: readonly ReferenceToken[], words: readonly WordSegment[]) {
  const width = words.length + 1;
  const cost = new Float64Array((tokens.length + 1) * width).fill(Infinity);
  const move = new Int32Array((tokens.length + 1) * width).fill(-1);
  cost[0] = 0;
  const relax = (cell: number, value: number, choice: number) => {
    if (value < (cost[cell] ?? Infinity)) {
      cost[cell] = value;
      move[cell] = choice;
    }
  };
  for (let token = 0; token <= tokens.length; token += 1) {
    for (let word = 0; word <= words.length; word += 1) {
      const here = cost[token * width + word] ?? Infinity;
      if (here === Infinity) continue;
      const current = tokens[token];
      if (current) {
        for (const length of matchLength(current, words, word))
          relax((token + 1) * width + word + length, here, 2 + length);
        relax((token + 1) * width + word, here + 1, SKIP);
      }
      if (word < words.length) relax(token * width + word + 1, here + 1, INSERT);
    }
  }
  return { move, width };
}

function classify(segment: WordSegment, neighbours: ReadonlyArray<string | undefined>): Insertion['kind'] {
  if (FILLER_WORDS.has(segment.word)) return isHesitation(segment) ? 'hesitation' : 'filler';
  if (GARBAGE_WORDS.has(segment.word)) return 'unclear';
  return neighbours.includes(segment.word) ? 'repetition' : 'extra';
}

/**
 * Maps the words the reading grammar recognised onto the reference tokens with a minimum edit
 * alignment (a token matches when one of its readings was said in full). Unmatched reference
 * tokens are skips; unmatched recognised units are insertions (hesitations, repetitions,
 * unintelligible stretches, other words).
 */
export function alignToReference(
  tokens: readonly ReferenceToken[],
  segments: readonly WordSegment[],
): ReadingAlignment {
  // Silence and noise (breath, clicks) are not speech: neither matched nor inserted.
  const spoken = segments.filter((segment) => segment.word !== SILENCE_WORD && segment.word !== NOISE_WORD);
  const words = spoken.filter((segment) => isLexicalWord(segment.word));
  const { move, width } = fillCosts(tokens, words);
  const matches: TokenMatch[] = [];
  const matchedWords = new Set<WordSegment>();
  let token = tokens.length;
  let word = words.length;
  while (token > 0 || word > 0) {
    const choice = move[token * width + word] ?? -1;
    if (choice < 0) break;
    if (choice === INSERT) word -= 1;
    else if (choice === SKIP) {
      token -= 1;
      const skipped = tokens[token];
      if (skipped) matches.unshift({ token: skipped, segments: [] });
    } else {
      token -= 1;
      const said = words.slice(word - (choice - 2), word);
      word -= choice - 2;
      said.forEach((segment) => matchedWords.add(segment));
      const matched = tokens[token];
      if (matched) matches.unshift({ token: matched, segments: said });
    }
  }
  const insertions: Insertion[] = [];
  for (const segment of spoken) {
    if (matchedWords.has(segment)) continue;
    const index = words.indexOf(segment);
    insertions.push({ segment, kind: classify(segment, [words[index - 1]?.word, words[index + 1]?.word]) });
  }
  return { matches, insertions };
}
