import { describe, expect, it } from 'vitest';
import { localizePackageNames, packageName, sampleExamName } from './package-names.js';

describe('catalogue and sample-paper names', () => {
  it('translates product names and keeps unknown ones as stored', () => {
    expect(packageName(1, 'vi', 'Pack 90 days')).toBe('Gói 90 ngày');
    expect(packageName(4, 'de', 'AI Scoring #1')).toBe('KI-Bewertung #1');
    expect(packageName(4, 'en', 'AI Scoring #1')).toBe('AI Scoring #1');
    expect(packageName(99, 'vi', 'Imported pack')).toBe('Imported pack');
  });

  it('translates the sample papers’ titles', () => {
    expect(sampleExamName(1, 'vi', 'THPT free sample test')).toBe('Đề thi mẫu THPT miễn phí');
    expect(sampleExamName(3, 'de', 'PTE listening skill test')).toBe('PTE-Test Hörverstehen');
    expect(sampleExamName(7, 'vi', 'Exam 7')).toBe('Exam 7');
  });

  it('translates product names inside a stored description', () => {
    expect(localizePackageNames('AI Scoring #1 x2, Pack 30 days x1', 'vi')).toBe(
      'Chấm điểm AI #1 x2, Gói 30 ngày x1',
    );
    expect(localizePackageNames('Voucher TRY-AI-200: AI Scoring #1', 'de')).toBe(
      'Voucher TRY-AI-200: KI-Bewertung #1',
    );
  });
});
