import type { z } from 'zod';
import type {
  SurveyAnswer,
  SurveySummary,
  surveyExportQuerySchema,
  surveyListQuerySchema,
  surveySummaryQuerySchema,
} from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import type { DownloadFile } from '../../lib/register-endpoint.js';
import { sheetFile } from '../../pool/sheet-file.js';
import { findSurveyPage, summarizeSurveys, type SurveyFilters } from './survey.repository.js';

/** An export holds at most this many answers (the newest). */
const exportLimit = 50_000;

const averageOf = (value: string | null) => (value === null ? null : Math.round(Number(value) * 100) / 100);

function filtersOf(query: SurveyFilters): SurveyFilters {
  return { rating: query.rating, path: query.path || undefined, q: query.q || undefined };
}

/** A page of the learners' survey answers, newest first, filtered. */
export async function listSurveyAnswers(deps: AppDeps, query: z.output<typeof surveyListQuerySchema>) {
  const { rows, total } = await findSurveyPage(deps.db, filtersOf(query), query.page, query.size);
  return {
    items: rows.map((row): SurveyAnswer => ({
      id: row.survey.id,
      rating: row.survey.rating,
      feedback: row.survey.feedback,
      page: row.survey.page,
      createdDate: row.survey.createdAt.toISOString(),
      user: { id: row.survey.userId, email: row.email, fullName: row.fullName },
    })),
    total,
  };
}

/** The filtered answers' count and average stars, overall and per page. */
export async function summarizeSurveyAnswers(
  deps: AppDeps,
  query: z.output<typeof surveySummaryQuerySchema>,
): Promise<SurveySummary> {
  const { overall, byPage } = await summarizeSurveys(deps.db, filtersOf(query));
  return {
    count: overall?.count ?? 0,
    average: averageOf(overall?.average ?? null),
    byPage: byPage.map((row) => ({ page: row.page, count: row.count, average: averageOf(row.average) ?? 0 })),
  };
}

/** The filtered answers as CSV or XLSX (formula cells neutralised), newest first. */
export async function exportSurveyAnswers(
  deps: AppDeps,
  query: z.output<typeof surveyExportQuerySchema>,
): Promise<DownloadFile> {
  const { rows } = await findSurveyPage(deps.db, filtersOf(query), 0, exportLimit);
  return sheetFile(deps.pool, query.format, 'survey-answers', {
    name: 'Survey',
    header: ['Date', 'Learner', 'E-mail', 'Stars', 'Page', 'Comment'],
    rows: rows.map((row) => [
      row.survey.createdAt.toISOString(),
      row.fullName,
      row.email,
      row.survey.rating,
      row.survey.page,
      row.survey.feedback,
    ]),
  });
}
