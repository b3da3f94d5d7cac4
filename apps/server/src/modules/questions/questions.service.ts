import {
  questionTypeNames,
  type Exam,
  type ExamSummary,
  type QuestionBankEntry,
  type QuestionType,
} from '@prepwise/contracts';
import { sampleExams } from '@prepwise/content/sample-exams';
import type { AppDeps } from '../../deps.js';
import { AppError, found } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import { notifyBookmarksChanged } from './question-page-cache.js';
import { presentQuestion } from './questions.presenter.js';
import { checkQuestionAccess, freeIdsAmong, hasFullBank } from './question-access.js';
import {
  clearTracking,
  countExamQuestions,
  deleteBookmark,
  findActiveIdsByType,
  findBookmarkedIds,
  findBookmarkedQuestions,
  findExamQuestions,
  findQuestion,
  findTestedIdsByType,
  insertBookmark,
} from './questions.repository.js';

/** One active question, without its answer key; 403 outside the free part without the full bank. */
export async function getQuestion(deps: AppDeps, me: UserRow, id: number) {
  const row = found(await findQuestion(deps.db, id));
  await checkQuestionAccess(deps, me, [id]);
  const bookmarked = await findBookmarkedIds(deps.db, me.id, [id]);
  return presentQuestion(row, bookmarked.has(id));
}

/** The fixed papers with active questions (`GET api/exams`), named like {@link getExam}. */
export async function listExams(deps: AppDeps): Promise<ExamSummary[]> {
  return (await countExamQuestions(deps.db)).flatMap(({ examId, total }) => {
    if (examId === null) return [];
    const sample = sampleExams.find((exam) => exam.id === examId);
    return [{ id: examId, name: sample?.name ?? `Exam ${examId}`, group: sample?.group ?? null, total }];
  });
}

/**
 * A fixed paper (`GET api/exams/{id}`): its active questions in display order, named after the
 * sample exam it is (or "Exam {id}" for one an admin imported). 404 when it has no questions.
 */
export async function getExam(deps: AppDeps, me: UserRow, id: number): Promise<Exam> {
  const rows = await findExamQuestions(deps.db, id);
  if (rows.length === 0) throw new AppError('error.http.404');
  const bookmarked = await findBookmarkedIds(
    deps.db,
    me.id,
    rows.map((row) => row.id),
  );
  const sample = sampleExams.find((exam) => exam.id === id);
  return {
    id,
    name: sample?.name ?? `Exam ${id}`,
    group: sample?.group ?? null,
    questions: rows.map((row) => presentQuestion(row, bookmarked.has(row.id))),
  };
}

/**
 * The question-bank entries (docs/product.md §3): per type, all active ids, the ids the learner has
 * not answered yet in the question bank, how many were answered, and how many the learner may
 * open (the free part without the full bank).
 */
export async function listQuestionBank(deps: AppDeps, me: UserRow): Promise<QuestionBankEntry[]> {
  const all = await findActiveIdsByType(deps.db);
  const open = (await hasFullBank(deps, me))
    ? null
    : await freeIdsAmong(
        deps,
        all.flatMap((entry) => entry.ids),
      );
  const tested = new Map(
    (await findTestedIdsByType(deps.db, me.id, 'QUESTION_BANK')).map((row) => [row.type, new Set(row.ids)]),
  );
  return all.map(({ type, ids }) => {
    const done = tested.get(type) ?? new Set<number>();
    const remaining = ids.filter((id) => !done.has(id));
    return {
      type: type as QuestionType,
      name: questionTypeNames[type as QuestionType],
      total: ids.length,
      remainAttemps: remaining.length,
      allQuestionIds: ids,
      questionIds: remaining.join(','),
      numberTested: ids.length - remaining.length,
      openTotal: open ? ids.filter((id) => open.has(id)).length : ids.length,
    };
  });
}

/** The user's own bookmarks; another user's list is not found. */
export async function listBookmarks(deps: AppDeps, me: UserRow, userId: string) {
  if (userId !== me.id) throw new AppError('error.http.404');
  const rows = await findBookmarkedQuestions(deps.db, me.id);
  return rows.map((row) => presentQuestion(row.question, true));
}

export async function addBookmark(deps: AppDeps, me: UserRow, questionId: number) {
  found(await findQuestion(deps.db, questionId));
  await insertBookmark(deps.db, me.id, questionId);
  notifyBookmarksChanged(me.id);
}

export async function removeBookmark(deps: AppDeps, me: UserRow, questionId: number) {
  await deleteBookmark(deps.db, me.id, questionId);
  notifyBookmarksChanged(me.id);
}

/** "Clear my progress" on a type (seed: {examGroup, questionType, email}); only one's own e-mail. */
export async function clearProgress(
  deps: AppDeps,
  me: UserRow,
  input: { examGroup: string; questionType: string; email: string },
) {
  if (input.email !== me.email) throw new AppError('error.http.404');
  return clearTracking(deps.db, me.id, input.examGroup, input.questionType);
}
