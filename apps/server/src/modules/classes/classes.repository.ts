import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { ClassRight } from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import {
  assignments,
  classAudit,
  classes,
  classMembers,
  classTeachers,
  users,
} from '../../db/schema/index.js';

export type ClassRow = typeof classes.$inferSelect;

/** A class with what one teacher may do on it (no rights: an admin who does not teach it). */
export interface TeacherClassRow extends ClassRow {
  rights: ClassRight[];
}

export async function insertClass(db: Executor, values: typeof classes.$inferInsert): Promise<ClassRow> {
  const [row] = await db.insert(classes).values(values).returning();
  if (!row) throw new Error('class not inserted');
  return row;
}

export async function findClass(db: Executor, classId: string): Promise<ClassRow | undefined> {
  const [row] = await db.select().from(classes).where(eq(classes.id, classId));
  return row;
}

export async function findClassByCode(db: Executor, code: string): Promise<ClassRow | undefined> {
  const [row] = await db.select().from(classes).where(eq(classes.joinCode, code));
  return row;
}

/** A class with the teacher's rights on it, or undefined when they have none (or it does not exist). */
export async function findClassOfTeacher(
  db: Executor,
  classId: string,
  teacherId: string,
): Promise<TeacherClassRow | undefined> {
  const [row] = await db
    .select({ klass: classes, rights: classTeachers.rights })
    .from(classes)
    .innerJoin(classTeachers, eq(classTeachers.classId, classes.id))
    .where(and(eq(classes.id, classId), eq(classTeachers.teacherId, teacherId)));
  return row ? { ...row.klass, rights: row.rights as ClassRight[] } : undefined;
}

export async function updateClass(db: Executor, classId: string, set: Partial<typeof classes.$inferInsert>) {
  const [row] = await db.update(classes).set(set).where(eq(classes.id, classId)).returning();
  return row;
}

