import type { QuestionType } from '@prepwise/contracts';
import { scoreWriting, WRITING_RUBRIC_VERSION, type WritingTaskType } from '@prepwise/scoring/writing';
import type { QuestionRow } from '../questions/questions.presenter.js';

export interface OpenScore {
  score: number;
  max: number;
  traits: Record<string, { score: number; max: number; raw: number; evidence: Record<string, unknown>[] }>;
  flags: string[];
  scorerVersion: string;
}

/** A scoring failure that retrying will not fix (bad input, unsupported type): refund, do not retry. */
export class UnscorableAnswerError extends Error {
  override readonly name = 'UnscorableAnswerError';
}

const writingTypes = new Set<QuestionType>([
  'WRITING_SUMMARIZE_WRITTEN_TEXT',
  'WRITING_ESSAY',
  'SUMMARIZE_SPOKEN_TEXT',
]);

/**
 * Scores an open answer with the built-in scorer of its task family. Writing uses the question's
 * passage or transcript (`description`), prompt (`text`) and key ideas (`keyword`).
 */
export function scoreOpenAnswer(question: QuestionRow, response: Record<string, unknown>): OpenScore {
  const type = question.type as QuestionType;
  if (writingTypes.has(type)) {
    if (typeof response.text !== 'string') throw new UnscorableAnswerError('a written answer has no text');
    const keywords = question.keyword
      ?.split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean);
    const result = scoreWriting(type as WritingTaskType, {
      response: response.text,
      ...(question.description ? { source: question.description } : {}),
      ...(question.text ? { prompt: question.text } : {}),
      ...(keywords && keywords.length > 0 ? { keywords } : {}),
    });
    return {
      score: result.score,
      max: result.max,
      traits: result.traits as unknown as OpenScore['traits'],
      flags: [...result.flags],
      scorerVersion: `writing-${WRITING_RUBRIC_VERSION}`,
    };
  }
  throw new UnscorableAnswerError(`${type} is not scored by the built-in scorer yet`);
}
