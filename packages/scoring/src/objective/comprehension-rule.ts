import { parseLetter } from './answer-key.js';
import { defineRule, type Marking, type ObjectiveRule } from './objective-rule.js';
import {
  comprehensionResponseSchema,
  type ComprehensionResponse,
  type MarkingEvidence,
  type ObjectiveQuestion,
  type OptionLetter,
  type SubQuestion,
} from './objective-schemas.js';
import { ScoringInputError } from './scoring-input-error.js';

const subQuestionLetters = ['A', 'B', 'C', 'D'] as const;

function lettersOf(subQuestion: SubQuestion): OptionLetter[] {
  const present = subQuestionLetters.filter((letter) => (subQuestion[`answer${letter}`] ?? '').trim() !== '');
  return present.length > 0 ? present : [...subQuestionLetters];
}

function markComprehension(question: ObjectiveQuestion, response: ComprehensionResponse): Marking {
  const subQuestions = question.questions ?? [];
  if (subQuestions.length === 0) {
    throw new ScoringInputError('question.invalid', `${question.type}: the passage has no questions`);
  }
  if (response.answers.length !== subQuestions.length) {
    throw new ScoringInputError(
      'response.invalid',
      `${question.type}: ${response.answers.length} answers for ${subQuestions.length} questions`,
    );
  }
  const items = subQuestions.map((subQuestion, position): MarkingEvidence => {
    const allowed = lettersOf(subQuestion);
    const where = `${question.type} question ${position + 1}`;
    const expected = parseLetter(subQuestion.expectAnswer, allowed, 'question.invalid', where);
    const raw = response.answers[position] ?? null;
    const given =
      raw === null || raw.trim() === '' ? null : parseLetter(raw, allowed, 'response.invalid', where);
    const correct = given === expected;
    return { kind: 'sub-question', position, expected, given, correct, points: correct ? 1 : 0 };
  });
  return { max: subQuestions.length, items };
}

/** READING_COMPREHEND: 1 or 0 per sub-question (letter A-D); unanswered sub-questions score 0. */
export const comprehensionRule: ObjectiveRule = defineRule(
  '1 or 0 per sub-question',
  comprehensionResponseSchema,
  markComprehension,
);
