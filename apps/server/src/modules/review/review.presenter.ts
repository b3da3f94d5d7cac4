import type { ReviewCard } from '@prepwise/contracts';
import type { ReviewCardRow } from './review.repository.js';

/** A card as the learner sees it: the drill and its schedule, never the key. */
export function presentCard(row: ReviewCardRow): ReviewCard {
  return {
    id: row.id,
    kind: row.kind,
    source: row.source,
    questionId: row.questionId,
    questionType: row.questionType,
    prompt: row.prompt,
    state: row.state,
    dueDate: row.due.toISOString(),
    reps: row.reps,
    lapses: row.lapses,
    lastReviewDate: row.lastReview?.toISOString() ?? null,
    createdDate: row.createdAt.toISOString(),
    suspended: row.suspendedAt !== null,
  };
}
