import type { AiFeedback } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import type { JobAttempt } from '../../jobs/queue.js';
import type { PoolPriority } from '../../pool/priority-queue.js';
import { isFinalPoolFailure } from '../../pool/worker-pool.js';
import type { QuestionRow } from '../questions/index.js';
import { describeRemotely } from './describe-remotely.js';
import { flattenEvidence, UnscorableAnswerError, type OpenScore } from './open-answer.js';
import { scoreOpenAnswer } from './score-open-answer.js';

/** The answer columns a scored open answer gets, in practice and mock answers alike. */
export interface ScoredColumns {
  status: 'SCORED';
  score: number;
  max: number;
  traits: OpenScore['traits'];
  flags: string[];
  evidence: Record<string, unknown>[];
  speech: OpenScore['speech'];
  scorerVersion: string;
  scoredAt: Date;
  aiFeedback: AiFeedback | null;
}

/** What scoring one open answer came to: the columns to store, or why it failed for good. */
export type ScoringOutcome =
  { kind: 'scored'; result: OpenScore; columns: ScoredColumns } | { kind: 'failed'; reason: string };

/**
 * The one scoring path of an open answer, practice or mock: scores it in the worker pool and,
 * when asked, adds the optional remote provider's transcript and comment. An answer the scorer
 * cannot score (or whose question is gone), a task that crashed its thread or ran past the time
 * limit, and any failure on the job's last try come back as `failed`; other errors (a busy pool,
 * the database) are thrown so that the job is tried again, and so is a crash with `retryCrashes`
 * (a mock's job, which keeps the answers it scored before and so scores only the rest again). `priority`: who waits on the score
 * (a practice answer or a finished mock: `answer`; a mock still being taken: `inProgress`).
 */
export async function scoreAnswer(
  deps: AppDeps,
  question: QuestionRow | undefined,
  response: Record<string, unknown>,
  attempt: JobAttempt,
  options: { describe: boolean; priority: PoolPriority; retryCrashes?: boolean },
): Promise<ScoringOutcome> {
  try {
    if (!question) throw new UnscorableAnswerError('the question is gone');
    const result = await scoreOpenAnswer(
      deps.pool,
      question,
      response,
      (key) => deps.storage.get(key),
      options.priority,
    );
    const aiFeedback = options.describe ? await describeRemotely(deps, question, response, result) : null;
    return {
      kind: 'scored',
      result,
      columns: {
        status: 'SCORED',
        score: result.score,
        max: result.max,
        traits: result.traits,
        flags: result.flags,
        evidence: flattenEvidence(result.traits),
        speech: result.speech,
        scorerVersion: result.scorerVersion,
        scoredAt: deps.now(),
        aiFeedback,
      },
    };
  } catch (error) {
    const crashed = isFinalPoolFailure(error) && error.reason === 'crashed';
    const final =
      error instanceof UnscorableAnswerError ||
      (isFinalPoolFailure(error) && !(crashed && options.retryCrashes)) ||
      attempt.last;
    if (!final) throw error;
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}
