/**
 * The scoring feature's public face: what other features may import (the lint rule
 * `feature-through-its-index` refuses any other file of this folder from outside).
 */
export { useScoringPoll } from './api/use-scoring-poll';
export { OpenVerdict } from './components/open-verdict';
export { PlayerScoring } from './components/player-scoring';
export { ScoreWithAi } from './components/score-with-ai';
export { hasAiScore, ScoredAnswer } from './components/scored-answer';
export { TeacherReviewNote } from './components/teacher-review-note';
export { scorableAnswers } from './lib/open-answers';
export { useScorerMessage } from './lib/use-scorer-message';
