import { splitKeyList } from './answer-key.js';
import { defineRule, type Marking, type ObjectiveRule } from './objective-rule.js';
import {
  orderResponseSchema,
  type MarkingEvidence,
  type ObjectiveQuestion,
  type OrderResponse,
} from './objective-schemas.js';
import { ScoringInputError } from './scoring-input-error.js';

function normalizeId(id: string): string {
  return id.trim().toUpperCase();
}

/** The correct order: "B, D, A, C" or the compact "BDAC"; at least two unique ids. */
function parseOrderKey(question: ObjectiveQuestion): string[] {
  const entries = splitKeyList(question);
  const single = entries[0]?.replace(/\s+/g, '') ?? '';
  const ids = entries.length === 1 && /^[A-J]{2,}$/i.test(single) ? [...single] : entries;
  const normalized = ids.map(normalizeId);
  if (normalized.length < 2 || new Set(normalized).size !== normalized.length) {
    throw new ScoringInputError(
      'question.invalid',
      `${question.type}: expectAnswer "${question.expectAnswer ?? ''}" must list at least two unique paragraph ids`,
    );
  }
  return normalized;
}

function parseOrder(question: ObjectiveQuestion, response: OrderResponse, key: readonly string[]): string[] {
  const order = response.order.map(normalizeId);
  const unknown = order.filter((id) => !key.includes(id));
  if (unknown.length > 0 || new Set(order).size !== order.length) {
    throw new ScoringInputError(
      'response.invalid',
      `${question.type}: the order ${order.join(', ')} must use each of ${key.join(', ')} at most once`,
    );
  }
  return order;
}

function markOrder(question: ObjectiveQuestion, response: OrderResponse): Marking {
  const key = parseOrderKey(question);
  const order = parseOrder(question, response, key);
  const items = key.slice(0, -1).map((first, position): MarkingEvidence => {
    const second = key[position + 1] ?? '';
    const placed = order.indexOf(first);
    const follower = placed === -1 ? undefined : order[placed + 1];
    const given = placed === -1 ? null : `${first}-${follower ?? '(end)'}`;
    const correct = follower === second;
    return {
      kind: 'pair',
      position,
      expected: `${first}-${second}`,
      given,
      correct,
      points: correct ? 1 : 0,
    };
  });
  return { max: key.length - 1, items };
}

/**
 * READING_RE_ORDER_PARAGRAPH: 1 per adjacent pair of the correct order that the response also
 * has adjacent and in that order (n-1 maximum). A partial order is allowed; unknown or repeated
 * ids are malformed.
 */
export const reorderRule: ObjectiveRule = defineRule(
  '1 per correct adjacent pair (n-1 maximum)',
  orderResponseSchema,
  markOrder,
);
