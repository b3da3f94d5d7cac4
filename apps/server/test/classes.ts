import { expect } from 'vitest';
import type { TestContext } from './test-context.js';
import type { BuiltUser } from './factories.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** Calls the app as a user: the status, the JSON body and the headers. */
export async function callAs(
  context: TestContext,
  user: BuiltUser,
  method: Method,
  url: string,
  payload?: unknown,
) {
  const response = await context.app.inject({
    method,
    url,
    headers: user.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** A PTE class the teacher creates and the learners join (sharing their practice); returns its id. */
export async function buildClass(
  context: TestContext,
  teacher: BuiltUser,
  learners: readonly BuiltUser[],
  name = 'PTE 1',
): Promise<string> {
  const created = await callAs(context, teacher, 'POST', '/api/classes', { name, examFamily: 'PTE' });
  for (const learner of learners)
    await callAs(context, learner, 'POST', '/api/classes/join', {
      code: created.body.data.joinCode,
      sharePractice: true,
    });
  return created.body.data.id as string;
}

/**
 * The learner starts an assignment, answers its questions and hands it in; the scoring jobs it
 * queues are run. Returns the session id.
 */
export async function handIn(
  context: TestContext,
  learner: BuiltUser,
  assignmentId: string,
  answers: ReadonlyArray<{ questionId: number; response: Record<string, unknown> }>,
): Promise<string> {
  const started = await callAs(context, learner, 'POST', `/api/classes/assignments/${assignmentId}/start`);
  const examId = started.body.data.id as string;
  for (const { questionId, response } of answers)
    await callAs(context, learner, 'POST', '/api/answers', { examId, questionId, response });
  expect((await callAs(context, learner, 'POST', '/api/finish-exam', { examId })).status).toBe(200);
  await context.drainJobs();
  await context.drainJobs();
  return examId;
}
