import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { freeQuestionsPerType, type QuestionPageQuery } from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import { bookmarks, contentVersion, questions, questionTracking } from '../../db/schema/index.js';

export type NewQuestionRow = typeof questions.$inferInsert;

/**
 * The free part of the bank as a condition on `questions`: the questions of the fixed sample
 * papers, and the first {@link freeQuestionsPerType} active questions of each type by id.
 */
function isFreeQuestion(): SQL {
  return sql`(${questions.examId} is not null or ${questions.id} in (
    select ranked.id from (
      select id, row_number() over (partition by type order by id) as position
      from questions where activated
    ) ranked where ranked.position <= ${freeQuestionsPerType}))`;
}

const sortColumns = { id: questions.id, level: questions.level, createdDate: questions.createdAt } as const;

/**
 * One page of active questions of a type (optionally only repeated ones) and the total, the same
 * for every learner (the page cache adds bookmarks): one round trip (window count).
 */
export async function findQuestionRows(
  db: Executor,
  query: QuestionPageQuery,
  onlyRepeated: boolean,
  onlyFree: boolean,
) {
  const [field, direction] = query.sort.split(',') as [keyof typeof sortColumns, 'asc' | 'desc'];
  const where = and(
    eq(questions.type, query.type),
    eq(questions.activated, true),
    onlyRepeated ? eq(questions.repeated, true) : undefined,
    onlyFree ? isFreeQuestion() : undefined,
  );
  const order = direction === 'desc' ? desc(sortColumns[field]) : asc(sortColumns[field]);
  const rows = await db
    .select({ question: questions, total: sql<number>`(count(*) over ())::int` })
    .from(questions)
    .where(where)
    .orderBy(order, asc(questions.id))
    .limit(query.size)
    .offset(query.page * query.size);
  if (rows.length > 0 || query.page === 0)
    return { rows: rows.map((row) => row.question), total: rows[0]?.total ?? 0 };
  const [total] = await db.select({ value: count() }).from(questions).where(where);
  return { rows: [], total: total?.value ?? 0 };
}

/** The bank's content version, bumped by a trigger on every change to `questions`. */
export async function findContentVersion(db: Executor): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion);
  return row?.version ?? 0;
}

/** How many active questions of a type there are (optionally only repeated ones), unrestricted. */
export async function countQuestionsOfType(db: Executor, type: string, onlyRepeated: boolean) {
  const [row] = await db
    .select({ value: count() })
    .from(questions)
    .where(
      and(
        eq(questions.type, type),
        eq(questions.activated, true),
        onlyRepeated ? eq(questions.repeated, true) : undefined,
      ),
    );
  return row?.value ?? 0;
}

export async function findQuestion(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), eq(questions.activated, true)));
  return row;
}

/** Ids among `questionIds` (or of all questions) that the user bookmarked. */
export async function findBookmarkedIds(
  db: Executor,
  userId: string,
  questionIds?: number[],
): Promise<Set<number>> {
  if (questionIds?.length === 0) return new Set();
  const rows = await db
    .select({ questionId: bookmarks.questionId })
    .from(bookmarks)
    .where(
      and(eq(bookmarks.userId, userId), questionIds ? inArray(bookmarks.questionId, questionIds) : undefined),
    );
  return new Set(rows.map((row) => row.questionId));
}

export async function findBookmarkedQuestions(db: Executor, userId: string) {
  return db
    .select({ question: questions })
    .from(bookmarks)
    .innerJoin(questions, eq(questions.id, bookmarks.questionId))
    .where(eq(bookmarks.userId, userId))
    .orderBy(desc(bookmarks.createdAt));
}

export async function insertBookmark(db: Executor, userId: string, questionId: number) {
  await db.insert(bookmarks).values({ userId, questionId }).onConflictDoNothing();
}

export async function deleteBookmark(db: Executor, userId: string, questionId: number) {
  await db.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.questionId, questionId)));
}

