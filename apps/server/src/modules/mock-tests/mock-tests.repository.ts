import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MockStatus } from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import { preparedPer, prepareSql } from '../../db/prepared.js';
import { itemRatings, learnerRatings, mockAnswers, mockTests, questions } from '../../db/schema/index.js';
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

/** A learner's scored mocks of one kind (PTE or THPT) other than `exceptId`, oldest first (the report's comparison). */
export async function findScoredMocks(db: Executor, userId: string, kind: string, exceptId: string) {
  return db
    .select()
    .from(mockTests)
    .where(
      and(
        eq(mockTests.userId, userId),
        eq(mockTests.kind, kind),
        eq(mockTests.status, 'DONE'),
        sql`${mockTests.id} <> ${exceptId}`,
      ),
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

/** One answer as {@link saveMockAnswerIfOpen} stores it, with the mock's state it was checked against. */
export interface OpenMockAnswer {
  mockId: string;
  userId: string;
  /** The section the answer was checked against: the mock must still be in it. */
  section: number;
  questionId: number;
  response: Record<string, unknown>;
  status: string;
  score: number | null;
  max: number | null;
  evidence: Record<string, unknown>[];
  audioDuration: number | null;
  answeredAt: Date;
}

/** The learner's and the item's ratings after an objective answer, written with it. */
export interface NewRatings {
  learner: number;
  item: number;
}

const p = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
const column = (name: string) => sql.identifier(name);

/** A rating's upsert as a `with` clause, written only when `guard` holds the mock. */
function ratingUpsert(
  name: string,
  table: typeof learnerRatings | typeof itemRatings,
  key: AnyPgColumn,
  keyValue: SQL,
  ratingPlaceholder: string,
): SQL {
  const [rating, answers] = [column(table.rating.name), column(table.answers.name)];
  return sql`${sql.raw(name)} as (insert into ${table} (${column(key.name)}, ${rating}, ${answers})
    select ${keyValue}, ${p(ratingPlaceholder, 'real')}, 1 from guard
    on conflict (${column(key.name)}) do update set ${rating} = excluded.${rating}, ${answers} = ${table.answers} + 1)`;
}

/**
 * The guarded answer statement: `guard` locks the mock row while it is still in progress in the
 * section the answer was checked against (a progress or finish waits, or, having committed first,
 * leaves `guard` empty); every write reads `guard`, so nothing is written when it is empty.
 */
function guardedAnswerSql(withRatings: boolean) {
  const guard = sql`with guard as (select ${mockTests.id} from ${mockTests}
    where ${mockTests.id} = ${p('mockId', 'uuid')} and ${mockTests.userId} = ${p('userId', 'uuid')}
    and ${mockTests.status} = 'INPROGRESS' and ${mockTests.currentSection} = ${p('section', 'integer')}
    for update)`;
  const ratings = withRatings
    ? sql`, ${ratingUpsert('learner_rating', learnerRatings, learnerRatings.userId, p('userId', 'uuid'), 'learnerRating')},
      ${ratingUpsert('item_rating', itemRatings, itemRatings.questionId, p('questionId', 'integer'), 'itemRating')}`
    : sql``;
  // What a second answer replaces; the key columns come first in the insert.
  const replaced = [
    mockAnswers.response,
    mockAnswers.status,
    mockAnswers.score,
    mockAnswers.max,
    mockAnswers.evidence,
    mockAnswers.audioDuration,
    mockAnswers.answeredAt,
  ].map((target) => column(target.name));
  // A changed answer's earlier score is gone with it (it is scored again as a new answer).
  const cleared = [
    mockAnswers.traits,
    mockAnswers.scorerVersion,
    mockAnswers.scoredAt,
    mockAnswers.speech,
    mockAnswers.aiFeedback,
  ].map((target) => sql`${column(target.name)} = null`);
  const written = [
    ...replaced.map((name) => sql`${name} = excluded.${name}`),
    ...cleared,
    sql`${column(mockAnswers.flags.name)} = '{}'`,
  ];
  const columns = [mockAnswers.mockId, mockAnswers.questionId, mockAnswers.userId]
    .map((target) => column(target.name))
    .concat(replaced);
  return sql`${guard}${ratings} insert into ${mockAnswers} (${sql.join(columns, sql`, `)})
    select guard.id, ${p('questionId', 'integer')}, ${p('userId', 'uuid')}, ${p('response', 'text')}::jsonb,
      ${p('status', 'text')}, ${p('score', 'real')}, ${p('max', 'real')}, ${p('evidence', 'text')}::jsonb,
      ${p('audioDuration', 'real')}, ${p('answeredAt', 'timestamptz')} from guard
    on conflict (${column(mockAnswers.mockId.name)}, ${column(mockAnswers.questionId.name)})
    do update set ${sql.join(written, sql`, `)}
    returning 1 as written`;
}

const answerWrites = preparedPer((db) => ({
  plain: prepareSql(db, 'mock_answer_write', guardedAnswerSql(false)),
  withRatings: prepareSql(db, 'mock_answer_write_rated', guardedAnswerSql(true)),
}));

/**
 * Saves one's answer to an item of a mock (a second answer replaces the first), with the new
 * ratings of an objective answer, in one statement (no transaction around it), and only if the
 * mock is still in progress in the section the answer was checked against, the mock row locked
 * meanwhile. False when it was not (the clock moved on or the mock ended since it was read:
 * nothing written). A prepared statement.
 */
export async function saveMockAnswerIfOpen(
  db: Executor,
  answer: OpenMockAnswer,
  ratings?: NewRatings,
): Promise<boolean> {
  const values = {
    mockId: answer.mockId,
    userId: answer.userId,
    section: answer.section,
    questionId: answer.questionId,
    response: JSON.stringify(answer.response),
    status: answer.status,
    score: answer.score,
    max: answer.max,
    evidence: JSON.stringify(answer.evidence),
    audioDuration: answer.audioDuration,
    answeredAt: answer.answeredAt.toISOString(),
  };
  const statements = answerWrites(db);
  const result = ratings
    ? await statements.withRatings.execute({
        ...values,
        learnerRating: ratings.learner,
        itemRating: ratings.item,
      })
    : await statements.plain.execute(values);
  return result.rows.length > 0;
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

/**
 * Stores the score of an answer scored ahead of Finish, only if it is still the answer that was
 * scored (same time of answering, still waiting for scoring): a changed answer is never given
 * the score of the one it replaced. True when stored.
 */
export async function storePrescoredMockAnswer(
  db: Executor,
  key: { mockId: string; questionId: number; answeredAt: Date },
  columns: Partial<typeof mockAnswers.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(mockAnswers)
    .set(columns)
    .where(
      and(
        eq(mockAnswers.mockId, key.mockId),
        eq(mockAnswers.questionId, key.questionId),
        eq(mockAnswers.answeredAt, key.answeredAt),
        eq(mockAnswers.status, 'WAITING_AI'),
      ),
    )
    .returning({ questionId: mockAnswers.questionId });
  return rows.length > 0;
}
