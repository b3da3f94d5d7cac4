import { queryOptions } from '@tanstack/react-query';
import {
  practiceSessionApi,
  questionBankApi,
  sampleExamName,
  type AnswerResponse,
  type ExamSummary,
  type QuestionGroup,
  type QuestionType,
} from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { i18n } from '../../../lib/i18n';
import { practiceKey } from '../../../lib/session/session-queries';

/** The question bank and practice sessions, through the typed client. */
const bank = createApiClient(questionBankApi);
const sessions = createApiClient(practiceSessionApi);

/** `GET /api/question-bank`: one entry per type with totals and tested counts. */
export function questionBankQueryOptions() {
  return queryOptions({
    queryKey: [...practiceKey, 'bank'],
    queryFn: ({ signal }) => bank.bank(undefined, { signal }),
    staleTime: 30_000,
  });
}

export interface QuestionPageParams {
  type: QuestionType;
  page: number;
  size: number;
  repeatedOnly: boolean;
}

/**
 * `GET /api/questions-by-type` (or the repeated list): one page of a type's questions, the total
 * and the full bank's total.
 */
export function questionPageQueryOptions({ type, page, size, repeatedOnly }: QuestionPageParams) {
  return queryOptions({
    queryKey: [...practiceKey, 'questions', type, page, size, repeatedOnly],
    queryFn: ({ signal }) =>
      (repeatedOnly ? bank.repeatedPage : bank.page)(
        { query: { page, size, sort: 'id,asc', type } },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

/** `GET /api/questions/{id}`: one question without its answer key. */
export function questionQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...practiceKey, 'question', id],
    queryFn: ({ signal }) => bank.question({ params: { questionId: id } }, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/bookmark/bookmark-list/{userId}`: the bookmarked questions. */
export function bookmarksQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...practiceKey, 'bookmarks', userId],
    queryFn: ({ signal }) => bank.bookmarks({ params: { id: userId } }, { signal }),
  });
}

/** `POST|DELETE /api/bookmark/{id}`: sets or removes a bookmark. */
export function setBookmark(questionId: number, bookmarked: boolean): Promise<null> {
  return (bookmarked ? bank.bookmark : bank.unbookmark)({ params: { questionId } });
}

/** `POST /api/track_question/clear`: forgets which questions of a type were answered. */
export function clearProgress(questionType: QuestionType, email: string): Promise<{ cleared: number }> {
  return bank.clearProgress({ body: { examGroup: 'QUESTION_BANK', questionType, email } });
}

/**
 * `GET /api/exams`: the fixed sample papers, their names in the interface language (read when the
 * options are built, so a page re-rendered after a language switch shows the new names at once).
 */
export function examsQueryOptions() {
  const language = i18n.language;
  return queryOptions({
    queryKey: [...practiceKey, 'exams'],
    queryFn: ({ signal }) => bank.exams(undefined, { signal }),
    select: (exams: ExamSummary[]) =>
      exams.map((exam) => ({ ...exam, name: sampleExamName(exam.id, language, exam.name) })),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/exams/{id}`: one paper's questions in order. */
export function fetchExam(id: number) {
  return bank.exam({ params: { id } });
}

/** `POST /api/start-exam`: a session over a whole type, or over chosen questions. */
export function startPractice(
  target: { questionType: QuestionType } | { questionIds: number[]; examGroup?: QuestionGroup },
) {
  const examGroup: QuestionGroup = 'QUESTION_BANK';
  const body = 'questionType' in target ? { examGroup, ...target } : target;
  return sessions.start({ body });
}

/** `POST /api/resume-exam`: a session as stored, continuing at `currentQuestion`. */
export function examQueryOptions(examId: string) {
  return queryOptions({
    queryKey: [...practiceKey, 'exam', examId],
    queryFn: () => sessions.resume({ body: { examId } }),
    refetchOnWindowFocus: false,
  });
}

/** `POST /api/answers`: stores and marks one answer. */
export function submitAnswer(examId: string, questionId: number, response: AnswerResponse) {
  return sessions.answer({ body: { examId, questionId, response } });
}

/** `POST /api/finish-exam`: closes the session. */
export function finishPractice(examId: string) {
  return sessions.finish({ body: { examId } });
}
