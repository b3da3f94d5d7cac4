import { describe, expect, it } from 'vitest';
import { formatClock } from './use-countdown';

describe('formatClock', () => {
  it('shows m:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(7)).toBe('0:07');
    expect(formatClock(75.9)).toBe('1:15');
    expect(formatClock(-3)).toBe('0:00');
  });
});
