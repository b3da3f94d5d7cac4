import type { AppDeps } from '../../deps.js';
import type { Executor } from '../../db/client.js';
import {
  findClassOfAssignment,
  findMemberIds,
  findMemberPage,
  findMembership,
} from './classes.repository.js';

/** Which of these users are learners of the class. */
export function classMemberIds(deps: AppDeps, classId: string, userIds: string[]): Promise<string[]> {
  return findMemberIds(deps.db, classId, userIds);
}

/** A learner's membership of a class (their consent with it), or undefined. */
export function classMembership(deps: AppDeps, classId: string, userId: string) {
  return findMembership(deps.db, classId, userId);
}

/** The class whose credits pay for an assignment's scoring. */
export function classPayingFor(db: Executor, assignmentId: string): Promise<string | undefined> {
  return findClassOfAssignment(db, assignmentId);
}

/** One page of a class's learners by name (id, name, e-mail), for the class's views. */
export function classLearnerRows(
  db: Executor,
  classId: string,
  filter: { q?: string | undefined; page: number; size: number },
) {
  return findMemberPage(db, classId, filter);
}
