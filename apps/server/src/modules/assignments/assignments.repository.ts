import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
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
import { rowsOf } from '../../db/rows.js';

export type AssignmentRow = typeof assignments.$inferSelect;

/** `(a, b, c)` of bound values, for `in` lists (never empty: callers return early). */
export const valueList = (values: readonly (string | number)[]): SQL =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

export async function insertAssignment(
  db: Executor,
  values: typeof assignments.$inferInsert,
): Promise<AssignmentRow> {
  const [row] = await db.insert(assignments).values(values).returning();
  if (!row) throw new Error('assignment not inserted');
  return row;
}

export async function updateAssignment(
  db: Executor,
  id: string,
  set: Partial<typeof assignments.$inferInsert>,
) {
  const [row] = await db.update(assignments).set(set).where(eq(assignments.id, id)).returning();
  return row;
}

export async function findAssignment(db: Executor, id: string): Promise<AssignmentRow | undefined> {
  const [row] = await db.select().from(assignments).where(eq(assignments.id, id));
  return row;
}

/** Who an assignment is given to when it is not the whole class. */
export async function insertTargets(db: Executor, assignmentId: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(assignmentLearners)
    .values(userIds.map((userId) => ({ assignmentId, userId, isTarget: true })))
    .onConflictDoUpdate({
      target: [assignmentLearners.assignmentId, assignmentLearners.userId],
      set: { isTarget: true },
    });
}

/** A learner's line on an assignment (target flag, their own drawn questions), if any. */
export async function findAssignmentLearner(db: Executor, assignmentId: string, userId: string) {
  const [row] = await db
    .select()
    .from(assignmentLearners)
    .where(and(eq(assignmentLearners.assignmentId, assignmentId), eq(assignmentLearners.userId, userId)));
  return row;
}

/** Keeps the questions drawn for one learner (the first draw wins when two starts race). */
export async function saveLearnerDraw(
  db: Executor,
  assignmentId: string,
  userId: string,
  questionIds: number[],
) {
  await db
    .insert(assignmentLearners)
    .values({ assignmentId, userId, questionIds })
    .onConflictDoUpdate({
      target: [assignmentLearners.assignmentId, assignmentLearners.userId],
      set: { questionIds: sql`coalesce(${assignmentLearners.questionIds}, excluded.question_ids)` },
    });
  return findAssignmentLearner(db, assignmentId, userId);
}

/** Whether a class learner is given an assignment: the whole class, or named as a target. */
export const isGivenTo = (userColumn: SQL | typeof classMembers.userId) =>
  sql`(${assignments.wholeClass} or exists (
    select 1 from ${assignmentLearners}
    where ${assignmentLearners.assignmentId} = ${assignments.id}
      and ${assignmentLearners.userId} = ${userColumn} and ${assignmentLearners.isTarget}))`;

/** An attempt's having been handed in: a finished practice session, a finished (not cancelled) mock. */
const practiceSubmitted = sql`${practiceSessions.status} = 'FINISH'`;
const mockSubmitted = sql`${mockTests.finishedAt} is not null and ${mockTests.status} <> 'CANCELLED'`;

/**
 * A page of a class's assignments, soonest due first, each with how many current learners it is
 * given to and how many of them have handed it in.
 */
export async function findClassAssignmentPage(db: Executor, classId: string, page: number, size: number) {
  const learnerCount = sql<number>`(
    select count(*) from ${classMembers}
    where ${classMembers.classId} = ${assignments.classId} and ${isGivenTo(classMembers.userId)}
  )`.mapWith(Number);
  const submittedCount = sql<number>`(
    select count(*) from ${classMembers}
    where ${classMembers.classId} = ${assignments.classId} and ${isGivenTo(classMembers.userId)}
      and (exists (select 1 from ${practiceSessions} where ${practiceSessions.assignmentId} = ${assignments.id}
                     and ${practiceSessions.userId} = ${classMembers.userId} and ${practiceSubmitted})
        or exists (select 1 from ${mockTests} where ${mockTests.assignmentId} = ${assignments.id}
                     and ${mockTests.userId} = ${classMembers.userId} and ${mockSubmitted}))
  )`.mapWith(Number);
  // The join makes the query name its tables in the counts: a one-table select would write the
  // columns bare, and inside the subqueries "class_id" and "id" would be the inner tables' own.
  const rows = await db
    .select({ assignment: assignments, learnerCount, submittedCount })
    .from(assignments)
    .innerJoin(classes, eq(classes.id, assignments.classId))
    .where(eq(assignments.classId, classId))
    .orderBy(asc(assignments.dueAt), asc(assignments.createdAt))
    .limit(size)
    .offset(page * size);
  const [total] = await db
    .select({ value: count() })
    .from(assignments)
    .where(eq(assignments.classId, classId));
  return { rows, total: total?.value ?? 0 };
}