/** Active question ids per type, in id order. */
export async function findActiveIdsByType(db: Executor) {
  return db
    .select({ type: questions.type, ids: sql<number[]>`array_agg(${questions.id} order by ${questions.id})` })
    .from(questions)
    .where(eq(questions.activated, true))
    .groupBy(questions.type);
}

/** Question ids the user has answered, per type, in a group. */
export async function findTestedIdsByType(db: Executor, userId: string, examGroup: string) {
  return db
    .select({
      type: questionTracking.questionType,
      ids: sql<number[]>`array_agg(${questionTracking.questionId})`,
    })
    .from(questionTracking)
    .where(and(eq(questionTracking.userId, userId), eq(questionTracking.examGroup, examGroup)))
    .groupBy(questionTracking.questionType);
}

/** Records that the user answered a question (count and time of the last attempt). */
export async function trackQuestion(
  db: Executor,
  entry: { userId: string; questionId: number; examGroup: string; questionType: string },
  now: Date,
) {
  await db
    .insert(questionTracking)
    .values({ ...entry, lastTestedAt: now })
    .onConflictDoUpdate({
      target: [questionTracking.userId, questionTracking.questionId, questionTracking.examGroup],
      set: { testedCount: sql`${questionTracking.testedCount} + 1`, lastTestedAt: now },
    });
}

/** Forgets the user's progress on a type in a group. Returns how many questions were cleared. */
export async function clearTracking(db: Executor, userId: string, examGroup: string, questionType: string) {
  const rows = await db
    .delete(questionTracking)
    .where(
      and(
        eq(questionTracking.userId, userId),
        eq(questionTracking.examGroup, examGroup),
        eq(questionTracking.questionType, questionType),
      ),
    )
    .returning({ questionId: questionTracking.questionId });
  return rows.length;
}

/** The active questions of one exam, in display order (orderDisplay, then id). */
export async function findExamQuestions(db: Executor, examId: number) {
  return db
    .select()
    .from(questions)
    .where(and(eq(questions.examId, examId), eq(questions.activated, true)))
    .orderBy(sql`${questions.orderDisplay} asc nulls last`, asc(questions.id));
}

/** Each exam id with its number of active questions. */
export async function countExamQuestions(db: Executor) {
  return db
    .select({ examId: questions.examId, total: count() })
    .from(questions)
    .where(and(sql`${questions.examId} is not null`, eq(questions.activated, true)))
    .groupBy(questions.examId)
    .orderBy(asc(questions.examId));
}

/** Of `ids`, those in the free part of the bank. */
export async function findFreeIdsAmong(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(inArray(questions.id, ids), isFreeQuestion()));
  return rows.map((row) => row.id);
}

/** Of `ids`, those of active questions. */
export async function findActiveIdsAmong(db: Executor, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(inArray(questions.id, ids), eq(questions.activated, true)));
  return rows.map((row) => row.id);
}

/** The questions of these ids, active or not (a session or mock keeps the questions it was given). */
export async function findQuestionsByIds(db: Executor, ids: number[]) {
  return db.select().from(questions).where(inArray(questions.id, ids));
}

/** Every question, by id (the content export). */
export async function findAllQuestions(db: Executor) {
  return db.select().from(questions).orderBy(asc(questions.id));
}

/**
 * Inserts the rows, or replaces every column but the key and creation time of those whose id
 * exists (an import replaces the content).
 */
export async function upsertQuestions(db: Executor, rows: NewQuestionRow[]): Promise<void> {
  await db
    .insert(questions)
    .values(rows)
    .onConflictDoUpdate({ target: questions.id, set: excludedColumns() });
}

/** `excluded.<column>` for every column but the key and creation time. */
function excludedColumns() {
  const columns = Object.entries(getTableColumns(questions)).filter(
    ([key]) => key !== 'id' && key !== 'createdAt',
  );
  return Object.fromEntries(columns.map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]));
}
