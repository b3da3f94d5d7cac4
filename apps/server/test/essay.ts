import type { TestContext } from './test-context.js';
import { buildOpenQuestion, type BuiltUser } from './factories.js';
import { insertLedgerEntries } from '../src/modules/entitlements/entitlements.repository.js';

/** An essay long enough for every writing trait. */
export const essayText = [
  'Homework is a common part of school life, yet many people question whether it really helps students learn.',
  'In this essay I will argue that a moderate amount of homework is useful, while too much of it is harmful.',
  '',
  'First, homework gives students time to practise what they learned in class. When learners solve problems on their own, they discover which parts they understand and which parts they need to ask about.',
  '',
  'However, excessive homework can damage health and motivation. Many teenagers already spend long hours at school, and if they have to study late every night, they sleep less and enjoy learning less.',
  '',
  'In conclusion, homework should not be banned, but teachers should set short and meaningful tasks, so that students benefit from practice without losing their rest.',
].join('\n');

export function buildEssayQuestion(context: TestContext): Promise<number> {
  return buildOpenQuestion(context, {
    type: 'WRITING_ESSAY',
    text: 'Some people think homework should be banned. To what extent do you agree?',
    keyword: 'homework, banned, students, learning',
  });
}

export async function grantAiCredits(context: TestContext, user: BuiltUser, amount: number): Promise<void> {
  await insertLedgerEntries(context.deps.db, [
    { userId: user.id, resource: 'ai_scoring', amount, source: 'test', sourceId: 'grant' },
  ]);
}

/**
 * Starts a practice session on these essay questions, answers each and finishes it (only a
 * finished session can be sent for scoring); returns the session id.
 */
export async function answeredEssays(
  context: TestContext,
  user: BuiltUser,
  questionIds: number[],
): Promise<string> {
  const start = await context.app.inject({
    method: 'POST',
    url: '/api/start-exam',
    headers: user.auth,
    payload: { questionIds },
  });
  const examId = start.json().data.examId as string;
  for (const questionId of questionIds) {
    const answered = await context.app.inject({
      method: 'POST',
      url: '/api/answers',
      headers: user.auth,
      payload: { examId, questionId, response: { text: essayText } },
    });
    if (answered.statusCode !== 200) throw new Error(`answer failed: ${answered.body}`);
  }
  // Only a finished session can be sent for scoring.
  const finished = await context.app.inject({
    method: 'POST',
    url: '/api/finish-exam',
    headers: user.auth,
    payload: { examId },
  });
  if (finished.statusCode !== 200) throw new Error(`finish failed: ${finished.body}`);
  return examId;
}

/** Asks for AI scoring of the session's open answers. */
export function requestScoring(context: TestContext, user: BuiltUser, examId: string) {
  return context.app.inject({ url: `/api/test/score-exam/${examId}`, headers: user.auth });
}

/** The statuses of a session's answers, in question order. */
export async function answerStatuses(
  context: TestContext,
  user: BuiltUser,
  examId: string,
): Promise<string[]> {
  const exam = (
    await context.app.inject({
      method: 'POST',
      url: '/api/resume-exam',
      headers: user.auth,
      payload: { examId },
    })
  ).json().data as { answers: { status: string }[] };
  return exam.answers.map((answer) => answer.status);
}

export async function aiCredits(context: TestContext, user: BuiltUser): Promise<number> {
  return (await context.app.inject({ url: '/user/access-control', headers: user.auth })).json().data
    .numberAiScoring as number;
}
