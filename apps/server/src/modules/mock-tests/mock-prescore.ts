import type { AppDeps } from '../../deps.js';
import { sumBalances } from '../entitlements/index.js';
import type { UserRow } from '../user/index.js';

/** The job that scores one open answer of a mock as soon as it is saved (`mock-prescore.job.ts`). */
export const prescoreMockAnswerJobName = 'mock.prescore';

/** What the job needs to find the very answer it was asked for (a changed answer has another time). */
export interface PrescorePayload {
  mockId: string;
  questionId: number;
  answeredAt: string;
}

/**
 * Asks for a just-saved open answer (writing, speaking) of a mock to be scored now, in the pool at
 * the low priority of its own queue, so that at Finish only the last items remain. Only for a mock
 * that is likely to be scored (one taken for a class assignment, or a learner holding a scored
 * mock): nothing is charged here, the scored mock is spent at Score as before, and the score stays
 * hidden until the mock is DONE. Best effort: a lost request only means the answer is scored at
 * Finish, as it always was.
 */
export async function requestPrescore(
  deps: AppDeps,
  me: UserRow,
  mock: { id: string; assignmentId: string | null },
  questionId: number,
  answeredAt: Date,
): Promise<void> {
  if (!deps.config.prescoreMockAnswers) return;
  if (!mock.assignmentId) {
    const balances = await sumBalances(deps.db, me.id, answeredAt);
    if ((balances.find((row) => row.resource === 'mock_score')?.balance ?? 0) <= 0) return;
  }
  const payload: PrescorePayload = { mockId: mock.id, questionId, answeredAt: answeredAt.toISOString() };
  await deps.jobs
    .send(prescoreMockAnswerJobName, payload, {
      singletonKey: `${mock.id}:${questionId}:${payload.answeredAt}`,
    })
    .catch(() => undefined);
}