/** Every assignment of a class, soonest due first (the gradebook's columns). */
export async function findClassAssignments(db: Executor, classId: string): Promise<AssignmentRow[]> {
  return db
    .select()
    .from(assignments)
    .where(eq(assignments.classId, classId))
    .orderBy(asc(assignments.dueAt), asc(assignments.createdAt));
}

/** One attempt at an assignment: a practice session or a mock, with its result so far. */
export interface AttemptRow {
  kind: 'practice' | 'mock';
  id: string;
  assignmentId: string;
  userId: string;
  status: string;
  startedAt: Date;
  finishedAt: Date | null;
  score: number | null;
  max: number | null;
}

/**
 * The attempts at some assignments (of some learners). A practice session's result is the sum of
 * its marked and scored answers, a teacher's signed score replacing the AI's, over their maximum
 * plus one point per question left unanswered; a mock's is its overall score (PTE of 90, THPT of 10).
 */
export async function findAttempts(
  db: Executor,
  filter: { assignmentIds: string[]; userIds?: string[] },
): Promise<AttemptRow[]> {
  if (filter.assignmentIds.length === 0 || filter.userIds?.length === 0) return [];
  const practiceUsers = filter.userIds ? sql`and pe.user_id in ${valueList(filter.userIds)}` : sql``;
  const mockUsers = filter.userIds ? sql`and mt.user_id in ${valueList(filter.userIds)}` : sql``;
  const ids = valueList(filter.assignmentIds);
  const rows = await rowsOf<{
    kind: 'practice' | 'mock';
    id: string;
    assignment_id: string;
    user_id: string;
    status: string;
    started_at: string | Date;
    finished_at: string | Date | null;
    score: number | string | null;
    max: number | string | null;
  }>(
    db,
    sql`select 'practice' as kind, pe.id, pe.assignment_id, pe.user_id, pe.status, pe.started_at, pe.finished_at,
          s.score, s.max + (cardinality(pe.question_ids) - s.answered) as max
        from practice_sessions pe
        left join lateral (
          select coalesce(sum(coalesce(tr.score, pa.score)) filter (where pa.status in ('MARKED', 'SCORED')), 0) as score,
                 coalesce(sum(coalesce(tr.max, pa.max)) filter (where pa.status in ('MARKED', 'SCORED')), 0) as max,
                 count(*) filter (where pa.status in ('MARKED', 'SCORED')) as answered
          from practice_answers pa
          left join teacher_reviews tr
            on tr.attempt_kind = 'practice' and tr.attempt_id = pa.session_id and tr.question_id = pa.question_id
          where pa.session_id = pe.id
        ) s on true
        where pe.assignment_id in ${ids} ${practiceUsers}
        union all
        select 'mock' as kind, mt.id, mt.assignment_id, mt.user_id, mt.status, mt.created_at, mt.finished_at,
          mt.overall_score, case when mt.kind = 'PTE' then 90 else 10 end
        from mock_tests mt
        where mt.assignment_id in ${ids} ${mockUsers}`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    assignmentId: row.assignment_id,
    userId: row.user_id,
    status: row.status,
    startedAt: new Date(row.started_at),
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at),
    score: row.score === null ? null : Number(row.score),
    max: row.max === null ? null : Number(row.max),
  }));
}

/** The assignments given to a learner in the classes they are in (of one class), soonest due first. */
export async function findLearnerAssignments(db: Executor, userId: string, classId?: string) {
  return db
    .select({ assignment: assignments, className: classes.name, examFamily: classes.examFamily })
    .from(assignments)
    .innerJoin(classes, eq(classes.id, assignments.classId))
    .innerJoin(
      classMembers,
      and(eq(classMembers.classId, assignments.classId), eq(classMembers.userId, userId)),
    )
    .where(and(isGivenTo(sql`${userId}`), classId ? eq(assignments.classId, classId) : undefined))
    .orderBy(asc(assignments.dueAt), asc(assignments.id));
}

