import { describe, expect, it } from 'vitest';
import { questionContentSchema } from '@prepwise/contracts';
import { checkPhoneticItem } from '../../phonetics/check-phonetic-item.js';
import { buildPhoneticQuestions } from './phonetic-questions.js';
import bank from './phonetic-bank.json' with { type: 'json' };

describe('the phonetic bank', () => {
  it('is what the generator produces today (regenerate with write-phonetic-bank.ts)', () => {
    expect(bank).toEqual(JSON.parse(JSON.stringify(buildPhoneticQuestions())));
  });

  it('has at least 30 pronunciation and 43 stress items, all valid and solved by the checker', () => {
    const items = bank.map((item) => questionContentSchema.parse(item));
    expect(items.filter((item) => item.type === 'PHONETIC_PRONUNCIATION').length).toBeGreaterThanOrEqual(30);
    expect(items.filter((item) => item.type === 'PHONETIC_STRESS').length).toBeGreaterThanOrEqual(43);
    for (const item of items) {
      const plain = ['A', 'B', 'C', 'D'].map((letter) =>
        String((item as Record<string, unknown>)[`answer${letter}`]).replace(/<\/?u>/g, ''),
      );
      const underlined = ['A', 'B', 'C', 'D'].map(
        (letter) =>
          /<u>(.*?)<\/u>/.exec(String((item as Record<string, unknown>)[`answer${letter}`]))?.[1] ?? '',
      );
      const checked = checkPhoneticItem(
        item.type === 'PHONETIC_STRESS'
          ? { kind: 'stress', options: plain }
          : { kind: 'pronunciation', options: plain, underlined },
      );
      expect('ABCD'[checked.answer ?? -1]).toBe(item.expectAnswer);
    }
  });
});
