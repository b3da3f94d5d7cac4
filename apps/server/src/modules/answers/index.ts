/**
 * The answers module's public face: what other modules use of it. They import from here, never
 * from its other files (`npm run lint`, module-through-its-index).
 */
export { markAnswer, objectiveMaxOf } from './marking.js';
export { isWritingTaskType, openItemMax, UnscorableAnswerError } from './open-answer.js';
export {
  getItemRatings,
  getLearnerRating,
  ratingsAfter,
  ratingSelections,
  recordObjectiveOutcome,
} from './ratings.repository.js';
export { checkOwnRecording, recordingError, recordingUrl } from './recordings.js';
export { scoreAnswer } from './score-answer.js';
