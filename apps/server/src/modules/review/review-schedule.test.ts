import { describe, expect, it } from 'vitest';
import { gradeOf, scheduleDrill, scheduleMistake } from './review-schedule.js';

const day = 24 * 60 * 60 * 1000;
const made = new Date('2026-03-02T03:00:00Z');
const days = (from: Date, to: Date) => (to.getTime() - from.getTime()) / day;

describe('FSRS scheduling of the review queue', () => {
  it('makes a new mistake due the next day, not today', () => {
    const card = scheduleMistake(made);
    expect(days(made, card.due)).toBe(1);
    expect(card).toMatchObject({ reps: 1, lapses: 0, state: 'REVIEW' });
    expect(card.lastReview).toEqual(made);
  });

  it('moves a card answered right further out, and further again each time', () => {
    const first = scheduleMistake(made);
    const good = scheduleDrill(first, 'GOOD', first.due);
    expect(days(first.due, good.due)).toBeGreaterThan(1);
    expect(good.stability).toBeGreaterThan(first.stability);
    const again = scheduleDrill(good, 'GOOD', good.due);
    expect(days(good.due, again.due)).toBeGreaterThan(days(first.due, good.due));
  });

  it('brings a card answered wrong back the next day and counts the lapse', () => {
    const good = scheduleDrill(scheduleMistake(made), 'GOOD', new Date(made.getTime() + day));
    const wrong = scheduleDrill(good, 'AGAIN', good.due);
    expect(days(good.due, wrong.due)).toBe(1);
    expect(wrong.lapses).toBe(1);
    expect(wrong.stability).toBeLessThan(good.stability);
  });

  it('is deterministic (no fuzz): the same answers give the same dates', () => {
    const one = scheduleDrill(scheduleMistake(made), 'GOOD', new Date(made.getTime() + day));
    const two = scheduleDrill(scheduleMistake(made), 'GOOD', new Date(made.getTime() + day));
    expect(one.due).toEqual(two.due);
  });

  it('grades a right re-answer GOOD and a wrong one AGAIN', () => {
    expect(gradeOf(true)).toBe('GOOD');
    expect(gradeOf(false)).toBe('AGAIN');
  });
});
