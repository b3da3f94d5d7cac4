import type { z } from 'zod';
import type { AssignmentStart, LearnerAssignment, learnerAssignmentQuerySchema } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import { announceClassChange, classMembership } from '../classes/index.js';
import { startAssignedPractice } from '../practice/index.js';
import { createMock } from '../mock-tests/index.js';
import { findActiveIdsAmong, findActiveIdsByType } from '../questions/index.js';
import { standingOf, type Standing } from './assignment-status.js';
import {
  findAssignment,
  findAssignmentLearner,
  findAttempts,
  findLearnerAssignments,
  saveLearnerDraw,
  type AssignmentRow,
  type AttemptRow,
} from './assignments.repository.js';
import { workSummaryOf } from './assignments.service.js';
import { drawQuestions } from './question-draw.js';

type ListQuery = z.output<typeof learnerAssignmentQuerySchema>;

function presentForLearner(
  row: AssignmentRow,
  klass: { className: string; examFamily: string },
  standing: Standing,
): LearnerAssignment {
  const counted = standing.inProgress ?? standing.counted;
  return {
    id: row.id,
    classId: row.classId,
    className: klass.className,
    examFamily: klass.examFamily as LearnerAssignment['examFamily'],
    title: row.title,
    work: workSummaryOf(row),
    opensAt: row.opensAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    isOpen: standing.isOpen,
    lateAllowed: row.lateAllowed,
    attemptsAllowed: row.attemptsAllowed,
    attemptsUsed: standing.attemptsUsed,
    status: standing.status,
    canStart: standing.canStart,
    result:
      standing.counted && standing.counted.max !== null && standing.status !== 'IN_PROGRESS'
        ? { score: standing.counted.score ?? 0, max: standing.counted.max }
        : null,
    attempt: counted
      ? { kind: counted.kind, id: counted.id, finished: counted !== standing.inProgress }
      : null,
  };
}

const isStillToDo = (item: LearnerAssignment) =>
  item.status === 'NOT_STARTED' || item.status === 'IN_PROGRESS';

/**
 * The learner's assignments in their classes, soonest due first, each with its standing (one
 * page); `open` keeps what is still to do. An assignment shows from its opening time on, and a
 * learner who left a class no longer sees its work.
 */
export async function listMyAssignments(deps: AppDeps, me: UserRow, query: ListQuery) {
  const now = deps.now();
  const rows = await findLearnerAssignments(deps.db, me.id, query.classId);
  const attempts = await findAttempts(deps.db, {
    assignmentIds: rows.map((row) => row.assignment.id),
    userIds: [me.id],
  });
  const items = rows
    .map((row) =>
      presentForLearner(
        row.assignment,
        row,
        standingOf(row.assignment, attemptsOf(attempts, row.assignment.id), now),
      ),
    )
    .filter((item) => (query.filter === 'open' ? isStillToDo(item) : true));
  return { items: items.slice(query.page * query.size, (query.page + 1) * query.size), total: items.length };
}

const attemptsOf = (attempts: AttemptRow[], assignmentId: string) =>
  attempts
    .filter((attempt) => attempt.assignmentId === assignmentId)
    .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());

/** An assignment given to the learner in a class they are in, or 404 (another class's work is simply not found). */
async function givenAssignment(deps: AppDeps, me: UserRow, assignmentId: string): Promise<AssignmentRow> {
  const row = await findAssignment(deps.db, assignmentId);
  if (!row || !(await classMembership(deps, row.classId, me.id))) throw new AppError('error.http.404');
  if (!row.wholeClass && !(await findAssignmentLearner(deps.db, row.id, me.id))?.isTarget)
    throw new AppError('error.http.404');
  return row;
}

/**
 * Starts (or continues) the learner's attempt at an assignment: the attempt in progress if there
 * is one; else a new one when the assignment is open (`error.assignmentNotOpen`), not past its due
 * date unless late work is taken (`error.assignmentClosed`), with an attempt left
 * (`error.noAttemptsLeft`). A practice set is a practice session of its questions (drawn now for
 * this learner when the teacher asked for that), a mock a mock of its blueprint, timed as usual;
 * both open whatever the learner's own pack, and cost the learner nothing.
 */
export async function startAssignment(
  deps: AppDeps,
  me: UserRow,
  assignmentId: string,
): Promise<AssignmentStart> {
  const row = await givenAssignment(deps, me, assignmentId);
  const now = deps.now();
  const attempts = attemptsOf(
    await findAttempts(deps.db, { assignmentIds: [row.id], userIds: [me.id] }),
    row.id,
  );
  const standing = standingOf(row, attempts, now);
  if (standing.inProgress && standing.canStart)
    return { kind: standing.inProgress.kind, id: standing.inProgress.id };
  if (!standing.isOpen) throw new AppError('error.assignmentNotOpen');
  if (now > row.dueAt && !row.lateAllowed) throw new AppError('error.assignmentClosed');
  if (standing.attemptsUsed >= row.attemptsAllowed) throw new AppError('error.noAttemptsLeft');
  try {
    const started = await startAttempt(deps, me, row);
    await announceClassChange(deps, { classId: row.classId, assignmentId: row.id, userId: me.id });
    return started;
  } catch (error) {
    // Two Starts at once: the unique index let one attempt through; continue that one.
    if (isUniqueViolation(error)) {
      const again = standingOf(
        row,
        attemptsOf(await findAttempts(deps.db, { assignmentIds: [row.id], userIds: [me.id] }), row.id),
        now,
      );
      if (again.inProgress) return { kind: again.inProgress.kind, id: again.inProgress.id };
    }
    throw error;
  }
}

async function startAttempt(deps: AppDeps, me: UserRow, row: AssignmentRow): Promise<AssignmentStart> {
  if (row.kind === 'MOCK') {
    const id = await createMock(
      deps,
      me,
      { kind: row.mockKind === 'THPT' ? 'THPT' : 'PTE', blueprint: (row.blueprint ?? 'full') as 'full' },
      { assignmentId: row.id, name: row.title },
    );
    return { kind: 'mock', id };
  }
  const questionIds = await questionsFor(deps, me, row);
  return {
    kind: 'practice',
    id: await startAssignedPractice(deps, me, { assignmentId: row.id, questionIds }),
  };
}

/** The questions of a practice assignment for this learner, those the bank still has active. */
async function questionsFor(deps: AppDeps, me: UserRow, row: AssignmentRow): Promise<number[]> {
  let ids = row.questionIds ?? [];
  if (row.kind === 'PRACTICE_DRAWN' && row.perLearner) {
    const own = await findAssignmentLearner(deps.db, row.id, me.id);
    if (own?.questionIds) ids = own.questionIds;
    else {
      const byType = await findActiveIdsByType(deps.db);
      const pools = (row.drawTypes ?? []).map(
        (type) => byType.find((entry) => entry.type === type)?.ids ?? [],
      );
      const drawn = drawQuestions(pools, row.drawCount ?? 0, Math.random);
      ids = (await saveLearnerDraw(deps.db, row.id, me.id, drawn))?.questionIds ?? drawn;
    }
  }
  const active = new Set(await findActiveIdsAmong(deps.db, ids));
  const kept = ids.filter((id) => active.has(id));
  if (kept.length === 0) throw new AppError('error.assignmentQuestionsMissing');
  return kept;
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}
