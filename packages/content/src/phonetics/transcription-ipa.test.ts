import { describe, expect, it } from 'vitest';
import bank from '../bank/phonetic/phonetic-bank.json' with { type: 'json' };
import { withIpa } from '../bank/phonetic/phonetic-questions.js';
import { transcriptionToIpa } from './arpabet.js';

describe('transcriptionToIpa', () => {
  it.each([
    ['K EH1 R IH0 K T ER0', '/ˈkerɪktər/'],
    ['M AH0 SH IY1 N', '/məˈʃin/'],
    ['AH2 N D ER0 S T AE1 N D', '/ˌʌndərˈstænd/'],
    ['M AE1 G AH0 Z IY2 N', '/ˈmæɡəˌzin/'],
    ['EY1 K', '/ˈeɪk/'],
  ])('%s -> %s', (phones, ipa) => {
    expect(transcriptionToIpa(phones.split(' '))).toBe(ipa);
  });
});

describe('the phonetic bank’s explanations', () => {
  it('replace each ARPAbet transcription by IPA', () => {
    expect(withIpa('A. ache: "ch" = /k/ (EY1 K). Answer A (ache).')).toBe(
      'A. ache: "ch" = /k/ (/ˈeɪk/). Answer A (ache).',
    );
  });

  it('show learners no ARPAbet codes, in English or Vietnamese', () => {
    const arpabet = /\b(?:AA|AE|AH|AO|AW|AY|EH|ER|EY|IH|IY|OW|OY|UH|UW)[0-2]\b/;
    for (const item of bank) {
      expect(item.explanation.en, String(item.id)).not.toMatch(arpabet);
      expect(item.explanation.vi, String(item.id)).not.toMatch(arpabet);
      expect(item.explanation.vi, String(item.id)).not.toMatch(/stress on syllable/);
    }
  });
});
