import type { Executor } from '../../db/client.js';
import { surveys } from '../../db/schema/index.js';

/** Stores one survey answer and returns its id. */
export async function insertSurvey(db: Executor, survey: typeof surveys.$inferInsert): Promise<string> {
  const [row] = await db.insert(surveys).values(survey).returning({ id: surveys.id });
  return row?.id ?? '';
}
