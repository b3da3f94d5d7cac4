import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  learnerGoals,
  mockAnswers,
  mockTests,
  practiceAnswers,
  practiceSessions,
} from '../../db/schema/index.js';

/**
 * One's own answers, practice and mocks alike (one column list, so one query reads both tables).
 * `scored`: marked or AI-scored with points possible, the items progress counts.
 */
const ownAnswers = (userId: string, since: Date) => sql`(
  select ${practiceAnswers.questionId} as question_id, ${practiceAnswers.status} as status,
    ${practiceAnswers.score} as score, ${practiceAnswers.max} as max, ${practiceAnswers.traits} as traits,
    ${practiceAnswers.answeredAt} as answered_at
  from ${practiceAnswers}
  where ${practiceAnswers.userId} = ${userId} and ${practiceAnswers.answeredAt} >= ${since}
  union all
  select ${mockAnswers.questionId}, ${mockAnswers.status}, ${mockAnswers.score}, ${mockAnswers.max},
    ${mockAnswers.traits}, ${mockAnswers.answeredAt}
  from ${mockAnswers}
  where ${mockAnswers.userId} = ${userId} and ${mockAnswers.answeredAt} >= ${since}
) as own`;

const scored = sql`own.status in ('MARKED', 'SCORED') and own.max > 0 and own.score is not null`;
const localDay = (timeZone: string) => sql`to_char(own.answered_at at time zone ${timeZone}, 'YYYY-MM-DD')`;
const share = sql`least(greatest(own.score / own.max, 0), 1)`;

export interface DayTypeRow {
  day: string;
  type: string;
  items: number;
  share: number;
  shareSquares: number;
}

/** Scored items since `since`, summed per local day and question type (oldest day first). */
export async function sumScoredByDayAndType(db: Executor, userId: string, since: Date, timeZone: string) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${localDay(timeZone)} as day, q.type as type, count(*) as items,
          sum(${share}) as share, sum(${share} * ${share}) as share_squares
        from ${ownAnswers(userId, since)} join questions q on q.id = own.question_id
        where ${scored}
        group by 1, 2 order by 1, 2`,
  );
  return rows.map((row): DayTypeRow => ({
    day: String(row.day),
    type: String(row.type),
    items: Number(row.items),
    share: Number(row.share),
    shareSquares: Number(row.share_squares),
  }));
}

/** The scorer's traits of scored items since `since`, summed per trait name. */
export async function sumTraits(db: Executor, userId: string, since: Date) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select trait.key as name, sum((trait.value ->> 'score')::float8) as score,
          sum((trait.value ->> 'max')::float8) as max
        from ${ownAnswers(userId, since)}
        cross join lateral jsonb_each(case when jsonb_typeof(own.traits) = 'object' then own.traits else '{}'::jsonb end) as trait
        where ${scored} and jsonb_typeof(trait.value) = 'object'
        group by trait.key`,
  );
  return rows
    .map((row) => ({ name: String(row.name), score: Number(row.score), max: Number(row.max) }))
    .filter((row) => Number.isFinite(row.score) && Number.isFinite(row.max));
}

/** How many answers (of any status) each local day since `since` has, latest day first. */
export async function countAnswersByDay(db: Executor, userId: string, since: Date, timeZone: string) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${localDay(timeZone)} as day, count(*) as answers
        from ${ownAnswers(userId, since)} group by 1 order by 1 desc`,
  );
  return rows.map((row) => ({ day: String(row.day), answers: Number(row.answers) }));
}

/** The user's last finished mock test (its result may still be scoring). */
export async function findLatestFinishedMock(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: mockTests.id,
      name: mockTests.name,
      kind: mockTests.kind,
      status: mockTests.status,
      overallScore: mockTests.overallScore,
      finishedAt: mockTests.finishedAt,
    })
    .from(mockTests)
    .where(and(eq(mockTests.userId, userId), isNotNull(mockTests.finishedAt)))
    .orderBy(desc(mockTests.finishedAt))
    .limit(1);
  return row;
}

/** The user's last open practice session, with how many of its questions have an answer. */
export async function findOpenPractice(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: practiceSessions.id,
      label: practiceSessions.questionType,
      total: sql<number>`cardinality(${practiceSessions.questionIds})`.mapWith(Number),
      answered:
        sql<number>`(select count(*) from ${practiceAnswers} where ${practiceAnswers.sessionId} = ${practiceSessions.id})`.mapWith(
          Number,
        ),
      updatedAt: practiceSessions.updatedAt,
    })
    .from(practiceSessions)
    .where(and(eq(practiceSessions.userId, userId), eq(practiceSessions.status, 'INPROGRESS')))
    .orderBy(desc(practiceSessions.updatedAt))
    .limit(1);
  return row;
}

/** The user's last open mock test, with how many of its questions have an answer. */
export async function findOpenMock(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: mockTests.id,
      label: mockTests.name,
      // Counted as the player numbers them: a THPT paper's 50 questions, a passage one per
      // sub-question (its `answers`, one letter or null each), not the paper's items.
      total:
        sql<number>`coalesce(${mockTests.totalQuestions}, cardinality(${mockTests.questionIds}))`.mapWith(
          Number,
        ),
      answered:
        sql<number>`(select coalesce(sum(case when jsonb_typeof(${mockAnswers.response} -> 'answers') = 'array'
          then (select count(*) from jsonb_array_elements(${mockAnswers.response} -> 'answers') as sub(answer)
                where sub.answer not in ('null'::jsonb, '""'::jsonb))
          else 1 end), 0)
        from ${mockAnswers} where ${mockAnswers.mockId} = ${mockTests.id})`.mapWith(Number),
      updatedAt: mockTests.updatedAt,
    })
    .from(mockTests)
    .where(and(eq(mockTests.userId, userId), eq(mockTests.status, 'INPROGRESS')))
    .orderBy(desc(mockTests.updatedAt))
    .limit(1);
  return row;
}

export async function findWeeklyGoal(db: Executor, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ value: learnerGoals.weeklyQuestions })
    .from(learnerGoals)
    .where(eq(learnerGoals.userId, userId));
  return row?.value ?? null;
}

/** Sets (or, with null, removes) the user's weekly goal. */
export async function saveWeeklyGoal(db: Executor, userId: string, target: number | null, now: Date) {
  if (target === null) {
    await db.delete(learnerGoals).where(eq(learnerGoals.userId, userId));
    return;
  }
  await db
    .insert(learnerGoals)
    .values({ userId, weeklyQuestions: target, updatedAt: now })
    .onConflictDoUpdate({ target: learnerGoals.userId, set: { weeklyQuestions: target, updatedAt: now } });
}
