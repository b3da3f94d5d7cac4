import type { TeacherReview } from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import { findAttemptReviews } from './teacher-reviews.repository.js';

/** A review row as the learner and the teachers read it. */
export function presentTeacherReview(
  review: { score: number; max: number; traits: Record<string, number>; comment: string; updatedAt: Date },
  teacherName: string | null,
): TeacherReview {
  return {
    score: review.score,
    max: review.max,
    traits: review.traits,
    comment: review.comment,
    teacherName: teacherName ?? '',
    reviewedDate: review.updatedAt.toISOString(),
  };
}

/**
 * The class teachers' signed scores of an attempt's answers (a practice session or a mock taken
 * for an assignment), by question: what the learner sees beside the AI's score.
 */
export async function teacherReviewsOf(
  db: Executor,
  kind: 'practice' | 'mock',
  attemptId: string,
): Promise<Map<number, TeacherReview>> {
  const rows = await findAttemptReviews(db, kind, attemptId);
  return new Map(
    rows.map((row) => [row.review.questionId, presentTeacherReview(row.review, row.teacherName)]),
  );
}
