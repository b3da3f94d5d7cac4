import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  assignmentLearners,
  assignments,
  classes,
  classMembers,
  mockTests,
  practiceSessions,
  users,
} from '../../db/schema/index.js';

/**
 * A page of the classes a learner is in, newest joined first, with the owner's name and how many
 * of the class's assignments given to them are still to do: the count of what
 * `GET /api/classes/assignments/mine?filter=open` lists for the class (NOT_STARTED or IN_PROGRESS
 * by `standingOf` in assignments/assignment-status.ts, whose rule this query follows): open, with
 * nothing handed in (`isSubmitted`), and not past due unless late work is taken and an attempt is
 * in progress or left (an assignment not open yet counts: it is to do).
 */
export async function findLearnerClassPage(
  db: Executor,
  userId: string,
  now: Date,
  page: number,
  size: number,
) {
  const attemptsOf = (table: typeof practiceSessions | typeof mockTests) => sql`
    ${table.assignmentId} = ${assignments.id} and ${table.userId} = ${userId}`;
  const handedIn = sql`(
    exists (select 1 from ${practiceSessions} where ${attemptsOf(practiceSessions)} and ${practiceSessions.status} = 'FINISH')
    or exists (select 1 from ${mockTests} where ${attemptsOf(mockTests)}
      and ${mockTests.finishedAt} is not null and ${mockTests.status} not in ('CANCELLED', 'INPROGRESS')))`;
  const mayStillWork = sql`(
    exists (select 1 from ${practiceSessions} where ${attemptsOf(practiceSessions)} and ${practiceSessions.status} = 'INPROGRESS')
    or exists (select 1 from ${mockTests} where ${attemptsOf(mockTests)} and ${mockTests.status} = 'INPROGRESS')
    or (select count(*) from ${practiceSessions} where ${attemptsOf(practiceSessions)})
      + (select count(*) from ${mockTests} where ${attemptsOf(mockTests)}) < ${assignments.attemptsAllowed})`;
  const openAssignments = sql<number>`(
    select count(*) from ${assignments}
    where ${assignments.classId} = ${classes.id}
      and (${assignments.wholeClass} or exists (
        select 1 from ${assignmentLearners}
        where ${assignmentLearners.assignmentId} = ${assignments.id}
          and ${assignmentLearners.userId} = ${userId} and ${assignmentLearners.isTarget}))
      and not ${handedIn}
      and (${assignments.dueAt} >= ${now} or (${assignments.lateAllowed} and ${mayStillWork}))
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
