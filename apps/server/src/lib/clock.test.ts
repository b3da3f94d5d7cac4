import { describe, expect, it } from 'vitest';
import { createAdjustableClock } from './clock.js';

const day = 24 * 60 * 60 * 1000;

describe('the journeys’ adjustable clock', () => {
  it('moves forward only, and reset brings it back to the real time', () => {
    const clock = createAdjustableClock();
    const moved = clock.advance(2 * day).getTime();
    expect(moved - Date.now()).toBeGreaterThan(2 * day - 1000);
    expect(clock.advance(-day).getTime()).toBeGreaterThanOrEqual(moved);
    expect(Math.abs(clock.reset().getTime() - Date.now())).toBeLessThan(1000);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
