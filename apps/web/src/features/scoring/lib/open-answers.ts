import type { AnswerResult, PracticeSession } from '@prepwise/contracts';
import { computeReportedScores, type CommunicativeSkill } from '@prepwise/scoring';

/** Answers the server will send to AI scoring: open answers not scored yet, or whose scoring failed. */
export function scorableAnswers(exam: PracticeSession): AnswerResult[] {
  return exam.answers.filter(
    (answer) => answer.status === 'WAITING_AI' || answer.status === 'SCORING_FAILED',
  );
}

/** Open answers: those that go through AI scoring at some point. */
export function openAnswers(exam: PracticeSession): AnswerResult[] {
  return exam.answers.filter((answer) => answer.status !== 'MARKED');
}

/** Where a session's AI scoring stands. */
export type ScoringPhase = 'none' | 'ready' | 'waiting' | 'scored';

/**
 * `none`: no open answers; `waiting`: at least one answer is being scored; `ready`: some open
 * answers can be sent (never scored, or failed before); `scored`: every open answer has its score.
 */
export function scoringPhase(exam: PracticeSession): ScoringPhase {
  const open = openAnswers(exam);
  if (open.length === 0) return 'none';
  if (open.some((answer) => answer.status === 'SCORING')) return 'waiting';
  if (scorableAnswers(exam).length > 0) return 'ready';
  return 'scored';
}

/** The 10-90 reported score of one scored answer (packages/scoring's documented model) and its skills. */
export interface AnswerSkillScore {
  score: number;
  skills: CommunicativeSkill[];
}

/** The answer's own 10-90 score, from the shared scorer's mapping; null when it does not apply. */
export function answerSkillScore(answer: AnswerResult): AnswerSkillScore | null {
  if (answer.score === null || answer.max === null || answer.max <= 0) return null;
  try {
    const traits = Object.fromEntries(
      Object.entries(answer.traits ?? {}).map(([name, trait]) => [
        name,
        { score: trait.score, max: trait.max },
      ]),
    );
    const reported = computeReportedScores([
      { type: answer.questionType, score: answer.score, max: answer.max, traits },
    ]);
    if (reported.overall.score === null) return null;
    const skills = (Object.keys(reported.communicative) as CommunicativeSkill[]).filter(
      (skill) => reported.communicative[skill].possible > 0,
    );
    return { score: reported.overall.score, skills };
  } catch {
    return null;
  }
}

/** The traits whose failing cuts every other trait to zero (scoring.md, form and content rules). */
const zeroRuleTraits = ['form', 'content'];

/** One trait of a scored answer, ready to show. */
export interface TraitView {
  name: string;
  score: number;
  max: number;
  raw: number;
  /** True when a zero rule cut the trait although its own estimate was worth points. */
  cut: boolean;
  /** The scorer's one sentence saying why the trait is low (a message to translate), if it gave one. */
  lowReason: unknown;
}

/** The traits in the scorer's order, each with whether a zero rule cut it. */
export function traitViews(answer: AnswerResult): { traits: TraitView[]; cutBy: string | null } {
  const entries = Object.entries(answer.traits ?? {});
  const cutBy =
    zeroRuleTraits.find((name) => entries.some(([trait, value]) => trait === name && value.score === 0)) ??
    null;
  const traits = entries.map(([name, value]) => ({
    name,
    score: value.score,
    max: value.max,
    raw: value.raw,
    cut: cutBy !== null && value.score === 0 && value.raw >= 0.5 && name !== cutBy,
    lowReason: value.evidence.find((record) => record.kind === 'trait-summary')?.message ?? null,
  }));
  return { traits, cutBy };
}
