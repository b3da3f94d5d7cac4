import type { z } from 'zod';
import {
  type ExportFormat,
  type GradebookRow,
  type Submission,
  type gradebookQuerySchema,
} from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import type { DownloadFile } from '../../lib/register-endpoint.js';
import type { SheetCell } from '../../lib/spreadsheet.js';
import { sheetFile } from '../../pool/sheet-file.js';
import type { UserRow } from '../user/index.js';
import { classLearnerRows, teacherClass } from '../classes/index.js';
import { isOpenAnswerType } from './open-types.js';
import { standingOf, type Standing } from './assignment-status.js';
import {
  findAttempts,
  findClassAssignments,
  findGivenPairs,
  findTargetPage,
  type AssignmentRow,
  type AttemptRow,
} from './assignments.repository.js';
import { findAssignmentAnswers, findReviews } from './class-answers.repository.js';
import { teacherAssignment } from './assignments.service.js';

/**
 * The attempts by assignment and learner, each list oldest first: built once, so a page of 100
 * learners × 30 assignments looks each cell up instead of scanning every attempt per cell.
 */
function attemptsByCell(attempts: AttemptRow[]): (assignmentId: string, userId: string) => AttemptRow[] {
  const cells = new Map<string, AttemptRow[]>();
  for (const attempt of attempts) {
    const key = `${attempt.assignmentId}:${attempt.userId}`;
    const list = cells.get(key);
    if (list) list.push(attempt);
    else cells.set(key, [attempt]);
  }
  for (const list of cells.values()) list.sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
  return (assignmentId, userId) => cells.get(`${assignmentId}:${userId}`) ?? [];
}

const resultOf = (standing: Standing) =>
  standing.counted &&
  standing.counted.max !== null &&
  standing.status !== 'IN_PROGRESS' &&
  standing.status !== 'NOT_STARTED'
    ? { score: standing.counted.score ?? 0, max: standing.counted.max }
    : null;

/**
 * One page of a class's gradebook: its learners (by name) and, for each, a cell per assignment
 * (soonest due first) with their standing, result and time spent. Three queries whatever the size:
 * the learners, the assignments, and every attempt of those learners at those assignments.
 */
export async function loadGradebook(
  deps: AppDeps,
  me: UserRow,
  classId: string,
  query: z.output<typeof gradebookQuerySchema>,
): Promise<{ items: GradebookRow[]; total: number; assignments: AssignmentRow[] }> {
  const { klass } = await teacherClass(deps, me, classId, 'any');
  const [learners, assignments] = await Promise.all([
    classLearnerRows(deps.db, klass.id, query),
    findClassAssignments(deps.db, klass.id),
  ]);
  const userIds = learners.rows.map((row) => row.userId);
  const assignmentIds = assignments.map((row) => row.id);
  const [attempts, given] = await Promise.all([
    findAttempts(deps.db, { assignmentIds, userIds }),
    findGivenPairs(deps.db, assignmentIds, userIds),
  ]);
  const now = deps.now();
  const attemptsFor = attemptsByCell(attempts);
  const items = learners.rows.map((learner) => ({
    userId: learner.userId,
    fullName: learner.fullName,
    email: learner.email,
    cells: assignments
      .filter((assignment) => given.has(`${assignment.id}:${learner.userId}`))
      .map((assignment) => {
        const standing = standingOf(assignment, attemptsFor(assignment.id, learner.userId), now);
        return {
          assignmentId: assignment.id,
          status: standing.status,
          result: resultOf(standing),
          secondsSpent: standing.secondsSpent,
        };
      }),
  }));
  return { items, total: learners.total, assignments };
}

