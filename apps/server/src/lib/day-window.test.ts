import { describe, expect, it } from 'vitest';
import { dayWindow } from './day-window.js';

describe('dayWindow', () => {
  it.each([
    ['2026-11-22T16:59:59Z', 'Asia/Ho_Chi_Minh', '2026-11-21T17:00:00.000Z', '2026-11-22T17:00:00.000Z'],
    ['2026-11-22T17:00:00Z', 'Asia/Ho_Chi_Minh', '2026-11-22T17:00:00.000Z', '2026-11-23T17:00:00.000Z'],
    ['2026-03-29T12:00:00Z', 'Europe/Berlin', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z'],
    ['2026-01-01T00:00:00Z', 'UTC', '2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z'],
  ])('%s in %s is the day [%s, %s)', (now, zone, start, end) => {
    const window = dayWindow(new Date(now), zone);
    expect(window.start.toISOString()).toBe(start);
    expect(window.end.toISOString()).toBe(end);
  });
});
