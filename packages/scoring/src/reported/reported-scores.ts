import { ScoringInputError } from '../objective/scoring-input-error.js';
import {
  communicativeSkills,
  enablingSkills,
  itemSkills,
  traitEnablingSkill,
  traitKey,
  type CommunicativeSkill,
  type EnablingSkill,
} from './skill-tables.js';

/** Points on one scale: earned out of possible. */
export interface PointsOutOf {
  score: number;
  max: number;
}

/** One marked item of a mock test: its type, total points and, for AI-scored items, its traits. */
export interface ItemResult extends PointsOutOf {
  type: string;
  traits?: Readonly<Record<string, PointsOutOf>>;
}

/** A skill's reported score (10-90, null without contributing points) and the points behind it. */
export interface SkillScore {
  score: number | null;
  earned: number;
  possible: number;
}

export interface ReportedScores {
  overall: SkillScore;
  communicative: Record<CommunicativeSkill, SkillScore>;
  enabling: Record<EnablingSkill, SkillScore>;
}

function checkPoints(points: PointsOutOf, where: string): void {
  const valid =
    Number.isFinite(points.score) &&
    Number.isFinite(points.max) &&
    points.score >= 0 &&
    points.score <= points.max;
  if (!valid) {
    throw new ScoringInputError(
      'results.invalid',
      `${where}: score ${points.score} / max ${points.max} must be finite with 0 <= score <= max`,
    );
  }
}

/** 10 + 80 x earned / possible, rounded half up; null when nothing was possible. */
function toSkillScore(earned: number, possible: number): SkillScore {
  const score = possible > 0 ? Math.round(10 + (80 * earned) / possible) : null;
  return { score, earned, possible };
}

function emptyTotals<K extends string>(keys: readonly K[]): Record<K, PointsOutOf> {
  return Object.fromEntries(keys.map((key) => [key, { score: 0, max: 0 }])) as Record<K, PointsOutOf>;
}

function addTo(totals: PointsOutOf, points: PointsOutOf): void {
  totals.score += points.score;
  totals.max += points.max;
}

/**
 * An item as one unit of a skill: its share of its own points (score / max out of 1). Without
 * this, an item's point scale would decide its weight: a read-aloud worth 15 points would drown
 * a one-point reading question in the reading score of a short mock. Null for an item worth 0.
 */
function itemShare(item: PointsOutOf): PointsOutOf | null {
  return item.max > 0 ? { score: item.score / item.max, max: 1 } : null;
}

function addItem(
  item: ItemResult,
  index: number,
  communicative: Record<CommunicativeSkill, PointsOutOf>,
  enabling: Record<EnablingSkill, PointsOutOf>,
): void {
  const where = `item ${index + 1} (${item.type})`;
  const skills = Object.hasOwn(itemSkills, item.type) ? itemSkills[item.type] : undefined;
  if (skills === undefined) {
    throw new ScoringInputError('results.invalid', `${where}: this type does not count towards a PTE skill`);
  }
  checkPoints(item, where);
  const share = itemShare(item);
  if (share) for (const skill of skills) addTo(communicative[skill], share);
  for (const [name, points] of Object.entries(item.traits ?? {})) {
    checkPoints(points, `${where} trait ${name}`);
    const key = traitKey(name);
    const skill = Object.hasOwn(traitEnablingSkill, key) ? traitEnablingSkill[key] : undefined;
    if (skill !== undefined) addTo(enabling[skill], points);
  }
}

/**
 * The 10-90 reported scores of a PTE mock test from its marked items.
 *
 * This mapping is the project's own documented model, not Pearson's (whose scoring is not
 * public): each item counts as one unit, its share of its own points (score / max), towards
 * the communicative skills of `itemSkills` (an integrated item counts towards each of its
 * skills); a skill's score is 10 + 80 x the mean share of its items, rounded, so a skill agrees
 * with the items it comes from whatever their point scales (`earned` is the sum of shares,
 * `possible` the number of items); overall is the same over all items (each counted once);
 * an enabling skill is the same over the matching traits of all items
 * (written discourse pools form, development-structure-coherence and general linguistic range).
 * A skill with no contributing points is null. Throws ScoringInputError (`results.invalid`) for
 * a type outside the table or points that are negative, non-finite or above their maximum.
 */
export function computeReportedScores(items: readonly ItemResult[]): ReportedScores {
  const communicative = emptyTotals(communicativeSkills);
  const enabling = emptyTotals(enablingSkills);
  const overall: PointsOutOf = { score: 0, max: 0 };
  items.forEach((item, index) => {
    addItem(item, index, communicative, enabling);
    const share = itemShare(item);
    if (share) addTo(overall, share);
  });
  const scale = <K extends string>(totals: Record<K, PointsOutOf>, keys: readonly K[]) =>
    Object.fromEntries(keys.map((key) => [key, toSkillScore(totals[key].score, totals[key].max)])) as Record<
      K,
      SkillScore
    >;
  return {
    overall: toSkillScore(overall.score, overall.max),
    communicative: scale(communicative, communicativeSkills),
    enabling: scale(enabling, enablingSkills),
  };
}
