import type { EnablingScores, SkillScores } from '@prepwise/contracts';

/** The four skills, in the order the chart and the table show them. */
export const skillNames = [
  'speaking',
  'writing',
  'reading',
  'listening',
] as const satisfies readonly (keyof SkillScores)[];

/** The enabling skills, in the order the radar and the table show them. */
export const enablingNames = [
  'grammar',
  'oralFluency',
  'pronunciation',
  'spelling',
  'vocabulary',
  'writtenDiscourse',
] as const satisfies readonly (keyof EnablingScores)[];
