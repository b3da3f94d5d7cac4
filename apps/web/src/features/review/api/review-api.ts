import { queryOptions } from '@tanstack/react-query';
import {
  reviewApi,
  type ReviewAnswerRequest,
  type ReviewAnswerResult,
  type ReviewCard,
  type ReviewSummary,
} from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';

/** The review queue, through the typed client. */
export const review = createApiClient(reviewApi);

/** The review queue's query keys: the summary and today's cards. */
export const reviewKey = ['review'] as const;

/** A session takes at most this many cards at once; the rest come in the next round. */
export const sessionSize = 50;

/** `GET /api/review/summary`: cards due today, in all, the next due date, the reminder choice. */
export function reviewSummaryQueryOptions() {
  return queryOptions({
    queryKey: [...reviewKey, 'summary'],
    queryFn: ({ signal }) => review.summary(undefined, { signal }),
  });
}

/**
 * `GET /api/review/due`: today's session, read once when it starts (a drill reschedules its card,
 * so the list is not read again until the session is over).
 */
export function dueCardsQueryOptions() {
  return queryOptions({
    queryKey: [...reviewKey, 'due'],
    queryFn: ({ signal }) => review.due({ query: { page: 0, size: sessionSize } }, { signal }),
    staleTime: Infinity,
  });
}

/** `POST /api/review/cards/:id/answer`: the server checks the re-answer and reschedules the card. */
export function answerReviewCard(cardId: string, body: ReviewAnswerRequest): Promise<ReviewAnswerResult> {
  return review.answer({ params: { id: cardId }, body });
}

/** `PUT /api/review/cards/:id/suspension`: suspends one's card (never due until resumed) or resumes it. */
export function suspendReviewCard(cardId: string, suspended: boolean): Promise<ReviewCard> {
  return review.suspension({ params: { id: cardId }, body: { suspended } });
}

/** `PUT /api/review/settings`: opts into (or out of) the daily reminder e-mail. */
export function saveReminders(reminders: boolean): Promise<ReviewSummary> {
  return review.settings({ body: { reminders } });
}
