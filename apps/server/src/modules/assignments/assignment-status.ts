import type { AssignmentStatus } from '@prepwise/contracts';

/** What the rule needs of an assignment. */
export interface AssignmentTerms {
  opensAt: Date;
  dueAt: Date;
  attemptsAllowed: number;
  lateAllowed: boolean;
}

/** What the rule needs of an attempt (a practice session or a mock). */
export interface AttemptFacts {
  kind: 'practice' | 'mock';
  id: string;
  status: string;
  startedAt: Date;
  finishedAt: Date | null;
  score: number | null;
  max: number | null;
}

export interface Standing {
  status: AssignmentStatus;
  attemptsUsed: number;
  isOpen: boolean;
  canStart: boolean;
  /** The attempt that counts: the best handed-in one, else the one in progress, else the last. */
  counted: AttemptFacts | null;
  inProgress: AttemptFacts | null;
  secondsSpent: number | null;
}

/** An attempt handed in: a finished session, or a mock finished by the learner or its clock (not cancelled). */
export function isSubmitted(attempt: AttemptFacts): boolean {
  if (attempt.kind === 'practice') return attempt.status === 'FINISH';
  return attempt.finishedAt !== null && attempt.status !== 'CANCELLED' && attempt.status !== 'INPROGRESS';
}

const isInProgress = (attempt: AttemptFacts) => attempt.status === 'INPROGRESS';
const share = (attempt: AttemptFacts) => (attempt.max ? (attempt.score ?? 0) / attempt.max : 0);
/** Four hours: an attempt left open longer did not take the learner that long. */
const maxSeconds = 4 * 3600;

/**
 * A learner's standing on an assignment at `now` (pure; the one place of the rule):
 * - SUBMITTED: an attempt handed in by the due date; LATE: only after it;
 * - IN_PROGRESS: an attempt open (and still allowed to be handed in);
 * - MISSED: due, nothing handed in, and no way left (late work refused, or every attempt used);
 * - NOT_STARTED otherwise.
 * Start (or Continue) is possible once open, before the due date or when late work is taken,
 * with an attempt open or one left.
 */
export function standingOf(terms: AssignmentTerms, attempts: readonly AttemptFacts[], now: Date): Standing {
  const submitted = attempts.filter(isSubmitted);
  const inProgress = attempts.find(isInProgress) ?? null;
  const attemptsUsed = attempts.length;
  const isOpen = now >= terms.opensAt;
  const isPastDue = now > terms.dueAt;
  const mayWork = isOpen && (!isPastDue || terms.lateAllowed);
  const canStart = mayWork && (inProgress !== null || attemptsUsed < terms.attemptsAllowed);
  const best = [...submitted].sort((a, b) => share(b) - share(a))[0] ?? null;
  const counted = best ?? inProgress ?? attempts.at(-1) ?? null;
  let status: AssignmentStatus;
  if (submitted.some((attempt) => attempt.finishedAt !== null && attempt.finishedAt <= terms.dueAt))
    status = 'SUBMITTED';
  else if (submitted.length > 0) status = 'LATE';
  else if (isPastDue && !canStart) status = 'MISSED';
  else if (inProgress) status = 'IN_PROGRESS';
  else status = 'NOT_STARTED';
  const secondsSpent = counted?.finishedAt
    ? Math.min(
        maxSeconds,
        Math.max(0, Math.round((counted.finishedAt.getTime() - counted.startedAt.getTime()) / 1000)),
      )
    : null;
  return { status, attemptsUsed, isOpen, canStart, counted, inProgress, secondsSpent };
}
