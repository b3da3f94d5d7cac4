import { readEvidenceMessage, type Language, type MockReportItem } from '@prepwise/contracts';
import { reportScorerMessages } from './report-pdf-messages.js';

/** How many of an item's reasons the PDF prints (the web report shows them all). */
const reasonsPerItem = 3;

const numberLocales: Record<Language, string> = { en: 'en-GB', vi: 'vi-VN', de: 'de-DE' };

/**
 * One evidence message in the report's language: a keyed message filled with its parameters
 * (numbers in the language's notation), the English text of a result stored before keys as
 * written, or null for a missing or malformed message.
 */
export function formatReason(message: unknown, language: Language): string | null {
  const read = readEvidenceMessage(message);
  if (read === null || typeof read === 'string') return read;
  const numbers = new Intl.NumberFormat(numberLocales[language], { maximumFractionDigits: 1 });
  return reportScorerMessages[language][read.key].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = read.params[name];
    if (typeof value === 'number') return numbers.format(value);
    return value ?? '';
  });
}

/**
 * The first few distinct reasons the scorer gave for an item, in the report's language: the
 * sentences saying why a trait is low first, then the other evidence in trait order.
 */
export function itemReasons(item: MockReportItem, language: Language): string[] {
  const reasons: string[] = [];
  const evidence = Object.values(item.traits ?? {}).flatMap((trait) => trait.evidence);
  const isSummary = (record: Record<string, unknown>) => record.kind === 'trait-summary';
  for (const record of [...evidence.filter(isSummary), ...evidence.filter((record) => !isSummary(record))]) {
    const reason = formatReason(record.message, language);
    const subject = typeof record.text === 'string' && record.text !== '' ? `“${record.text}”: ` : '';
    const line = reason === null ? null : `${subject}${reason}`;
    if (line !== null && !reasons.includes(line)) reasons.push(line);
    if (reasons.length === reasonsPerItem) return reasons;
  }
  return reasons;
}
