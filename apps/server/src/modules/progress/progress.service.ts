import {
  enablingScoresOf,
  itemSkills,
  predictOverall,
  predictionRule,
  predictThptMark,
  thptPredictionRule,
  skillScoresOf,
  type TypeTotals,
} from '@prepwise/scoring';
import type { Progress, ProgressDay } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../user/index.js';
import { localDay, streakOf, weekStartOf } from '../../lib/calendar-days.js';
import { presentLatestMock, presentResume } from './progress.presenter.js';
import {
  countAnswersByDay,
  findLatestFinishedMock,
  findOpenMock,
  findOpenPractice,
  findWeeklyGoal,
  saveWeeklyGoal,
  sumScoredByDayAndType,
  sumTraits,
  type DayTypeRow,
} from './progress.repository.js';

const dayMs = 24 * 60 * 60 * 1000;
/** How far back the streak is counted (a longer streak shows as this many days). */
const streakHorizonDays = 400;

/** The skill scores of each day with scored PTE items, oldest first (THPT items have no 10-90 score). */
function daysOf(rows: readonly DayTypeRow[]): ProgressDay[] {
  const byDay = new Map<string, TypeTotals[]>();
  for (const row of rows) {
    if (Object.hasOwn(itemSkills, row.type)) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
  }
  return [...byDay.entries()].map(([date, totals]) => ({
    date,
    ...skillScoresOf(totals),
    items: totals.reduce((sum, row) => sum + row.items, 0),
  }));
}

/**
 * One's progress (`GET /api/progress`): skills per day and enabling skills over the prediction
 * window, the predicted overall score (or what is missing), the last mock's result, the last
 * open session or mock, the streak and the weekly goal. Reads only the user's own rows, in
 * seven queries whatever the amount of data.
 */
export async function computeProgress(deps: AppDeps, me: UserRow): Promise<Progress> {
  const now = deps.now();
  const { timeZone } = deps.config;
  const since = new Date(now.getTime() - predictionRule.windowDays * dayMs);
  const [scoredRows, traits, answerDays, latestMock, practice, mock, goal] = await Promise.all([
    sumScoredByDayAndType(deps.db, me.id, since, timeZone),
    sumTraits(deps.db, me.id, since),
    countAnswersByDay(deps.db, me.id, new Date(now.getTime() - streakHorizonDays * dayMs), timeZone),
    findLatestFinishedMock(deps.db, me.id),
    findOpenPractice(deps.db, me.id),
    findOpenMock(deps.db, me.id),
    findWeeklyGoal(deps.db, me.id),
  ]);
  const today = localDay(now, timeZone);
  const weekStart = weekStartOf(today);
  const prediction = predictOverall(scoredRows);
  const thptPrediction = predictThptMark(scoredRows);
  return {
    days: daysOf(scoredRows),
    enabling: enablingScoresOf(traits),
    prediction:
      prediction.status === 'READY'
        ? { ...prediction, days: predictionRule.windowDays }
        : { ...prediction, itemsPerSkill: predictionRule.minItemsPerSkill, days: predictionRule.windowDays },
    thptPrediction:
      thptPrediction.status === 'READY'
        ? { ...thptPrediction, days: thptPredictionRule.windowDays }
        : {
            ...thptPrediction,
            itemsPerPart: thptPredictionRule.minItemsPerPart,
            days: thptPredictionRule.windowDays,
          },
    latestMock: presentLatestMock(latestMock),
    resume: presentResume(practice, mock),
    streak: streakOf(
      answerDays.map((row) => row.day),
      today,
    ),
    weeklyGoal: {
      target: goal,
      done: answerDays.filter((row) => row.day >= weekStart).reduce((sum, row) => sum + row.answers, 0),
      weekStart,
    },
  };
}

/** Sets (or clears) one's weekly goal and returns the progress it is part of. */
export async function setWeeklyGoal(deps: AppDeps, me: UserRow, target: number | null): Promise<Progress> {
  await saveWeeklyGoal(deps.db, me.id, target, deps.now());
  return computeProgress(deps, me);
}
