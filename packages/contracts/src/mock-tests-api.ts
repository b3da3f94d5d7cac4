import { z } from 'zod';
import { downloadSchema, endpoint, requestOf, route } from './endpoint.js';
import { emptyDataSchema } from './envelope.js';
import {
  createMockRequestSchema,
  introPageParamsSchema,
  introPageSchema,
  mockAnswerRequestSchema,
  mockDetailSchema,
  mockExamIdRequestSchema,
  mockIdQuerySchema,
  mockProgressRequestSchema,
  mockRecordSchema,
  mockReportSchema,
} from './mock-tests.js';

const learner = { auth: 'user', tag: 'mock-tests' } as const;
const mockParamsSchema = z.strictObject({ id: z.uuid() });

/** A change of one's mock by its id (`{ examId }`), answered with the changed record. */
const recordChange = (path: `/${string}`) =>
  endpoint
    .route(route('POST', path))
    .meta(learner)
    .input(requestOf({ body: mockExamIdRequestSchema }))
    .output(mockRecordSchema);

/** The mocks on offer: what each is, the package that unlocks it, and the learner's data. */
export const introPagesApi = {
  list: endpoint.route(route('GET', '/api/intro-pages')).meta(learner).output(z.array(introPageSchema)),
  get: endpoint
    .route(route('GET', '/api/intro-pages/{id}'))
    .meta(learner)
    .input(requestOf({ params: introPageParamsSchema }))
    .output(introPageSchema),
};

/**
 * One's random mock tests: create, list, the player's data, progress and answers, resume, finish,
 * cancel, retry, score (the last three at the seed's `/marketplace/random-exam/*` paths), the
 * record, the report and its PDF.
 */
export const mockTestsApi = {
  create: endpoint
    .route(route('POST', '/api/mock-test-trial/create'))
    .meta(learner)
    .input(requestOf({ body: createMockRequestSchema }))
    .output(z.object({ mockId: z.string() })),
  list: endpoint.route(route('GET', '/api/get-mocks')).meta(learner).output(z.array(mockRecordSchema)),
  detail: endpoint
    .route(route('GET', '/api/mock-test-trial/detail'))
    .meta(learner)
    .input(requestOf({ query: mockIdQuerySchema }))
    .output(mockDetailSchema),
  progress: endpoint
    .route(route('POST', '/api/mock-test-trial/progress'))
    .meta(learner)
    .input(requestOf({ body: mockProgressRequestSchema }))
    .output(mockRecordSchema),
  answer: endpoint
    .route(route('POST', '/api/mock-test-trial/answer'))
    .meta(learner)
    .input(requestOf({ body: mockAnswerRequestSchema }))
    .output(emptyDataSchema),
  resume: recordChange('/api/mock-test-trial/resume'),
  finish: recordChange('/api/mock-test-trial/finish'),
  cancel: recordChange('/marketplace/random-exam/cancel'),
  retry: recordChange('/marketplace/random-exam/retry'),
  score: recordChange('/marketplace/random-exam/score'),
  record: endpoint
    .route(route('GET', '/api/mock-test-trial/score/{id}'))
    .meta(learner)
    .input(requestOf({ params: mockParamsSchema }))
    .output(mockRecordSchema),
  result: endpoint
    .route(route('GET', '/api/mock-test-trial/result/{id}'))
    .meta(learner)
    .input(requestOf({ params: mockParamsSchema }))
    .output(mockReportSchema),
  report: endpoint
    .route(route('GET', '/api/mock-test-trial/report/{id}'))
    .meta({
      ...learner,
      download: true,
      accept: 'application/pdf',
      cacheControl: 'private, no-store',
      description: "The PDF report of a scored mock; the file is named by the record's reportId.",
    })
    .input(requestOf({ params: mockParamsSchema }))
    .output(downloadSchema),
};
