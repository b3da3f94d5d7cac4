import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import {
  examFamilyTypes,
  type AdminQuestionExportQuery,
  type AdminQuestionListQuery,
} from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import { lockNextId } from '../../db/next-id.js';
import { questions } from '../../db/schema/index.js';
import type { NewQuestionRow, QuestionRow } from '../questions/index.js';
import { containsPattern } from './admin-users.repository.js';

const questionSortColumns = {
  id: questions.id,
  type: questions.type,
  updatedDate: questions.updatedAt,
} as const;

function listCondition(query: AdminQuestionListQuery | AdminQuestionExportQuery): SQL | undefined {
  const q = query.q;
  const search = q
    ? or(
        /^\d{1,9}$/.test(q) ? eq(questions.id, Number(q)) : undefined,
        ilike(questions.text, containsPattern(q)),
        ilike(questions.description, containsPattern(q)),
        ilike(questions.topic, containsPattern(q)),
      )
    : undefined;
  return and(
    search,
    query.type ? eq(questions.type, query.type) : undefined,
    query.family ? inArray(questions.type, [...examFamilyTypes[query.family]]) : undefined,
    query.active === undefined ? undefined : eq(questions.activated, query.active),
  );
}

/** One page of questions of any state matching the filters, in the asked order, and the total. */
export async function findAdminQuestionPage(
  db: Executor,
  query: AdminQuestionListQuery,
): Promise<{ rows: QuestionRow[]; total: number }> {
  const where = listCondition(query);
  const direction = query.sort.direction === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(questions)
    .where(where)
    .orderBy(direction(questionSortColumns[query.sort.field]), direction(questions.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const [total] = await db.select({ value: count() }).from(questions).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** Every question matching the list's filters, by id (an export). */
export async function findAdminQuestionsForExport(
  db: Executor,
  query: AdminQuestionExportQuery,
): Promise<QuestionRow[]> {
  return db.select().from(questions).where(listCondition(query)).orderBy(asc(questions.id));
}

/** A question by id, active or not. */
export async function findAnyQuestion(db: Executor, id: number): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(questions).where(eq(questions.id, id));
  return row;
}

/** A question by id, active or not, its row locked until the transaction ends. */
export async function findAnyQuestionForUpdate(db: Executor, id: number): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(questions).where(eq(questions.id, id)).for('update');
  return row;
}

/** The four answers of every question of one type, as stored (for telling generated items apart). */
export async function findAnswersOfType(db: Executor, type: string): Promise<string[][]> {
  const rows = await db
    .select({ answers: questions.answers })
    .from(questions)
    .where(eq(questions.type, type));
  return rows.map(({ answers }) => ['A', 'B', 'C', 'D'].map((letter) => answers[letter] ?? ''));
}

const questionIdLock = 4_242_003;

/**
 * One more than the largest id in the bank (1 for an empty bank), under a transaction-scoped lock
 * (see {@link lockNextId}): two admins creating questions at once get different ids instead of
 * one of them a conflict. Insert the question before the transaction ends.
 */
export async function lockNextQuestionId(db: Executor): Promise<number> {
  return lockNextId(db, questions, questions.id, questionIdLock);
}

/** Inserts a question; undefined when its id is taken. */
export async function insertQuestion(db: Executor, row: NewQuestionRow): Promise<QuestionRow | undefined> {
  const [inserted] = await db.insert(questions).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Replaces every column of a question but its id and creation time. */
export async function replaceQuestion(
  db: Executor,
  id: number,
  row: NewQuestionRow,
): Promise<QuestionRow | undefined> {
  const { id: _id, createdAt: _createdAt, ...columns } = row;
  const [updated] = await db.update(questions).set(columns).where(eq(questions.id, id)).returning();
  return updated;
}

export async function setQuestionFlags(
  db: Executor,
  id: number,
  flags: { activated?: boolean; repeated?: boolean },
  now: Date,
): Promise<QuestionRow | undefined> {
  const [updated] = await db
    .update(questions)
    .set({ ...flags, updatedAt: now })
    .where(eq(questions.id, id))
    .returning();
  return updated;
}
