import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { questions, teacherReviews, users } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';

/** One answer given in an attempt at an assignment (practice or mock), with its question. */
export interface ClassAnswerRow {
  kind: 'practice' | 'mock';
  attemptId: string;
  userId: string;
  questionId: number;
  type: string;
  status: string;
  score: number | null;
  max: number | null;
  response: Record<string, unknown>;
  preview: string;
}

// A mock's open answer scored ahead of Finish (mock-prescore.ts) reads as waiting until the mock
// is scored (DONE), for its teachers as for the learner: nothing is signed before it counts.
const answersOf = (assignmentId: string, onlyTypes: readonly string[] | null): SQL => {
  const typeFilter = onlyTypes
    ? sql`and q.type in (${sql.join(
        onlyTypes.map((type) => sql`${type}`),
        sql`, `,
      )})`
    : sql``;
  return sql`(
    select 'practice' as kind, pa.session_id as attempt_id, pa.user_id, pa.question_id, q.type, pa.status,
      pa.score, pa.max, pa.response, left(coalesce(q.text, q.description, ''), 160) as preview, pa.answered_at
    from practice_answers pa
    join practice_sessions pe on pe.id = pa.session_id
    join questions q on q.id = pa.question_id
    where pe.assignment_id = ${assignmentId} ${typeFilter}
    union all
    select 'mock', ma.mock_id, ma.user_id, ma.question_id, q.type, case when mt.status <> 'DONE' and ma.status in ('SCORED', 'SCORING_FAILED') then 'WAITING_AI' else ma.status end,
      ma.score, ma.max, ma.response, left(coalesce(q.text, q.description, ''), 160), ma.answered_at
    from mock_answers ma
    join mock_tests mt on mt.id = ma.mock_id
    join questions q on q.id = ma.question_id
    where mt.assignment_id = ${assignmentId} and mt.status <> 'CANCELLED' ${typeFilter}
  ) as answers`;
};

type RawAnswer = {
  kind: 'practice' | 'mock';
  attempt_id: string;
  user_id: string;
  question_id: number;
  type: string;
  status: string;
  score: number | string | null;
  max: number | string | null;
  response: Record<string, unknown> | string;
  preview: string;
};

function toAnswer(row: RawAnswer): ClassAnswerRow {
  return {
    kind: row.kind,
    attemptId: row.attempt_id,
    userId: row.user_id,
    questionId: Number(row.question_id),
    type: row.type,
    status: row.status,
    score: row.score === null ? null : Number(row.score),
    max: row.max === null ? null : Number(row.max),
    response:
      typeof row.response === 'string' ? (JSON.parse(row.response) as Record<string, unknown>) : row.response,
    preview: row.preview,
  };
}

/** Every answer given in the assignment's attempts (for its item analysis). */
export async function findAssignmentAnswers(db: Executor, assignmentId: string): Promise<ClassAnswerRow[]> {
  const rows = await rowsOf<RawAnswer>(db, sql`select * from ${answersOf(assignmentId, null)}`);
  return rows.map(toAnswer);
}

/** A page of the assignment's open answers (the types given), by learner then question, with the learner's name. */
export async function findOpenAnswerPage(
  db: Executor,
  assignmentId: string,
  openTypes: readonly string[],
  page: number,
  size: number,
) {
  const rows = await rowsOf<RawAnswer & { full_name: string }>(
    db,
    sql`select answers.*, u.full_name from ${answersOf(assignmentId, openTypes)}
        join users u on u.id = answers.user_id
        order by u.full_name, answers.user_id, answers.answered_at, answers.question_id
        limit ${size} offset ${page * size}`,
  );
  const [total] = await rowsOf<{ total: number | string }>(
    db,
    sql`select count(*) as total from ${answersOf(assignmentId, openTypes)}`,
  );
  return {
    rows: rows.map((row) => ({ ...toAnswer(row), fullName: row.full_name })),
    total: Number(total?.total ?? 0),
  };
}

/** Teachers' reviews of some attempts' answers, keyed `kind:attemptId:questionId`. */
export async function findReviews(db: Executor, attemptIds: string[]) {
  if (attemptIds.length === 0) return new Map<string, ReviewRow>();
  const rows = await db
    .select({ review: teacherReviews, teacherName: users.fullName })
    .from(teacherReviews)
    .leftJoin(users, eq(users.id, teacherReviews.teacherId))
    .where(inArray(teacherReviews.attemptId, attemptIds));
  return new Map(
    rows.map((row) => [
      `${row.review.attemptKind}:${row.review.attemptId}:${row.review.questionId}`,
      { ...row.review, teacherName: row.teacherName ?? '' },
    ]),
  );
}
export type ReviewRow = typeof teacherReviews.$inferSelect & { teacherName: string };

