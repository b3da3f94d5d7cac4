import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One rated essay from ASAP (holistic score) or ELLIPSE (analytic traits), read at run time only. */
export interface RatedEssay {
  corpus: 'asap' | 'ellipse';
  /** ASAP essay_set ("1", "3", ...) or ELLIPSE prompt name. */
  prompt: string;
  text: string;
  /** ASAP: domain1_score. ELLIPSE: Overall. */
  score: number;
  /** ELLIPSE analytic traits (1.0-5.0); empty for ASAP. */
  traits: Partial<Record<EllipseTrait, number>>;
}

/** ELLIPSE analytic trait columns used by the writing model. */
export const ELLIPSE_TRAITS = [
  'Overall',
  'Cohesion',
  'Syntax',
  'Vocabulary',
  'Grammar',
  'Conventions',
] as const;
export type EllipseTrait = (typeof ELLIPSE_TRAITS)[number];

/** Score range per ASAP essay set (from the dataset README). */
export const ASAP_RANGES: Record<string, [number, number]> = {
  '1': [2, 12],
  '3': [0, 3],
  '5': [0, 4],
  '7': [0, 30],
};

const repositoryRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/** Reads `--name value` from argv, with a default. */
export function readOption(argv: string[], name: string, fallback: string): string {
  const index = argv.indexOf(`--${name}`);
  const value = index >= 0 ? argv[index + 1] : undefined;
  return value ?? fallback;
}

/** The dataset folder: `--data` if given, else `../shared/datasets` from the repository root. */
export function resolveDataFolder(argv: string[]): string {
  const folder = resolve(repositoryRoot, readOption(argv, 'data', '../shared/datasets'));
  if (!existsSync(folder)) throw new Error(`Dataset folder not found: ${folder} (pass --data <folder>)`);
  return folder;
}

/** Resolves a path relative to the repository root. */
export function fromRepositoryRoot(path: string): string {
  return resolve(repositoryRoot, path);
}

/** ASAP essays (tab-separated, cp1252, no CSV quoting: the quotes belong to the text). */
export function readAsap(folder: string): RatedEssay[] {
  const bytes = readFileSync(join(folder, 'asap-dev/essays.tsv'));
  const lines = new TextDecoder('windows-1252').decode(bytes).split(/\r?\n/);
  const header = (lines[0] ?? '').split('\t');
  const setColumn = header.indexOf('essay_set');
  const textColumn = header.indexOf('essay');
  const scoreColumn = header.indexOf('domain1_score');
  const essays: RatedEssay[] = [];
  for (const line of lines.slice(1)) {
    const cells = line.split('\t');
    const score = Number(cells[scoreColumn]);
    const raw = cells[textColumn];
    if (raw === undefined || !Number.isFinite(score)) continue;
    const text = raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw;
    essays.push({ corpus: 'asap', prompt: cells[setColumn] ?? '', text, score, traits: {} });
  }
  return essays;
}

/** Parses RFC 4180 CSV (quoted fields may hold commas, quotes and newlines). */
export function parseCsv(content: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < content.length; index += 1) {
    const char = content.charAt(index);
    if (quoted) {
      if (char === '"' && content.charAt(index + 1) === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      rows.push([...row, field.replace(/\r$/, '')]);
      row = [];
      field = '';
    } else field += char;
  }
  if (field.length > 0 || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** ELLIPSE essays with their analytic trait ratings. */
export function readEllipse(folder: string): RatedEssay[] {
  const [header = [], ...rows] = parseCsv(readFileSync(join(folder, 'ellipse-dev/essays.csv'), 'utf8'));
  const column = (name: string): number => header.indexOf(name);
  return rows
    .filter((row) => row.length === header.length)
    .map((row) => {
      const traits: Partial<Record<EllipseTrait, number>> = {};
      for (const trait of ELLIPSE_TRAITS) traits[trait] = Number(row[column(trait)]);
      return {
        corpus: 'ellipse' as const,
        prompt: row[column('prompt')] ?? '',
        text: row[column('full_text')] ?? '',
        score: traits.Overall ?? 0,
        traits,
      };
    });
}

/** Undoes JFLEG's tokenisation ("do n't" -> "don't", "word ," -> "word,"). */
export function detokenize(line: string): string {
  return line
    .trim()
    .replace(/ (n't|'s|'re|'ve|'ll|'d|'m)\b/g, '$1')
    .replace(/ ([.,!?;:%)\]])/g, '$1')
    .replace(/([([$]) /g, '$1')
    .replace(/" (.*?) "/g, '"$1"');
}

/** JFLEG dev: learner sentences and their four human corrections, detokenised. */
export function readJfleg(folder: string): { sources: string[]; references: string[][] } {
  const read = (name: string): string[] =>
    readFileSync(join(folder, 'jfleg-dev', name), 'utf8')
      .split('\n')
      .slice(0, -1)
      .map(detokenize);
  const sources = read('dev.src');
  const references = [0, 1, 2, 3].map((index) => read(`dev.ref${index}`));
  return { sources, references };
}
