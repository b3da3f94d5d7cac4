import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { QuestionContent } from '@prepwise/contracts';
import { neutralizeCell, restoreCell } from '../../lib/spreadsheet.js';

export interface ParsedItem {
  line: number;
  value: unknown;
}

const jsonColumns = new Set(['groups', 'explanation', 'questions']);
const numberColumns = new Set(['id', 'examId', 'numberKeyword', 'timeBreak', 'orderDisplay']);
const booleanColumns = new Set(['activated', 'repeated']);

/**
 * Reads questions from a file's text: a JSON array, JSON lines, or CSV with a header row (list
 * and object columns hold JSON). Each item keeps the line it started on, for error reports.
 */
export function parseQuestionFile(name: string, text: string): ParsedItem[] {
  if (name.endsWith('.csv')) return parseCsv(text);
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    const items = JSON.parse(trimmed) as unknown;
    if (!Array.isArray(items)) throw new Error('the JSON file must hold an array of questions');
    return (items as unknown[]).map((value, index) => ({ line: index + 1, value }));
  }
  return text
    .split('\n')
    .map((line, index) => ({ line: index + 1, text: line.trim() }))
    .filter((entry) => entry.text.length > 0)
    .map((entry) => {
      try {
        return { line: entry.line, value: JSON.parse(entry.text) as unknown };
      } catch {
        return { line: entry.line, value: { __invalid: 'not valid JSON' } };
      }
    });
}

function parseCsv(text: string): ParsedItem[] {
  const records: unknown = parse(text, { columns: true, skip_empty_lines: true, info: true });
  return (records as { record: Record<string, string>; info: { lines: number } }[]).map(
    ({ record, info }) => ({
      line: info.lines,
      value: fromCsvRecord(record),
    }),
  );
}

function fromCsvRecord(record: Record<string, string>): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [key, cell] of Object.entries(record)) {
    if (cell === '') continue;
    if (jsonColumns.has(key)) value[key] = safeJson(cell);
    else if (numberColumns.has(key)) value[key] = Number(cell);
    else if (booleanColumns.has(key)) value[key] = cell === 'true' ? true : cell === 'false' ? false : cell;
    else value[key] = restoreCell(cell);
  }
  return value;
}

function safeJson(cell: string): unknown {
  try {
    return JSON.parse(cell);
  } catch {
    return cell;
  }
}

/**
 * Writes questions as pretty JSON or as CSV with every field a column. Text cells of the CSV are
 * neutralised like every export (`neutralizeCell`); `parseQuestionFile` restores them, so an
 * exported file imports back unchanged.
 */
export function formatQuestionFile(items: QuestionContent[], format: 'json' | 'csv'): string {
  if (format === 'json') return `${JSON.stringify(items, null, 2)}\n`;
  const columns = [...new Set(items.flatMap((item) => Object.keys(item)))];
  const rows = items.map((item) =>
    columns.map((column) => {
      const cell = (item as Record<string, unknown>)[column];
      if (cell === undefined || cell === null) return '';
      if (typeof cell === 'object') return JSON.stringify(cell);
      return typeof cell === 'string' ? String(neutralizeCell(cell)) : JSON.stringify(cell);
    }),
  );
  return stringify([columns, ...rows]);
}
