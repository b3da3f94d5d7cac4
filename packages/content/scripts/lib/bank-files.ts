import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { questionContentSchema, type QuestionContent } from '@prepwise/contracts';
import type { PteType } from '../../src/bank/pte/bank-rules.js';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Folder of the PTE bank's JSON files. */
export const bankDirectory = join(packageRoot, 'src/bank/pte');

/** Folder served at `/content/` (audio and images). */
export const assetsDirectory = join(packageRoot, 'assets');

/** One item as stored: the raw JSON object (written back as is) and its parsed form. */
export interface BankEntry {
  raw: Record<string, unknown>;
  item: QuestionContent;
}

/** Path of the JSON file holding a type's items. */
export function bankFilePath(type: PteType): string {
  return join(bankDirectory, `${type}.json`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a type's JSON file. Every item must parse with questionContentSchema; the error names
 * the file and the item so that a broken bank stops the scripts before they write anything.
 */
export async function readBankFile(type: PteType): Promise<BankEntry[]> {
  const path = bankFilePath(type);
  const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${path}: expected a JSON array`);
  return parsed.map((raw: unknown, index) => {
    if (!isRecord(raw)) throw new Error(`${path}: item ${index} is not an object`);
    const result = questionContentSchema.safeParse(raw);
    if (!result.success) {
      throw new Error(`${path}: item ${String(raw.id)}: ${result.error.message}`);
    }
    return { raw, item: result.data };
  });
}

/** Formats JSON the way the repository's Prettier configuration does. */
export async function formatJson(value: unknown, path: string): Promise<string> {
  const options = (await resolveConfig(path)) ?? {};
  return format(JSON.stringify(value), { ...options, parser: 'json', filepath: path });
}

/** Writes a type's items back (Prettier-formatted); returns whether the file changed. */
export async function writeBankFile(type: PteType, entries: readonly BankEntry[]): Promise<boolean> {
  const path = bankFilePath(type);
  const next = await formatJson(
    entries.map((entry) => entry.raw),
    path,
  );
  const previous = await readFile(path, 'utf8');
  if (next === previous) return false;
  await writeFile(path, next);
  return true;
}
