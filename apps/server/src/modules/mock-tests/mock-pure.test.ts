import { describe, expect, it } from 'vitest';
import {
  blueprintFitsMarks,
  mockStatuses,
  overlayBlueprint,
  pteBlueprint,
  pteShortBlueprint,
  pteSpeakingBlueprint,
  thptBlueprint,
  type MockStatus,
} from '@prepwise/contracts';
import { expectedScore, updateRatings } from '../answers/ability.js';
import { generateMock, type CandidateItem } from './mock-generator.js';
import { mockActions, nextMockStatus } from './mock-state.js';

describe('mock state machine', () => {
  const table: Record<string, Partial<Record<MockStatus, MockStatus>>> = {
    finish: { INPROGRESS: 'FINISH' },
    score: { FINISH: 'SCORING', SCORING_FAILED: 'SCORING' },
    scored: { SCORING: 'DONE' },
    scoringFailed: { SCORING: 'SCORING_FAILED' },
    cancel: { INPROGRESS: 'CANCELLED', FINISH: 'CANCELLED', SCORING_FAILED: 'CANCELLED' },
    retry: {
      INPROGRESS: 'INPROGRESS',
      FINISH: 'INPROGRESS',
      SCORING_FAILED: 'INPROGRESS',
      CANCELLED: 'INPROGRESS',
    },
  };
  for (const action of mockActions) {
    for (const status of mockStatuses) {
      const expected = table[action]?.[status] ?? null;
      it(`${action} from ${status} -> ${expected ?? 'illegal'}`, () => {
        expect(nextMockStatus(status, action)).toBe(expected);
      });
    }
  }
});

describe('ability ratings', () => {
  it('expects 50% at equal ratings and more for a stronger learner', () => {
    expect(expectedScore(1500, 1500)).toBeCloseTo(0.5);
    expect(expectedScore(1700, 1500)).toBeGreaterThan(0.75);
  });

  it.each([
    [1500, 1500, 1, 'up', 'down'],
    [1500, 1500, 0, 'down', 'up'],
    [1800, 1200, 1, 'up', 'down'],
    [1200, 1800, 0, 'down', 'up'],
  ] as const)(
    'learner %i vs item %i, outcome %i: learner moves %s, item %s',
    (learner, item, outcome, learnerMove, itemMove) => {
      const next = updateRatings(learner, item, outcome);
      expect(Math.sign(next.learner - learner)).toBe(learnerMove === 'up' ? 1 : -1);
      expect(Math.sign(next.item - item)).toBe(itemMove === 'up' ? 1 : -1);
    },
  );

  it('moves less when the result was expected', () => {
    const surprise = updateRatings(1200, 1800, 1).learner - 1200;
    const expected = updateRatings(1800, 1200, 1).learner - 1800;
    expect(surprise).toBeGreaterThan(expected);
  });
});

function bankFor(types: { type: CandidateItem['type']; count: number }[], size = 8): CandidateItem[] {
  let id = 0;
  return types.flatMap(({ type }) =>
    Array.from({ length: size }, (_, index) => ({
      id: ++id,
      type,
      rating: 1200 + index * 100,
      lastSeen: null,
      group: null,
    })),
  );
}

