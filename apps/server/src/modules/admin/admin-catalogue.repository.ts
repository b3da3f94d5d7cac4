import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminPackageListQuery, PackageKind } from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import { lockNextId } from '../../db/next-id.js';
import { packages } from '../../db/schema/index.js';
import type { NewPackageRow, PackageRow } from '../marketplace/index.js';
import { containsPattern } from './admin-users.repository.js';

const packageSortColumns = {
  id: packages.id,
  name: packages.name,
  cost: packages.costCents,
} as const;

const isCombo = sql`cardinality(${packages.comboMemberIds}) > 0`;
const notCombo = sql`cardinality(${packages.comboMemberIds}) = 0`;

/** The rows of one kind ({@link packageKindOf} in SQL). */
function kindFilter(kind: PackageKind): SQL | undefined {
  if (kind === 'combo') return isCombo;
  return and(notCombo, eq(packages.isSubscription, kind === 'pack'));
}

/** One page of packages whose name contains `q` (any case), of one kind if asked, and the total. */
export async function findPackagePage(
  db: Executor,
  query: AdminPackageListQuery,
): Promise<{ rows: PackageRow[]; total: number }> {
  const where = and(
    query.q ? ilike(packages.name, containsPattern(query.q)) : undefined,
    query.kind ? kindFilter(query.kind) : undefined,
  );
  const direction = query.sort.direction === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(packages)
    .where(where)
    .orderBy(direction(packageSortColumns[query.sort.field]), asc(packages.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const [total] = await db.select({ value: count() }).from(packages).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** A package by id, its row locked until the transaction ends (two admins' edits run one after the other). */
export async function findPackageForUpdate(db: Executor, id: number): Promise<PackageRow | undefined> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id)).for('update');
  return row;
}

export async function findPackagesByIds(db: Executor, ids: number[]): Promise<PackageRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(packages).where(inArray(packages.id, ids));
}

/** The combos that bundle a package. */
export async function findCombosWithMember(db: Executor, id: number): Promise<PackageRow[]> {
  return db
    .select()
    .from(packages)
    .where(sql`${id} = any(${packages.comboMemberIds})`);
}

/** The advisory lock that makes creations of packages take ids one at a time. */
const packageIdLock = 4_242_001;

/**
 * Inserts a package under the next free id (ids are the seed's integers, no sequence), inside
 * the caller's transaction (see {@link lockNextId}).
 */
export async function insertPackageWithNextId(
  db: Executor,
  values: Omit<NewPackageRow, 'id'>,
): Promise<PackageRow> {
  const id = await lockNextId(db, packages, packages.id, packageIdLock);
  const [row] = await db
    .insert(packages)
    .values({ ...values, id })
    .returning();
  if (!row) throw new Error('package insert returned no row');
  return row;
}

export async function updatePackageRow(
  db: Executor,
  id: number,
  values: Partial<Omit<NewPackageRow, 'id'>>,
): Promise<PackageRow | undefined> {
  const [row] = await db.update(packages).set(values).where(eq(packages.id, id)).returning();
  return row;
}
