import type { z } from 'zod';
import {
  classRights,
  type ClassDetail,
  type ClassRight,
  type ClassSummary,
  type classCreateSchema,
  type classListQuerySchema,
  type classShareSchema,
  type classUpdateSchema,
} from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import { recordClassChange } from './class-audit.js';
import { assertActive, teacherClass } from './class-access.js';
import { findClassBalances } from './class-credits.repository.js';
import { countPendingInvitations } from './class-roster.repository.js';
import {
  deleteClassTeacher,
  findClassByCode,
  findClassFacts,
  findClassPage,
  findClassTeachers,
  findUserByEmail,
  insertClass,
  updateClass,
  upsertClassTeacher,
  type ClassFacts,
  type ClassRow,
} from './classes.repository.js';
import { newJoinCode } from './join-code.js';

const isAdmin = (me: UserRow) => me.roles.includes('ROLE_ADMIN');

function presentSummary(row: ClassRow, facts: ClassFacts | undefined, me: UserRow): ClassSummary {
  const rights: ClassRight[] = isAdmin(me) ? [...classRights] : (facts?.rights ?? []);
  return {
    id: row.id,
    name: row.name,
    examFamily: row.examFamily as ClassSummary['examFamily'],
    targetDate: row.targetDate,
    archived: row.archivedAt !== null,
    ownerName: facts?.ownerName ?? '',
    isOwner: row.ownerId === me.id,
    rights,
    learnerCount: facts?.learnerCount ?? 0,
    assignmentCount: facts?.assignmentCount ?? 0,
    createdDate: row.createdAt.toISOString(),
  };
}

/** A class's page for a teacher with a right on it (the join code only with the manage right). */
export async function loadClassDetail(deps: AppDeps, me: UserRow, classId: string): Promise<ClassDetail> {
  const { klass, rights } = await teacherClass(deps, me, classId, 'any');
  const [facts, teachers, pending, balances] = await Promise.all([
    findClassFacts(deps.db, [klass.id], me.id),
    findClassTeachers(deps.db, klass.id),
    countPendingInvitations(deps.db, klass.id),
    findClassBalances(deps.db, klass.id),
  ]);
  return {
    ...presentSummary(klass, facts.get(klass.id), me),
    joinCode: rights.includes('manage') ? klass.joinCode : null,
    teachers: teachers.map((teacher) => ({
      teacherId: teacher.teacherId,
      fullName: teacher.fullName,
      email: teacher.email,
      isOwner: teacher.teacherId === klass.ownerId,
      rights: teacher.rights as ClassRight[],
    })),
    pendingInvitations: pending,
    credits: { aiScoring: balances.ai_scoring, mockScore: balances.mock_score },
  };
}

/**
 * Creates a class owned by the teacher, who holds all three rights on it, with a fresh join
 * code (drawn again in the rare case it is taken); audited.
 */
export async function createClass(
  deps: AppDeps,
  me: UserRow,
  input: z.output<typeof classCreateSchema>,
): Promise<ClassDetail> {
  const now = deps.now();
  const klass = await deps.db.transaction(async (tx) => {
    let code = newJoinCode();
    for (let tries = 0; tries < 5 && (await findClassByCode(tx, code)); tries += 1) code = newJoinCode();
    const row = await insertClass(tx, {
      ownerId: me.id,
      name: input.name,
      examFamily: input.examFamily,
      targetDate: input.targetDate,
      joinCode: code,
      createdAt: now,
      updatedAt: now,
    });
    await upsertClassTeacher(tx, row.id, me.id, [...classRights]);
    await recordClassChange(tx, {
      classId: row.id,
      actorId: me.id,
      action: 'class.create',
      after: input,
      at: now,
    });
    return row;
  });
  return loadClassDetail(deps, me, klass.id);
}

async function findClassByCodeExists(deps: AppDeps, code: string): Promise<boolean> {
  return (await findClassByCode(deps.db, code)) !== undefined;
}

