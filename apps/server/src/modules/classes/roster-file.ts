import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { maxRosterRows, type RosterProblem } from '@prepwise/contracts';
import { readXlsxRows } from '../../lib/spreadsheet.js';

/** A learner a roster names: their e-mail (lower-cased) and name, with the file's line. */
export interface RosterRow {
  line: number;
  email: string;
  fullName: string;
}

export interface RosterFileCheck {
  rows: RosterRow[];
  problems: RosterProblem[];
}

const emailSchema = z.email().max(254);
const emailHeaders = new Set(['email', 'e-mail', 'mail', 'địa chỉ email', 'thư điện tử']);
const nameHeaders = new Set([
  'name',
  'full name',
  'fullname',
  'họ tên',
  'họ và tên',
  'tên',
  'vollständiger name',
]);

const normalizeHeader = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Reads a roster (CSV or XLSX): an e-mail column and a name column, found by their titles
 * (English, Vietnamese, German) or, without a title row, e-mail first and name second. Every row
 * is checked: a missing or malformed e-mail, a missing name, the same e-mail twice, more than
 * {@link maxRosterRows} rows. Runs in the worker pool (an XLSX is a zip to inflate).
 */
export async function checkRosterFile(fileName: string, bytes: Uint8Array): Promise<RosterFileCheck> {
  let table: { line: number; cells: string[] }[];
  try {
    table = /\.xlsx$/i.test(fileName) ? await readXlsxRows(bytes) : readCsvRows(bytes);
  } catch {
    return { rows: [], problems: [{ line: 0, field: 'file', message: 'The file could not be read.' }] };
  }
  table = table.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (table.length === 0)
    return { rows: [], problems: [{ line: 0, field: 'file', message: 'The file has no rows.' }] };
  const header = table[0]?.cells.map(normalizeHeader) ?? [];
  const emailColumn = header.findIndex((cell) => emailHeaders.has(cell));
  const nameColumn = header.findIndex((cell) => nameHeaders.has(cell));
  const hasHeader = emailColumn >= 0;
  const body = hasHeader ? table.slice(1) : table;
  const columns = { email: hasHeader ? emailColumn : 0, name: hasHeader ? nameColumn : 1 };
  const problems: RosterProblem[] = [];
  if (body.length > maxRosterRows)
    problems.push({ line: 0, field: 'file', message: `A roster has at most ${maxRosterRows} rows.` });
  const rows: RosterRow[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of body.slice(0, maxRosterRows)) {
    const email = (cells[columns.email] ?? '').trim().toLowerCase();
    const fullName = columns.name >= 0 ? (cells[columns.name] ?? '').trim() : '';
    if (!emailSchema.safeParse(email).success) {
      problems.push({
        line,
        field: 'email',
        message: email ? `"${email}" is not an e-mail address.` : 'The e-mail is missing.',
      });
      continue;
    }
    if (!fullName || fullName.length > 100) {
      problems.push({
        line,
        field: 'name',
        message: fullName ? 'The name is longer than 100 characters.' : 'The name is missing.',
      });
      continue;
    }
    const earlier = seen.get(email);
    if (earlier !== undefined) {
      problems.push({ line, field: 'email', message: `${email} is already on line ${earlier}.` });
      continue;
    }
    seen.set(email, line);
    rows.push({ line, email, fullName });
  }
  return { rows, problems };
}

function readCsvRows(bytes: Uint8Array): { line: number; cells: string[] }[] {
  const text = Buffer.from(bytes)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const delimiter = (text.split(/\r?\n/, 1)[0] ?? '').includes(';') ? ';' : ',';
  const records = parse(text, {
    delimiter,
    relax_column_count: true,
    skip_empty_lines: false,
    info: true,
  }) as unknown as {
    record: string[];
    info: { lines: number };
  }[];
  return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
}
