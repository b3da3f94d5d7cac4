import { describe, expect, it } from 'vitest';
import { createLexicon } from './lexicon.js';
import { findRepeatedRuns, findSharedRuns, splitWords, blankSpans } from './overlap.js';
import { analyseText } from './text-analysis.js';
import { measureMtld, measureVocabulary } from './vocabulary.js';

describe('vocabulary measures', () => {
  it('MTLD is higher for varied words than for repetitive ones', () => {
    const varied =
      'the quick brown fox jumps over a lazy dog while seven curious birds watch from tall green trees'.split(
        ' ',
      );
    const repetitive = 'the dog and the dog and the dog and the dog and the dog and the dog and'.split(' ');
    expect(measureMtld(varied)).toBeGreaterThan(measureMtld(repetitive) * 2);
    expect(measureMtld([])).toBe(0);
  });

  it('scores rarer words as more sophisticated and reports over-used words', () => {
    const lexicon = createLexicon(['be', 'good', 'thing', 'people', 'make', 'big', 'problem']);
    const plain = measureVocabulary(
      analyseText('People make big problems. Problems are big problems for people.'),
      lexicon,
    );
    const rich = measureVocabulary(
      analyseText('Citizens create substantial dilemmas for fragile ecosystems.'),
      lexicon,
    );
    expect(rich.rareShare).toBeGreaterThan(plain.rareShare);
    expect(rich.meanLogRank).toBeGreaterThan(plain.meanLogRank);
    const repeated = measureVocabulary(
      analyseText('Problem after problem: the problem is a problem, and problems grow into bigger problems.'),
      lexicon,
    );
    expect(repeated.evidence.every((item) => item.kind === 'repeated-word')).toBe(true);
    expect(repeated.evidence.length).toBeGreaterThan(0);
  });
});

describe('overlap helpers', () => {
  it('finds runs shared with a reference text', () => {
    const response = splitWords(
      'As the text says, cities use fewer agricultural pesticides than farms do today.',
    );
    const source = splitWords(
      'Because cities use fewer agricultural pesticides than farms, colonies are healthier.',
    );
    const [run] = findSharedRuns(response, source, 6);
    expect(run && [run.firstWord, run.lastWord]).toEqual([4, 10]);
  });

  it('finds later repeats of a passage only', () => {
    const words = splitWords('one two three four five six. Seven. One two three four five six.');
    const runs = findRepeatedRuns(words, 6);
    expect(runs).toHaveLength(1);
    expect(runs[0]?.firstWord).toBe(7);
  });

  it('blanks spans without moving offsets', () => {
    expect(blankSpans('abc def\nghi', [{ start: 2, end: 9 }])).toBe('ab     \n hi');
  });
});
