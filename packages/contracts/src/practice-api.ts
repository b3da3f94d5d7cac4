import { z } from 'zod';
import { endpoint, pageOf, requestOf, route } from './endpoint.js';
import { emptyDataSchema } from './envelope.js';
import {
  answerRequestSchema,
  answerResultSchema,
  examHistoryParamsSchema,
  examIdRequestSchema,
  historyQuerySchema,
  practiceSessionSchema,
  startExamRequestSchema,
} from './practice.js';
import {
  bookmarkListParamsSchema,
  clearTrackingRequestSchema,
  examParamsSchema,
  examSchema,
  examSummarySchema,
  questionBankEntrySchema,
  questionIdParamsSchema,
  questionPageQuerySchema,
  questionViewSchema,
} from './question-api.js';

const learner = { auth: 'user', tag: 'practice' } as const;

/** One's practice history: a page of past sessions, finishing one, deleting one. */
export const practiceHistoryApi = {
  page: endpoint
    .route(route('GET', '/answer/exam-history'))
    .meta({ ...learner, paged: true })
    .input(requestOf({ query: historyQuerySchema }))
    .output(pageOf(practiceSessionSchema)),
  finish: endpoint
    .route(route('POST', '/api/finish-exam'))
    .meta(learner)
    .input(requestOf({ body: examIdRequestSchema }))
    .output(practiceSessionSchema),
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
    .output(practiceSessionSchema),
  score: endpoint
    .route(route('GET', '/api/test/score-exam/{id}'))
    .meta({ auth: 'user', tag: 'scoring' })
    .input(requestOf({ params: examHistoryParamsSchema }))
    .output(practiceSessionSchema),
};

/**
 * A page of a type's questions; `fullTotal` (`x-full-total-count`) is the size of the list without
 * the learner's limits, so a learner without the full bank sees what a pack adds.
 */
export const questionPageSchema = pageOf(questionViewSchema).extend({
  fullTotal: z.number().int().nonnegative().optional(),
});

const questions = { auth: 'user', tag: 'questions' } as const;

/** The question bank: its types, a type's questions page by page, one question, bookmarks, fixed papers. */
export const questionBankApi = {
  bank: endpoint
    .route(route('GET', '/api/question-bank'))
    .meta(questions)
    .output(z.array(questionBankEntrySchema)),
  page: endpoint
    .route(route('GET', '/api/questions-by-type'))
    .meta({ ...questions, paged: true })
    .input(requestOf({ query: questionPageQuerySchema }))
    .output(questionPageSchema),
  repeatedPage: endpoint
    .route(route('GET', '/api/questions-repeated-by-type'))
    .meta({ ...questions, paged: true })
    .input(requestOf({ query: questionPageQuerySchema }))
    .output(questionPageSchema),
  question: endpoint
    .route(route('GET', '/api/questions/{questionId}'))
    .meta(questions)
    .input(requestOf({ params: questionIdParamsSchema }))
    .output(questionViewSchema),
  bookmarks: endpoint
    .route(route('GET', '/api/bookmark/bookmark-list/{id}'))
    .meta(questions)
    .input(requestOf({ params: bookmarkListParamsSchema }))
    .output(z.array(questionViewSchema)),
  bookmark: endpoint
    .route(route('POST', '/api/bookmark/{questionId}'))
    .meta(questions)
    .input(requestOf({ params: questionIdParamsSchema }))
    .output(emptyDataSchema),
  unbookmark: endpoint
    .route(route('DELETE', '/api/bookmark/{questionId}'))
    .meta(questions)
    .input(requestOf({ params: questionIdParamsSchema }))
    .output(emptyDataSchema),
  clearProgress: endpoint
    .route(route('POST', '/api/track_question/clear'))
    .meta(questions)
    .input(requestOf({ body: clearTrackingRequestSchema }))
    .output(z.object({ cleared: z.number() })),
  exams: endpoint.route(route('GET', '/api/exams')).meta(questions).output(z.array(examSummarySchema)),
  exam: endpoint
    .route(route('GET', '/api/exams/{id}'))
    .meta(questions)
    .input(requestOf({ params: examParamsSchema }))
    .output(examSchema),
};

/** A practice session: start, resume, answer (marked at once when objective), reset; finish is above. */
export const practiceSessionApi = {
  start: endpoint
    .route(route('POST', '/api/start-exam'))
    .meta(learner)
    .input(requestOf({ body: startExamRequestSchema }))
    .output(practiceSessionSchema),
  resume: endpoint
    .route(route('POST', '/api/resume-exam'))
    .meta(learner)
    .input(requestOf({ body: examIdRequestSchema }))
    .output(practiceSessionSchema),
  answer: endpoint
    .route(route('POST', '/api/answers'))
    .meta(learner)
    .input(requestOf({ body: answerRequestSchema }))
    .output(answerResultSchema),
  reset: endpoint
    .route(route('POST', '/api/reset-exam'))
    .meta(learner)
    .input(requestOf({ body: examIdRequestSchema }))
    .output(practiceSessionSchema),
  finish: practiceHistoryApi.finish,
};
