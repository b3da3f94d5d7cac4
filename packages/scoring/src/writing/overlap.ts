/** A word of a text with its character span, lower-cased for matching. */
export interface WordSpan {
  word: string;
  start: number;
  end: number;
}

/** A run of consecutive words (inclusive word indexes) and its character span. */
export interface WordRun {
  firstWord: number;
  lastWord: number;
  start: number;
  end: number;
}

/** Splits text into lower-cased words with their spans (letters, digits and inner apostrophes). */
export function splitWords(text: string): WordSpan[] {
  const words: WordSpan[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)) {
    words.push({
      word: match[0].toLowerCase().replace(/’/g, "'"),
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return words;
}

function gramKey(words: WordSpan[], index: number, size: number): string {
  return words
    .slice(index, index + size)
    .map((item) => item.word)
    .join(' ');
}

function collectRuns(words: WordSpan[], covered: boolean[], minWords: number): WordRun[] {
  const runs: WordRun[] = [];
  let first = -1;
  for (let index = 0; index <= covered.length; index += 1) {
    if (covered[index] === true) {
      if (first < 0) first = index;
      continue;
    }
    if (first >= 0 && index - first >= minWords) {
      runs.push({
        firstWord: first,
        lastWord: index - 1,
        start: words[first]?.start ?? 0,
        end: words[index - 1]?.end ?? 0,
      });
    }
    first = -1;
  }
  return runs;
}

/** Runs of at least `minWords` response words that also occur, in order, in `reference` (n-gram matching). */
export function findSharedRuns(response: WordSpan[], reference: WordSpan[], minWords: number): WordRun[] {
  const grams = new Set<string>();
  for (let index = 0; index + minWords <= reference.length; index += 1)
    grams.add(gramKey(reference, index, minWords));
  const covered = new Array<boolean>(response.length).fill(false);
  for (let index = 0; index + minWords <= response.length; index += 1) {
    if (!grams.has(gramKey(response, index, minWords))) continue;
    for (let offset = 0; offset < minWords; offset += 1) covered[index + offset] = true;
  }
  return collectRuns(response, covered, minWords);
}

/** Runs of at least `minWords` words that repeat an earlier passage of the same text (later copies only). */
export function findRepeatedRuns(words: WordSpan[], minWords: number): WordRun[] {
  const firstSeen = new Map<string, number>();
  const covered = new Array<boolean>(words.length).fill(false);
  for (let index = 0; index + minWords <= words.length; index += 1) {
    const key = gramKey(words, index, minWords);
    const earlier = firstSeen.get(key);
    if (earlier === undefined) {
      firstSeen.set(key, index);
      continue;
    }
    if (earlier + minWords > index) continue;
    for (let offset = 0; offset < minWords; offset += 1) covered[index + offset] = true;
  }
  return collectRuns(words, covered, minWords);
}

/** Number of words inside the given runs. */
export function countRunWords(runs: WordRun[]): number {
  return runs.reduce((sum, run) => sum + run.lastWord - run.firstWord + 1, 0);
}

/** Replaces the given character spans (UTF-16 offsets) with spaces, keeping every other offset unchanged. */
export function blankSpans(text: string, spans: ReadonlyArray<{ start: number; end: number }>): string {
  const units = text.split('');
  for (const span of spans) {
    for (let index = span.start; index < span.end && index < units.length; index += 1) {
      if (units[index] !== '\n') units[index] = ' ';
    }
  }
  return units.join('');
}
