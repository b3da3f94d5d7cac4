import { describe, expect, it } from 'vitest';
import { questionContentSchema, type QuestionContent } from '@prepwise/contracts';
import { markObjective, pteObjectiveTypes, type ObjectiveResponse } from '@prepwise/scoring';
import { comparableWords, splitList } from './bank-rules.js';
import { pteBank } from './index.js';

type ObjectiveItem = QuestionContent & { type: (typeof pteObjectiveTypes)[number] };

function isObjective(item: QuestionContent): item is ObjectiveItem {
  return (pteObjectiveTypes as readonly string[]).includes(item.type);
}

const objectiveItems = pteBank.map((raw) => questionContentSchema.parse(raw)).filter(isObjective);

/** The response a candidate who knows every answer would give. */
function perfectResponse(item: QuestionContent): ObjectiveResponse {
  const key = splitList(item.expectAnswer, ',');
  switch (item.type) {
    case 'READING_FIB_R_W':
    case 'READING_FIB_R':
    case 'FIB_L':
      return { blanks: key };
    case 'READING_RE_ORDER_PARAGRAPH':
      return { order: key };
    case 'DICTATION':
      return { text: item.expectAnswer ?? '' };
    case 'HIGHLIGHT_INCORRECT_WORD': {
      const words = (item.text ?? '').split(/\s+/).map((word) => comparableWords(word).join(' '));
      return { highlighted: key.map((entry) => words.indexOf(comparableWords(entry).join(' '))) };
    }
    default:
      return { selected: key };
  }
}

describe('PTE bank: marked by the objective scorer', () => {
  it('has objective items of every objectively marked PTE type', () => {
    for (const type of pteObjectiveTypes) {
      expect(
        objectiveItems.some((item) => item.type === type),
        type,
      ).toBe(true);
    }
  });

  it.each(objectiveItems.map((item) => [item.id, item.type, item] as const))(
    '%i (%s) earns full marks for the key',
    (_id, _type, item) => {
      const result = markObjective(item, perfectResponse(item));
      expect(result.max).toBeGreaterThan(0);
      expect(result.score).toBe(result.max);
    },
  );
});
