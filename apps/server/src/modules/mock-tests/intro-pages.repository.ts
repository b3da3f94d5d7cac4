import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { introPages, mockTests } from '../../db/schema/index.js';

export type IntroRow = typeof introPages.$inferSelect;
export type NewIntroRow = typeof introPages.$inferInsert;

/**
 * Inserts the intro pages a database lacks; a page that exists is never touched (the admin
 * console owns it once it is there, like the catalogue).
 */
export async function insertMissingIntroPages(db: Executor, pages: NewIntroRow[]): Promise<void> {
  if (pages.length === 0) return;
  await db.insert(introPages).values(pages).onConflictDoNothing({ target: introPages.id });
}

/** The intro pages that are switched on, by id. */
export async function findActiveIntroPages(db: Executor): Promise<IntroRow[]> {
  return db.select().from(introPages).where(eq(introPages.activated, true)).orderBy(asc(introPages.id));
}

/** One intro page if it is switched on. */
export async function findActiveIntroPage(db: Executor, id: number): Promise<IntroRow | undefined> {
  const [row] = await db
    .select()
    .from(introPages)
    .where(and(eq(introPages.id, id), eq(introPages.activated, true)));
  return row;
}

/** Whether the user has ever started a mock of this kind. */
export async function hasMockOfKind(db: Executor, userId: string, kind: string): Promise<boolean> {
  const [requested] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mockTests)
    .where(and(eq(mockTests.userId, userId), eq(mockTests.kind, kind)));
  return (requested?.count ?? 0) > 0;
}
