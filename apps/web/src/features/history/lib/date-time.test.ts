import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it('formats as DD/MM/YY HH:mm:ss', () => {
    expect(formatDateTime('2026-03-07T09:05:04Z')).toBe('07/03/26 09:05:04');
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});
