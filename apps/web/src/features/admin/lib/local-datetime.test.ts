import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './local-datetime';

describe('datetime-local values', () => {
  it('round-trips an instant through the browser’s time zone, to the minute', () => {
    const iso = '2026-11-27T09:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(iso)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });

  it('gives nothing for what is not a date', () => {
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('tomorrow')).toBe('');
    expect(toLocalInput('not a date')).toBe('');
  });
});
