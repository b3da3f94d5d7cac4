import { classRights, type ClassRight } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import { findClass, findClassOfTeacher, type ClassRow } from './classes.repository.js';

/** What a class's teacher needs for an action: any right, one of the three, or ownership. */
export type ClassNeed = ClassRight | 'any' | 'owner';

export interface ClassAccess {
  klass: ClassRow;
  rights: ClassRight[];
  isOwner: boolean;
}

const isAdmin = (me: UserRow) => me.roles.includes('ROLE_ADMIN');

/**
 * Whether rights (and ownership) meet a need. Pure: the one rule of who may do what on a class.
 * An admin holds every right on every class.
 */
export function meetsNeed(
  access: { rights: readonly ClassRight[]; isOwner: boolean },
  need: ClassNeed,
): boolean {
  if (need === 'owner') return access.isOwner;
  if (need === 'any') return access.rights.length > 0 || access.isOwner;
  return access.rights.includes(need);
}

/**
 * The class as `me` may act on it for `need`, or a 403: a class they have no right on answers
 * exactly as one that does not exist (`error.classForbidden`), so nothing hints that it exists;
 * a teacher of the class without the right gets `error.classRightMissing` (or `classOwnerOnly`).
 */
export async function teacherClass(
  deps: AppDeps,
  me: UserRow,
  classId: string,
  need: ClassNeed,
): Promise<ClassAccess> {
  let access: ClassAccess | undefined;
  if (isAdmin(me)) {
    const klass = await findClass(deps.db, classId);
    if (klass) access = { klass, rights: [...classRights], isOwner: true };
  } else {
    const row = await findClassOfTeacher(deps.db, classId, me.id);
    if (row) {
      const { rights, ...klass } = row;
      access = { klass, rights, isOwner: klass.ownerId === me.id };
    }
  }
  if (!access) throw new AppError('error.classForbidden');
  if (!meetsNeed(access, need))
    throw new AppError(need === 'owner' ? 'error.classOwnerOnly' : 'error.classRightMissing');
  return access;
}

/** Refuses changes to an archived class (`error.classArchived`). */
export function assertActive(klass: ClassRow): void {
  if (klass.archivedAt) throw new AppError('error.classArchived');
}
