import { describe, expect, it } from 'vitest';
import { formatCount, formatDate } from './format';

describe('formatDate', () => {
  it("writes DD/MM/YYYY in each language's notation, with one formatter per language", () => {
    expect(formatDate('2025-03-04T10:00:00Z', 'en')).toBe('04/03/2025');
    expect(formatDate('2025-03-04T10:00:00Z', 'vi')).toBe('04/03/2025');
    expect(formatDate('2025-03-04T10:00:00Z', 'de')).toBe('04.03.2025');
    expect(formatDate('2025-12-31T10:00:00Z', 'de')).toBe('31.12.2025');
  });

  it('gives back what is not a date', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

describe('formatCount', () => {
  it("groups the digits in the language's way", () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'vi')).toBe('12.345');
    expect(formatCount(12345, 'de')).toBe('12.345');
    expect(formatCount(1000, 'en')).toBe('1,000');
  });

  it('writes small whole numbers as they are, and fractions with the formatter', () => {
    expect(formatCount(0, 'de')).toBe('0');
    expect(formatCount(999, 'en')).toBe('999');
    expect(formatCount(-42, 'vi')).toBe('-42');
    expect(formatCount(2.5, 'de')).toBe('2,5');
  });
});
