export { scoreWriting } from './score-writing.js';
export type { ScoringModel } from './score-writing.js';
export { WRITING_RUBRIC, WRITING_RUBRIC_VERSION, scoreForm } from './rubric.js';
export type { FormBand, WritingTaskRubric } from './rubric.js';
export type {
  WritingEvidence,
  WritingEvidenceKind,
  WritingTraitResult,
  WritingFlag,
  WritingInput,
  WritingResult,
  WritingTaskType,
  WritingTraitName,
} from './types.js';