/** One page of an assignment's submissions: each learner it is given to, with their standing. */
export async function listSubmissions(
  deps: AppDeps,
  me: UserRow,
  assignmentId: string,
  page: number,
  size: number,
): Promise<{ items: Submission[]; total: number }> {
  const assignment = await teacherAssignment(deps, me, assignmentId, 'any');
  const targets = await findTargetPage(deps.db, assignment, page, size);
  const attempts = await findAttempts(deps.db, {
    assignmentIds: [assignment.id],
    userIds: targets.rows.map((row) => row.userId),
  });
  const counted = attempts.map((attempt) => attempt.id);
  const reviews = await findReviews(deps.db, counted);
  const answers = counted.length > 0 ? await findAssignmentAnswers(deps.db, assignment.id) : [];
  const openByAttempt = new Map<string, typeof answers>();
  for (const answer of answers) {
    if (!isOpenAnswerType(answer.type)) continue;
    openByAttempt.set(answer.attemptId, [...(openByAttempt.get(answer.attemptId) ?? []), answer]);
  }
  const now = deps.now();
  const attemptsFor = attemptsByCell(attempts);
  const items = targets.rows.map((learner): Submission => {
    const standing = standingOf(assignment, attemptsFor(assignment.id, learner.userId), now);
    const attempt = standing.counted;
    const open = attempt ? (openByAttempt.get(attempt.id) ?? []) : [];
    return {
      userId: learner.userId,
      fullName: learner.fullName,
      status: standing.status,
      attemptsUsed: standing.attemptsUsed,
      result: resultOf(standing),
      submittedDate:
        standing.status === 'SUBMITTED' || standing.status === 'LATE'
          ? (attempt?.finishedAt?.toISOString() ?? null)
          : null,
      secondsSpent: standing.secondsSpent,
      attempt: attempt ? { kind: attempt.kind, id: attempt.id } : null,
      openAnswers: open.length,
      signedAnswers: open.filter((answer) =>
        reviews.has(`${answer.kind}:${answer.attemptId}:${answer.questionId}`),
      ).length,
    };
  });
  return { items, total: targets.total };
}

const statusWords: Record<string, string> = {
  NOT_STARTED: 'not started',
  IN_PROGRESS: 'in progress',
  SUBMITTED: 'submitted',
  LATE: 'late',
  MISSED: 'missed',
};

const scoreText = (result: { score: number; max: number } | null): SheetCell =>
  result ? `${Math.round(result.score * 10) / 10}/${result.max}` : null;

/** The whole gradebook as CSV or XLSX (every learner; formula cells neutralised), written in the pool. */
export async function exportGradebook(
  deps: AppDeps,
  me: UserRow,
  classId: string,
  format: ExportFormat,
): Promise<DownloadFile> {
  const { klass } = await teacherClass(deps, me, classId, 'any');
  const { items, assignments } = await loadGradebook(deps, me, klass.id, { page: 0, size: 100_000 });
  const header = [
    'Learner',
    'E-mail',
    ...assignments.flatMap((row) => [`${row.title} (status)`, `${row.title} (score)`]),
  ];
  const rows = items.map((learner) => [
    learner.fullName,
    learner.email,
    ...assignments.flatMap((assignment) => {
      const cell = learner.cells.find((candidate) => candidate.assignmentId === assignment.id);
      return cell ? [statusWords[cell.status] ?? cell.status, scoreText(cell.result)] : ['—', null];
    }),
  ]);
  return sheetFile(deps.pool, format, `gradebook-${slug(klass.name)}`, { name: 'Gradebook', header, rows });
}

/** An assignment's results as CSV or XLSX: one line per learner it is given to. */
export async function exportResults(
  deps: AppDeps,
  me: UserRow,
  assignmentId: string,
  format: ExportFormat,
): Promise<DownloadFile> {
  const assignment = await teacherAssignment(deps, me, assignmentId, 'any');
  const { items } = await listSubmissions(deps, me, assignment.id, 0, 100_000);
  const header = ['Learner', 'Status', 'Score', 'Submitted', 'Minutes spent', 'Attempts'];
  const rows = items.map((row) => [
    row.fullName,
    statusWords[row.status] ?? row.status,
    scoreText(row.result),
    row.submittedDate,
    row.secondsSpent === null ? null : Math.round(row.secondsSpent / 6) / 10,
    row.attemptsUsed,
  ]);
  return sheetFile(deps.pool, format, `results-${slug(assignment.title)}`, { name: 'Results', header, rows });
}

function slug(text: string): string {
  const ascii = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
  return (
    ascii
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'class'
  );
}
