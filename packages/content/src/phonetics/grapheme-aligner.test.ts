import { describe, expect, it } from 'vitest';
import { alignGraphemes } from './grapheme-aligner.js';
import { graphemeTable } from './grapheme-table.js';

const show = (word: string, phones: string) =>
  alignGraphemes(word, phones.split(' '))
    .segments.map((segment) => `${segment.letters}:${segment.phones.join(' ') || '-'}`)
    .join(' ');

describe('grapheme-phoneme aligner', () => {
  it.each([
    ['walked', 'W AO1 K T', 'w:W a:AO1 l:- k:K ed:T'],
    ['wanted', 'W AO1 N T IH0 D', 'w:W a:AO1 n:N t:T ed:IH0 D'],
    ['needed', 'N IY1 D AH0 D', 'n:N ee:IY1 d:D ed:AH0 D'],
    ['played', 'P L EY1 D', 'p:P l:L ay:EY1 ed:D'],
    ['thought', 'TH AO1 T', 'th:TH ou:AO1 gh:- t:T'],
    ['knife', 'N AY1 F', 'k:- n:N i:AY1 f:F e:-'],
    ['climb', 'K L AY1 M', 'c:K l:L i:AY1 m:M b:-'],
    ['hour', 'AW1 ER0', 'h:- ou:AW1 r:ER0'],
    ['box', 'B AA1 K S', 'b:B o:AA1 x:K S'],
    ['music', 'M Y UW1 Z IH0 K', 'm:M u:Y UW1 s:Z i:IH0 c:K'],
    ['table', 'T EY1 B AH0 L', 't:T a:EY1 b:B le:AH0 L'],
    ['one', 'W AH1 N', 'o:W AH1 n:N e:-'],
    ['school', 'S K UW1 L', 's:S ch:K oo:UW1 l:L'],
    ['watches', 'W AA1 CH AH0 Z', 'w:W a:AA1 t:- ch:CH es:AH0 Z'],
    ['nation', 'N EY1 SH AH0 N', 'n:N a:EY1 ti:SH o:AH0 n:N'],
  ])('%s (%s) -> %s', (word, phones, expected) => {
    expect(show(word, phones)).toBe(expected);
    expect(alignGraphemes(word, phones.split(' ')).isExact).toBe(true);
  });

  it('keeps a segment from straddling a boundary', () => {
    const alignment = alignGraphemes('bread', ['B', 'R', 'EH1', 'D'], [3]);
    expect(
      alignment.segments.every(
        (segment) => segment.start + segment.letters.length <= 3 || segment.start >= 3,
      ),
    ).toBe(true);
    expect(alignment.cost).toBeGreaterThan(alignGraphemes('bread', ['B', 'R', 'EH1', 'D']).cost);
  });

  it('flags guesses when the table has no correspondence', () => {
    const alignment = alignGraphemes('cat', ['D', 'AO1', 'G']);
    expect(alignment.isExact).toBe(false);
    expect(alignment.segments.some((segment) => segment.isGuess)).toBe(true);
  });

  it('aligns an empty word with no phones', () => {
    expect(alignGraphemes('', [])).toEqual({ segments: [], cost: 0, isExact: true });
  });

  it('has a parsed table with silent and multi-phone options', () => {
    expect(graphemeTable.get('x')?.map((option) => option.phones.join(' '))).toContain('K S');
    expect(graphemeTable.get('k')?.some((option) => option.phones.length === 0 && option.cost === 2)).toBe(
      true,
    );
  });
});
