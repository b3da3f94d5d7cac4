/** One piece of a text: plain, or underlined (from `<u>...</u>` markup). */
export interface TextPart {
  text: string;
  underlined: boolean;
}

const underlinePattern = /<u>([\s\S]*?)<\/u>/gi;

/**
 * Splits a text with `<u>...</u>` markup into plain and underlined parts, so it can be rendered
 * as real elements (never as HTML). Empty parts are dropped.
 */
export function splitUnderline(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(underlinePattern)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start), underlined: false });
    if (match[1]) parts.push({ text: match[1], underlined: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), underlined: false });
  return parts;
}

/** The text without its underline markup (for labels and plain displays). */
export function stripUnderline(text: string): string {
  return text.replace(/<\/?u>/gi, '');
}

/** A piece of a text with blanks: text, or the blank with its 0-based number. */
export type BlankSegment = { kind: 'text'; text: string } | { kind: 'blank'; index: number };

/** Splits a text on its `@Blank@` markers; blanks are numbered from 0 in reading order. */
export function splitBlanks(text: string): BlankSegment[] {
  const segments: BlankSegment[] = [];
  const pieces = text.split(/@Blank@/i);
  pieces.forEach((piece, index) => {
    if (piece) segments.push({ kind: 'text', text: piece });
    if (index < pieces.length - 1) segments.push({ kind: 'blank', index });
  });
  return segments;
}

/** How many `@Blank@` markers a text has. */
export function countBlanks(text: string): number {
  return splitBlanks(text).filter((segment) => segment.kind === 'blank').length;
}

/** The '/'-separated candidates of a field (trimmed, empty ones dropped). */
export function splitCandidates(field: string | null | undefined): string[] {
  if (!field) return [];
  return field
    .split('/')
    .map((word) => word.trim())
    .filter((word) => word.length > 0);
}

/** Counts words as runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** The whitespace-split words of a text, with their 0-based positions (for highlight incorrect words). */
export function indexWords(text: string): { index: number; word: string }[] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  return trimmed.split(/\s+/).map((word, index) => ({ index, word }));
}

/** Whether a word count lies inside `{min, max}`; `below`/`above` tell which side it leaves. */
export function wordCountStatus(
  count: number,
  limit: { min: number; max: number },
): 'ok' | 'below' | 'above' {
  if (count < limit.min) return 'below';
  if (count > limit.max) return 'above';
  return 'ok';
}
