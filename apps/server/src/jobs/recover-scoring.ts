import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.js';
import { scoreAnswerJobName } from '../modules/ai-scoring/ai-scoring.service.js';
import { scoreMockJobName } from '../modules/mock-tests/mock-scoring.service.js';
import { findAnswersInScoring } from '../modules/practice/practice.repository.js';
import { findMocksInScoring } from '../modules/mock-tests/mock-tests.repository.js';
import { findLatestSpendLike } from '../modules/entitlements/entitlements.repository.js';

/**
 * Run when a process that works jobs starts: every practice answer and mock left in SCORING gets a
 * scoring job again unless one is still queued or running, so a restart while tasks were pending
 * never leaves them stuck. On the embedded database this process is the only worker, so jobs
 * still marked active belong to the process that is gone: they are cancelled and enqueued anew.
 * On PostgreSQL an active job may be another worker's; it is left to finish (or to expire and be
 * retried by pg-boss).
 */
export async function recoverScoring(
  deps: AppDeps,
  logger: FastifyBaseLogger,
): Promise<{ answers: number; mocks: number }> {
  const onlyWorker = deps.database.kind === 'pglite';
  let answers = 0;
  let mocks = 0;
  const stuckAnswers = await findAnswersInScoring(deps.db);
  for (const answer of stuckAnswers) {
    if (await hasLiveJob(deps, scoreAnswerJobName, 'answerId', answer.id, onlyWorker)) continue;
    const spendKey = await latestSpendKey(deps, answer.userId, answer.id);
    await deps.jobs.send(scoreAnswerJobName, { answerId: answer.id, spendKey }, { singletonKey: answer.id });
    answers += 1;
  }
  const stuckMocks = await findMocksInScoring(deps.db);
  for (const mock of stuckMocks) {
    if (await hasLiveJob(deps, scoreMockJobName, 'mockId', mock.id, onlyWorker)) continue;
    await deps.jobs.send(scoreMockJobName, { mockId: mock.id }, { singletonKey: mock.id });
    mocks += 1;
  }
  if (answers + mocks > 0)
    logger.info({ answers, mocks }, 'scoring left pending by a restart enqueued again');
  return { answers, mocks };
}

async function hasLiveJob(
  deps: AppDeps,
  name: string,
  field: string,
  id: string,
  onlyWorker: boolean,
): Promise<boolean> {
  const jobs = await deps.jobs.liveJobs(name, field, id);
  const orphans = onlyWorker ? jobs.filter((job) => job.state === 'active') : [];
  await deps.jobs.cancel(
    name,
    orphans.map((job) => job.id),
  );
  return jobs.length > orphans.length;
}

/** The ledger key of the answer's latest AI-scoring spend, so a failure refunds that spend. */
async function latestSpendKey(deps: AppDeps, userId: string, answerId: string): Promise<string> {
  const spend = await findLatestSpendLike(deps.db, userId, `answer:${answerId}:%`);
  return spend ?? `answer:${answerId}:recovered`;
}
