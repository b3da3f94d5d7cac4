import { and, avg, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { surveys, users } from '../../db/schema/index.js';

/** Stores one survey answer and returns its id. */
export async function insertSurvey(db: Executor, survey: typeof surveys.$inferInsert): Promise<string> {
  const [row] = await db.insert(surveys).values(survey).returning({ id: surveys.id });
  return row?.id ?? '';
}

/** What survey answers an admin asks for: stars, a part of the page's path, words of the comment. */
export interface SurveyFilters {
  rating?: number | undefined;
  path?: string | undefined;
  q?: string | undefined;
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function whereOf(filters: SurveyFilters): SQL | undefined {
  return and(
    filters.rating === undefined ? undefined : eq(surveys.rating, filters.rating),
    filters.path ? ilike(surveys.page, likeText(filters.path)) : undefined,
    filters.q ? ilike(surveys.feedback, likeText(filters.q)) : undefined,
  );
}

/** A page of survey answers with who gave them, newest first, and how many match. */
export async function findSurveyPage(db: Executor, filters: SurveyFilters, page: number, size: number) {
  const where = whereOf(filters);
  const rows = await db
    .select({ survey: surveys, email: users.email, fullName: users.fullName })
    .from(surveys)
    .innerJoin(users, eq(users.id, surveys.userId))
    .where(where)
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
    .limit(size)
    .offset(page * size);
  const [total] = await db.select({ value: count() }).from(surveys).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** How many answers match and their average stars, overall and per page (most answered first). */
export async function summarizeSurveys(db: Executor, filters: SurveyFilters) {
  const where = whereOf(filters);
  const [overall] = await db
    .select({ count: count(), average: avg(surveys.rating) })
    .from(surveys)
    .where(where);
  const byPage = await db
    .select({ page: surveys.page, count: count(), average: avg(surveys.rating) })
    .from(surveys)
    .where(where)
    .groupBy(surveys.page)
    .orderBy(desc(count()), sql`${surveys.page} asc nulls last`)
    .limit(50);
  return { overall, byPage };
}
