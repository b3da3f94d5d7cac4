export { markObjective } from './mark-objective.js';
export { computeThptMark, type ThptMark } from './thpt-mark.js';
export { objectiveRules } from './rules-table.js';
export type { ObjectiveRule, Marking } from './objective-rule.js';
export { ScoringInputError, type ScoringInputErrorCode } from './scoring-input-error.js';
export { normalizeAnswerText } from './answer-key.js';
export { tokenizeWords } from './word-rules.js';
export * from './objective-schemas.js';
