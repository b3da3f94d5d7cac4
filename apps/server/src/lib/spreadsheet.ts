import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';

export type SheetCell = string | number | null;

/** A table to export: its column titles and its rows, cells in the same order. */
export interface SheetData {
  name: string;
  header: string[];
  rows: SheetCell[][];
}

/**
 * A cell as a spreadsheet may read it without running anything: text that starts like a formula
 * (`=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading apostrophe (CSV/formula
 * injection, OWASP). Numbers stay numbers. Text already starting with apostrophes before such a
 * character gets one more, so `restoreCell` gives back exactly what was written.
 */
export function neutralizeCell(value: SheetCell): SheetCell {
  if (typeof value !== 'string') return value;
  return formulaStart.test(value) ? `'${value}` : value;
}

/**
 * The inverse of `neutralizeCell`, for files we export and read back (the question bank): one
 * leading apostrophe is dropped from text that `neutralizeCell` would have prefixed.
 */
export function restoreCell(text: string): string {
  return text.startsWith("'") && formulaStart.test(text.slice(1)) ? text.slice(1) : text;
}

const formulaStart = /^'*[=+\-@\t\r]/;

/** The table as CSV (RFC 4180, CRLF, a UTF-8 byte order mark so Excel reads Vietnamese names). */
export function sheetToCsv(sheet: SheetData): Buffer {
  const text = stringify([sheet.header, ...sheet.rows.map((row) => row.map(neutralizeCell))], {
    record_delimiter: '\r\n',
  });
  return Buffer.from(`\uFEFF${text}`, 'utf8');
}

/**
 * The table as an XLSX workbook (exceljs): every text cell written as a string value, never a
 * formula, and neutralised as in CSV so a copy to CSV stays safe; the header row bold and frozen.
 */
export async function sheetToXlsx(sheet: SheetData): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet.name.slice(0, 31) || 'Sheet1', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  worksheet.addRow(sheet.header).font = { bold: true };
  for (const row of sheet.rows) worksheet.addRow(row.map(neutralizeCell));
  worksheet.columns.forEach((column, index) => {
    const widest = Math.max(
      ...[sheet.header[index] ?? '', ...sheet.rows.map((row) => row[index] ?? '')].map(
        (cell) => String(cell).length,
      ),
    );
    column.width = Math.min(Math.max(widest + 2, 8), 48);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of a workbook's first sheet, each cell as text (empty cells ''), with its 1-based line. */
export async function readXlsxRows(bytes: Uint8Array): Promise<{ line: number; cells: string[] }[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const worksheet = workbook.worksheets[0];
  if (!worksheet) return [];
  const rows: { line: number; cells: string[] }[] = [];
  worksheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push({ line, cells: values.map(cellText) });
  });
  return rows;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    const cell = value as {
      text?: unknown;
      result?: unknown;
      richText?: { text: string }[];
      hyperlink?: unknown;
    };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join('');
    if (typeof cell.text === 'string') return cell.text;
    if (typeof cell.result === 'string' || typeof cell.result === 'number') return String(cell.result);
    if (value instanceof Date) return value.toISOString();
    return '';
  }
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}
