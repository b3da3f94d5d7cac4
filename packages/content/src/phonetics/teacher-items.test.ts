import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPhoneticItem } from './check-phonetic-item.js';
import { parsePhoneticItem } from './phonetic-item.js';

interface TeacherItem {
  id: string;
  kind: string;
  tags: string[];
  answer: number;
}

function readItems(file: string) {
  return readFileSync(new URL(file, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as TeacherItem & Record<string, unknown>);
}

/** The project's own teacher-style items (also the set of bench/phonetics/run.ts). */
const items = readItems('./teacher-items.jsonl');

const solved = items.map((item) => ({ item, result: checkPhoneticItem(parsePhoneticItem(item)) }));

describe('teacher-style items', () => {
  it('holds at least 40 pronunciation and 30 stress items', () => {
    expect(items.filter((item) => item.kind === 'pronunciation').length).toBeGreaterThanOrEqual(40);
    expect(items.filter((item) => item.kind === 'stress').length).toBeGreaterThanOrEqual(30);
  });

  it.each(solved.map(({ item, result }) => [item.id, item.answer, result.answer] as const))(
    '%s: never a wrong answer (expected %i, got %s)',
    (_id, expected, given) => {
      if (given !== null) expect(given).toBe(expected);
    },
  );

  it('answers at least 90 % right and every answer is at least the threshold sure', () => {
    const right = solved.filter(({ item, result }) => result.answer === item.answer);
    expect(right.length / items.length).toBeGreaterThanOrEqual(0.9);
    for (const { result } of solved)
      if (result.answer !== null) expect(result.confidence).toBeGreaterThanOrEqual(0.6);
  });

  it.each(['repeated', 'variants', 'ending', 'unknown'])('answers most %s items', (tag) => {
    const tagged = solved.filter(({ item }) => item.tags.includes(tag));
    const right = tagged.filter(({ item, result }) => result.answer === item.answer);
    expect(right.length / tagged.length).toBeGreaterThanOrEqual(0.8);
  });
});

describe('items in the style of real papers (silent letters, endings, vowel spellings, British stress, suffixes)', () => {
  const realStyle = readItems('./real-style-items.jsonl').map((item) => ({
    item,
    result: checkPhoneticItem(parsePhoneticItem(item)),
  }));

  it('never answers wrong and answers at least 90 %', () => {
    for (const { item, result } of realStyle)
      if (result.answer !== null) expect([item.id, result.answer]).toEqual([item.id, item.answer]);
    const right = realStyle.filter(({ item, result }) => result.answer === item.answer);
    expect(right.length / realStyle.length).toBeGreaterThanOrEqual(0.9);
  });

  it('hears "a" before "lk" as in British English, and stresses "weekend" and "Vietnamese" as taught', () => {
    const answerOf = (id: string) => realStyle.find(({ item }) => item.id === id)?.result;
    for (const id of ['r-p-al', 'r-s-weekend', 'r-s-eer-ese']) {
      const found = realStyle.find(({ item }) => item.id === id);
      expect(found?.result.answer).toBe(found?.item.answer);
    }
    expect(answerOf('r-s-weekend')?.explanation).toContain('British English');
  });
});
