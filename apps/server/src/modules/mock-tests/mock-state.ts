import type { MockStatus } from '@prepwise/contracts';

export const mockActions = ['finish', 'score', 'scored', 'scoringFailed', 'cancel', 'retry'] as const;
export type MockAction = (typeof mockActions)[number];

/**
 * The mock state machine (docs/product.md §4): which statuses each action may start from, and where
 * it leads. Pure; the repository applies it as a conditional update (`where status in (...)`).
 */
export const mockTransitions: Record<MockAction, { from: readonly MockStatus[]; to: MockStatus }> = {
  finish: { from: ['INPROGRESS'], to: 'FINISH' },
  score: { from: ['FINISH', 'SCORING_FAILED'], to: 'SCORING' },
  scored: { from: ['SCORING'], to: 'DONE' },
  // Scoring gave up (retries exhausted or an unscorable mock): the credit is given back and the
  // learner can score it again, retry or cancel it.
  scoringFailed: { from: ['SCORING'], to: 'SCORING_FAILED' },
  cancel: { from: ['INPROGRESS', 'FINISH', 'SCORING_FAILED'], to: 'CANCELLED' },
  retry: { from: ['INPROGRESS', 'FINISH', 'SCORING_FAILED', 'CANCELLED'], to: 'INPROGRESS' },
};

/** The status an action leads to from `status`, or null when the transition is illegal. */
export function nextMockStatus(status: MockStatus, action: MockAction): MockStatus | null {
  const transition = mockTransitions[action];
  return transition.from.includes(status) ? transition.to : null;
}

/** Statuses of a mock that is not scored yet: generating a new mock cancels these. */
export const unscoredStatuses: readonly MockStatus[] = ['INPROGRESS', 'FINISH', 'SCORING_FAILED'];
