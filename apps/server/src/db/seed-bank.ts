import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { questionBank } from '@prepwise/content';
import type { AppDeps } from '../deps.js';
import { questions } from './schema/index.js';
import { importQuestions } from '../modules/questions/question-import.service.js';

/** Names this version of the sample bank; kept as the questions table's comment once it is loaded. */
function bankMarker(): string {
  const digest = createHash('sha256').update(JSON.stringify(questionBank)).digest('hex');
  return `prepwise sample bank ${digest}`;
}

async function loadedMarker(db: AppDeps['db']): Promise<string | null> {
  // An empty table holds no bank, whatever its comment says: no row, no marker.
  const [row] = await db
    .select({ note: sql<string | null>`obj_description('questions'::regclass, 'pg_class')` })
    .from(questions)
    .limit(1);
  return row?.note ?? null;
}

/**
 * Loads the original sample bank of `@prepwise/content` (upsert by id, all or nothing). The
 * database remembers which version it holds (a comment on the questions table, so it travels with
 * the database, not the machine), and an unchanged bank is not validated and written again: a
 * restart on an existing database skips it.
 */
export async function seedQuestionBank(deps: Pick<AppDeps, 'db'>): Promise<number> {
  const marker = bankMarker();
  if ((await loadedMarker(deps.db)) === marker) return questionBank.length;
  const result = await importQuestions(
    deps.db,
    questionBank.map((value, index) => ({ line: index + 1, value })),
  );
  if (result.problems.length > 0) {
    const first = result.problems
      .slice(0, 5)
      .map((problem) => `#${problem.line} ${problem.field}: ${problem.message}`);
    throw new Error(`the sample bank does not validate:\n${first.join('\n')}`);
  }
  // The marker is a hex digest and a fixed text: nothing in it needs quoting.
  await deps.db.execute(sql.raw(`comment on table questions is '${marker}'`));
  return result.imported;
}
