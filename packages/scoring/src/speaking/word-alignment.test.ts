import { describe, expect, it } from 'vitest';
import { buildReadingGrammar, buildSpottingGrammar } from './grammar.js';
import type { WordSegment } from './recognizer.js';
import { tokeniseReference } from './reference-text.js';
import { alignToReference } from './word-alignment.js';

function said(...words: string[]): WordSegment[] {
  return words.map((word, index) => ({
    word,
    start: index * 0.3,
    end: index * 0.3 + 0.25,
    score: -100,
    phones: [],
  }));
}

describe('alignToReference', () => {
  const tokens = tokeniseReference('the quick brown fox jumps in 2015');

  it('matches every token of a complete reading, whatever reading of a number was used', () => {
    const { matches, insertions } = alignToReference(
      tokens,
      said('<sil>', 'the', 'quick', 'brown', 'fox', 'jumps', 'in', 'two', 'thousand', 'fifteen', '<sil>'),
    );
    expect(matches.every((match) => match.segments.length > 0)).toBe(true);
    expect(matches.at(-1)?.segments.map((segment) => segment.word)).toEqual(['two', 'thousand', 'fifteen']);
    expect(insertions).toEqual([]);
  });

  it('reports skipped tokens and classifies insertions', () => {
    const { matches, insertions } = alignToReference(
      tokens,
      said('the', 'the', 'um', 'brown', '[SPEECH]', 'fox', 'jumps', 'uh'),
    );
    expect(matches.filter((match) => match.segments.length === 0).map((match) => match.token.text)).toEqual([
      'quick',
      'in',
      '2015',
    ]);
    expect(insertions.map((insertion) => [insertion.segment.word, insertion.kind])).toEqual([
      ['the', 'repetition'],
      ['um', 'hesitation'],
      ['[SPEECH]', 'unclear'],
      ['uh', 'hesitation'],
    ]);
  });

  it('treats a very short filler as connected speech, not a hesitation', () => {
    const segments = said('the', 'er', 'quick');
    const filler = segments[1];
    if (filler) filler.end = filler.start + 0.08;
    expect(alignToReference(tokens, segments).insertions[0]?.kind).toBe('filler');
  });

  it('skips everything when nothing was recognised', () => {
    const { matches } = alignToReference(tokens, []);
    expect(matches).toHaveLength(tokens.length);
    expect(matches.every((match) => match.segments.length === 0)).toBe(true);
  });
});

describe('grammars', () => {
  it('lets a reader say, skip or repeat each token and stop early', () => {
    const grammar = buildReadingGrammar([[['the']], [['two', 'thousand'], ['twenty']], [['dog']]]);
    expect(grammar.start).toBe(0);
    expect(grammar.final).toBe(3);
    const words = grammar.arcs.filter((arc) => arc.word === 'the' || arc.word === 'dog');
    expect(words.map((arc) => [arc.from, arc.to])).toEqual([
      [0, 1],
      [1, 1],
      [2, 3],
      [3, 3],
    ]);
    const skips = grammar.arcs.filter((arc) => arc.word === undefined);
    expect(skips.map((arc) => [arc.from, arc.to])).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(skips.find((arc) => arc.from === 0 && arc.to === 3)?.probability).toBeGreaterThan(
      skips.find((arc) => arc.from === 0 && arc.to === 2)?.probability ?? 1,
    );
    expect(grammar.arcs.some((arc) => arc.from === 1 && arc.to === 4 && arc.word === 'two')).toBe(true);
  });

  it('loops over phrases, fillers and garbage when spotting', () => {
    const grammar = buildSpottingGrammar([[['deep', 'sleep']], [['memory']]]);
    const words = new Set(grammar.arcs.map((arc) => arc.word));
    for (const word of ['deep', 'sleep', 'memory', 'um', '[SPEECH]', '<sil>'])
      expect(words.has(word)).toBe(true);
    expect(grammar.arcs.find((arc) => arc.word === 'sleep')?.to).toBe(0);
  });
});
