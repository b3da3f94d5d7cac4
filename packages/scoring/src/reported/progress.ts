import {
  communicativeSkills,
  enablingSkills,
  itemSkills,
  traitEnablingSkill,
  traitKey,
  type CommunicativeSkill,
  type EnablingSkill,
} from './skill-tables.js';

/**
 * Scored items of one question type, summed: how many, the sum of their shares (score / max,
 * each item one unit as in `computeReportedScores`) and the sum of the squared shares (for the
 * spread). What the server's SQL returns per day and type.
 */
export interface TypeTotals {
  type: string;
  items: number;
  share: number;
  shareSquares: number;
}

/** Points of one trait name summed over items. */
export interface TraitTotals {
  name: string;
  score: number;
  max: number;
}

/**
 * When a predicted overall score is shown: from the scored PTE items of the last `windowDays`
 * days, at least `minItems` of them and at least `minItemsPerSkill` counting towards each of the
 * four skills. The interval is 95% (`z`) around the mean share, with the spread of the shares
 * floored at `minVariance` (a few perfect answers are not a certainty).
 */
export const predictionRule = {
  windowDays: 30,
  minItems: 20,
  minItemsPerSkill: 3,
  z: 1.96,
  minVariance: 0.02,
} as const;

const toScale = (share: number) => Math.round(10 + 80 * share);

/** Items that count towards a PTE skill (THPT items and unknown types do not). */
function pteTotals(totals: readonly TypeTotals[]): TypeTotals[] {
  return totals.filter((row) => Object.hasOwn(itemSkills, row.type) && row.items > 0);
}

function skillItems(
  totals: readonly TypeTotals[],
): Record<CommunicativeSkill, { items: number; share: number }> {
  const sums = Object.fromEntries(
    communicativeSkills.map((skill) => [skill, { items: 0, share: 0 }]),
  ) as Record<CommunicativeSkill, { items: number; share: number }>;
  for (const row of pteTotals(totals)) {
    for (const skill of itemSkills[row.type] ?? []) {
      sums[skill].items += row.items;
      sums[skill].share += row.share;
    }
  }
  return sums;
}

/** The 10-90 score of each communicative skill over some items (null: no item of that skill). */
export function skillScoresOf(totals: readonly TypeTotals[]): Record<CommunicativeSkill, number | null> {
  const sums = skillItems(totals);
  return Object.fromEntries(
    communicativeSkills.map((skill) => [
      skill,
      sums[skill].items > 0 ? toScale(sums[skill].share / sums[skill].items) : null,
    ]),
  ) as Record<CommunicativeSkill, number | null>;
}

/** The 10-90 score of each enabling skill from summed traits (null: no trait feeding it). */
export function enablingScoresOf(traits: readonly TraitTotals[]): Record<EnablingSkill, number | null> {
  const sums = Object.fromEntries(enablingSkills.map((skill) => [skill, { score: 0, max: 0 }])) as Record<
    EnablingSkill,
    { score: number; max: number }
  >;
  for (const trait of traits) {
    const key = traitKey(trait.name);
    const skill = Object.hasOwn(traitEnablingSkill, key) ? traitEnablingSkill[key] : undefined;
    if (skill === undefined || !(trait.max > 0)) continue;
    sums[skill].score += Math.min(Math.max(trait.score, 0), trait.max);
    sums[skill].max += trait.max;
  }
  return Object.fromEntries(
    enablingSkills.map((skill) => [
      skill,
      sums[skill].max > 0 ? toScale(sums[skill].score / sums[skill].max) : null,
    ]),
  ) as Record<EnablingSkill, number | null>;
}

export type OverallPrediction =
  | { status: 'READY'; score: number; low: number; high: number; items: number }
  | { status: 'NOT_ENOUGH_DATA'; items: number; itemsNeeded: number; skillsMissing: CommunicativeSkill[] };

/**
 * The predicted overall score (10-90) from the scored items of the prediction window, with its
 * 95% interval, or what is missing for one (`predictionRule`). Overall is the mean share over
 * all items, as in a mock's overall score; the interval is the mean's, z x sqrt(variance / n).
 */
export function predictOverall(totals: readonly TypeTotals[]): OverallPrediction {
  const rows = pteTotals(totals);
  const items = rows.reduce((sum, row) => sum + row.items, 0);
  const bySkill = skillItems(rows);
  const skillsMissing = communicativeSkills.filter(
    (skill) => bySkill[skill].items < predictionRule.minItemsPerSkill,
  );
  if (items < predictionRule.minItems || skillsMissing.length > 0) {
    return {
      status: 'NOT_ENOUGH_DATA',
      items,
      itemsNeeded: Math.max(0, predictionRule.minItems - items),
      skillsMissing,
    };
  }
  const share = rows.reduce((sum, row) => sum + row.share, 0);
  const squares = rows.reduce((sum, row) => sum + row.shareSquares, 0);
  const mean = share / items;
  const variance = Math.max(predictionRule.minVariance, (squares - items * mean * mean) / (items - 1));
  const margin = predictionRule.z * Math.sqrt(variance / items);
  return {
    status: 'READY',
    score: toScale(mean),
    low: toScale(Math.max(0, mean - margin)),
    high: toScale(Math.min(1, mean + margin)),
    items,
  };
}
