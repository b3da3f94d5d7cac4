import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mockTests, storedFiles, users } from '../../db/schema/index.js';
import { ratingSelections } from '../answers/ratings.repository.js';
import { isClockUnchanged, type MockRow } from './mock-tests.repository.js';

/**
 * A mock as the hot routes (answer, progress) need it: every column but the scores, its plan
 * from memory. The plan is written once, when the mock is generated, and never changes, so it
 * is read from the database once per process and mock, not on every request.
 */
export type MockClockRow = Omit<MockRow, 'scores'>;
type MockPlan = MockRow['plan'];

const { plan: planColumn, scores: _scores, ...clockColumns } = getTableColumns(mockTests);
const maxPlans = 10_000;
// Per process on purpose, also with several API processes (REDIS_URL): a plan never changes
// once written, so each process's copy is the database's; nothing to invalidate or share.
const plans = new Map<string, MockPlan>();

function rememberPlan(mockId: string, plan: MockPlan): void {
  plans.set(mockId, plan);
  if (plans.size > maxPlans) {
    const oldest = plans.keys().next();
    if (!oldest.done) plans.delete(oldest.value);
  }
}

/** The signed-in user whose token `authenticateCached` accepted: checked again in the query. */
export interface Caller {
  id: string;
  tokenVersion: number;
}

/** A recording as measured at upload (undefined: not uploaded by this user). */
export interface RecordingMeasure {
  durationSeconds: number | null;
  decodeError: string | null;
}

/** The learner's and an item's ratings as read with the mock (null: not rated yet). */
export interface RatingsRead {
  learnerRating: number | null;
  itemRating: number | null;
}

/**
 * One's own mock without its scores, with, in the same statement, whether the caller's account
 * is still active at the token's version (so a cached sign-in cannot outlive a deactivation or a
 * sign-out everywhere), given `recordingKey`, that recording's measure, and given
 * `ratingsOfQuestion`, the caller's and that item's ratings (what an objective answer moves). With `lock`, the mock
 * row stays locked until the transaction ends: a progress or finish that would move the clock on
 * waits, so a check made under the lock still holds when the transaction writes. Undefined when
 * the mock is not the caller's.
 */
export async function findOwnMockClock(
  db: Executor,
  caller: Caller,
  mockId: string,
  options: { lock?: boolean; recordingKey?: string; ratingsOfQuestion?: number } = {},
): Promise<
  | {
      mock: MockClockRow;
      isCallerValid: boolean;
      recording: RecordingMeasure | undefined;
      ratings: RatingsRead;
    }
  | undefined
> {
  const ratings =
    options.ratingsOfQuestion === undefined
      ? { learnerRating: sql<null>`null`, itemRating: sql<null>`null` }
      : ratingSelections(caller.id, options.ratingsOfQuestion);
  const known = plans.get(mockId);
  const query = db
    .select({
      ...clockColumns,
      plan: sql<MockPlan | null>`${known ? sql`null` : planColumn}`,
      isCallerValid: sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${caller.id}
        and ${users.activated} and ${users.tokenVersion} = ${caller.tokenVersion})`,
      recording: options.recordingKey
        ? sql<RecordingMeasure | null>`(select json_build_object('durationSeconds', ${storedFiles.durationSeconds},
            'decodeError', ${storedFiles.decodeError}) from ${storedFiles}
            where ${storedFiles.key} = ${options.recordingKey} and ${storedFiles.userId} = ${caller.id})`
        : sql<null>`null`,
      ...ratings,
    })
    .from(mockTests)
    .where(and(eq(mockTests.id, mockId), eq(mockTests.userId, caller.id)));
  const [row] = options.lock ? await query.for('update', { of: mockTests }) : await query;
  if (!row) return undefined;
  const { isCallerValid, recording, plan, learnerRating, itemRating, ...columns } = row;
  const mockPlan = known ?? plan;
  if (!mockPlan) throw new Error(`mock ${mockId} has no plan`);
  if (!known) rememberPlan(mockId, mockPlan);
  return {
    mock: { ...columns, plan: mockPlan },
    isCallerValid,
    recording: recording ?? undefined,
    ratings: { learnerRating, itemRating },
  };
}

/** Whether the caller's account is still active at the token's version. */
export async function isCallerValid(db: Executor, caller: Caller): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, caller.id), eq(users.activated, true), eq(users.tokenVersion, caller.tokenVersion)),
    );
  return rows.length > 0;
}

/**
 * `saveMockClock` for the hot routes: writes the clock if nobody else did meanwhile (same
 * `remainTimeAt`, still in progress) and returns the row without its scores; undefined when it
 * changed.
 */
export async function saveOwnMockClock(
  db: Executor,
  row: MockClockRow,
  values: Partial<typeof mockTests.$inferInsert>,
): Promise<MockClockRow | undefined> {
  const [saved] = await db.update(mockTests).set(values).where(isClockUnchanged(row)).returning(clockColumns);
  return saved ? { ...saved, plan: row.plan } : undefined;
}
