import type { QuestionType } from '@prepwise/contracts';
import { paths } from '../../../lib/routes';

/** The page listing one type's questions. */
export function typePath(type: QuestionType): string {
  return `${paths.practice}/${type}`;
}

/** The player of one practice session. */
export function sessionPath(examId: string): string {
  return `${paths.practice}/session/${examId}`;
}

/** The detail page of one past session. */
export function historyDetailPath(examId: string): string {
  return `${paths.history}/${examId}`;
}

/** The bookmarks page (next to history in the learner area). */
export const bookmarksPath = '/platform/user/bookmarks';
