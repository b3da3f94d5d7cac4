import { queryOptions } from '@tanstack/react-query';
import type { ReviewAnswerRequest, ReviewAnswerResult, ReviewCard, ReviewSummary } from '@prepwise/contracts';
import { apiRequest } from '../../../lib/api-client';
import { apiRequestPage } from '../../../lib/api-page';

/** The review queue's query keys: the summary and today's cards. */
export const reviewKey = ['review'] as const;

/** A session takes at most this many cards at once; the rest come in the next round. */
export const sessionSize = 50;

/** `GET /api/review/summary`: cards due today, in all, the next due date, the reminder choice. */
export function reviewSummaryQueryOptions() {
  return queryOptions({
    queryKey: [...reviewKey, 'summary'],
    queryFn: ({ signal }) => apiRequest<ReviewSummary>('/api/review/summary', { signal }),
  });
}

/**
 * `GET /api/review/due`: today's session, read once when it starts (a drill reschedules its card,
 * so the list is not read again until the session is over).
 */
export function dueCardsQueryOptions() {
  return queryOptions({
    queryKey: [...reviewKey, 'due'],
    queryFn: ({ signal }) =>
      apiRequestPage<ReviewCard>(`/api/review/due?page=0&size=${sessionSize}`, { signal }),
    staleTime: Infinity,
  });
}

/** `POST /api/review/cards/:id/answer`: the server checks the re-answer and reschedules the card. */
export function answerReviewCard(cardId: string, body: ReviewAnswerRequest): Promise<ReviewAnswerResult> {
  return apiRequest<ReviewAnswerResult>(`/api/review/cards/${cardId}/answer`, { body });
}

/** `PUT /api/review/cards/:id/suspension`: suspends one's card (never due until resumed) or resumes it. */
export function suspendReviewCard(cardId: string, suspended: boolean): Promise<ReviewCard> {
  return apiRequest<ReviewCard>(`/api/review/cards/${cardId}/suspension`, {
    method: 'PUT',
    body: { suspended },
  });
}

/** `PUT /api/review/settings`: opts into (or out of) the daily reminder e-mail. */
export function saveReminders(reminders: boolean): Promise<ReviewSummary> {
  return apiRequest<ReviewSummary>('/api/review/settings', { method: 'PUT', body: { reminders } });
}
