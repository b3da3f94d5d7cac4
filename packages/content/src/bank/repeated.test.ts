import { describe, expect, it } from 'vitest';
import { questionBank } from './index.js';
import { markRepeated } from './repeated.js';

describe('markRepeated', () => {
  it('marks every third item of a type in id order, starting with the second, and keeps given values', () => {
    const bank = [
      { id: 5, type: 'A' },
      { id: 1, type: 'A' },
      { id: 3, type: 'A' },
      { id: 9, type: 'A' },
      { id: 2, type: 'B', repeated: false },
      { id: 4, type: 'B' },
      { id: 7, type: 'C' },
    ];
    const marked = markRepeated(bank) as { id: number; repeated?: boolean }[];
    expect(marked.filter((item) => item.repeated).map((item) => item.id)).toEqual([3, 4]);
    expect(marked.find((item) => item.id === 2)?.repeated).toBe(false);
  });

  it('gives every type of the demo bank with two or more items some repeated questions', () => {
    const byType = new Map<string, { total: number; repeated: number }>();
    for (const item of questionBank as { type: string; repeated?: boolean }[]) {
      const entry = byType.get(item.type) ?? { total: 0, repeated: 0 };
      entry.total += 1;
      if (item.repeated) entry.repeated += 1;
      byType.set(item.type, entry);
    }
    for (const [type, entry] of byType) {
      if (entry.total >= 2) expect(entry.repeated, type).toBeGreaterThan(0);
    }
  });
});
