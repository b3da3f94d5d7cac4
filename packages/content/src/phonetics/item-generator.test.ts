import { describe, expect, it } from 'vitest';
import { checkPhoneticItem } from './check-phonetic-item.js';
import { generatePhoneticItems } from './item-generator.js';
import { phoneticKinds } from './phonetic-item.js';

describe.each(phoneticKinds)('generated %s items', (kind) => {
  const items = generatePhoneticItems({ kind, count: 25, seed: 2024 });

  it('produces the requested number of distinct items', () => {
    expect(items).toHaveLength(25);
    expect(new Set(items.map((item) => [...item.options].sort().join(' '))).size).toBe(25);
    expect(new Set(items.map((item) => item.id)).size).toBe(25);
  });

  it('re-validates every item with the checker', () => {
    for (const item of items) {
      const checked = checkPhoneticItem(item);
      expect(checked.answer, item.options.join(', ')).toBe(item.answer);
      expect(checked.explanation).toBe(item.explanation);
    }
  });

  it('is deterministic for a seed and varies between seeds', () => {
    expect(generatePhoneticItems({ kind, count: 25, seed: 2024 })).toEqual(items);
    expect(generatePhoneticItems({ kind, count: 25, seed: 2025 })).not.toEqual(items);
  });

  it('places the answer in every position over a run', () => {
    expect(new Set(items.map((item) => item.answer))).toEqual(new Set([0, 1, 2, 3]));
  });

  it('has four distinct words and, for pronunciation, four underlines', () => {
    for (const item of items) {
      expect(new Set(item.options).size).toBe(4);
      expect(item.underlined?.length ?? 4).toBe(4);
      expect(item.kind === 'pronunciation').toBe(item.underlined !== undefined);
    }
  });
});

describe('generator limits', () => {
  it('returns fewer items when the words run out', () => {
    const words = ['about', 'happy', 'water', 'teacher', 'doctor'];
    const items = generatePhoneticItems({ kind: 'stress', count: 10, seed: 1, words });
    expect(items.length).toBeLessThan(10);
    expect(items.length).toBeGreaterThan(0);
  });

  it('returns nothing from words that cannot make an item', () => {
    expect(generatePhoneticItems({ kind: 'stress', count: 3, seed: 1, words: ['happy', 'water'] })).toEqual(
      [],
    );
  });
});
