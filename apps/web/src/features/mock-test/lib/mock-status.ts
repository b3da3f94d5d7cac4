import type { MockRecord } from '@prepwise/contracts';
import type { MockAction } from '../api/mock-api';

/** What a learner can do with a mock in each status (docs/product.md §4), in button order. */
export type MockListAction = 'continue' | 'finish' | 'score' | 'retry' | 'cancel' | 'result';

const actionsByStatus: Record<MockRecord['status'], MockListAction[]> = {
  INPROGRESS: ['continue', 'finish', 'cancel'],
  FINISH: ['result', 'score', 'retry', 'cancel'],
  SCORING: ['result'],
  SCORING_FAILED: ['result', 'score', 'retry', 'cancel'],
  DONE: ['result'],
  CANCELLED: ['retry'],
};

/** Actions that cannot be undone or spend a paid credit: each is confirmed in a dialog first. */
export const confirmedActions: ReadonlySet<MockListAction> = new Set(['finish', 'score', 'retry', 'cancel']);

/** The actions offered for a mock. */
export function actionsOf(status: MockRecord['status']): MockListAction[] {
  return actionsByStatus[status];
}

/** The server call behind an action that changes the mock (continue and result only navigate). */
export function serverActionOf(action: MockListAction): MockAction | null {
  if (action === 'finish' || action === 'score' || action === 'retry' || action === 'cancel') return action;
  return null;
}

/** The colour of a status badge: blue in progress, amber waiting, green scored, red failed, grey otherwise. */
export function statusColor(status: MockRecord['status']): string {
  if (status === 'INPROGRESS') return 'blue';
  if (status === 'SCORING') return 'yellow';
  if (status === 'DONE') return 'teal';
  if (status === 'FINISH') return 'indigo';
  if (status === 'SCORING_FAILED') return 'red';
  return 'gray';
}
