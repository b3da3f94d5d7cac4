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
  resume: endpoint
    .route(route('POST', '/api/mock-test-trial/resume'))
    .meta(learner)
    .input(requestOf({ body: mockExamIdRequestSchema }))
    .output(mockRecordSchema),
  finish: endpoint
    .route(route('POST', '/api/mock-test-trial/finish'))
    .meta(learner)
    .input(requestOf({ body: mockExamIdRequestSchema }))
    .output(mockRecordSchema),
  cancel: endpoint
    .route(route('POST', '/marketplace/random-exam/cancel'))
    .meta(learner)
    .input(requestOf({ body: mockExamIdRequestSchema }))
    .output(mockRecordSchema),
  retry: endpoint
    .route(route('POST', '/marketplace/random-exam/retry'))
    .meta(learner)
    .input(requestOf({ body: mockExamIdRequestSchema }))
    .output(mockRecordSchema),
  score: endpoint
    .route(route('POST', '/marketplace/random-exam/score'))
    .meta(learner)
    .input(requestOf({ body: mockExamIdRequestSchema }))
    .output(mockRecordSchema),
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
    .route({
      ...route('GET', '/api/mock-test-trial/report/{id}'),
      description: "The PDF report of a scored mock; the file is named by the record's reportId.",
    })
    .meta({ ...learner, download: true, accept: 'application/pdf' })
    .input(requestOf({ params: mockParamsSchema }))
    .output(downloadSchema),
};