/** A page of the learners an assignment is given to (current class learners), by name. */
export async function findTargetPage(db: Executor, assignment: AssignmentRow, page: number, size: number) {
  const where = and(eq(classMembers.classId, assignment.classId), isGivenTo(classMembers.userId));
  const rows = await db
    .select({ userId: users.id, fullName: users.fullName, email: users.email })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .innerJoin(assignments, eq(assignments.id, sql`${assignment.id}::uuid`))
    .where(where)
    .orderBy(asc(users.fullName), asc(users.email))
    .limit(size)
    .offset(page * size);
  const [total] = await db
    .select({ value: count() })
    .from(classMembers)
    .innerJoin(assignments, eq(assignments.id, sql`${assignment.id}::uuid`))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

/** Learners (of a page of the roster) who are given each of these assignments: `assignmentId -> userIds`. */
export async function findGivenPairs(db: Executor, assignmentIds: string[], userIds: string[]) {
  if (assignmentIds.length === 0 || userIds.length === 0) return new Set<string>();
  const rows = await rowsOf<{ assignment_id: string; user_id: string }>(
    db,
    sql`select a.id as assignment_id, u.user_id
        from assignments a cross join (select unnest(array[${sql.join(
          userIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}]) as user_id) u
        where a.id in ${valueList(assignmentIds)}
          and (a.whole_class or exists (select 1 from assignment_learners al
               where al.assignment_id = a.id and al.user_id = u.user_id and al.is_target))`,
  );
  return new Set(rows.map((row) => `${row.assignment_id}:${row.user_id}`));
}

/** The assignment an attempt (a practice session or a mock) was made for, if any. */
export async function findAssignmentOfAttempt(db: Executor, kind: 'practice' | 'mock', attemptId: string) {
  const table = kind === 'practice' ? practiceSessions : mockTests;
  const [row] = await db
    .select({ assignmentId: table.assignmentId, userId: table.userId })
    .from(table)
    .where(eq(table.id, attemptId));
  if (!row?.assignmentId) return undefined;
  const assignment = await findAssignment(db, row.assignmentId);
  return assignment ? { assignment, userId: row.userId } : undefined;
}

/**
 * Claims the learners to remind of an assignment due within a day (open, in a class not
 * archived, given to them, not handed in, not reminded yet): marks them reminded in the same
 * statement, so a second run or another worker reminds nobody twice. Returns who and of what.
 */
export async function claimDueReminders(db: Executor, now: Date, horizon: Date) {
  return rowsOf<{
    email: string;
    full_name: string;
    lang_key: string;
    title: string;
    class_name: string;
    due_at: string | Date;
  }>(
    db,
    sql`with due as (
          select a.id as assignment_id, cm.user_id
          from assignments a
          join classes c on c.id = a.class_id and c.archived_at is null
          join class_members cm on cm.class_id = a.class_id
          where a.due_at > ${now} and a.due_at <= ${horizon} and a.opens_at <= ${now}
            and (a.whole_class or exists (select 1 from assignment_learners t
                 where t.assignment_id = a.id and t.user_id = cm.user_id and t.is_target))
            and not exists (select 1 from practice_sessions pe
                 where pe.assignment_id = a.id and pe.user_id = cm.user_id and pe.status = 'FINISH')
            and not exists (select 1 from mock_tests mt
                 where mt.assignment_id = a.id and mt.user_id = cm.user_id
                   and mt.finished_at is not null and mt.status <> 'CANCELLED')
        ), claimed as (
          insert into assignment_learners (assignment_id, user_id, reminded_at)
          select assignment_id, user_id, ${now} from due
          on conflict (assignment_id, user_id) do update set reminded_at = excluded.reminded_at
            where assignment_learners.reminded_at is null
          returning assignment_id, user_id
        )
        select u.email, u.full_name, u.lang_key, a.title, c.name as class_name, a.due_at
        from claimed
        join users u on u.id = claimed.user_id
        join assignments a on a.id = claimed.assignment_id
        join classes c on c.id = a.class_id`,
  );
}
