export const phoneticKinds = ['pronunciation', 'stress'] as const;
export type PhoneticKind = (typeof phoneticKinds)[number];

/**
 * A Vietnamese-test phonetic item: four words; for "pronunciation" each with its underlined
 * letter group ("ed", or the whole word with the group in brackets, "walk[ed]", when the group
 * occurs more than once in the word).
 */
export interface PhoneticItem {
  kind: PhoneticKind;
  options: readonly string[];
  underlined?: readonly string[];
}

/** The checker's verdict: the odd option (0-3) with an English explanation, or null and why. */
export interface PhoneticAnswer {
  answer: number | null;
  explanation: string;
}

/** Thrown for an item that is malformed (not a refusal: a refusal is an answer of null). */
export class PhoneticItemError extends Error {
  override readonly name = 'PhoneticItemError';
}

export const optionLabels = ['A', 'B', 'C', 'D'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readWords(value: unknown, field: string): string[] {
  const valid =
    Array.isArray(value) &&
    value.length === 4 &&
    value.every((word) => typeof word === 'string' && word.trim() !== '');
  if (!valid) throw new PhoneticItemError(`${field} must be an array of 4 non-empty strings`);
  return value as string[];
}

/**
 * Validates a phonetic item read from JSON: kind, four option words and, for pronunciation
 * items, four underlined letter groups. Throws PhoneticItemError with the first problem found.
 */
export function parsePhoneticItem(value: unknown): PhoneticItem {
  if (!isRecord(value)) throw new PhoneticItemError('an item must be a JSON object');
  const kind = phoneticKinds.find((known) => known === value.kind);
  if (kind === undefined) throw new PhoneticItemError(`kind must be one of ${phoneticKinds.join(', ')}`);
  const options = readWords(value.options, 'options');
  if (kind === 'stress') {
    if (value.underlined !== undefined)
      throw new PhoneticItemError('a stress item has no underlined letters');
    return { kind, options };
  }
  return { kind, options, underlined: readWords(value.underlined, 'underlined') };
}
