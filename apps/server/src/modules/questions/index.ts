/**
 * The questions module's public face: what other modules use of it. They import from here, never
 * from its other files (`npm run lint`, module-through-its-index).
 */
export { checkQuestionAccess, freeIdsAmong, hasFullBank } from './question-access.js';
export type { QuestionFileCheck } from './question-file-check.js';
export { formatQuestionFile } from './question-files.js';
export { importValidQuestions, questionContentOf, questionRowOf } from './question-import.service.js';
export { notifyContentChanged } from './question-page-cache.js';
export { findQuestionCached } from './question-row-cache.js';
export { presentQuestion, transcriptOf, type QuestionRow } from './questions.presenter.js';
export {
  findActiveIdsAmong,
  findActiveIdsByType,
  findQuestion,
  findQuestionsByIds,
  findTestedIdsByType,
  trackQuestion,
  type NewQuestionRow,
} from './questions.repository.js';
