import { requireExpectAnswer, splitKeyList } from './answer-key.js';
import { defineRule, type Marking, type ObjectiveRule } from './objective-rule.js';
import {
  highlightResponseSchema,
  typedTextResponseSchema,
  type HighlightResponse,
  type MarkingEvidence,
  type ObjectiveQuestion,
  type TypedTextResponse,
} from './objective-schemas.js';
import { ScoringInputError } from './scoring-input-error.js';

/**
 * Words as compared in dictation and highlighting: lower case, NFKC, straight apostrophes,
 * punctuation (including hyphens) as separators, apostrophes kept inside words ("don't").
 */
export function tokenizeWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .split(' ')
    .map((token) => token.replace(/^'+|'+$/g, ''))
    .filter((token) => token !== '');
}

function bareWord(token: string): string {
  return tokenizeWords(token).join(' ');
}

/** Positions of the incorrect words: "3, 17" (0-based positions) or words occurring once in text. */
function parseHighlightKey(question: ObjectiveQuestion, words: readonly string[]): number[] {
  const entries = splitKeyList(question);
  const positions = entries.map((entry) => {
    if (/^\d+$/.test(entry)) return Number(entry);
    const matches = words.flatMap((word, index) => (bareWord(word) === bareWord(entry) ? [index] : []));
    if (matches.length !== 1) {
      throw new ScoringInputError(
        'question.invalid',
        `${question.type}: the key word "${entry}" occurs ${matches.length} times in the text; give its position`,
      );
    }
    return matches[0] ?? -1;
  });
  if (
    positions.some((position) => position >= words.length) ||
    new Set(positions).size !== positions.length
  ) {
    throw new ScoringInputError(
      'question.invalid',
      `${question.type}: key positions ${positions.join(', ')} are invalid`,
    );
  }
  return positions;
}

function markHighlights(question: ObjectiveQuestion, response: HighlightResponse): Marking {
  const words = (question.text ?? '').split(/\s+/).filter((word) => word !== '');
  if (words.length === 0)
    throw new ScoringInputError('question.invalid', `${question.type}: the text is empty`);
  const key = new Set(parseHighlightKey(question, words));
  const highlighted = new Set(response.highlighted);
  if (
    highlighted.size !== response.highlighted.length ||
    response.highlighted.some((i) => i >= words.length)
  ) {
    throw new ScoringInputError(
      'response.invalid',
      `${question.type}: highlighted positions must be unique and below ${words.length}`,
    );
  }
  const positions = [...new Set([...key, ...highlighted])].sort((a, b) => a - b);
  const items = positions.map((position): MarkingEvidence => {
    const word = words[position] ?? '';
    const isKey = key.has(position);
    const isHighlighted = highlighted.has(position);
    const points = isHighlighted ? (isKey ? 1 : -1) : 0;
    return {
      kind: 'word',
      position,
      expected: isKey ? word : null,
      given: isHighlighted ? word : null,
      correct: isKey === isHighlighted,
      points,
    };
  });
  return { max: key.size, items };
}

function markDictation(question: ObjectiveQuestion, response: TypedTextResponse): Marking {
  const reference = tokenizeWords(requireExpectAnswer(question));
  if (reference.length === 0) {
    throw new ScoringInputError('question.invalid', `${question.type}: the reference sentence has no words`);
  }
  const available = new Map<string, number>();
  for (const word of tokenizeWords(response.text)) available.set(word, (available.get(word) ?? 0) + 1);
  const items = reference.map((expected, position): MarkingEvidence => {
    const left = available.get(expected) ?? 0;
    if (left > 0) available.set(expected, left - 1);
    const correct = left > 0;
    return {
      kind: 'word',
      position,
      expected,
      given: correct ? expected : null,
      correct,
      points: correct ? 1 : 0,
    };
  });
  return { max: reference.length, items };
}

/** HIGHLIGHT_INCORRECT_WORD: +1 per correctly highlighted word, -1 per wrongly highlighted word, minimum 0. */
export const highlightRule: ObjectiveRule = defineRule(
  '+1 per correct highlight, -1 per wrong highlight, minimum 0',
  highlightResponseSchema,
  markHighlights,
);

/**
 * DICTATION: 1 per reference word present in the response, spelled correctly, in any order;
 * each reference occurrence is matched by at most one typed word (typing "the" three times
 * earns as many points as the sentence has "the"s, no more). Case and punctuation are ignored.
 */
export const dictationRule: ObjectiveRule = defineRule(
  '1 per reference word present (order-insensitive, each counted once)',
  typedTextResponseSchema,
  markDictation,
);
