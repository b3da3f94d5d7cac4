import {
  objectiveQuestionSchema,
  objectiveTypes,
  type ObjectiveQuestionInput,
  type ObjectiveResponse,
  type ObjectiveResult,
} from './objective-schemas.js';
import { objectiveRules } from './rules-table.js';
import { ScoringInputError } from './scoring-input-error.js';

function parseQuestion(question: ObjectiveQuestionInput) {
  const type: unknown = (question as { type?: unknown } | null)?.type;
  if (!objectiveTypes.some((known) => known === type)) {
    throw new ScoringInputError(
      'type.unsupported',
      `"${String(type)}" is not an objectively marked question type`,
    );
  }
  const parsed = objectiveQuestionSchema.safeParse(question);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ScoringInputError('question.invalid', `${String(type)}: ${detail}`);
  }
  return parsed.data;
}

/**
 * Marks an objective item (scoring.md, "Objective items") with the rule of its type and returns
 * the score, the maximum and the evidence for every blank, option, pair or word. Pure and exact.
 * The score is the sum of the evidence points, floored at 0 (negative marking never goes below).
 * Throws ScoringInputError (`type.unsupported`, `question.invalid`, `response.invalid`) instead of
 * returning a score for input it cannot mark with certainty.
 */
export function markObjective(
  question: ObjectiveQuestionInput,
  response: ObjectiveResponse,
): ObjectiveResult {
  const parsed = parseQuestion(question);
  const marking = objectiveRules[parsed.type].mark(parsed, response);
  const earned = marking.items.reduce((sum, item) => sum + item.points, 0);
  const score = Math.max(0, earned);
  if (score > marking.max) {
    throw new ScoringInputError(
      'question.invalid',
      `${parsed.type}: score ${score} exceeds maximum ${marking.max}`,
    );
  }
  return { type: parsed.type, score, max: marking.max, items: marking.items };
}
