import { z } from 'zod';
import { downloadSchema, endpoint, pageOf, requestOf, route } from './endpoint.js';
import { pageQueryFields } from './paging.js';

/** What the survey's answers are filtered by: stars, the page it was given on (any part), words. */
const surveyFilterFields = {
  rating: z.coerce.number().int().min(1).max(5).optional(),
  path: z.string().trim().max(300).optional(),
  q: z.string().trim().max(200).optional(),
};

/** `GET /api/admin/surveys`: a page of survey answers, newest first, filtered. */
export const surveyListQuerySchema = z.strictObject({ ...pageQueryFields, ...surveyFilterFields });
/** `GET /api/admin/surveys/summary`: the averages over the filtered answers. */
export const surveySummaryQuerySchema = z.strictObject(surveyFilterFields);
/** `GET /api/admin/surveys/export`: the filtered answers as a file. */
export const surveyExportQuerySchema = z.strictObject({
  ...surveyFilterFields,
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

/** One learner's survey answer with who gave it. */
export const surveyAnswerSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  feedback: z.string(),
  page: z.string().nullable(),
  createdDate: z.string(),
  user: z.object({ id: z.string(), email: z.string(), fullName: z.string() }),
});
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

/** How many answered and their average stars, overall and per page (most answered first). */
export const surveySummarySchema = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  byPage: z.array(z.object({ page: z.string().nullable(), count: z.number().int(), average: z.number() })),
});
export type SurveySummary = z.infer<typeof surveySummarySchema>;

const admin = { auth: 'admin', tag: 'admin' } as const;

/** What learners said in the survey, for admins: the answers, their averages, a file of them. */
export const adminSurveyApi = {
  list: endpoint
    .route(route('GET', '/api/admin/surveys'))
    .meta({ ...admin, paged: true })
    .input(requestOf({ query: surveyListQuerySchema }))
    .output(pageOf(surveyAnswerSchema)),
  summary: endpoint
    .route(route('GET', '/api/admin/surveys/summary'))
    .meta(admin)
    .input(requestOf({ query: surveySummaryQuerySchema }))
    .output(surveySummarySchema),
  export: endpoint
    .route(route('GET', '/api/admin/surveys/export'))
    .meta({ ...admin, download: true })
    .input(requestOf({ query: surveyExportQuerySchema }))
    .output(downloadSchema),
};
