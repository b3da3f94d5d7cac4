import { parseLetter, parseLetterList, presentLetters, requireExpectAnswer } from './answer-key.js';
import { defineRule, type Marking, type ObjectiveRule } from './objective-rule.js';
import {
  choiceResponseSchema,
  optionLetters,
  type ChoiceResponse,
  type MarkingEvidence,
  type ObjectiveQuestion,
  type OptionLetter,
} from './objective-schemas.js';
import { ScoringInputError } from './scoring-input-error.js';

const thptLetters: readonly OptionLetter[] = ['A', 'B', 'C', 'D'];

/** The letters a question may use: its present options, or `range` when it carries none. */
function allowedLetters(question: ObjectiveQuestion, range: readonly OptionLetter[]): OptionLetter[] {
  return presentLetters(question, range).filter((letter) => range.includes(letter));
}

function markSingleChoice(
  question: ObjectiveQuestion,
  response: ChoiceResponse,
  range: readonly OptionLetter[],
): Marking {
  const allowed = allowedLetters(question, range);
  const expected = parseLetter(requireExpectAnswer(question), allowed, 'question.invalid', question.type);
  const selected = parseLetterList(response.selected, allowed, 'response.invalid', question.type);
  if (selected.length > 1) {
    throw new ScoringInputError(
      'response.invalid',
      `${question.type}: one option may be selected, got ${selected.join(', ')}`,
    );
  }
  const given = selected[0] ?? null;
  const correct = given === expected;
  return {
    max: 1,
    items: [{ kind: 'choice', position: 0, expected, given, correct, points: correct ? 1 : 0 }],
  };
}

/** Reads a multiple-answer key: "A, C", "A;C" or "AC"; letters unique and among the options. */
function parseMultipleKey(question: ObjectiveQuestion, allowed: readonly OptionLetter[]): OptionLetter[] {
  const key = requireExpectAnswer(question);
  const compact = key.replace(/\s+/g, '');
  const raws = /^[A-Ja-j]+$/.test(compact) ? [...compact] : key.split(/[,;]/);
  const letters = parseLetterList(raws, allowed, 'question.invalid', `${question.type} expectAnswer`);
  if (letters.length === 0)
    throw new ScoringInputError('question.invalid', `${question.type}: no correct option`);
  return letters;
}

function markMultipleChoice(question: ObjectiveQuestion, response: ChoiceResponse): Marking {
  const allowed = allowedLetters(question, optionLetters);
  const key = new Set(parseMultipleKey(question, allowed));
  const selected = new Set(parseLetterList(response.selected, allowed, 'response.invalid', question.type));
  const items = allowed
    .filter((letter) => key.has(letter) || selected.has(letter))
    .map((letter, position): MarkingEvidence => {
      const isAnswer = key.has(letter);
      const isSelected = selected.has(letter);
      const points = isSelected ? (isAnswer ? 1 : -1) : 0;
      const expected = isAnswer ? letter : null;
      const given = isSelected ? letter : null;
      return { kind: 'option', position, expected, given, correct: isAnswer === isSelected, points };
    });
  return { max: key.size, items };
}

/** PTE single-answer types (MCQ single, highlight correct summary, select missing word): 1 or 0. */
export const singleChoiceRule: ObjectiveRule = defineRule(
  '1 or 0',
  choiceResponseSchema,
  (question, response) => markSingleChoice(question, response, optionLetters),
);

/**
 * Multiple-answer MCQs: +1 per correct option chosen, -1 per wrong option chosen, minimum 0.
 * Evidence lists every option that is an answer or was chosen.
 */
export const multipleChoiceRule: ObjectiveRule = defineRule(
  '+1 per correct option, -1 per wrong option, minimum 0',
  choiceResponseSchema,
  markMultipleChoice,
);

/** Vietnamese THPT items: a letter A-D (stray spaces and lower case tolerated), 1 or 0. */
export const thptChoiceRule: ObjectiveRule = defineRule(
  '1 or 0 (letter A-D)',
  choiceResponseSchema,
  (question, response) => markSingleChoice(question, response, thptLetters),
);
