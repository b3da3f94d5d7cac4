import type { z } from 'zod';
import {
  maxClassLearners,
  type JoinPreview,
  type LearnerClass,
  type joinClassSchema,
} from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import { recordClassChange } from './class-audit.js';
import { findLearnerClassPage, findOwnerName } from './class-membership.repository.js';
import { announceClassChange } from './class-news.js';
import {
  countMembers,
  deleteMember,
  findClass,
  findClassByCode,
  findMembership,
  insertMembers,
  lockClass,
  setSharePractice,
  type ClassRow,
} from './classes.repository.js';

/** The class of a join code that takes learners: `error.joinCodeInvalid` or `error.classArchived` otherwise. */
async function joinableClass(deps: AppDeps, code: string): Promise<ClassRow> {
  const klass = await findClassByCode(deps.db, code);
  if (!klass) throw new AppError('error.joinCodeInvalid');
  if (klass.archivedAt) throw new AppError('error.classArchived');
  return klass;
}

/** What a learner sees before joining: the class, its teacher, its size, whether they are in it. */
export async function previewJoin(deps: AppDeps, me: UserRow, code: string): Promise<JoinPreview> {
  const klass = await joinableClass(deps, code);
  const [teacherName, learnerCount, membership] = await Promise.all([
    findOwnerName(deps.db, klass.id),
    countMembers(deps.db, klass.id),
    findMembership(deps.db, klass.id, me.id),
  ]);
  return {
    classId: klass.id,
    name: klass.name,
    examFamily: klass.examFamily as JoinPreview['examFamily'],
    teacherName,
    learnerCount,
    isMember: membership !== undefined,
  };
}

/**
 * Joins a class with its code, with the learner's answer to the consent question (whether the
 * class's teachers may see their own practice). Joining again only updates that answer. A full
 * class (`error.classFull`) or an archived one refuses; the class's row is locked so 200 is never
 * passed by learners joining at once.
 */
export async function joinClass(
  deps: AppDeps,
  me: UserRow,
  input: z.output<typeof joinClassSchema>,
): Promise<LearnerClass> {
  const klass = await joinableClass(deps, input.code);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await lockClass(tx, klass.id);
    if (await findMembership(tx, klass.id, me.id)) {
      await setSharePractice(tx, klass.id, me.id, input.sharePractice);
      return;
    }
    if ((await countMembers(tx, klass.id)) >= maxClassLearners) throw new AppError('error.classFull');
    await insertMembers(tx, [
      { classId: klass.id, userId: me.id, sharePractice: input.sharePractice, joinedAt: now },
    ]);
    await recordClassChange(tx, {
      classId: klass.id,
      actorId: me.id,
      action: 'learner.join',
      subject: 'code',
      at: now,
    });
  });
  await announceClassChange(deps, { classId: klass.id, userId: me.id });
  return learnerClassOf(deps, me, klass.id);
}

/** A page of the learner's classes. */
export async function listMyClasses(deps: AppDeps, me: UserRow, page: number, size: number) {
  const { rows, total } = await findLearnerClassPage(deps.db, me.id, deps.now(), page, size);
  return {
    items: rows.map((row): LearnerClass => ({
      id: row.klass.id,
      name: row.klass.name,
      examFamily: row.klass.examFamily as LearnerClass['examFamily'],
      teacherName: row.teacherName,
      targetDate: row.klass.targetDate,
      archived: row.klass.archivedAt !== null,
      sharesPractice: row.sharePractice,
      joinedDate: row.joinedAt.toISOString(),
      openAssignments: row.openAssignments,
    })),
    total,
  };
}

async function learnerClassOf(deps: AppDeps, me: UserRow, classId: string): Promise<LearnerClass> {
  const membership = await findMembership(deps.db, classId, me.id);
  const klass = await findClass(deps.db, classId);
  if (!membership || !klass) throw new AppError('error.http.404');
  const { rows } = await findLearnerClassPage(deps.db, me.id, deps.now(), 0, 1_000);
  const row = rows.find((candidate) => candidate.klass.id === classId);
  return {
    id: klass.id,
    name: klass.name,
    examFamily: klass.examFamily as LearnerClass['examFamily'],
    teacherName: row?.teacherName ?? '',
    targetDate: klass.targetDate,
    archived: klass.archivedAt !== null,
    sharesPractice: membership.sharePractice,
    joinedDate: membership.joinedAt.toISOString(),
    openAssignments: row?.openAssignments ?? 0,
  };
}

/** Changes the learner's consent for one of their classes (404 for a class they are not in). */
export async function setConsent(
  deps: AppDeps,
  me: UserRow,
  classId: string,
  sharePractice: boolean,
): Promise<LearnerClass> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await setSharePractice(tx, classId, me.id, sharePractice);
    if (!row) throw new AppError('error.http.404');
    await recordClassChange(tx, {
      classId,
      actorId: me.id,
      action: 'learner.consent',
      after: { sharePractice },
      at: now,
    });
  });
  return learnerClassOf(deps, me, classId);
}

/** Leaves a class (404 for one they are not in); their work stays theirs. */
export async function leaveClass(deps: AppDeps, me: UserRow, classId: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    if (!(await deleteMember(tx, classId, me.id))) throw new AppError('error.http.404');
    await recordClassChange(tx, { classId, actorId: me.id, action: 'learner.leave', at: now });
  });
  await announceClassChange(deps, { classId, userId: me.id });
}
