import { describe, expect, it } from 'vitest';
import { buildMockPlan, pteShortBlueprint } from '@prepwise/contracts';
import { isClockOver, moveTo, runClock, stopClock, usedPerSection, type MockClock } from './mock-clock.js';

const minute = 60_000;
// Steps: 0 read aloud (speaking 35), 1 essay (20), 2 TIME_BREAK (10), 3 reading MCQ (30), 4 listening MCQ (25), 5 FINISH.
const plan = buildMockPlan(
  'PTE',
  pteShortBlueprint.items.map((slot, index) => ({ id: index + 1, type: slot.type })),
);
const start = new Date('2026-11-24T08:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * minute);
const fresh: MockClock = {
  currentSection: 0,
  currentQuestion: 0,
  remainTime: 35 * minute,
  at: start,
  sectionTimes: [],
};

describe('runClock', () => {
  it('counts down inside a section', () => {
    expect(runClock(plan, fresh, at(5))).toMatchObject({
      currentSection: 0,
      currentQuestion: 0,
      remainTime: 30 * minute,
    });
  });

  it('closes sections whose time ran out while no tab was open, carrying the overflow', () => {
    const clock = runClock(plan, fresh, at(35 + 20 + 3));
    expect(clock).toMatchObject({ currentSection: 2, currentQuestion: 2, remainTime: 7 * minute });
    expect(clock.sectionTimes).toEqual([35 * minute, 20 * minute]);
  });

  it('ends on FINISH with no time once every section is over', () => {
    const clock = runClock(plan, fresh, at(500));
    expect(clock).toMatchObject({ currentSection: 5, currentQuestion: 5, remainTime: 0 });
    expect(isClockOver(plan, clock)).toBe(true);
  });

  it('never runs backwards for a clock read before it was saved', () => {
    expect(runClock(plan, { ...fresh, at: at(1) }, start).remainTime).toBe(35 * minute);
  });
});

describe('moveTo on a free-moving paper (THPT)', () => {
  const paper = buildMockPlan('THPT', [
    { id: 1, type: 'PHONETIC_STRESS' },
    { id: 2, type: 'COM_COM' },
    { id: 3, type: 'VOCAB_SYNONYM' },
  ]);
  const at = new Date(0);
  const clock: MockClock = {
    currentSection: 0,
    currentQuestion: 2,
    remainTime: 10 * minute,
    at,
    sectionTimes: [],
  };
  it('jumps to any question of the open section, back included, keeping the time', () => {
    expect(moveTo(paper, clock, 0, true)).toMatchObject({ currentQuestion: 0, remainTime: 10 * minute });
    expect(moveTo(paper, clock, 0)).toBe('back');
  });
  it('closes the paper at FINISH, after which there is no going back', () => {
    const done = moveTo(paper, clock, 3, true) as MockClock;
    expect(done).toMatchObject({ currentSection: 1, currentQuestion: 3, sectionTimes: [50 * minute] });
    expect(moveTo(paper, done, 1, true)).toBe('back');
  });
});

describe('moveTo', () => {
  const now = runClock(plan, fresh, at(12));

  it('refuses going back and skipping a section', () => {
    expect(moveTo(plan, { ...now, currentQuestion: 1, currentSection: 1 }, 0)).toBe('back');
    expect(moveTo(plan, now, 2)).toBe('skip');
  });

  it('starts the next section with its full time and records the time used', () => {
    const moved = moveTo(plan, now, 1);
    expect(moved).toMatchObject({ currentSection: 1, currentQuestion: 1, remainTime: 20 * minute });
    expect((moved as MockClock).sectionTimes).toEqual([12 * minute]);
  });

  it('stays on the same step without changing the time', () => {
    expect(moveTo(plan, now, 0)).toMatchObject({
      currentSection: 0,
      currentQuestion: 0,
      remainTime: 23 * minute,
    });
  });

  it('skips the break by moving past it, and reaches FINISH after the last section', () => {
    const onBreak = { ...now, currentSection: 2, currentQuestion: 2, remainTime: 9 * minute };
    expect(moveTo(plan, onBreak, 3)).toMatchObject({ currentSection: 3, remainTime: 30 * minute });
    const listening = { ...now, currentSection: 4, currentQuestion: 4, remainTime: 10 * minute };
    const done = moveTo(plan, listening, 5) as MockClock;
    expect(isClockOver(plan, done)).toBe(true);
    expect(done.sectionTimes[4]).toBe(15 * minute);
  });
});

describe('time used per section', () => {
  it('counts the open section so far and closes it when stopped', () => {
    const clock = runClock(plan, fresh, at(35 + 4));
    expect(usedPerSection(plan, clock)).toEqual([35 * minute, 4 * minute, 0, 0, 0]);
    expect(stopClock(plan, clock).sectionTimes).toEqual([35 * minute, 4 * minute]);
  });
});