/** The classes a teacher has a right on (every class for an admin: `teacherId` null), one page. */
export async function findClassPage(
  db: Executor,
  filter: { teacherId: string | null; archived: boolean; q?: string | undefined; page: number; size: number },
) {
  const where = and(
    filter.teacherId
      ? sql`exists (select 1 from ${classTeachers} where ${classTeachers.classId} = ${classes.id} and ${classTeachers.teacherId} = ${filter.teacherId})`
      : undefined,
    filter.archived ? isNotNull(classes.archivedAt) : isNull(classes.archivedAt),
    filter.q ? ilike(classes.name, `%${filter.q.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const rows = await db
    .select()
    .from(classes)
    .where(where)
    .orderBy(desc(classes.createdAt), asc(classes.id))
    .limit(filter.size)
    .offset(filter.page * filter.size);
  const [total] = await db.select({ value: count() }).from(classes).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** Per class: its owner's name, its learners, its assignments, and one teacher's rights on it. */
export async function findClassFacts(db: Executor, classIds: string[], teacherId: string) {
  if (classIds.length === 0) return new Map<string, ClassFacts>();
  const rows = await db
    .select({
      classId: classes.id,
      ownerName: users.fullName,
      learnerCount:
        sql<number>`(select count(*) from ${classMembers} where ${classMembers.classId} = ${classes.id})`.mapWith(
          Number,
        ),
      assignmentCount:
        sql<number>`(select count(*) from ${assignments} where ${assignments.classId} = ${classes.id})`.mapWith(
          Number,
        ),
      rights: sql<
        string[] | null
      >`(select ${classTeachers.rights} from ${classTeachers} where ${classTeachers.classId} = ${classes.id} and ${classTeachers.teacherId} = ${teacherId})`,
    })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.ownerId))
    .where(inArray(classes.id, classIds));
  return new Map(rows.map((row) => [row.classId, { ...row, rights: (row.rights ?? []) as ClassRight[] }]));
}
export interface ClassFacts {
  ownerName: string;
  learnerCount: number;
  assignmentCount: number;
  rights: ClassRight[];
}

export async function findClassTeachers(db: Executor, classId: string) {
  return db
    .select({
      teacherId: classTeachers.teacherId,
      rights: classTeachers.rights,
      fullName: users.fullName,
      email: users.email,
    })
    .from(classTeachers)
    .innerJoin(users, eq(users.id, classTeachers.teacherId))
    .where(eq(classTeachers.classId, classId))
    .orderBy(asc(classTeachers.addedAt), asc(users.email));
}

/** Gives a teacher these rights on a class (replacing the ones they had). */
export async function upsertClassTeacher(
  db: Executor,
  classId: string,
  teacherId: string,
  rights: ClassRight[],
) {
  await db
    .insert(classTeachers)
    .values({ classId, teacherId, rights })
    .onConflictDoUpdate({ target: [classTeachers.classId, classTeachers.teacherId], set: { rights } });
}

export async function deleteClassTeacher(db: Executor, classId: string, teacherId: string): Promise<boolean> {
  const rows = await db
    .delete(classTeachers)
    .where(and(eq(classTeachers.classId, classId), eq(classTeachers.teacherId, teacherId)))
    .returning({ id: classTeachers.teacherId });
  return rows.length > 0;
}

/** An account by e-mail with its roles (to share a class with a teacher). */
export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, roles: users.roles, fullName: users.fullName })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

/** Accounts among these e-mails (a roster). */
export async function findUsersByEmails(db: Executor, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, activated: users.activated })
    .from(users)
    .where(inArray(users.email, emails));
}

export async function countMembers(db: Executor, classId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(classMembers)
    .where(eq(classMembers.classId, classId));
  return row?.value ?? 0;
}

/** One page of a class's learners, by name, optionally those whose name or e-mail has `q`. */
export async function findMemberPage(
  db: Executor,
  classId: string,
  filter: { q?: string | undefined; page: number; size: number },
) {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = and(
    eq(classMembers.classId, classId),
    pattern ? or(ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined,
  );
  const rows = await db
    .select({
      userId: classMembers.userId,
      fullName: users.fullName,
      email: users.email,
      joinedAt: classMembers.joinedAt,
      sharePractice: classMembers.sharePractice,
    })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(where)
    .orderBy(asc(users.fullName), asc(users.email))
    .limit(filter.size)
    .offset(filter.page * filter.size);
  const [total] = await db
    .select({ value: count() })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

export async function findMembership(db: Executor, classId: string, userId: string) {
  const [row] = await db
    .select()
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)));
  return row;
}

/** Adds learners to a class (those already in it are left as they are); returns those added. */
export async function insertMembers(
  db: Executor,
  rows: { classId: string; userId: string; sharePractice?: boolean; joinedAt?: Date }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const added = await db
    .insert(classMembers)
    .values(rows)
    .onConflictDoNothing({ target: [classMembers.classId, classMembers.userId] })
    .returning({ userId: classMembers.userId });
  return added.map((row) => row.userId);
}

export async function deleteMember(db: Executor, classId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
    .returning({ userId: classMembers.userId });
  return rows.length > 0;
}

export async function setSharePractice(
  db: Executor,
  classId: string,
  userId: string,
  sharePractice: boolean,
) {
  const [row] = await db
    .update(classMembers)
    .set({ sharePractice })
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
    .returning();
  return row;
}

/** Locks a class's row for the rest of the transaction (joins against its size, spends of its credits). */
export async function lockClass(db: Executor, classId: string): Promise<void> {
  await db.execute(sql`select ${classes.id} from ${classes} where ${eq(classes.id, classId)} for update`);
}

/** Writes one line of a class's audit trail (append-only). */
export async function insertClassAudit(db: Executor, row: typeof classAudit.$inferInsert): Promise<void> {
  await db.insert(classAudit).values(row);
}

export async function findClassAudit(db: Executor, classId: string) {
  return db
    .select()
    .from(classAudit)
    .where(eq(classAudit.classId, classId))
    .orderBy(asc(classAudit.createdAt));
}

/** Which of these users are learners of the class. */
export async function findMemberIds(db: Executor, classId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: classMembers.userId })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), inArray(classMembers.userId, userIds)));
  return rows.map((row) => row.userId);
}

/** The class an assignment belongs to (who pays for its scoring). */
export async function findClassOfAssignment(db: Executor, assignmentId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ classId: assignments.classId })
    .from(assignments)
    .where(eq(assignments.id, assignmentId));
  return row?.classId;
}
