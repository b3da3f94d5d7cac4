import type { z } from 'zod';
import {
  mockBlueprintNamesOf,
  type AssignmentSummary,
  type assignmentCreateSchema,
  type assignmentUpdateSchema,
} from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import {
  announceClassChange,
  assertActive,
  classMemberIds,
  recordClassChange,
  teacherClass,
} from '../classes/index.js';
import { findActiveIdsAmong, findActiveIdsByType } from '../questions/index.js';
import {
  findAssignment,
  findClassAssignmentPage,
  insertAssignment,
  insertTargets,
  updateAssignment,
  type AssignmentRow,
} from './assignments.repository.js';
import { drawQuestions } from './question-draw.js';

type CreateInput = z.output<typeof assignmentCreateSchema>;

/** What an assignment asks, for lists. */
export function workSummaryOf(row: AssignmentRow): AssignmentSummary['work'] {
  return {
    kind: row.kind as AssignmentSummary['work']['kind'],
    questionCount: row.kind === 'PRACTICE_DRAWN' ? (row.drawCount ?? 0) : (row.questionIds?.length ?? 0),
    types: row.drawTypes ?? [],
    mockKind: (row.mockKind as AssignmentSummary['work']['mockKind']) ?? null,
    blueprint: (row.blueprint as AssignmentSummary['work']['blueprint']) ?? null,
    perLearner: row.perLearner,
  };
}

function presentAssignment(
  row: AssignmentRow,
  counts: { learnerCount: number; submittedCount: number },
): AssignmentSummary {
  return {
    id: row.id,
    classId: row.classId,
    title: row.title,
    work: workSummaryOf(row),
    opensAt: row.opensAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    attemptsAllowed: row.attemptsAllowed,
    lateAllowed: row.lateAllowed,
    learnerCount: counts.learnerCount,
    submittedCount: counts.submittedCount,
    createdDate: row.createdAt.toISOString(),
  };
}

/** The active questions of some types, one pool per type. */
async function poolsOf(deps: AppDeps, types: readonly string[]): Promise<number[][]> {
  const byType = await findActiveIdsByType(deps.db);
  return types.map((type) => byType.find((row) => row.type === type)?.ids ?? []);
}

/**
 * The question columns of a new assignment, checked against the bank: chosen questions must all
 * be active (`error.assignmentQuestionsMissing` names the missing ones); a draw needs enough
 * active questions of its types and, for everyone alike, is drawn now; a mock needs a blueprint
 * of its kind.
 */
async function questionColumns(deps: AppDeps, work: CreateInput['work']) {
  if (work.kind === 'PRACTICE_CHOSEN') {
    const ids = [...new Set(work.questionIds)];
    const active = new Set(await findActiveIdsAmong(deps.db, ids));
    const missing = ids.filter((id) => !active.has(id));
    if (missing.length > 0)
      throw new AppError(
        'error.assignmentQuestionsMissing',
        `Some chosen questions are no longer in the question bank: ${missing.join(', ')}.`,
      );
    return { questionIds: ids };
  }
  if (work.kind === 'PRACTICE_DRAWN') {
    const types = [...new Set(work.types)];
    const pools = await poolsOf(deps, types);
    const available = pools.reduce((sum, pool) => sum + pool.length, 0);
    if (available < work.count)
      throw new AppError(
        'error.assignmentQuestionsMissing',
        `The question bank has only ${available} active questions of these types.`,
      );
    return {
      drawTypes: types,
      drawCount: work.count,
      perLearner: work.perLearner,
      questionIds: work.perLearner ? null : drawQuestions(pools, work.count, Math.random),
    };
  }
  if (!mockBlueprintNamesOf(work.mockKind).includes(work.blueprint))
    throw new AppError('error.validation', `A ${work.mockKind} mock has no "${work.blueprint}" blueprint.`, [
      { field: 'work.blueprint', message: 'Choose a blueprint of this kind of mock.' },
    ]);
  return { mockKind: work.mockKind, blueprint: work.blueprint };
}

/**
 * Gives a class (or some of its learners) work: the assign right, an active class, a due date in
 * the future after the opening time, learners who are in the class, questions the bank has.
 * Audited; the class's live pages hear of it.
 */
