import { and, eq, sql } from 'drizzle-orm';
import type { BlueprintSlotCount } from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import { mockBlueprintOverrides } from '../../db/schema/index.js';

export type BlueprintOverrideRow = typeof mockBlueprintOverrides.$inferSelect;

/** Every stored blueprint override (at most one per named blueprint: a handful of rows). */
export async function findBlueprintOverrides(db: Executor): Promise<BlueprintOverrideRow[]> {
  return db.select().from(mockBlueprintOverrides);
}

/** Stores a blueprint's counts, replacing any earlier ones. */
export async function upsertBlueprintOverride(
  db: Executor,
  values: {
    kind: string;
    name: string;
    counts: BlueprintSlotCount[];
    updatedAt: Date;
    updatedById: string;
    updatedByEmail: string;
  },
): Promise<void> {
  const { kind: _kind, name: _name, ...changed } = values;
  await db
    .insert(mockBlueprintOverrides)
    .values(values)
    .onConflictDoUpdate({ target: [mockBlueprintOverrides.kind, mockBlueprintOverrides.name], set: changed });
}

/** Removes a blueprint's override (it is the constant again); the removed row, if there was one. */
export async function deleteBlueprintOverride(
  db: Executor,
  kind: string,
  name: string,
): Promise<BlueprintOverrideRow | undefined> {
  const [row] = await db
    .delete(mockBlueprintOverrides)
    .where(and(eq(mockBlueprintOverrides.kind, kind), eq(mockBlueprintOverrides.name, name)))
    .returning();
  return row;
}

/** The advisory lock that makes two admins' changes to the blueprints run one after the other. */
const blueprintLock = 4_242_003;

/** Takes the blueprints' change lock until the caller's transaction ends. */
export async function lockBlueprintChanges(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${blueprintLock})`);
}
