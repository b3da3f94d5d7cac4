import { checkPhoneticItem } from '../phonetics/check-phonetic-item.js';
import { generatePhoneticItems, type GeneratedPhoneticItem } from '../phonetics/item-generator.js';
import { parsePhoneticItem, phoneticKinds, type PhoneticKind } from '../phonetics/phonetic-item.js';

/** One output line of `solve`: the answer, or the error of a bad input line. */
export type SolveOutput =
  | { id: string | number | null; answer: number | null; confidence: number; explanation: string }
  | { id: string | number | null; error: string };

export const usage = [
  'Usage:',
  '  phonetics solve < items.jsonl',
  '    reads {id, kind: "pronunciation"|"stress", options: [4 words], underlined?: [4 letter groups],',
  '    underlinedAt?: [4 letter offsets or null]} per line; "b[a]nana" or "b<u>a</u>nana" also place an underline',
  '    writes {id, answer: 0-3 or null, confidence: 0-1, explanation} per line ({id, error} for a bad line)',
  '  phonetics generate --kind stress|pronunciation [--count N] [--seed S]',
  '    writes N checked items {id, kind, options, underlined?, answer, explanation} per line',
].join('\n');

function idOf(value: unknown): string | number | null {
  if (typeof value !== 'object' || value === null || !('id' in value)) return null;
  const { id } = value;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

/**
 * Solves one JSON line of the `solve` command. Never throws: a line that is not JSON, lacks an
 * id or describes a malformed item yields `{id, error}` so the run can go on.
 */
export function solveLine(line: string): SolveOutput {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { id: null, error: 'the line is not valid JSON' };
  }
  const id = idOf(value);
  if (id === null) return { id, error: 'id must be a string or a number' };
  try {
    const { answer, confidence, explanation } = checkPhoneticItem(parsePhoneticItem(value));
    return { id, answer, confidence: Math.round(confidence * 1000) / 1000, explanation };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}

export interface GenerateArguments {
  kind: PhoneticKind;
  count: number;
  seed: number | string;
}

function readFlags(args: readonly string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (let index = 0; index < args.length; index += 2) {
    const name = args[index] ?? '';
    const value = args[index + 1];
    if (!['--kind', '--count', '--seed'].includes(name) || value === undefined) {
      throw new Error(`unexpected argument "${name}"`);
    }
    flags.set(name, value);
  }
  return flags;
}

/** Parses `--kind K --count N --seed S` (count defaults to 10, seed to 1); throws on bad input. */
export function parseGenerateArguments(args: readonly string[]): GenerateArguments {
  const flags = readFlags(args);
  const kind = phoneticKinds.find((known) => known === flags.get('--kind'));
  if (kind === undefined) throw new Error(`--kind must be one of ${phoneticKinds.join(', ')}`);
  const count = Number(flags.get('--count') ?? '10');
  if (!Number.isInteger(count) || count < 1 || count > 10_000) throw new Error('--count must be 1 to 10000');
  const rawSeed = flags.get('--seed') ?? '1';
  const seed = /^\d+$/.test(rawSeed) ? Number(rawSeed) : rawSeed;
  return { kind, count, seed };
}

/** Runs `generate`: checked items for the arguments (fewer when the word list runs out). */
export function generateItems(args: GenerateArguments): GeneratedPhoneticItem[] {
  return generatePhoneticItems(args);
}
