import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { assignmentLearners, assignments, classes, classMembers, users } from '../../db/schema/index.js';

/**
 * A page of the classes a learner is in, newest joined first, with the owner's name and how many
 * of the class's assignments given to them are still open (not yet due, or taking late work).
 */
export async function findLearnerClassPage(
  db: Executor,
  userId: string,
  now: Date,
  page: number,
  size: number,
) {
  const openAssignments = sql<number>`(
    select count(*) from ${assignments}
    where ${assignments.classId} = ${classes.id}
      and (${assignments.dueAt} > ${now} or ${assignments.lateAllowed})
      and (${assignments.wholeClass} or exists (
        select 1 from ${assignmentLearners}
        where ${assignmentLearners.assignmentId} = ${assignments.id}
          and ${assignmentLearners.userId} = ${userId} and ${assignmentLearners.isTarget}))
  )`.mapWith(Number);
  const rows = await db
    .select({
      klass: classes,
      teacherName: users.fullName,
      sharePractice: classMembers.sharePractice,
      joinedAt: classMembers.joinedAt,
      openAssignments,
    })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(users, eq(users.id, classes.ownerId))
    .where(eq(classMembers.userId, userId))
    .orderBy(sql`${classMembers.joinedAt} desc`, asc(classes.id))
    .limit(size)
    .offset(page * size);
  const [total] = await db
    .select({ value: count() })
    .from(classMembers)
    .where(eq(classMembers.userId, userId));
  return { rows, total: total?.value ?? 0 };
}

/** The owner's name of a class (what a learner sees of its teacher). */
export async function findOwnerName(db: Executor, classId: string): Promise<string> {
  const [row] = await db
    .select({ name: users.fullName })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.ownerId))
    .where(and(eq(classes.id, classId)));
  return row?.name ?? '';
}
