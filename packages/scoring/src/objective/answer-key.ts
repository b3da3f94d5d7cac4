import type { z } from 'zod';
import { optionLetters, type ObjectiveQuestion, type OptionLetter } from './objective-schemas.js';
import { ScoringInputError } from './scoring-input-error.js';

/** Text as compared for blanks: NFKC, straight apostrophes, single spaces, trimmed, lower case. */
export function normalizeAnswerText(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The question's expectAnswer, trimmed; throws `question.invalid` when it is missing or blank. */
export function requireExpectAnswer(question: ObjectiveQuestion): string {
  const key = question.expectAnswer?.trim() ?? '';
  if (key === '') throw new ScoringInputError('question.invalid', `${question.type}: expectAnswer is empty`);
  return key;
}

/** Splits a comma-separated key into trimmed entries; an empty entry is a malformed key. */
export function splitKeyList(question: ObjectiveQuestion): string[] {
  const entries = requireExpectAnswer(question)
    .split(',')
    .map((entry) => entry.trim());
  if (entries.some((entry) => entry === '')) {
    throw new ScoringInputError(
      'question.invalid',
      `${question.type}: expectAnswer "${question.expectAnswer ?? ''}" has an empty entry`,
    );
  }
  return entries;
}

/** The option text of a letter (answerA..answerJ), or null when absent or blank. */
export function optionText(question: ObjectiveQuestion, letter: OptionLetter): string | null {
  const text = question[`answer${letter}`];
  return text === null || text === undefined || text.trim() === '' ? null : text;
}

/** Letters whose option text is present; `fallback` when the question carries no option texts. */
export function presentLetters(
  question: ObjectiveQuestion,
  fallback: readonly OptionLetter[],
): OptionLetter[] {
  const present = optionLetters.filter((letter) => optionText(question, letter) !== null);
  return present.length > 0 ? present : [...fallback];
}

/**
 * Reads one option letter ("b", " C ") and checks it is allowed. Throws a ScoringInputError with
 * `code` naming the side (question or response) that was malformed.
 */
export function parseLetter(
  raw: string,
  allowed: readonly OptionLetter[],
  code: 'question.invalid' | 'response.invalid',
  where: string,
): OptionLetter {
  const letter = raw.trim().toUpperCase();
  const match = allowed.find((candidate) => candidate === letter);
  if (match === undefined) {
    throw new ScoringInputError(code, `${where}: "${raw}" is not one of the options ${allowed.join(', ')}`);
  }
  return match;
}

/** Parses letters, rejecting duplicates: a letter chosen twice must not earn or lose twice. */
export function parseLetterList(
  raws: readonly string[],
  allowed: readonly OptionLetter[],
  code: 'question.invalid' | 'response.invalid',
  where: string,
): OptionLetter[] {
  const letters = raws.map((raw) => parseLetter(raw, allowed, code, where));
  if (new Set(letters).size !== letters.length) {
    throw new ScoringInputError(code, `${where}: the letters ${letters.join(', ')} contain a duplicate`);
  }
  return letters;
}

/**
 * Parses the response with its rule's schema; throws `response.invalid` with zod's message
 * (e.g. a blank response given to a multiple-choice item).
 */
export function parseResponse<T>(schema: z.ZodType<T>, response: unknown, type: string): T {
  const parsed = schema.safeParse(response);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new ScoringInputError(
      'response.invalid',
      `${type}: the response does not fit this type (${detail})`,
    );
  }
  return parsed.data;
}
