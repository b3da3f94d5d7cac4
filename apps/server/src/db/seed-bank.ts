import { questionBank } from '@prepwise/content';
import type { AppDeps } from '../deps.js';
import { importQuestions } from '../modules/questions/question-import.service.js';

/** Loads the original sample bank of `@prepwise/content` (upsert by id, all or nothing). */
export async function seedQuestionBank(deps: Pick<AppDeps, 'db'>): Promise<number> {
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
  return result.imported;
}
