export {
  computeReportedScores,
  type ItemResult,
  type PointsOutOf,
  type ReportedScores,
  type SkillScore,
} from './reported-scores.js';
export { noPteScores, toMockDetailScores, type MockDetailScores } from './mock-detail-scores.js';
export {
  communicativeSkills,
  enablingSkills,
  itemSkills,
  traitEnablingSkill,
  traitKey,
  type CommunicativeSkill,
  type EnablingSkill,
} from './skill-tables.js';
export {
  computeThptBreakdown,
  thptPartOf,
  thptParts,
  type ThptBreakdown,
  type ThptPart,
} from './thpt-breakdown.js';
export {
  enablingScoresOf,
  predictOverall,
  predictionRule,
  skillScoresOf,
  type OverallPrediction,
  type TraitTotals,
  type TypeTotals,
} from './progress.js';
export { predictThptMark, thptPredictionRule, type ThptPrediction } from './thpt-prediction.js';
