import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { storedFiles, users } from '../../db/schema/index.js';

/** A user account as stored: what the auth plugin loads for each request and services receive. */
export type UserRow = typeof users.$inferSelect;

/** The profile fields a user may change on their own account. */
export type ProfileChange = Partial<Pick<UserRow, 'fullName' | 'phonenumber' | 'avatarKey' | 'langKey' | 'currency'>>;

/** A user by id (undefined when there is none). */
export async function findUserById(db: Executor, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The users of these ids that exist, in no particular order, in one statement. An id that is not
 * a UUID names nobody (left out, so it cannot fail the statement for the others).
 */
export async function findUsersByIds(db: Executor, userIds: string[]): Promise<UserRow[]> {
  const ids = userIds.filter((id) => uuidPattern.test(id));
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}

/** Whether `key` is an avatar this user uploaded (scoped to the owner). */
export async function isOwnAvatar(db: Executor, userId: string, key: string): Promise<boolean> {
  const [file] = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.key, key), eq(storedFiles.userId, userId), eq(storedFiles.kind, 'avatar')));
  return file !== undefined;
}

/** Writes the given profile fields of a user and returns the row as it now is. */
export async function updateUserProfile(db: Executor, userId: string, change: ProfileChange, now: Date) {
  const [row] = await db
    .update(users)
    .set({ ...change, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Stamps the first sign-in, once: true only for the call that stamped it. */
export async function markFirstLogin(db: Executor, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ firstLoginAt: now })
    .where(and(eq(users.id, userId), isNull(users.firstLoginAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}
