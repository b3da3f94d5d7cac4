/**
 * Where a session that goes on after AI scoring stands in the one the learner started: scoring
 * finishes the session, and the next question (or another try) opens a new session over the rest,
 * so its own positions start again at 1. Carried as the navigation's state, the top bar keeps
 * counting "Question 3 of 5" instead of falling back to "Question 1 of 3".
 */
export interface ContinuedFrom {
  /** Questions of the first session before this one's first question. */
  offset: number;
  /** Of those, how many were answered. */
  answered: number;
}

export const notContinued: ContinuedFrom = { offset: 0, answered: 0 };

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10_000;

/** The navigation state read back (any other state, or none, is a session of its own). */
export function readContinuedFrom(state: unknown): ContinuedFrom {
  if (typeof state !== 'object' || state === null || !('continuedFrom' in state)) return notContinued;
  const value = state.continuedFrom;
  if (typeof value !== 'object' || value === null) return notContinued;
  const { offset, answered } = value as Record<string, unknown>;
  return isCount(offset) && isCount(answered) && answered <= offset ? { offset, answered } : notContinued;
}

/**
 * The state for the session that goes on from question `from` of this one: the questions before
 * it (and which of them have an answer) join those this session already continued from.
 */
export function continuedFromState(
  current: ContinuedFrom,
  questionIds: readonly number[],
  answeredIds: ReadonlySet<number> | ReadonlyMap<number, unknown>,
  from: number,
): { continuedFrom: ContinuedFrom } {
  const before = questionIds.slice(0, from);
  return {
    continuedFrom: {
      offset: current.offset + before.length,
      answered: current.answered + before.filter((id) => answeredIds.has(id)).length,
    },
  };
}
