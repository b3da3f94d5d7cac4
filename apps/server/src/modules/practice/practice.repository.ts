import { and, count, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { AnswerStatus } from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import { practiceAnswers, practiceExams } from '../../db/schema/index.js';

export type PracticeExamRow = typeof practiceExams.$inferSelect;
export type PracticeAnswerRow = typeof practiceAnswers.$inferSelect;

export async function insertPracticeExam(db: Executor, values: typeof practiceExams.$inferInsert) {
  const [row] = await db.insert(practiceExams).values(values).returning();
  if (!row) throw new Error('practice exam insert returned no row');
  return row;
}

/** The user's own practice session, or undefined (another user's is simply not found). */
export async function findOwnExam(db: Executor, userId: string, examId: string) {
  const [row] = await db
    .select()
    .from(practiceExams)
    .where(and(eq(practiceExams.id, examId), eq(practiceExams.userId, userId)));
  return row;
}

export async function findAnswers(db: Executor, examId: string) {
  return db
    .select()
    .from(practiceAnswers)
    .where(eq(practiceAnswers.examId, examId))
    .orderBy(practiceAnswers.answeredAt);
}

/** Stores an answer; answering the same question again replaces the earlier answer. */
export async function upsertAnswer(db: Executor, values: typeof practiceAnswers.$inferInsert) {
  const [row] = await db
    .insert(practiceAnswers)
    .values(values)
    .onConflictDoUpdate({
      target: [practiceAnswers.examId, practiceAnswers.questionId],
      set: {
        response: values.response,
        status: values.status,
        score: values.score ?? null,
        max: values.max ?? null,
        evidence: values.evidence ?? [],
        answeredAt: values.answeredAt ?? new Date(),
      },
    })
    .returning();
  if (!row) throw new Error('answer upsert returned no row');
  return row;
}

/** Moves the session's position forward (never backward) while it is in progress. */
export async function advanceExam(db: Executor, examId: string, position: number, now: Date) {
  await db
    .update(practiceExams)
    .set({ currentQuestion: sql`greatest(${practiceExams.currentQuestion}, ${position})`, updatedAt: now })
    .where(and(eq(practiceExams.id, examId), eq(practiceExams.status, 'INPROGRESS')));
}

/** INPROGRESS -> FINISH as one conditional update; undefined when it was not in progress. */
export async function finishExam(db: Executor, userId: string, examId: string, now: Date) {
  const [row] = await db
    .update(practiceExams)
    .set({ status: 'FINISH', finishedAt: now, updatedAt: now })
    .where(
      and(
        eq(practiceExams.id, examId),
        eq(practiceExams.userId, userId),
        eq(practiceExams.status, 'INPROGRESS'),
      ),
    )
    .returning();
  return row;
}

/** Starts the session over: answers removed, back to the first question, in progress. */
export async function resetExam(db: Executor, userId: string, examId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(practiceExams)
      .set({ status: 'INPROGRESS', currentQuestion: 0, finishedAt: null, updatedAt: now })
      .where(and(eq(practiceExams.id, examId), eq(practiceExams.userId, userId)))
      .returning();
    if (row) await tx.delete(practiceAnswers).where(eq(practiceAnswers.examId, examId));
    return row;
  });
}

/**
 * Deletes one's own session with its answers unless one of them is being scored right now
 * (a scoring job holds a spent credit for it). Returns what happened.
 */
export async function deleteExam(db: Executor, userId: string, examId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: practiceExams.id })
      .from(practiceExams)
      .where(and(eq(practiceExams.id, examId), eq(practiceExams.userId, userId)))
      .for('update');
    if (!row) return 'not-found' as const;
    const [scoring] = await tx
      .select({ id: practiceAnswers.id })
      .from(practiceAnswers)
      .where(and(eq(practiceAnswers.examId, examId), eq(practiceAnswers.status, 'SCORING')))
      .limit(1);
    if (scoring) return 'scoring' as const;
    await tx.delete(practiceExams).where(eq(practiceExams.id, examId));
    return 'deleted' as const;
  });
}

/** A page of the user's sessions that have an answer, newest first, and their total. */
export async function findExamPage(db: Executor, userId: string, page: number, size: number) {
  // A session without an answer (a "Practice" click left at once) is no history: not listed.
  const listed = and(
    eq(practiceExams.userId, userId),
    exists(
      db
        .select({ one: sql`1` })
        .from(practiceAnswers)
        .where(eq(practiceAnswers.examId, practiceExams.id)),
    ),
  );
  const rows = await db
    .select()
    .from(practiceExams)
    .where(listed)
    .orderBy(desc(practiceExams.startedAt))
    .limit(size)
    .offset(page * size);
  const [total] = await db.select({ value: count() }).from(practiceExams).where(listed);
  return { rows, total: total?.value ?? 0 };
}

/** One practice answer by id (the scoring job's input). */
export async function findAnswer(db: Executor, answerId: string) {
  const [answer] = await db.select().from(practiceAnswers).where(eq(practiceAnswers.id, answerId));
  return answer;
}

/**
 * Moves a session's answers in one of `from` statuses to SCORING, as one conditional update, and
 * returns their ids: concurrent requests claim each answer once.
 */
export async function claimAnswersForScoring(db: Executor, examId: string, from: AnswerStatus[]) {
  return db
    .update(practiceAnswers)
    .set({ status: 'SCORING' })
    .where(and(eq(practiceAnswers.examId, examId), inArray(practiceAnswers.status, from)))
    .returning({ id: practiceAnswers.id });
}

const inScoring = (answerId: string) =>
  and(eq(practiceAnswers.id, answerId), eq(practiceAnswers.status, 'SCORING'));

/** Stores a scoring result on an answer still in SCORING (a retried job writes nothing twice). */
export async function saveAnswerScore(
  db: Executor,
  answerId: string,
  columns: Partial<typeof practiceAnswers.$inferInsert>,
): Promise<boolean> {
  const saved = await db
    .update(practiceAnswers)
    .set(columns)
    .where(inScoring(answerId))
    .returning({ id: practiceAnswers.id });
  return saved.length > 0;
}

/** SCORING -> SCORING_FAILED; true when this call moved it (so its credit is refunded once). */
export async function failAnswerScoring(db: Executor, answerId: string): Promise<boolean> {
  const failed = await db
    .update(practiceAnswers)
    .set({ status: 'SCORING_FAILED' })
    .where(inScoring(answerId))
    .returning({ id: practiceAnswers.id });
  return failed.length > 0;
}

/** Every practice answer left in SCORING (restart recovery). */
export async function findAnswersInScoring(db: Executor) {
  return db
    .select({ id: practiceAnswers.id, userId: practiceAnswers.userId })
    .from(practiceAnswers)
    .where(eq(practiceAnswers.status, 'SCORING'));
}
