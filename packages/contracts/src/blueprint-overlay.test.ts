import { describe, expect, it } from 'vitest';
import {
  blueprintMinutes,
  blueprintQuestionCount,
  blueprintFitsMarks,
  blueprintLeastFixedQuestions,
  overlayBlueprint,
  pteShortBlueprint,
  thptBlueprint,
} from './mock-tests.js';

describe('overlayBlueprint', () => {
  it('is the constant itself without stored counts', () => {
    expect(overlayBlueprint(pteShortBlueprint, null)).toBe(pteShortBlueprint);
  });

  it.each([
    ['a changed count', [{ type: 'WRITING_ESSAY', count: 3 }] as const, [1, 3, 1, 1], 6, 160],
    [
      'a type left at 0 (its section goes)',
      [{ type: 'WRITING_ESSAY', count: 0 }] as const,
      [1, 0, 1, 1],
      3,
      100,
    ],
    [
      'a type the blueprint lacks (ignored)',
      [{ type: 'DICTATION', count: 4 }] as const,
      [1, 1, 1, 1],
      4,
      120,
    ],
  ])('lays %s over the constant in its order', (_case, counts, expected, questions, minutes) => {
    const blueprint = overlayBlueprint(pteShortBlueprint, [...counts]);
    expect(blueprint.items.map((slot) => slot.type)).toEqual(
      pteShortBlueprint.items.map((slot) => slot.type),
    );
    expect(blueprint.items.map((slot) => slot.count)).toEqual(expected);
    expect(blueprintQuestionCount(blueprint)).toBe(questions);
    expect(blueprintMinutes(blueprint)).toBe(minutes);
  });

  it('says whether a paper’s fixed slots fit its mark total, passages at their least 9 questions', () => {
    expect(blueprintLeastFixedQuestions(thptBlueprint)).toBe(43);
    expect(blueprintFitsMarks(thptBlueprint)).toBe(true);
    const full = overlayBlueprint(thptBlueprint, [{ type: 'VOCAB_SYNONYM', count: 9 }]);
    expect(blueprintFitsMarks(full)).toBe(true);
    const over = overlayBlueprint(thptBlueprint, [{ type: 'VOCAB_SYNONYM', count: 10 }]);
    expect(blueprintLeastFixedQuestions(over)).toBe(51);
    expect(blueprintFitsMarks(over)).toBe(false);
    expect(
      blueprintFitsMarks(overlayBlueprint(pteShortBlueprint, [{ type: 'WRITING_ESSAY', count: 20 }])),
    ).toBe(true);
  });

  it('keeps a paper’s mark total: its question count stays 50', () => {
    const blueprint = overlayBlueprint(thptBlueprint, [{ type: 'VOCAB_SYNONYM', count: 4 }]);
    expect(blueprint.marks).toEqual(thptBlueprint.marks);
    expect(blueprintQuestionCount(blueprint)).toBe(50);
  });
});