/** Writes (or replaces) a teacher's review of an answer. */
export async function upsertReview(db: Executor, values: typeof teacherReviews.$inferInsert) {
  const [row] = await db
    .insert(teacherReviews)
    .values(values)
    .onConflictDoUpdate({
      target: [teacherReviews.attemptKind, teacherReviews.attemptId, teacherReviews.questionId],
      set: {
        teacherId: values.teacherId,
        traits: values.traits,
        score: values.score,
        max: values.max,
        aiScore: values.aiScore,
        aiMax: values.aiMax,
        comment: values.comment,
        updatedAt: values.updatedAt,
      },
    })
    .returning();
  return row;
}

/** The AI's and the teacher's totals of every answer a class's teachers signed (agreement). */
export async function findClassReviewPairs(db: Executor, classId: string) {
  return db
    .select({
      score: teacherReviews.score,
      max: teacherReviews.max,
      aiScore: teacherReviews.aiScore,
      aiMax: teacherReviews.aiMax,
    })
    .from(teacherReviews)
    .where(eq(teacherReviews.classId, classId));
}

/** A page of the active question bank as a teacher browses it. */
export async function findQuestionPage(
  db: Executor,
  filter: { types: readonly string[] | null; q?: string | undefined; page: number; size: number },
) {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = and(
    eq(questions.activated, true),
    filter.types ? inArray(questions.type, [...filter.types]) : undefined,
    pattern ? or(ilike(questions.text, pattern), ilike(questions.description, pattern)) : undefined,
  );
  const rows = await db
    .select({
      id: questions.id,
      type: questions.type,
      level: questions.level,
      topic: questions.topic,
      text: questions.text,
      description: questions.description,
    })
    .from(questions)
    .where(where)
    .orderBy(asc(questions.type), asc(questions.id))
    .limit(filter.size)
    .offset(filter.page * filter.size);
  const [total] = await db.select({ value: count() }).from(questions).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** One answer of an attempt with its attempt's owner and assignment, and its question's type and prompt. */
export async function findAttemptAnswer(
  db: Executor,
  kind: 'practice' | 'mock',
  attemptId: string,
  questionId: number,
) {
  const rows = await rowsOf<{
    assignment_id: string | null;
    user_id: string;
    full_name: string;
    status: string;
    score: number | string | null;
    max: number | string | null;
    traits: Record<string, unknown> | string | null;
    response: Record<string, unknown> | string;
    type: string;
    prompt: string;
  }>(
    db,
    kind === 'practice'
      ? sql`select pe.assignment_id, pa.user_id, u.full_name, pa.status, pa.score, pa.max, pa.traits, pa.response,
              q.type, coalesce(q.text, q.description, '') as prompt
            from practice_answers pa join practice_sessions pe on pe.id = pa.session_id
            join questions q on q.id = pa.question_id join users u on u.id = pa.user_id
            where pa.session_id = ${attemptId} and pa.question_id = ${questionId}`
      : sql`select mt.assignment_id, ma.user_id, u.full_name, case when mt.status <> 'DONE' and ma.status in ('SCORED', 'SCORING_FAILED') then 'WAITING_AI' else ma.status end as status, ma.score, ma.max, ma.traits, ma.response,
              q.type, coalesce(q.text, q.description, '') as prompt
            from mock_answers ma join mock_tests mt on mt.id = ma.mock_id
            join questions q on q.id = ma.question_id join users u on u.id = ma.user_id
            where ma.mock_id = ${attemptId} and ma.question_id = ${questionId}`,
  );
  const row = rows[0];
  if (!row) return undefined;
  const parse = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
  return {
    assignmentId: row.assignment_id,
    userId: row.user_id,
    learnerName: row.full_name,
    status: row.status,
    score: row.score === null ? null : Number(row.score),
    max: row.max === null ? null : Number(row.max),
    traits: row.traits === null ? null : parse(row.traits),
    response: parse(row.response),
    type: row.type,
    prompt: row.prompt,
  };
}
