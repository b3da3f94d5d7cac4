import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { classInvitations, classes } from '../../db/schema/index.js';

/** Invites e-mails with no account to a class (an e-mail invited before keeps its first invitation). */
export async function insertInvitations(
  db: Executor,
  rows: { classId: string; email: string; fullName: string; invitedBy: string; invitedAt: Date }[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const added = await db
    .insert(classInvitations)
    .values(rows)
    .onConflictDoNothing({ target: [classInvitations.classId, classInvitations.email] })
    .returning({ email: classInvitations.email });
  return added.map((row) => row.email);
}

export async function countPendingInvitations(db: Executor, classId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(classInvitations)
    .where(and(eq(classInvitations.classId, classId), isNull(classInvitations.acceptedAt)));
  return row?.value ?? 0;
}

/**
 * Marks an e-mail's open invitations to classes that are not archived as accepted and returns
 * their classes (the account with that e-mail was just activated).
 */
export async function claimInvitations(db: Executor, email: string, now: Date): Promise<string[]> {
  const open = await db
    .select({ id: classInvitations.id, classId: classInvitations.classId })
    .from(classInvitations)
    .innerJoin(classes, eq(classes.id, classInvitations.classId))
    .where(
      and(eq(classInvitations.email, email), isNull(classInvitations.acceptedAt), isNull(classes.archivedAt)),
    );
  if (open.length === 0) return [];
  await db
    .update(classInvitations)
    .set({ acceptedAt: now })
    .where(
      inArray(
        classInvitations.id,
        open.map((row) => row.id),
      ),
    );
  return open.map((row) => row.classId);
}
