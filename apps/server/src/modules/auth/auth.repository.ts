import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { loginFailures, ssoNonces, userKeys, users } from '../../db/schema/index.js';

export type NewUser = typeof users.$inferInsert;

/** Finds a user by lower-cased e-mail. */
export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/** Finds a user by the subject of a social identity. */
export async function findUserBySocial(db: Executor, network: string, subject: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.socialNetwork, network), eq(users.socialSubject, subject)));
  return user;
}

/** Inserts a user; returns undefined when the e-mail is already taken (no exception, no half state). */
export async function insertUser(db: Executor, user: NewUser) {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

/** Stores the hash of a new single-use key. */
export async function insertUserKey(
  db: Executor,
  key: { userId: string; kind: 'activation' | 'reset'; keyHash: string; expiresAt: Date },
) {
  await db.insert(userKeys).values(key);
}

/**
 * Marks a live key used and returns its user id, in one conditional update: a key that is
 * unknown, expired or already used returns undefined, even under concurrent requests.
 */
export async function consumeUserKey(db: Executor, kind: 'activation' | 'reset', keyHash: string, now: Date) {
  const [row] = await db
    .update(userKeys)
    .set({ usedAt: now })
    .where(
      and(
        eq(userKeys.keyHash, keyHash),
        eq(userKeys.kind, kind),
        isNull(userKeys.usedAt),
        gt(userKeys.expiresAt, now),
      ),
    )
    .returning({ userId: userKeys.userId });
  return row?.userId;
}

/** Counts failed sign-ins of an account since a moment. */
export async function countLoginFailures(db: Executor, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.createdAt, since)));
  return row?.value ?? 0;
}

export async function recordLoginFailure(db: Executor, email: string, now: Date) {
  await db.insert(loginFailures).values({ email, createdAt: now });
}

export async function clearLoginFailures(db: Executor, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

/** Records a DiscourseConnect nonce; false when it was already answered (a replay). */
export async function claimSsoNonce(db: Executor, nonce: string, userId: string): Promise<boolean> {
  const rows = await db.insert(ssoNonces).values({ nonce, userId }).onConflictDoNothing().returning();
  return rows.length === 1;
}

/** Links a Google identity to an existing account (and activates it: the e-mail is verified). */
export async function linkSocialIdentity(db: Executor, userId: string, subject: string, now: Date) {
  await db
    .update(users)
    .set({ socialNetwork: 'google', socialSubject: subject, activated: true, updatedAt: now })
    .where(eq(users.id, userId));
}

/**
 * The current token version of a user (tokens signed with an older one no longer work) and
 * whether an admin has locked the account.
 */
export async function findSignInState(
  db: Executor,
  userId: string,
): Promise<{ tokenVersion: number; isLocked: boolean } | undefined> {
  const [row] = await db
    .select({ tokenVersion: users.tokenVersion, lockedAt: users.lockedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row && { tokenVersion: row.tokenVersion, isLocked: row.lockedAt !== null };
}

/** Bumps a user's token version: every token issued so far stops working. */
export async function revokeTokens(db: Executor, userId: string, now: Date) {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Activates an account (its activation key was consumed). */
export async function activateUser(db: Executor, userId: string, now: Date) {
  await db.update(users).set({ activated: true, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * Sets a new password hash, activates the account and revokes every earlier token; returns the
 * account's e-mail (undefined when the user is gone).
 */
export async function resetPassword(db: Executor, userId: string, passwordHash: string, now: Date) {
  const [user] = await db
    .update(users)
    .set({ passwordHash, activated: true, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  return user?.email;
}
