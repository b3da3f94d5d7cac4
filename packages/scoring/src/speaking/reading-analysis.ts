import { decodeWith, resolveReadings } from './decoding.js';
import type { DecodeContext } from './decoding.js';
import { assessWord, checkStress, gopQuality, isVowel } from './goodness.js';
import { buildReadingGrammar } from './grammar.js';
import type { PronunciationItem } from './pronunciation.js';
import { tokeniseReference } from './reference-text.js';
import type { ReferenceToken } from './reference-text.js';
import type { SpokenWord } from './types.js';
import type { Interval } from './voice-activity.js';
import { alignToReference, isLexicalWord } from './word-alignment.js';
import type { Insertion, TokenMatch } from './word-alignment.js';

/** What a reading (read aloud, repeat sentence) was found to contain. */
export interface ReadingAnalysis {
  words: SpokenWord[];
  matches: TokenMatch[];
  insertions: Insertion[];
  items: PronunciationItem[];
  syllables: number;
  hesitations: Interval[];
  repetitions: Interval[];
}

interface PreparedToken {
  token: ReferenceToken;
  approximate: boolean;
}

function prepareTokens(context: DecodeContext, text: string): PreparedToken[] {
  return tokeniseReference(text).flatMap((token) => {
    const { readings, approximate } = resolveReadings(context.recognizer, token.readings);
    return readings.length > 0 ? [{ token: { text: token.text, readings }, approximate }] : [];
  });
}

function tokenItem(
  context: DecodeContext,
  match: TokenMatch,
  approximate: boolean,
  token: number,
): PronunciationItem | undefined {
  const first = match.segments[0];
  const last = match.segments[match.segments.length - 1];
  if (!first || !last || approximate) return undefined;
  const assessment = assessWord(match.segments, context.loop);
  const phones = first.phones.map((phone) => phone.phone);
  const stress =
    match.segments.length === 1
      ? checkStress(assessment.phones, context.recognizer.stressOf(first.word, phones), context.frameLevels)
      : undefined;
  return {
    word: match.token.text,
    start: first.start,
    end: last.end,
    assessment,
    token,
    ...(stress ? { stress } : {}),
  };
}

function tokenWord(match: TokenMatch, item: PronunciationItem | undefined, at: number): SpokenWord {
  const first = match.segments[0];
  const last = match.segments[match.segments.length - 1];
  if (!first || !last) return { word: match.token.text, start: at, end: at, status: 'skipped', quality: 0 };
  const quality = item ? item.assessment.quality : 1;
  const status = item?.assessment.mispronounced ? 'mispronounced' : 'ok';
  return { word: match.token.text, start: first.start, end: last.end, status, quality };
}

function insertedWord(context: DecodeContext, insertion: Insertion): SpokenWord {
  const { segment } = insertion;
  const lexical = isLexicalWord(segment.word);
  const quality = lexical ? gopQuality(assessWord([segment], context.loop).gop) : 0;
  const word = insertion.kind === 'unclear' ? '(unclear)' : segment.word;
  return { word, start: segment.start, end: segment.end, status: 'inserted', quality };
}

function countSyllables(matches: readonly TokenMatch[], insertions: readonly Insertion[]): number {
  const said = [
    ...matches.flatMap((match) => match.segments),
    ...insertions.map((insertion) => insertion.segment),
  ];
  return said
    .filter((segment) => isLexicalWord(segment.word))
    .reduce((sum, segment) => sum + segment.phones.filter((phone) => isVowel(phone.phone)).length, 0);
}

/** Decides which judged words are mispronounced (one decision per item); the GOP rule when absent. */
export type WordJudge = (items: readonly PronunciationItem[]) => boolean[];

/**
 * Aligns a reading against its reference text with the skip/repeat/filler grammar and judges
 * each word said: the words in time order (skipped ones where they were due), the pronunciation
 * items, and the syllables, hesitations and repetitions fluency needs.
 */
export function analyseReading(context: DecodeContext, text: string, judge?: WordJudge): ReadingAnalysis {
  const prepared = prepareTokens(context, text);
  const segments = decodeWith(context, buildReadingGrammar(prepared.map(({ token }) => token.readings)));
  const { matches, insertions } = alignToReference(
    prepared.map(({ token }) => token),
    segments,
  );
  const found = matches.map((match, index) =>
    tokenItem(context, match, prepared[index]?.approximate ?? true, index),
  );
  const items = found.filter((item): item is PronunciationItem => item !== undefined);
  if (judge) {
    const decisions = judge(items);
    items.forEach((item, index) => (item.assessment.mispronounced = decisions[index] ?? false));
  }
  const words: SpokenWord[] = [];
  let clock = context.offset;
  matches.forEach((match, index) => {
    const word = tokenWord(match, found[index], clock);
    clock = word.end;
    words.push(word);
  });
  words.push(
    ...insertions
      .filter((insertion) => insertion.kind !== 'filler')
      .map((insertion) => insertedWord(context, insertion)),
  );
  words.sort((left, right) => left.start - right.start);
  const span = ({ segment }: Insertion) => ({ start: segment.start, end: segment.end });
  return {
    words,
    matches,
    insertions,
    items,
    syllables: countSyllables(matches, insertions),
    hesitations: insertions.filter((insertion) => insertion.kind === 'hesitation').map(span),
    repetitions: insertions.filter((insertion) => insertion.kind === 'repetition').map(span),
  };
}
