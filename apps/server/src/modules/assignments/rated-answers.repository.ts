import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/**
 * An open answer a class teacher signed: its response (a text, or a recording's `audioKey`), the
 * learner, the question with its text, the AI's traits and the teacher's.
 */
export interface RatedAnswerRow {
  kind: 'practice' | 'mock';
  attemptId: string;
  questionId: number;
  type: string;
  learnerId: string;
  questionText: string | null;
  questionDescription: string | null;
  response: Record<string, unknown>;
  aiTraits: Record<string, unknown> | null;
  teacherTraits: Record<string, number>;
  score: number;
  max: number;
}

/** Every answer of these task types a teacher signed (of one class, or all), oldest first. */
export async function findTeacherRatedAnswers(
  db: Executor,
  types: readonly string[],
  classId?: string,
): Promise<RatedAnswerRow[]> {
  if (types.length === 0) return [];
  const typeList = sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  );
  const classFilter = classId ? sql`and tr.class_id = ${classId}` : sql``;
  const rows = await rowsOf<{
    kind: 'practice' | 'mock';
    attempt_id: string;
    question_id: number;
    type: string;
    learner_id: string;
    question_text: string | null;
    question_description: string | null;
    response: Record<string, unknown>;
    ai_traits: Record<string, unknown> | null;
    teacher_traits: Record<string, number>;
    score: number | string;
    max: number | string;
  }>(
    db,
    sql`select tr.attempt_kind as kind, tr.attempt_id, tr.question_id, q.type, tr.learner_id,
          q.text as question_text, q.description as question_description,
          coalesce(pa.response, ma.response) as response, coalesce(pa.traits, ma.traits) as ai_traits,
          tr.traits as teacher_traits, tr.score, tr.max
        from teacher_reviews tr
        join questions q on q.id = tr.question_id
        left join practice_answers pa
          on tr.attempt_kind = 'practice' and pa.session_id = tr.attempt_id and pa.question_id = tr.question_id
        left join mock_answers ma
          on tr.attempt_kind = 'mock' and ma.mock_id = tr.attempt_id and ma.question_id = tr.question_id
        where q.type in (${typeList}) ${classFilter}
        order by tr.created_at, tr.id`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    attemptId: row.attempt_id,
    questionId: row.question_id,
    type: row.type,
    learnerId: row.learner_id,
    questionText: row.question_text,
    questionDescription: row.question_description,
    response: row.response,
    aiTraits: row.ai_traits,
    teacherTraits: row.teacher_traits,
    score: Number(row.score),
    max: Number(row.max),
  }));
}
