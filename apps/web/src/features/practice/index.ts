/**
 * The practice feature's public face: what other features may import (the lint rule
 * `feature-through-its-index` refuses any other file of this folder from outside). The router
 * loads the pages by their own files, so each page stays its own chunk.
 */
export { examsQueryOptions, fetchExam, questionBankQueryOptions } from './api/practice-api';
export { BankCard } from './components/bank-card';
export { QuestionTypeFirstView } from './components/question-type-first-view';
export { bookmarksPath, historyDetailPath, sessionPath, typePath } from './lib/practice-paths';
export { useStartPractice } from './lib/use-start-practice';
