import { and, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { MockStatus } from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import { withWrites } from '../../db/one-statement.js';
import { mockAnswers, mockTests, questions } from '../../db/schema/index.js';
import { mockTransitions, type MockAction } from './mock-state.js';

export type MockRow = typeof mockTests.$inferSelect;

export async function insertMock(db: Executor, values: typeof mockTests.$inferInsert) {
  const [row] = await db.insert(mockTests).values(values).returning();
  if (!row) throw new Error('mock insert returned no row');
  return row;
}

export async function findOwnMock(db: Executor, userId: string, mockId: string) {
  const [row] = await db
    .select()
    .from(mockTests)
    .where(and(eq(mockTests.id, mockId), eq(mockTests.userId, userId)));
  return row;
}

export async function findOwnMocks(db: Executor, userId: string) {
  return db.select().from(mockTests).where(eq(mockTests.userId, userId)).orderBy(desc(mockTests.createdAt));
}

/**
 * Applies a state-machine action as one conditional update; undefined when the mock was not in
 * a status the action may start from (the caller answers 409), so two tabs cannot corrupt it.
 */
export async function transitionMock(
  db: Executor,
  userId: string,
  mockId: string,
  action: MockAction,
  now: Date,
  extra: Partial<typeof mockTests.$inferInsert> = {},
) {
  const { from, to } = mockTransitions[action];
  const [row] = await db
    .update(mockTests)
    .set({ status: to, updatedAt: now, ...extra })
    .where(and(eq(mockTests.id, mockId), eq(mockTests.userId, userId), inArray(mockTests.status, [...from])))
    .returning();
  return row;
}

/**
 * Writes a mock's clock and position if nobody else did meanwhile (the row still has the
 * `remainTimeAt` it was read with and is in progress); undefined when it changed (two tabs).
 */
export async function saveMockClock(
  db: Executor,
  row: MockRow,
  values: Partial<typeof mockTests.$inferInsert>,
) {
  const [saved] = await db.update(mockTests).set(values).where(isClockUnchanged(row)).returning();
  return saved;
}

/**
 * The condition of a clock write: the mock is still in progress and has the `remainTimeAt` it
 * was read with (nobody wrote its clock meanwhile).
 */
export function isClockUnchanged(row: Pick<MockRow, 'id' | 'remainTimeAt'>) {
  return and(
    eq(mockTests.id, row.id),
    eq(mockTests.status, 'INPROGRESS'),
    eq(mockTests.remainTimeAt, row.remainTimeAt),
  );
}

/** A learner's scored mocks other than `exceptId`, oldest first (the report's comparison). */
export async function findScoredMocks(db: Executor, userId: string, exceptId: string) {
  return db
    .select()
    .from(mockTests)
    .where(
      and(eq(mockTests.userId, userId), eq(mockTests.status, 'DONE'), sql`${mockTests.id} <> ${exceptId}`),
    )
    .orderBy(mockTests.finishedAt);
}

/** Cancels the user's unscored mocks (a new mock generated before they were scored). */
export async function cancelUnscoredMocks(
  db: Executor,
  userId: string,
  now: Date,
  statuses: readonly MockStatus[],
) {
  return db
    .update(mockTests)
    .set({ status: 'CANCELLED', updatedAt: now })
    .where(and(eq(mockTests.userId, userId), inArray(mockTests.status, [...statuses])))
    .returning({ id: mockTests.id });
}

/** Active questions of the given types with when this learner last answered each. */
export async function findCandidates(db: Executor, userId: string, types: string[]) {
  return db
    .select({
      id: questions.id,
      type: questions.type,
      level: questions.level,
      topic: questions.topic,
      marks: sql<number>`coalesce(jsonb_array_length(${questions.subQuestions}), 1)`.mapWith(Number),
      lastSeen: sql<Date | string | null>`greatest(
        (select max(pa.answered_at) from practice_answers pa where pa.user_id = ${userId} and pa.question_id = "questions"."id"),
        (select max(ma.answered_at) from mock_answers ma where ma.user_id = ${userId} and ma.question_id = "questions"."id"))`,
    })
    .from(questions)
    .where(and(eq(questions.activated, true), inArray(questions.type, types)));
}

/**
 * Saves one's answer to an item (a second answer replaces the first). `alsoWrite` are statements
 * that must commit with it (an objective answer's new ratings): they run in the same statement,
 * as data-modifying WITH clauses, so the answer costs one round trip however many tables it moves.
 */
export async function upsertMockAnswer(
  db: Executor,
  values: typeof mockAnswers.$inferInsert,
  alsoWrite: SQLWrapper[] = [],
) {
  const upsert = db
    .insert(mockAnswers)
    .values(values)
    .onConflictDoUpdate({
      target: [mockAnswers.mockId, mockAnswers.questionId],
      set: {
        response: values.response,
        status: values.status,
        score: values.score ?? null,
        max: values.max ?? null,
        evidence: values.evidence ?? [],
        audioDuration: values.audioDuration ?? null,
        answeredAt: values.answeredAt ?? new Date(),
      },
    });
  if (alsoWrite.length === 0) {
    await upsert;
    return;
  }
  await db.execute(withWrites(alsoWrite, upsert));
}

export async function findMockAnswers(db: Executor, mockId: string) {
  return db.select().from(mockAnswers).where(eq(mockAnswers.mockId, mockId));
}

export async function deleteMockAnswers(db: Executor, mockId: string) {
  await db.delete(mockAnswers).where(eq(mockAnswers.mockId, mockId));
}

/** A mock by id, whoever it belongs to (jobs only: requests use {@link findOwnMock}). */
export async function findMock(db: Executor, mockId: string) {
  const [row] = await db.select().from(mockTests).where(eq(mockTests.id, mockId));
  return row;
}

/** Every mock left in SCORING (restart recovery). */
export async function findMocksInScoring(db: Executor) {
  return db.select({ id: mockTests.id }).from(mockTests).where(eq(mockTests.status, 'SCORING'));
}

/** Stores the scoring outcome of one mock answer (its columns, or SCORING_FAILED). */
export async function updateMockAnswer(
  db: Executor,
  mockId: string,
  questionId: number,
  columns: Partial<typeof mockAnswers.$inferInsert>,
): Promise<void> {
  await db
    .update(mockAnswers)
    .set(columns)
    .where(and(eq(mockAnswers.mockId, mockId), eq(mockAnswers.questionId, questionId)));
}
