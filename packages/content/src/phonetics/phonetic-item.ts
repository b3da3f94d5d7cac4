export const phoneticKinds = ['pronunciation', 'stress'] as const;
export type PhoneticKind = (typeof phoneticKinds)[number];

/**
 * A Vietnamese-test phonetic item: four words; for "pronunciation" each with its underlined
 * letter group ("ed", or the whole word with the group in brackets, "b[a]nana", when the group
 * occurs more than once in the word). Parsing also accepts the bank's `<u>...</u>` markup in the
 * options or the underlines, and `underlinedAt` (the 0-based letter offset of each underline);
 * both are turned into the bracket form here, so the solver sees one shape.
 */
export interface PhoneticItem {
  kind: PhoneticKind;
  options: readonly string[];
  underlined?: readonly string[];
}

/**
 * The checker's verdict: the odd option (0-3) or null, an English explanation, and how sure it
 * is (0-1; 1 when every dictionary pronunciation and every analysis give this answer). An answer
 * below `answerThreshold` is withheld (answer null) and the explanation says so.
 */
export interface PhoneticAnswer {
  answer: number | null;
  explanation: string;
  confidence: number;
}

/** Below this confidence the checker abstains. Chosen on bench/phonetics (see bench/RESULTS.md). */
export const answerThreshold = 0.6;

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

const markup = /<u>(.*?)<\/u>/i;

/** "b<u>a</u>nana" -> "b[a]nana"; null when the text has no underline markup. */
export function markupToBrackets(text: string): string | null {
  const match = markup.exec(text);
  if (match === null) return null;
  const plain = text.replace(/<\/?u>/gi, '');
  const start = match.index;
  const end = start + (match[1] ?? '').length;
  return `${plain.slice(0, start)}[${plain.slice(start, end)}]${plain.slice(end)}`;
}

function readPositions(value: unknown): (number | null)[] | undefined {
  if (value === undefined) return undefined;
  const valid =
    Array.isArray(value) &&
    value.length === 4 &&
    value.every((at) => at === null || (typeof at === 'number' && Number.isInteger(at) && at >= 0));
  if (!valid) throw new PhoneticItemError('underlinedAt must be an array of 4 letter offsets (or null)');
  return value as (number | null)[];
}

/** "banana", "a", 3 -> "ban[a]na"; throws when the letters are not at that offset. */
function bracketAt(option: string, group: string, at: number): string {
  const word = option.trim();
  const letters = group.trim();
  if (word.slice(at, at + letters.length).toLowerCase() !== letters.toLowerCase()) {
    throw new PhoneticItemError(`"${letters}" is not at letter ${at} of "${word}"`);
  }
  return `${word.slice(0, at)}[${word.slice(at, at + letters.length)}]${word.slice(at + letters.length)}`;
}

/**
 * The underline of one option in bracket form when its position is known (brackets or markup in
 * the underline, an offset, markup in the option, in that order), else the bare group.
 */
function placeUnderline(option: string, group: string | undefined, at: number | null | undefined): string {
  const plain = option.replace(/<\/?u>/gi, '');
  const fromGroup = group === undefined ? null : markupToBrackets(group);
  if (fromGroup !== null) return fromGroup;
  if (group?.includes('[')) return group;
  if (group !== undefined && at !== null && at !== undefined) return bracketAt(plain, group, at);
  const fromOption = markupToBrackets(option);
  if (fromOption !== null) return fromOption;
  if (group === undefined) throw new PhoneticItemError('a pronunciation item needs underlined letters');
  return group;
}

/**
 * Validates a phonetic item read from JSON: kind, four option words and, for pronunciation
 * items, four underlined letter groups (or `<u>` markup in the options), optionally placed by
 * `underlinedAt`. Throws PhoneticItemError with the first problem found.
 */
export function parsePhoneticItem(value: unknown): PhoneticItem {
  if (!isRecord(value)) throw new PhoneticItemError('an item must be a JSON object');
  const kind = phoneticKinds.find((known) => known === value.kind);
  if (kind === undefined) throw new PhoneticItemError(`kind must be one of ${phoneticKinds.join(', ')}`);
  const written = readWords(value.options, 'options');
  const options = written.map((option) => option.replace(/<\/?u>/gi, ''));
  if (kind === 'stress') {
    if (value.underlined !== undefined)
      throw new PhoneticItemError('a stress item has no underlined letters');
    return { kind, options };
  }
  const hasMarkup = written.every((option) => markup.test(option));
  const groups =
    value.underlined === undefined && hasMarkup ? undefined : readWords(value.underlined, 'underlined');
  const positions = readPositions(value.underlinedAt);
  const underlined = written.map((option, index) =>
    placeUnderline(option, groups?.[index], positions?.[index]),
  );
  return { kind, options, underlined };
}