export async function createAssignment(
  deps: AppDeps,
  me: UserRow,
  classId: string,
  input: CreateInput,
): Promise<AssignmentSummary> {
  const { klass } = await teacherClass(deps, me, classId, 'assign');
  assertActive(klass);
  const now = deps.now();
  const dueAt = new Date(input.dueAt);
  const opensAt = input.opensAt ? new Date(input.opensAt) : now;
  if (dueAt <= now) throw new AppError('error.dueDateInPast');
  const targets = input.learnerIds ? [...new Set(input.learnerIds)] : null;
  if (targets) {
    const members = new Set(await classMemberIds(deps, klass.id, targets));
    if (targets.some((id) => !members.has(id)))
      throw new AppError('error.validation', 'Some chosen learners are not in this class.', [
        { field: 'learnerIds', message: 'Choose learners of this class.' },
      ]);
  }
  const columns = await questionColumns(deps, input.work);
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertAssignment(tx, {
      classId: klass.id,
      title: input.title,
      kind: input.work.kind,
      ...columns,
      wholeClass: targets === null,
      opensAt,
      dueAt,
      attemptsAllowed: input.attemptsAllowed,
      lateAllowed: input.lateAllowed,
      createdBy: me.id,
      createdAt: now,
      updatedAt: now,
    });
    if (targets) await insertTargets(tx, inserted.id, targets);
    await recordClassChange(tx, {
      classId: klass.id,
      actorId: me.id,
      action: 'assignment.create',
      subject: inserted.id,
      after: {
        title: input.title,
        work: input.work,
        dueAt: input.dueAt,
        learners: targets?.length ?? 'class',
      },
      at: now,
    });
    return inserted;
  });
  await announceClassChange(deps, { classId: klass.id, assignmentId: row.id });
  return loadAssignmentSummary(deps, row);
}

async function loadAssignmentSummary(deps: AppDeps, row: AssignmentRow): Promise<AssignmentSummary> {
  const { rows } = await findClassAssignmentPage(deps.db, row.classId, 0, 10_000);
  const counted = rows.find((candidate) => candidate.assignment.id === row.id);
  return presentAssignment(row, counted ?? { learnerCount: 0, submittedCount: 0 });
}

/** A page of a class's assignments for any of its teachers. */
export async function listAssignments(
  deps: AppDeps,
  me: UserRow,
  classId: string,
  page: number,
  size: number,
) {
  const { klass } = await teacherClass(deps, me, classId, 'any');
  const { rows, total } = await findClassAssignmentPage(deps.db, klass.id, page, size);
  return { items: rows.map((row) => presentAssignment(row.assignment, row)), total };
}

/** An assignment of a class the teacher has `need` on (or the class's 403 when they have none). */
export async function teacherAssignment(
  deps: AppDeps,
  me: UserRow,
  assignmentId: string,
  need: 'any' | 'assign' | 'grade',
): Promise<AssignmentRow> {
  const row = await findAssignment(deps.db, assignmentId);
  if (!row) throw new AppError('error.classForbidden');
  await teacherClass(deps, me, row.classId, need);
  return row;
}

/** Changes an assignment's title, due date, attempts or late rule: the assign right; audited. */
export async function changeAssignment(
  deps: AppDeps,
  me: UserRow,
  classId: string,
  assignmentId: string,
  input: z.output<typeof assignmentUpdateSchema>,
): Promise<AssignmentSummary> {
  const row = await teacherAssignment(deps, me, assignmentId, 'assign');
  if (row.classId !== classId) throw new AppError('error.classForbidden');
  const now = deps.now();
  const dueAt = input.dueAt ? new Date(input.dueAt) : undefined;
  if (dueAt && (dueAt <= now || dueAt <= row.opensAt)) throw new AppError('error.dueDateInPast');
  const changed = await deps.db.transaction(async (tx) => {
    const after = await updateAssignment(tx, row.id, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(dueAt ? { dueAt } : {}),
      ...(input.attemptsAllowed !== undefined ? { attemptsAllowed: input.attemptsAllowed } : {}),
      ...(input.lateAllowed !== undefined ? { lateAllowed: input.lateAllowed } : {}),
      updatedAt: now,
    });
    await recordClassChange(tx, {
      classId: row.classId,
      actorId: me.id,
      action: 'assignment.update',
      subject: row.id,
      before: {
        title: row.title,
        dueAt: row.dueAt,
        attemptsAllowed: row.attemptsAllowed,
        lateAllowed: row.lateAllowed,
      },
      after: input,
      at: now,
    });
    return after ?? row;
  });
  await announceClassChange(deps, { classId: row.classId, assignmentId: row.id });
  return loadAssignmentSummary(deps, changed);
}
