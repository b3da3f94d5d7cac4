import { asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { AdminVoucherListQuery } from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import { packages, vouchers } from '../../db/schema/index.js';
import type { VoucherRow } from '../marketplace/index.js';
import { containsPattern } from './admin-users.repository.js';

export type NewVoucherRow = typeof vouchers.$inferInsert;
export interface VoucherWithPackage {
  voucher: VoucherRow;
  packageName: string | null;
}

const voucherSortColumns = {
  createdDate: vouchers.createdAt,
  code: vouchers.code,
  expiresDate: vouchers.expiresAt,
  usedCount: vouchers.usedCount,
} as const;

/** One page of vouchers whose code contains `q` (any case), in the asked order, and the total. */
export async function findVoucherPage(
  db: Executor,
  query: AdminVoucherListQuery,
): Promise<{ rows: VoucherWithPackage[]; total: number }> {
  const where = query.q ? ilike(vouchers.code, containsPattern(query.q)) : undefined;
  const column = voucherSortColumns[query.sort.field];
  const direction = query.sort.direction === 'asc' ? asc : desc;
  const rows = await db
    .select({ voucher: vouchers, packageName: packages.name })
    .from(vouchers)
    .leftJoin(packages, eq(packages.id, vouchers.packageId))
    .where(where)
    // Vouchers without an expiry sort as "never", after every dated one when ascending.
    .orderBy(
      query.sort.field === 'expiresDate'
        ? sql`${column} ${sql.raw(query.sort.direction === 'asc' ? 'asc nulls last' : 'desc nulls first')}`
        : direction(column),
      direction(vouchers.createdAt),
      asc(vouchers.code),
    )
    .limit(query.size)
    .offset(query.page * query.size);
  const [total] = await db.select({ value: count() }).from(vouchers).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** Inserts vouchers whose codes are free; returns the rows made (a taken code is skipped). */
export async function insertVouchers(db: Executor, rows: NewVoucherRow[]): Promise<VoucherRow[]> {
  if (rows.length === 0) return [];
  return db.insert(vouchers).values(rows).onConflictDoNothing({ target: vouchers.code }).returning();
}

/** A voucher by id, its row locked until the transaction ends (two admins' changes run one after the other). */
export async function findVoucherForUpdate(db: Executor, id: string): Promise<VoucherRow | undefined> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
  return row;
}

export async function setVoucherActivated(
  db: Executor,
  id: string,
  activated: boolean,
): Promise<VoucherRow | undefined> {
  const [row] = await db.update(vouchers).set({ activated }).where(eq(vouchers.id, id)).returning();
  return row;
}

export async function findPackageName(db: Executor, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ name: packages.name }).from(packages).where(eq(packages.id, id));
  return row?.name ?? null;
}
