import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../progress/progress.repository.js';

/** A written answer a class teacher signed: its text, question, the AI's traits and the teacher's. */
export interface RatedWritingRow {
  kind: 'practice' | 'mock';
  attemptId: string;
  questionId: number;
  type: string;
  response: Record<string, unknown>;
  aiTraits: Record<string, unknown> | null;
  teacherTraits: Record<string, number>;
  score: number;
  max: number;
}

/** Every written answer a teacher signed (of one class, or all), oldest first. */
export async function findTeacherRatedWriting(
  db: Executor,
  types: readonly string[],
  classId?: string,
): Promise<RatedWritingRow[]> {
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
    response: Record<string, unknown>;
    ai_traits: Record<string, unknown> | null;
    teacher_traits: Record<string, number>;
    score: number | string;
    max: number | string;
  }>(
    db,
    sql`select tr.attempt_kind as kind, tr.attempt_id, tr.question_id, q.type,
          coalesce(pa.response, ma.response) as response, coalesce(pa.traits, ma.traits) as ai_traits,
          tr.traits as teacher_traits, tr.score, tr.max
        from teacher_reviews tr
        join questions q on q.id = tr.question_id
        left join practice_answers pa
          on tr.attempt_kind = 'practice' and pa.exam_id = tr.attempt_id and pa.question_id = tr.question_id
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
    response: row.response,
    aiTraits: row.ai_traits,
    teacherTraits: row.teacher_traits,
    score: Number(row.score),
    max: Number(row.max),
  }));
}
