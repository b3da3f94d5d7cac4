/**
 * The history feature's public face: what other features may import (the lint rule
 * `feature-through-its-index` refuses any other file of this folder from outside). The router
 * loads the pages by their own files; the detail page and the answer list are here for the
 * scoring feature's tests, which check a scored answer where the learner reads it.
 */
export { AnswerList } from './components/answer-list';
export { formatDateTime } from './lib/date-time';
export { HistoryDetailPage } from './pages/history-detail-page';
