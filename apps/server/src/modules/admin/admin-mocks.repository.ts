import { and, asc, count, desc, eq, getTableColumns, ilike, inArray } from 'drizzle-orm';
import type { AdminIntroPageListQuery } from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import { lockNextId } from '../../db/next-id.js';
import { introPages, packages, questions } from '../../db/schema/index.js';
import type { IntroRow, NewIntroRow } from '../mock-tests/index.js';
import { containsPattern } from './admin-users.repository.js';

/** An intro page with its package's name (null when it names none). */
export type IntroRowWithPackage = IntroRow & { packageName: string | null };

const introSortColumns = {
  id: introPages.id,
  title: introPages.title,
  createdDate: introPages.createdAt,
} as const;

const withPackageName = { ...getTableColumns(introPages), packageName: packages.name };

/** One page of intro pages (any state) whose title contains `q` (any case), of one kind if asked, and the total. */
export async function findIntroPagePage(
  db: Executor,
  query: AdminIntroPageListQuery,
): Promise<{ rows: IntroRowWithPackage[]; total: number }> {
  const where = and(
    query.q ? ilike(introPages.title, containsPattern(query.q)) : undefined,
    query.kind ? eq(introPages.kind, query.kind) : undefined,
  );
  const direction = query.sort.direction === 'asc' ? asc : desc;
  const rows = await db
    .select(withPackageName)
    .from(introPages)
    .leftJoin(packages, eq(packages.id, introPages.packageId))
    .where(where)
    .orderBy(direction(introSortColumns[query.sort.field]), asc(introPages.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const [total] = await db.select({ value: count() }).from(introPages).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** One intro page (any state) with its package's name. */
export async function findIntroPageWithPackage(
  db: Executor,
  id: number,
): Promise<IntroRowWithPackage | undefined> {
  const [row] = await db
    .select(withPackageName)
    .from(introPages)
    .leftJoin(packages, eq(packages.id, introPages.packageId))
    .where(eq(introPages.id, id));
  return row;
}

/** Every intro page, by id (the blueprint panel names the pages using each blueprint). */
export async function findAllIntroPages(db: Executor): Promise<IntroRow[]> {
  return db.select().from(introPages).orderBy(asc(introPages.id));
}

/** An intro page by id, its row locked until the transaction ends (two admins' edits run one after the other). */
export async function findIntroPageForUpdate(db: Executor, id: number): Promise<IntroRow | undefined> {
  const [row] = await db.select().from(introPages).where(eq(introPages.id, id)).for('update');
  return row;
}

/** The advisory lock that makes creations of intro pages take ids one at a time. */
const introPageIdLock = 4_242_002;

/** Inserts an intro page under the next free id (its ids are the seed's integers, no sequence). */
export async function insertIntroPageWithNextId(
  db: Executor,
  values: Omit<NewIntroRow, 'id'>,
): Promise<IntroRow> {
  const id = await lockNextId(db, introPages, introPages.id, introPageIdLock);
  const [row] = await db
    .insert(introPages)
    .values({ ...values, id })
    .returning();
  if (!row) throw new Error('intro page insert returned no row');
  return row;
}

export async function updateIntroPageRow(
  db: Executor,
  id: number,
  values: Partial<Omit<NewIntroRow, 'id'>>,
): Promise<IntroRow | undefined> {
  const [row] = await db.update(introPages).set(values).where(eq(introPages.id, id)).returning();
  return row;
}

/** How many active questions of each of these types the bank holds (a type with none is absent). */
export async function countActiveQuestionsByType(db: Executor, types: string[]): Promise<Map<string, number>> {
  if (types.length === 0) return new Map();
  const rows = await db
    .select({ type: questions.type, value: count() })
    .from(questions)
    .where(and(eq(questions.activated, true), inArray(questions.type, types)))
    .groupBy(questions.type);
  return new Map(rows.map((row) => [row.type, row.value]));
}
