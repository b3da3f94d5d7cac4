import { endpoint, pageOf, requestOf, route } from './endpoint.js';
import {
  reviewAnswerRequestSchema,
  reviewAnswerResultSchema,
  reviewCardParamsSchema,
  reviewCardSchema,
  reviewDueQuerySchema,
  reviewSettingsSchema,
  reviewSummarySchema,
  reviewSuspensionSchema,
} from './review.js';

const learner = { auth: 'user', tag: 'review' } as const;

/** The review queue of one's own mistakes: the summary, today's cards, a drill's answer, reminders. */
export const reviewApi = {
  summary: endpoint.route(route('GET', '/api/review/summary')).meta(learner).output(reviewSummarySchema),
  due: endpoint
    .route(route('GET', '/api/review/due'))
    .meta({ ...learner, paged: true })
    .input(requestOf({ query: reviewDueQuerySchema }))
    .output(pageOf(reviewCardSchema)),
  answer: endpoint
    .route(route('POST', '/api/review/cards/{id}/answer'))
    .meta(learner)
    .input(requestOf({ params: reviewCardParamsSchema, body: reviewAnswerRequestSchema }))
    .output(reviewAnswerResultSchema),
  suspension: endpoint
    .route(route('PUT', '/api/review/cards/{id}/suspension'))
    .meta(learner)
    .input(requestOf({ params: reviewCardParamsSchema, body: reviewSuspensionSchema }))
    .output(reviewCardSchema),
  settings: endpoint
    .route(route('PUT', '/api/review/settings'))
    .meta(learner)
    .input(requestOf({ body: reviewSettingsSchema }))
    .output(reviewSummarySchema),
};
