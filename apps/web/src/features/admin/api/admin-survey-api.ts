import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminSurveyApi } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { adminKey } from './admin-api';

/** What learners said in the survey, through the typed client. */
export const adminSurvey = createApiClient(adminSurveyApi);

/** The survey page's filters: stars, a part of the page's path, words of the comment. */
export interface SurveyFilters {
  rating?: number;
  path?: string;
  q?: string;
}

const surveyKey = [...adminKey, 'survey'] as const;
const silent = { context: { silent: true } } as const;

/** Drops empty filters, as the API takes them. */
export function surveyQueryOf(filters: SurveyFilters): SurveyFilters {
  return {
    ...(filters.rating ? { rating: filters.rating } : {}),
    ...(filters.path?.trim() ? { path: filters.path.trim() } : {}),
    ...(filters.q?.trim() ? { q: filters.q.trim() } : {}),
  };
}

/** One page of survey answers, newest first. */
export function surveyAnswersQueryOptions(filters: SurveyFilters, page: number, size: number) {
  const query = surveyQueryOf(filters);
  return queryOptions({
    queryKey: [...surveyKey, 'answers', query, page, size],
    queryFn: ({ signal }) => adminSurvey.list({ query: { ...query, page, size } }, { signal, ...silent }),
    placeholderData: keepPreviousData,
  });
}

/** The filtered answers' count and average stars, overall and per page. */
export function surveySummaryQueryOptions(filters: SurveyFilters) {
  const query = surveyQueryOf(filters);
  return queryOptions({
    queryKey: [...surveyKey, 'summary', query],
    queryFn: ({ signal }) => adminSurvey.summary({ query }, { signal, ...silent }),
  });
}
