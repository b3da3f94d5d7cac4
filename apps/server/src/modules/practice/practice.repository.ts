import { and, count, desc, eq, exists, inArray, sql } from 'drizzle-orm';
import type { AnswerStatus } from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import { practiceAnswers, practiceSessions } from '../../db/schema/index.js';

export type PracticeSessionRow = typeof practiceSessions.$inferSelect;
export type PracticeAnswerRow = typeof practiceAnswers.$inferSelect;

export async function insertPracticeSession(db: Executor, values: typeof practiceSessions.$inferInsert) {
  const [row] = await db.insert(practiceSessions).values(values).returning();
  if (!row) throw new Error('practice exam insert returned no row');
  return row;
}

/** The user's own practice session, or undefined (another user's is simply not found). */
export async function findOwnSession(db: Executor, userId: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(practiceSessions)
    .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, userId)));
  return row;
}

export async function findAnswers(db: Executor, sessionId: string) {
  return db
    .select()
    .from(practiceAnswers)
    .where(eq(practiceAnswers.sessionId, sessionId))
    .orderBy(practiceAnswers.answeredAt);
}

/** Stores an answer; answering the same question again replaces the earlier answer. */
export async function upsertAnswer(db: Executor, values: typeof practiceAnswers.$inferInsert) {
  const [row] = await db
    .insert(practiceAnswers)
    .values(values)
    .onConflictDoUpdate({
      target: [practiceAnswers.sessionId, practiceAnswers.questionId],
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
export async function advanceSession(db: Executor, sessionId: string, position: number, now: Date) {
  await db
    .update(practiceSessions)
    .set({ currentQuestion: sql`greatest(${practiceSessions.currentQuestion}, ${position})`, updatedAt: now })
    .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.status, 'INPROGRESS')));
}

/** INPROGRESS -> FINISH as one conditional update; undefined when it was not in progress. */
export async function finishSession(db: Executor, userId: string, sessionId: string, now: Date) {
  const [row] = await db
    .update(practiceSessions)
    .set({ status: 'FINISH', finishedAt: now, updatedAt: now })
    .where(
      and(
        eq(practiceSessions.id, sessionId),
        eq(practiceSessions.userId, userId),
        eq(practiceSessions.status, 'INPROGRESS'),
      ),
    )
    .returning();
  return row;
}

/** Starts the session over: answers removed, back to the first question, in progress. */
export async function resetSession(db: Executor, userId: string, sessionId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(practiceSessions)
      .set({ status: 'INPROGRESS', currentQuestion: 0, finishedAt: null, updatedAt: now })
      .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, userId)))
      .returning();
    if (row) await tx.delete(practiceAnswers).where(eq(practiceAnswers.sessionId, sessionId));
    return row;
  });
}

/**
 * Deletes one's own session with its answers unless one of them is being scored right now
 * (a scoring job holds a spent credit for it). Returns what happened.
 */
export async function deleteSession(db: Executor, userId: string, sessionId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: practiceSessions.id })
      .from(practiceSessions)
      .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, userId)))
      .for('update');
    if (!row) return 'not-found' as const;
    const [scoring] = await tx
      .select({ id: practiceAnswers.id })
      .from(practiceAnswers)
      .where(and(eq(practiceAnswers.sessionId, sessionId), eq(practiceAnswers.status, 'SCORING')))
      .limit(1);
    if (scoring) return 'scoring' as const;
    await tx.delete(practiceSessions).where(eq(practiceSessions.id, sessionId));
    return 'deleted' as const;
  });
}

/** A page of the user's sessions that have an answer, newest first, and their total. */
export async function findExamPage(db: Executor, userId: string, page: number, size: number) {
  // A session without an answer (a "Practice" click left at once) is no history: not listed.
  const listed = and(
    eq(practiceSessions.userId, userId),
    exists(
      db
        .select({ one: sql`1` })
        .from(practiceAnswers)
        .where(eq(practiceAnswers.sessionId, practiceSessions.id)),
    ),
  );
  const rows = await db
    .select()
    .from(practiceSessions)
    .where(listed)
    .orderBy(desc(practiceSessions.startedAt))
    .limit(size)
    .offset(page * size);
  const [total] = await db.select({ value: count() }).from(practiceSessions).where(listed);
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
export async function claimAnswersForScoring(db: Executor, sessionId: string, from: AnswerStatus[]) {
  return db
    .update(practiceAnswers)
    .set({ status: 'SCORING' })
    .where(and(eq(practiceAnswers.sessionId, sessionId), inArray(practiceAnswers.status, from)))
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
