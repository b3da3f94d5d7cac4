/**
 * The practice module's public face: what other modules use of it. They import from here, never
 * from its other files (`npm run lint`, module-through-its-index).
 */
export {
  claimAnswersForScoring,
  failAnswerScoring,
  findAnswer,
  findExamPage,
  findOwnSession,
  saveAnswerScore,
} from './practice.repository.js';
export { listHistory, loadPracticeSession, startAssignedPractice } from './practice.service.js';
