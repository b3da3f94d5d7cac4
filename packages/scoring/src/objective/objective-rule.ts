import type { z } from 'zod';
import { parseResponse } from './answer-key.js';
import type { MarkingEvidence, ObjectiveQuestion } from './objective-schemas.js';

/** A rule's verdict before the floor: the maximum and one evidence entry per position. */
export interface Marking {
  max: number;
  items: MarkingEvidence[];
}

/**
 * One marking rule of the table in rules-table.ts. The response arrives untyped and the rule
 * parses it with its own schema, so the table can hold rules of different response shapes.
 */
export interface ObjectiveRule {
  readonly summary: string;
  mark(question: ObjectiveQuestion, response: unknown): Marking;
}

/** Builds a rule from its response schema and a marking function over the parsed response. */
export function defineRule<T>(
  summary: string,
  responseSchema: z.ZodType<T>,
  mark: (question: ObjectiveQuestion, response: T) => Marking,
): ObjectiveRule {
  return {
    summary,
    mark: (question, response) => mark(question, parseResponse(responseSchema, response, question.type)),
  };
}
