import type { z } from 'zod';
import { itemSkills } from '@prepwise/scoring';
import {
  examFamilyTypes,
  type Agreement,
  type ClassLearnerReport,
  type ItemAnalysisRow,
  type TeacherQuestion,
  type teacherQuestionQuerySchema,
} from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { findUserById, type UserRow } from '../user/index.js';
import { classMembership, teacherClass } from '../classes/index.js';
import { computeProgress, sumScoredByDayAndType } from '../progress/index.js';
import { findExamPage } from '../practice/index.js';
import { findActiveIdsByType } from '../questions/index.js';
import { agreementOf } from './agreement.js';
import { standingOf } from './assignment-status.js';
import { findAttempts, findLearnerAssignments } from './assignments.repository.js';
import { teacherAssignment } from './assignments.service.js';
import { findAssignmentAnswers, findClassReviewPairs, findQuestionPage } from './class-answers.repository.js';
import { analyseItems } from './item-analysis.js';

/** One page of an assignment's item analysis, worst question first. */
export async function listItemAnalysis(
  deps: AppDeps,
  me: UserRow,
  assignmentId: string,
  page: number,
  size: number,
): Promise<{ items: ItemAnalysisRow[]; total: number }> {
  const assignment = await teacherAssignment(deps, me, assignmentId, 'any');
  const rows = analyseItems(await findAssignmentAnswers(deps.db, assignment.id));
  return { items: rows.slice(page * size, (page + 1) * size), total: rows.length };
}

/** How far the AI and the class's teachers agree on the answers they signed. */
export async function loadAgreement(deps: AppDeps, me: UserRow, classId: string): Promise<Agreement> {
  const { klass } = await teacherClass(deps, me, classId, 'any');
  return agreementOf(await findClassReviewPairs(deps.db, klass.id));
}

/** The THPT skill a Vietnamese-test type trains (the seed's list), by its name. */
function thptSkillOf(type: string): string {
  if (type.startsWith('PHONETIC_')) return 'phonetics';
  if (type === 'COM_COM') return 'communication';
  if (type.startsWith('VOCAB_')) return 'vocabulary';
  if (type.startsWith('GRAMMAR_')) return 'grammar';
  if (type.startsWith('WRITING_')) return 'writing';
  return 'reading';
}

const skillsOf = (type: string): readonly string[] => itemSkills[type] ?? [thptSkillOf(type)];
const dayMs = 86_400_000;

/**
 * A learner of the class as its teachers see them: their standing on the class's assignments,
 * their progress summary (skills over 30 days, the predicted score, the weakest task types), and
 * their own recent practice only when they share it. A learner not in the class is not found.
 */
export async function loadLearnerReport(
  deps: AppDeps,
  me: UserRow,
  classId: string,
  userId: string,
): Promise<ClassLearnerReport> {
  const { klass } = await teacherClass(deps, me, classId, 'any');
  const membership = await classMembership(deps, klass.id, userId);
  const learner = membership ? await findUserById(deps.db, userId) : undefined;
  if (!membership || !learner) throw new AppError('error.http.404');
  const now = deps.now();
  const given = await findLearnerAssignments(deps.db, userId, klass.id);
  const attempts = await findAttempts(deps.db, {
    assignmentIds: given.map((row) => row.assignment.id),
    userIds: [userId],
  });
  const [progress, typeRows, practice] = await Promise.all([
    computeProgress(deps, learner),
    sumScoredByDayAndType(deps.db, userId, new Date(now.getTime() - 30 * dayMs), deps.config.timeZone),
    membership.sharePractice ? findExamPage(deps.db, userId, 0, 10) : Promise.resolve(null),
  ]);
  const byType = new Map<string, { items: number; share: number }>();
  const bySkill = new Map<string, { items: number; share: number }>();
  for (const row of typeRows) {
    const add = (map: typeof byType, key: string) => {
      const sum = map.get(key) ?? { items: 0, share: 0 };
      map.set(key, { items: sum.items + row.items, share: sum.share + row.share });
    };
    add(byType, row.type);
    for (const skill of skillsOf(row.type)) add(bySkill, skill);
  }
  const prediction = progress.prediction;
  return {
    userId,
    fullName: learner.fullName,
    email: learner.email,
    sharesPractice: membership.sharePractice,
    assignments: given.map(({ assignment }) => {
      const standing = standingOf(
        assignment,
        attempts.filter((attempt) => attempt.assignmentId === assignment.id),
        now,
      );
      return {
        assignmentId: assignment.id,
        title: assignment.title,
        dueAt: assignment.dueAt.toISOString(),
        status: standing.status,
        result:
          standing.counted?.max != null && (standing.status === 'SUBMITTED' || standing.status === 'LATE')
            ? { score: standing.counted.score ?? 0, max: standing.counted.max }
            : null,
      };
    }),
    skills: [...bySkill.entries()].map(([skill, sum]) => ({
      skill,
      share: sum.items > 0 ? sum.share / sum.items : null,
      answers: sum.items,
    })),
    predicted:
      prediction.status === 'READY'
        ? { scale: 'PTE', score: prediction.score, low: prediction.low, high: prediction.high }
        : null,
    weakestTypes: [...byType.entries()]
      .filter(([, sum]) => sum.items >= 3)
      .map(([type, sum]) => ({ type, share: sum.share / sum.items, answers: sum.items }))
      .sort((a, b) => a.share - b.share)
      .slice(0, 5),
    recentPractice: practice
      ? practice.rows
          .filter((row) => row.assignmentId === null)
          .map((row) => ({
            type: row.questionType,
            startedDate: row.startedAt.toISOString(),
            answers: row.currentQuestion,
          }))
      : null,
  };
}

/** A page of the active question bank for a teacher choosing an assignment's questions. */
export async function browseQuestions(
  deps: AppDeps,
  query: z.output<typeof teacherQuestionQuerySchema>,
): Promise<{ items: TeacherQuestion[]; total: number }> {
  const types = query.type ? [query.type] : query.family ? examFamilyTypes[query.family] : null;
  const { rows, total } = await findQuestionPage(deps.db, {
    types,
    q: query.q,
    page: query.page,
    size: query.size,
  });
  return {
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      level: row.level,
      topic: row.topic,
      preview: (row.text ?? row.description ?? '').replace(/@Blank@/g, '____').slice(0, 200),
    })),
    total,
  };
}

/** How many active questions the bank has of each type. */
export async function questionStock(deps: AppDeps) {
  return (await findActiveIdsByType(deps.db)).map((row) => ({ type: row.type, count: row.ids.length }));
}
