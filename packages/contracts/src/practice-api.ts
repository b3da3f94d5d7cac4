import { endpoint, pageOf, requestOf, route } from './endpoint.js';
import { emptyDataSchema } from './envelope.js';
import {
  examHistoryParamsSchema,
  examIdRequestSchema,
  historyQuerySchema,
  practiceExamSchema,
} from './practice.js';

const learner = { auth: 'user', tag: 'practice' } as const;

/** One's practice history: a page of past sessions, finishing one, deleting one. */
export const practiceHistoryApi = {
  page: endpoint
    .route(route('GET', '/answer/exam-history'))
    .meta({ ...learner, paged: true })
    .input(requestOf({ query: historyQuerySchema }))
    .output(pageOf(practiceExamSchema)),
  finish: endpoint
    .route(route('POST', '/api/finish-exam'))
    .meta(learner)
    .input(requestOf({ body: examIdRequestSchema }))
    .output(practiceExamSchema),
  discard: endpoint
    .route(route('POST', '/api/discard-exam'))
    .meta(learner)
    .input(requestOf({ body: examIdRequestSchema }))
    .output(emptyDataSchema),
};

/** One practice session with its answers and scores, and sending its open answers to AI scoring. */
export const sessionScoringApi = {
  session: endpoint
    .route(route('GET', '/answer/exam-history/{id}'))
    .meta(learner)
    .input(requestOf({ params: examHistoryParamsSchema }))
    .output(practiceExamSchema),
  score: endpoint
    .route(route('GET', '/api/test/score-exam/{id}'))
    .meta({ auth: 'user', tag: 'scoring' })
    .input(requestOf({ params: examHistoryParamsSchema }))
    .output(practiceExamSchema),
};