describe('mock generator', () => {
  it('fills every blueprint completely, without repeats, in blueprint order, the same for the same seed', () => {
    for (const blueprint of [
      pteBlueprint,
      { ...thptBlueprint, marks: undefined },
      pteShortBlueprint,
      pteSpeakingBlueprint,
    ]) {
      const bank = bankFor(blueprint.items);
      const first = generateMock(blueprint, bank, 1500, 42, 0);
      const total = blueprint.items.reduce((sum, slot) => sum + slot.count, 0);
      expect(first.questionIds).toHaveLength(total);
      expect(new Set(first.questionIds).size).toBe(total);
      expect(first.shortfall).toEqual([]);
      const types = first.questionIds.map((id) => bank.find((item) => item.id === id)?.type);
      expect(types).toEqual(blueprint.items.flatMap((slot) => Array<string>(slot.count).fill(slot.type)));
      expect(generateMock(blueprint, bank, 1500, 42, 0)).toEqual(first);
    }
    expect(pteBlueprint.items.reduce((sum, slot) => sum + slot.count, 0)).toBeGreaterThanOrEqual(55);
  });

  it('makes every THPT paper exactly 50 questions, whatever the passages bring', () => {
    const grammarCounts = new Set<number>();
    for (const [passageMarks, clozeSize] of [
      [9, 5],
      [10, 4],
      [10, 5],
    ] as const) {
      const bank = bankFor(thptBlueprint.items, 12).map((item) => ({
        ...item,
        marks: item.type === 'READING_COMPREHEND' ? passageMarks : 1,
        group: item.type === 'READING_FILL_IN_BLANK' ? `cloze-${Math.floor(item.id / clozeSize)}` : null,
      }));
      for (const seed of [1, 2, 3]) {
        const { questionIds, shortfall } = generateMock(thptBlueprint, bank, 1500, seed, 0);
        const chosen = questionIds.map((id) => bank.find((item) => item.id === id));
        expect(shortfall).toEqual([]);
        expect(chosen.reduce((sum, item) => sum + (item?.marks ?? 1), 0)).toBe(50);
        grammarCounts.add(chosen.filter((item) => item?.type === 'GRAMMAR_FINISH_SENTENCE').length);
        // Blueprint order holds: the fill slot sits where the blueprint puts it.
        const types = chosen.map((item) => item?.type);
        expect(types.indexOf('GRAMMAR_FINISH_SENTENCE')).toBeGreaterThan(
          types.lastIndexOf('VOCAB_FINISH_SENTENCE'),
        );
        expect(types.lastIndexOf('GRAMMAR_FINISH_SENTENCE')).toBeLessThan(
          types.indexOf('VOCAB_FIND_INCORRECT'),
        );
      }
    }
    expect(grammarCounts.size).toBeGreaterThan(1);
  });

  it('never makes a THPT paper past 50 questions when its counts are raised: later slots give way', () => {
    const raised = overlayBlueprint(thptBlueprint, [{ type: 'WRITING_REWRITE', count: 8 }]);
    // The counts fit at 9 questions a passage (49 before the filling slot), not at 10 (51).
    expect(blueprintFitsMarks(raised)).toBe(true);
    for (const passageMarks of [9, 10]) {
      const bank = bankFor(thptBlueprint.items, 12).map((item) => ({
        ...item,
        marks: item.type === 'READING_COMPREHEND' ? passageMarks : 1,
      }));
      const { questionIds, shortfall } = generateMock(raised, bank, 1500, 3, 0);
      const chosen = questionIds.map((id) => bank.find((item) => item.id === id));
      expect(chosen.reduce((sum, item) => sum + (item?.marks ?? 1), 0)).toBe(50);
      expect(shortfall).toEqual([]);
      const count = (type: string) => chosen.filter((item) => item?.type === type).length;
      expect(count('READING_COMPREHEND')).toBe(2);
      // 9-question passages leave room for one filling item; 10-question ones cut the last slot.
      expect(count('GRAMMAR_FINISH_SENTENCE')).toBe(passageMarks === 9 ? 1 : 0);
      expect(count('WRITING_REWRITE')).toBe(passageMarks === 9 ? 8 : 7);
    }
    const tooMany = overlayBlueprint(thptBlueprint, [{ type: 'READING_COMPREHEND', count: 4 }]);
    expect(blueprintFitsMarks(tooMany)).toBe(false);
  });

  it('avoids items seen recently while others remain', () => {
    const bank = bankFor([{ type: 'DICTATION', count: 3 }], 6).map((item, index) => ({
      ...item,
      lastSeen: index < 3 ? 1_000 : null,
    }));
    const { questionIds } = generateMock(
      { kind: 'PTE', items: [{ type: 'DICTATION', count: 3 }] },
      bank,
      1500,
      1,
      500,
    );
    expect(questionIds.sort()).toEqual([4, 5, 6]);
  });

  it('targets the learner’s level', () => {
    const bank = bankFor([{ type: 'VOCAB_SYNONYM', count: 2 }], 12);
    const blueprint = {
      kind: 'THPT' as const,
      items: [{ type: 'VOCAB_SYNONYM' as const, count: 2 }],
      minutes: 1,
    };
    const ratingOf = (ids: number[]) => ids.map((id) => bank.find((item) => item.id === id)?.rating ?? 0);
    const weak = ratingOf(generateMock(blueprint, bank, 1200, 7, 0).questionIds);
    const strong = ratingOf(generateMock(blueprint, bank, 2300, 7, 0).questionIds);
    expect(Math.max(...weak)).toBeLessThan(Math.min(...strong));
  });

  it('takes a cloze passage whole and reports a shortfall honestly', () => {
    const bank: CandidateItem[] = [1, 2, 3, 4, 5].map((id) => ({
      id,
      type: 'READING_FILL_IN_BLANK',
      rating: 1500,
      lastSeen: null,
      group: 'p1',
    }));
    const five = generateMock(
      { kind: 'THPT', items: [{ type: 'READING_FILL_IN_BLANK', count: 5 }] },
      bank,
      1500,
      3,
      0,
    );
    expect(five.questionIds).toEqual([1, 2, 3, 4, 5]);
    const seven = generateMock(
      { kind: 'THPT', items: [{ type: 'READING_FILL_IN_BLANK', count: 7 }] },
      bank,
      1500,
      3,
      0,
    );
    expect(seven.shortfall).toEqual([{ type: 'READING_FILL_IN_BLANK', missing: 2 }]);
  });
});
