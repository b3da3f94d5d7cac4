import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { placeholderOf, preparedPer } from '../../db/prepared.js';
import { mockTests, storedFiles, users } from '../../db/schema/index.js';
import { ratingSelections } from '../answers/index.js';
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

const maxRows = 10_000;
/**
 * Each mock's row as this process last read or wrote it: where the next progress starts from.
 * Never trusted on its own: a write from it is guarded (same `remainTimeAt`, still in progress,
 * the caller's account valid), so a mock changed elsewhere (another process, a finish, a retry)
 * writes nothing and is read afresh.
 */
const lastRows = new Map<string, MockClockRow>();

function rememberRow(row: MockClockRow): void {
  lastRows.delete(row.id);
  lastRows.set(row.id, row);
  if (lastRows.size > maxRows) {
    const oldest = lastRows.keys().next();
    if (!oldest.done) lastRows.delete(oldest.value);
  }
}

/** The mock's row as this process last read or wrote it (see `saveOwnMockClock` with a caller). */
export function lastKnownMockClock(mockId: string): MockClockRow | undefined {
  return lastRows.get(mockId);
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

/** Whether the account `userId` is still active at `tokenVersion` (placeholders). */
const callerIsValid = sql<boolean>`exists (select 1 from ${users} where ${users.id} = ${sql.placeholder('userId')}
  and ${users.activated} and ${users.tokenVersion} = ${sql.placeholder('tokenVersion')})`;

/** The statements behind {@link findOwnMockClock}: with or without what an answer needs. */
const clockReads = preparedPer((db) => {
  const base = {
    ...clockColumns,
    // The plan only when this process has not kept it yet (it is the largest column).
    plan: sql<MockPlan | null>`case when ${sql.placeholder('withPlan')}::boolean then ${planColumn} end`,
    isCallerValid: callerIsValid,
  };
  const own = and(
    eq(mockTests.id, sql.placeholder('mockId')),
    eq(mockTests.userId, sql.placeholder('userId')),
  );
  return {
    plain: db.select(base).from(mockTests).where(own).prepare('mock_clock_read'),
    forAnswer: db
      .select({
        ...base,
        recording: sql<RecordingMeasure | null>`(select json_build_object('durationSeconds', ${storedFiles.durationSeconds},
          'decodeError', ${storedFiles.decodeError}) from ${storedFiles}
          where ${storedFiles.key} = ${sql.placeholder('recordingKey')}::text
          and ${storedFiles.userId} = ${sql.placeholder('userId')})`,
        ...ratingSelections(sql.placeholder('userId'), sql.placeholder('questionId')),
      })
      .from(mockTests)
      .where(own)
      .prepare('mock_clock_read_for_answer'),
  };
});

/**
 * One's own mock without its scores, with, in the same statement, whether the caller's account
 * is still active at the token's version (so a cached sign-in cannot outlive a deactivation or a
 * sign-out everywhere); with `forAnswer`, also the measure of the recording `recordingKey` (if
 * any) and the caller's and item `questionId`'s ratings (what an objective answer moves). No
 * lock: a write that depends on what was read checks it again in its own statement (see
 * `saveMockAnswerIfOpen`). Undefined when the mock is not the caller's. A prepared statement.
 */
export async function findOwnMockClock(
  db: Executor,
  caller: Caller,
  mockId: string,
  forAnswer?: { recordingKey: string | undefined; questionId: number | undefined },
): Promise<
  | {
      mock: MockClockRow;
      isCallerValid: boolean;
      recording: RecordingMeasure | undefined;
      ratings: RatingsRead;
    }
  | undefined
> {
  const known = plans.get(mockId);
  const values = { mockId, userId: caller.id, tokenVersion: caller.tokenVersion, withPlan: !known };
  const statements = clockReads(db);
  const row = forAnswer
    ? (
        await statements.forAnswer.execute({
          ...values,
          recordingKey: forAnswer.recordingKey ?? null,
          questionId: forAnswer.questionId ?? null,
        })
      )[0]
    : (await statements.plain.execute(values))[0];
  if (!row) return undefined;
  const { isCallerValid, plan, ...rest } = row;
  const { recording, learnerRating, itemRating, ...columns } = {
    recording: null,
    learnerRating: null,
    itemRating: null,
    ...rest,
  };
  const mockPlan = known ?? plan;
  if (!mockPlan) throw new Error(`mock ${mockId} has no plan`);
  if (!known) rememberPlan(mockId, mockPlan);
  const mock = { ...columns, plan: mockPlan };
  rememberRow(mock);
  return {
    mock,
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

/** A mock's clock and position as the hot routes write them. */
export interface ClockValues {
  currentSection: number;
  currentQuestion: number;
  remainTime: number;
  remainTimeAt: Date;
  sectionTimes: number[];
  nextQuestionType: string | null;
  updatedAt: Date;
}

const clockWrites = preparedPer((db) => {
  const setClock = () =>
    db.update(mockTests).set({
      currentSection: placeholderOf('currentSection', mockTests.currentSection),
      currentQuestion: placeholderOf('currentQuestion', mockTests.currentQuestion),
      remainTime: placeholderOf('remainTime', mockTests.remainTime),
      remainTimeAt: placeholderOf('remainTimeAt', mockTests.remainTimeAt),
      sectionTimes: placeholderOf('sectionTimes', mockTests.sectionTimes),
      nextQuestionType: placeholderOf('nextQuestionType', mockTests.nextQuestionType),
      updatedAt: placeholderOf('updatedAt', mockTests.updatedAt),
    });
  const unchanged = () =>
    and(
      eq(mockTests.id, sql.placeholder('mockId')),
      eq(mockTests.status, 'INPROGRESS'),
      eq(mockTests.remainTimeAt, sql`${sql.placeholder('readAt')}::timestamptz`),
    );
  return {
    clock: setClock().where(unchanged()).returning(clockColumns).prepare('mock_clock_write'),
    checked: setClock()
      .where(and(unchanged(), eq(mockTests.userId, sql.placeholder('userId')), callerIsValid))
      .returning(clockColumns)
      .prepare('mock_clock_write_checked'),
  };
});

/**
 * `saveMockClock` for the hot routes: writes the clock (and with `ended`, the end of the mock) if
 * nobody else did meanwhile (same `remainTimeAt`, still in progress) and returns the row without
 * its scores; undefined when it changed. With `caller`, also only if the mock is the caller's and
 * the caller's account is still valid (for a row that was not read in this request). The clock
 * alone is a prepared statement.
 */
export async function saveOwnMockClock(
  db: Executor,
  row: MockClockRow,
  values: ClockValues,
  options: { ended?: { status: 'FINISH'; finishedAt: Date }; caller?: Caller } = {},
): Promise<MockClockRow | undefined> {
  const { ended, caller } = options;
  const clock = { ...values, mockId: row.id, readAt: row.remainTimeAt.toISOString() };
  const [saved] = ended
    ? await db
        .update(mockTests)
        .set({ ...values, ...ended })
        .where(isClockUnchanged(row))
        .returning(clockColumns)
    : caller
      ? await clockWrites(db).checked.execute({
          ...clock,
          userId: caller.id,
          tokenVersion: caller.tokenVersion,
        })
      : await clockWrites(db).clock.execute(clock);
  if (!saved) return undefined;
  const fresh = { ...saved, plan: row.plan };
  rememberRow(fresh);
  return fresh;
}
