import type { Language } from './user.js';

/**
 * The catalogue's product names in every interface language, by package id (docs/product.md §9).
 * English is the catalogue's own name; a package missing here keeps its stored name.
 */
const packageNames: Record<number, Record<Language, string>> = {
  1: { en: 'Pack 90 days', vi: 'Gói 90 ngày', de: 'Paket 90 Tage' },
  2: { en: 'Pack 30 days', vi: 'Gói 30 ngày', de: 'Paket 30 Tage' },
  3: { en: 'Mock Test #1', vi: 'Bài thi thử #1', de: 'Probetest #1' },
  4: { en: 'AI Scoring #1', vi: 'Chấm điểm AI #1', de: 'KI-Bewertung #1' },
  5: { en: 'AI Scoring #2', vi: 'Chấm điểm AI #2', de: 'KI-Bewertung #2' },
  6: { en: 'Mock Test #2', vi: 'Bài thi thử #2', de: 'Probetest #2' },
  7: { en: 'Mock Test #3', vi: 'Bài thi thử #3', de: 'Probetest #3' },
  10: { en: 'Combo #1', vi: 'Combo #1', de: 'Kombi #1' },
  11: { en: 'Combo #2', vi: 'Combo #2', de: 'Kombi #2' },
  12: { en: 'Class plan', vi: 'Gói lớp học', de: 'Klassenpaket' },
};

/** A package's name in `language`, or `fallback` (its stored name) when none is known. */
export function packageName(id: number, language: string, fallback: string): string {
  const names = packageNames[id];
  if (!names) return fallback;
  return names[language as Language] ?? fallback;
}

/** The sample bank's fixed papers (`GET api/exams`) in every interface language, by exam id. */
const sampleExamNames: Record<number, Record<Language, string>> = {
  1: { en: 'THPT free sample test', vi: 'Đề thi mẫu THPT miễn phí', de: 'Kostenloser THPT-Probetest' },
  2: { en: 'PTE reading skill test', vi: 'Bài kiểm tra kỹ năng Đọc PTE', de: 'PTE-Test Leseverstehen' },
  3: { en: 'PTE listening skill test', vi: 'Bài kiểm tra kỹ năng Nghe PTE', de: 'PTE-Test Hörverstehen' },
};

/** A sample paper's name in `language`, or `fallback` (its stored name) for any other paper. */
export function sampleExamName(id: number, language: string, fallback: string): string {
  return sampleExamNames[id]?.[language as Language] ?? fallback;
}

/**
 * A stored English text naming catalogue products (a payment's description such as
 * "AI Scoring #1 x2, Pack 30 days x1") with each product name in `language`.
 */
export function localizePackageNames(text: string, language: string): string {
  return Object.values(packageNames).reduce(
    (result, names) => result.split(names.en).join(names[language as Language] ?? names.en),
    text,
  );
}