/** A page of the classes the teacher has a right on (an admin: every class). */
export async function listClasses(deps: AppDeps, me: UserRow, query: z.output<typeof classListQuerySchema>) {
  const { rows, total } = await findClassPage(deps.db, {
    teacherId: isAdmin(me) ? null : me.id,
    archived: query.archived,
    q: query.q,
    page: query.page,
    size: query.size,
  });
  const facts = await findClassFacts(
    deps.db,
    rows.map((row) => row.id),
    me.id,
  );
  return { items: rows.map((row) => presentSummary(row, facts.get(row.id), me)), total };
}

/** Renames a class, sets its target date, archives or restores it: its owner (or an admin); audited. */
export async function changeClass(
  deps: AppDeps,
  me: UserRow,
  classId: string,
  input: z.output<typeof classUpdateSchema>,
): Promise<ClassDetail> {
  const { klass } = await teacherClass(deps, me, classId, 'owner');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const after = await updateClass(tx, klass.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.targetDate !== undefined ? { targetDate: input.targetDate } : {}),
      ...(input.archived !== undefined
        ? { archivedAt: input.archived ? (klass.archivedAt ?? now) : null }
        : {}),
      updatedAt: now,
    });
    await recordClassChange(tx, {
      classId: klass.id,
      actorId: me.id,
      action:
        input.archived === true
          ? 'class.archive'
          : input.archived === false
            ? 'class.restore'
            : 'class.update',
      before: { name: klass.name, targetDate: klass.targetDate, archived: klass.archivedAt !== null },
      after: after && { name: after.name, targetDate: after.targetDate, archived: after.archivedAt !== null },
      at: now,
    });
  });
  return loadClassDetail(deps, me, klass.id);
}

/** Draws a new join code (the old one stops working): the manage right; audited. */
export async function renewJoinCode(deps: AppDeps, me: UserRow, classId: string): Promise<ClassDetail> {
  const { klass } = await teacherClass(deps, me, classId, 'manage');
  assertActive(klass);
  const now = deps.now();
  let code = newJoinCode();
  while (await findClassByCodeExists(deps, code)) code = newJoinCode();
  await deps.db.transaction(async (tx) => {
    await updateClass(tx, klass.id, { joinCode: code, updatedAt: now });
    await recordClassChange(tx, { classId: klass.id, actorId: me.id, action: 'class.joinCode', at: now });
  });
  return loadClassDetail(deps, me, klass.id);
}

/**
 * Shares a class with another teacher with some rights, or changes their rights: the owner only.
 * The account must be a teacher's (`error.notATeacher`); the owner's own rights never change.
 */
export async function shareClass(
  deps: AppDeps,
  me: UserRow,
  classId: string,
  input: z.output<typeof classShareSchema>,
): Promise<ClassDetail> {
  const { klass } = await teacherClass(deps, me, classId, 'owner');
  const teacher = await findUserByEmail(deps.db, input.email);
  if (!teacher?.roles.includes('ROLE_TEACHER')) throw new AppError('error.notATeacher');
  if (teacher.id === klass.ownerId)
    throw new AppError('error.conflict', 'The owner always holds every right.');
  const rights = classRights.filter((right) => input.rights.includes(right));
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await upsertClassTeacher(tx, klass.id, teacher.id, rights);
    await recordClassChange(tx, {
      classId: klass.id,
      actorId: me.id,
      action: 'class.share',
      subject: teacher.id,
      after: { rights },
      at: now,
    });
  });
  return loadClassDetail(deps, me, klass.id);
}

/** Takes a class back from a teacher it was shared with: the owner only (never from the owner). */
export async function unshareClass(
  deps: AppDeps,
  me: UserRow,
  classId: string,
  teacherId: string,
): Promise<ClassDetail> {
  const { klass } = await teacherClass(deps, me, classId, 'owner');
  if (teacherId === klass.ownerId)
    throw new AppError('error.conflict', 'The owner always holds every right.');
  const now = deps.now();
  const removed = await deps.db.transaction(async (tx) => {
    const done = await deleteClassTeacher(tx, klass.id, teacherId);
    if (done)
      await recordClassChange(tx, {
        classId: klass.id,
        actorId: me.id,
        action: 'class.unshare',
        subject: teacherId,
        at: now,
      });
    return done;
  });
  if (!removed) throw new AppError('error.http.404');
  return loadClassDetail(deps, me, klass.id);
}
