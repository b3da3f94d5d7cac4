import { answerLetters, type AnswerResponse, type QuestionType } from '@prepwise/contracts';
import { markObjective, objectiveTypes, ScoringInputError, type ObjectiveResponse } from '@prepwise/scoring';
import { AppError } from '../../lib/app-error.js';
import type { QuestionRow } from '../questions/index.js';

const objective = new Set<string>(objectiveTypes);
const writingTypes = new Set<QuestionType>([
  'WRITING_SUMMARIZE_WRITTEN_TEXT',
  'WRITING_ESSAY',
  'SUMMARIZE_SPOKEN_TEXT',
]);

export interface Mark {
  status: 'MARKED' | 'WAITING_AI';
  score: number | null;
  max: number | null;
  evidence: Record<string, unknown>[];
}

/**
 * Marks an answer at once when the type is objective (scoring.md rules, no credit spent);
 * open writing and speaking items wait for AI scoring. A response that does not fit the type
 * is a 400 with the scorer's reason, never a wrong mark.
 */
export function markAnswer(question: QuestionRow, response: AnswerResponse): Mark {
  const type = question.type as QuestionType;
  if (objective.has(type)) {
    try {
      const result = markObjective(toObjectiveQuestion(question), response as ObjectiveResponse);
      return {
        status: 'MARKED',
        score: result.score,
        max: result.max,
        evidence: result.items as unknown as Record<string, unknown>[],
      };
    } catch (error) {
      if (error instanceof ScoringInputError) {
        throw new AppError('error.validation', error.message, [
          { field: 'response', message: error.message },
        ]);
      }
      throw error;
    }
  }
  if (writingTypes.has(type)) {
    if (typeof response.text !== 'string') throw invalid('A written answer is required.');
  } else if (!response.audioKey) {
    throw invalid('A recorded answer is required.');
  }
  return { status: 'WAITING_AI', score: null, max: null, evidence: [] };
}

const emptyResponses: AnswerResponse[] = [
  { selected: [] },
  { blanks: [] },
  { order: [] },
  { highlighted: [] },
  { text: '' },
  { answers: [] },
];

/**
 * The points an objective item is worth, from its own marking rule (an empty response scores 0
 * of the item's maximum): an unanswered item counts 0 of this in a report. Null for open items.
 */
export function objectiveMaxOf(question: QuestionRow): number | null {
  if (!objective.has(question.type)) return null;
  for (const response of emptyResponses) {
    try {
      return markObjective(toObjectiveQuestion(question), response as ObjectiveResponse).max;
    } catch {
      // This shape does not fit the type; the next one may.
    }
  }
  return null;
}

function invalid(message: string): AppError {
  return new AppError('error.validation', message, [{ field: 'response', message }]);
}

function toObjectiveQuestion(question: QuestionRow) {
  const answers = Object.fromEntries(
    answerLetters.map((letter) => [`answer${letter}`, question.answers[letter] ?? null]),
  );
  return {
    type: question.type as (typeof objectiveTypes)[number],
    expectAnswer: question.expectAnswer,
    text: question.text,
    ...answers,
    questions: (question.subQuestions as { expectAnswer: string }[] | null) ?? null,
  };
}
