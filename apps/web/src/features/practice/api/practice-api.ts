import { queryOptions } from '@tanstack/react-query';
import type {
  AnswerResponse,
  Exam,
  ExamSummary,
  AnswerResult,
  PracticeExam,
  QuestionBankEntry,
  QuestionGroup,
  QuestionType,
  QuestionView,
} from '@prepwise/contracts';
import { sampleExamName } from '@prepwise/contracts';
import { apiRequest } from '../../../lib/api-client';
import { apiRequestPage } from '../../../lib/api-page';
import { i18n } from '../../../lib/i18n';
import { practiceKey } from '../../../lib/session/session-queries';

/** `GET /api/question-bank`: one entry per type with totals and tested counts. */
export function questionBankQueryOptions() {
  return queryOptions({
    queryKey: [...practiceKey, 'bank'],
    queryFn: ({ signal }) => apiRequest<QuestionBankEntry[]>('/api/question-bank', { signal }),
    staleTime: 30_000,
  });
}

export interface QuestionPageParams {
  type: QuestionType;
  page: number;
  size: number;
  repeatedOnly: boolean;
}

/** The URL of one page of a type's questions (the early boot script asks for the first one). */
export function questionPageUrl({ type, page, size, repeatedOnly }: QuestionPageParams): string {
  const base = repeatedOnly ? '/api/questions-repeated-by-type' : '/api/questions-by-type';
  const query = new URLSearchParams({ page: String(page), size: String(size), sort: 'id,asc', type });
  return `${base}?${query.toString()}`;
}

/** `GET /api/questions-by-type` (or the repeated list): one page of a type's questions and the total. */
export function questionPageQueryOptions(params: QuestionPageParams) {
  const { type, page, size, repeatedOnly } = params;
  return queryOptions({
    queryKey: [...practiceKey, 'questions', type, page, size, repeatedOnly],
    queryFn: ({ signal }) => apiRequestPage<QuestionView>(questionPageUrl(params), { signal }),
    placeholderData: (previous) => previous,
  });
}

/** `GET /api/questions/{id}`: one question without its answer key. */
export function questionQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...practiceKey, 'question', id],
    queryFn: ({ signal }) => apiRequest<QuestionView>(`/api/questions/${id}`, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/bookmark/bookmark-list/{userId}`: the bookmarked questions. */
export function bookmarksQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...practiceKey, 'bookmarks', userId],
    queryFn: ({ signal }) => apiRequest<QuestionView[]>(`/api/bookmark/bookmark-list/${userId}`, { signal }),
  });
}

/** `POST|DELETE /api/bookmark/{id}`: sets or removes a bookmark. */
export function setBookmark(questionId: number, bookmarked: boolean): Promise<null> {
  return apiRequest<null>(`/api/bookmark/${questionId}`, { method: bookmarked ? 'POST' : 'DELETE' });
}

/** `POST /api/track_question/clear`: forgets which questions of a type were answered. */
export function clearProgress(questionType: QuestionType, email: string): Promise<null> {
  return apiRequest<null>('/api/track_question/clear', {
    body: { examGroup: 'QUESTION_BANK', questionType, email },
  });
}

/**
 * `GET /api/exams`: the fixed sample papers, their names in the interface language (read when the
 * options are built, so a page re-rendered after a language switch shows the new names at once).
 */
export function examsQueryOptions() {
  const language = i18n.language;
  return queryOptions({
    queryKey: [...practiceKey, 'exams'],
    queryFn: ({ signal }) => apiRequest<ExamSummary[]>('/api/exams', { signal }),
    select: (exams: ExamSummary[]) =>
      exams.map((exam) => ({ ...exam, name: sampleExamName(exam.id, language, exam.name) })),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/exams/{id}`: one paper's questions in order. */
export function fetchExam(id: number) {
  return apiRequest<Exam>(`/api/exams/${id}`);
}

/** `POST /api/start-exam`: a session over a whole type, or over chosen questions. */
export function startPractice(
  target: { questionType: QuestionType } | { questionIds: number[]; examGroup?: QuestionGroup },
) {
  const body = 'questionType' in target ? { examGroup: 'QUESTION_BANK', ...target } : target;
  return apiRequest<PracticeExam>('/api/start-exam', { body });
}

/** `POST /api/resume-exam`: a session as stored, continuing at `currentQuestion`. */
export function examQueryOptions(examId: string) {
  return queryOptions({
    queryKey: [...practiceKey, 'exam', examId],
    queryFn: () => apiRequest<PracticeExam>('/api/resume-exam', { body: { examId } }),
    refetchOnWindowFocus: false,
  });
}

/** `POST /api/answers`: stores and marks one answer. */
export function submitAnswer(examId: string, questionId: number, response: AnswerResponse) {
  return apiRequest<AnswerResult>('/api/answers', { body: { examId, questionId, response } });
}

/** `POST /api/finish-exam`: closes the session. */
export function finishPractice(examId: string) {
  return apiRequest<PracticeExam>('/api/finish-exam', { body: { examId } });
}
