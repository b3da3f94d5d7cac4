import { asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserListQuery, Role } from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { UserRow } from '../user/index.js';

/** `%text%` for ILIKE, with the pattern characters of `text` matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const userSortColumns = {
  createdDate: users.createdAt,
  email: users.email,
  fullName: users.fullName,
} as const;

/** One page of accounts matching `q` (e-mail or name, any part, any case) in the asked order, and the total. */
export async function findUserPage(
  db: Executor,
  query: AdminUserListQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  const where: SQL | undefined = query.q
    ? or(ilike(users.email, containsPattern(query.q)), ilike(users.fullName, containsPattern(query.q)))
    : undefined;
  const column = userSortColumns[query.sort.field];
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(query.sort.direction === 'asc' ? asc(column) : desc(column), asc(users.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const [total] = await db.select({ value: count() }).from(users).where(where);
  return { rows, total: total?.value ?? 0 };
}

/**
 * An account by id, its row locked until the transaction ends, so two admins changing the same
 * account at once are serialised and each audit entry's "before" is what the change replaced.
 */
export async function findUserForUpdate(tx: Executor, userId: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** The access columns an admin changes. */
export interface AccessChange {
  roles?: Role[];
  activated?: boolean;
  lockedAt?: Date | null;
}

/**
 * Writes an admin's change to an account's access; with `revokeTokens` every token issued so far
 * stops working (token version bumped). Returns the row as it now is.
 */
export async function updateUserAccess(
  tx: Executor,
  userId: string,
  change: AccessChange,
  revokeTokens: boolean,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({
      ...change,
      ...(revokeTokens ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
