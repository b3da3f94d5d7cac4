import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { classesApi, teacherApi, type ExamFamily, type ItemQuestionType } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';

/** A teacher's classes (create, change, share, roster), through the typed client. */
export const teacherClasses = createApiClient(classesApi);
/** What a class's teachers read and sign (gradebook, submissions, answers), through the typed client. */
export const teacherViews = createApiClient(teacherApi);

/** Query keys of the teacher's side: every class query starts with the class's id. */
export const teacherKey = ['teacher'] as const;
export const classKey = (classId: string) => [...teacherKey, 'class', classId] as const;
export const assignmentKey = (assignmentId: string) => [...teacherKey, 'assignment', assignmentId] as const;

const silent = { context: { silent: true } } as const;

/** One page of the teacher's classes, archived or current, optionally searched. */
export function myClassesQueryOptions(archived: boolean, page: number, size = 25) {
  return queryOptions({
    queryKey: [...teacherKey, 'classes', archived, page, size],
    queryFn: ({ signal }) =>
      teacherClasses.list(
        { query: { page, size, archived: archived ? 'true' : 'false' } },
        { signal, ...silent },
      ),
    placeholderData: keepPreviousData,
  });
}

/** A class with its teachers, join code, credits and the viewer's rights. */
export function classQueryOptions(classId: string) {
  return queryOptions({
    queryKey: [...classKey(classId), 'detail'],
    queryFn: ({ signal }) => teacherClasses.get({ params: { id: classId } }, { signal, ...silent }),
    retry: false,
  });
}

/** One page of a class's assignments (due first). */
export function assignmentsQueryOptions(classId: string, page: number, size = 25) {
  return queryOptions({
    queryKey: [...classKey(classId), 'assignments', page, size],
    queryFn: ({ signal }) =>
      teacherClasses.assignments({ params: { id: classId }, query: { page, size } }, { signal, ...silent }),
    placeholderData: keepPreviousData,
  });
}

/** One page of a class's roster, optionally searched by name or e-mail. */
export function learnersQueryOptions(classId: string, q: string, page: number, size = 25) {
  return queryOptions({
    queryKey: [...classKey(classId), 'learners', q, page, size],
    queryFn: ({ signal }) =>
      teacherClasses.learners(
        { params: { id: classId }, query: { page, size, ...(q ? { q } : {}) } },
        { signal, ...silent },
      ),
    placeholderData: keepPreviousData,
  });
}

/** One page of the gradebook: learners × assignments. */
export function gradebookQueryOptions(classId: string, q: string, page: number, size = 25) {
  return queryOptions({
    queryKey: [...classKey(classId), 'gradebook', q, page, size],
    queryFn: ({ signal }) =>
      teacherViews.gradebook(
        { params: { id: classId }, query: { page, size, ...(q ? { q } : {}) } },
        { signal, ...silent },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The teacher's class wallet: credits of the class plans they bought, to move to a class. */
export function walletQueryOptions() {
  return queryOptions({
    queryKey: [...teacherKey, 'wallet'],
    queryFn: ({ signal }) => teacherClasses.wallet({}, { signal, context: { silent: true } }),
  });
}

/** How far the AI and the class's teachers agree on the answers they signed. */
export function agreementQueryOptions(classId: string) {
  return queryOptions({
    queryKey: [...classKey(classId), 'agreement'],
    queryFn: ({ signal }) =>
      teacherViews.agreement({ params: { id: classId } }, { signal, context: { silent: true } }),
  });
}

/** One page of the class's credits ledger. */
export function creditsQueryOptions(classId: string, page: number, size = 10) {
  return queryOptions({
    queryKey: [...classKey(classId), 'credits', page, size],
    queryFn: ({ signal }) =>
      teacherClasses.credits({ params: { id: classId }, query: { page, size } }, { signal, ...silent }),
    placeholderData: keepPreviousData,
  });
}

/** The question bank for choosing an assignment's questions: the class's family, a type, words. */
export function questionsQueryOptions(
  family: ExamFamily,
  type: ItemQuestionType | undefined,
  q: string,
  page: number,
  size = 10,
) {
  return queryOptions({
    queryKey: [...teacherKey, 'questions', family, type, q, page, size],
    queryFn: ({ signal }) =>
      teacherViews.questions(
        { query: { page, size, family, ...(type ? { type } : {}), ...(q ? { q } : {}) } },
        { signal, ...silent },
      ),
    placeholderData: keepPreviousData,
  });
}

/** One page of an assignment's submissions: each learner's standing. */
export function submissionsQueryOptions(assignmentId: string, page: number, size = 50) {
  return queryOptions({
    queryKey: [...assignmentKey(assignmentId), 'submissions', page, size],
    queryFn: ({ signal }) =>
      teacherViews.submissions({ params: { assignmentId }, query: { page, size } }, { signal, ...silent }),
    placeholderData: keepPreviousData,
  });
}

/** One page of an assignment's item analysis. */
export function itemsQueryOptions(assignmentId: string, page: number, size = 25) {
  return queryOptions({
    queryKey: [...assignmentKey(assignmentId), 'items', page, size],
    queryFn: ({ signal }) =>
      teacherViews.items({ params: { assignmentId }, query: { page, size } }, { signal, ...silent }),
    placeholderData: keepPreviousData,
  });
}

/** One page of an assignment's open answers (writing, speaking) to sign. */
export function openAnswersQueryOptions(assignmentId: string, page: number, size = 25) {
  return queryOptions({
    queryKey: [...assignmentKey(assignmentId), 'answers', page, size],
    queryFn: ({ signal }) =>
      teacherViews.openAnswers({ params: { assignmentId }, query: { page, size } }, { signal, ...silent }),
    placeholderData: keepPreviousData,
  });
}

export interface AnswerRef {
  kind: 'practice' | 'mock';
  attemptId: string;
  questionId: number;
}

/** One open answer with the AI's traits and the teacher's review, if signed. */
export function answerQueryOptions(answer: AnswerRef) {
  return queryOptions({
    queryKey: [...teacherKey, 'answer', answer.kind, answer.attemptId, answer.questionId],
    queryFn: ({ signal }) => teacherViews.answer({ params: answer }, { signal, ...silent }),
    retry: false,
    // An answer still being scored is asked for again until the AI's traits are there to sign.
    refetchInterval: ({ state: { data } }) =>
      data && !data.ai && (data.status === 'SCORING' || data.status === 'WAITING_AI') ? 5000 : false,
  });
}

/** A learner of a class: the class's work, skills, prediction and (if shared) practice. */
export function learnerReportQueryOptions(classId: string, userId: string) {
  return queryOptions({
    queryKey: [...classKey(classId), 'learner', userId],
    queryFn: ({ signal }) => teacherViews.learner({ params: { id: classId, userId } }, { signal, ...silent }),
    retry: false,
  });
}
