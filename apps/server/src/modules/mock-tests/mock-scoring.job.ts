import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import {
  computeReportedScores,
  computeThptBreakdown,
  noPteScores,
  ScoringInputError,
  toMockDetailScores,
  type ItemResult,
} from '@prepwise/scoring';
import { skillBand } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import type { JobAttempt, JobDefinition } from '../../jobs/queue.js';
import { objectiveMaxOf, openItemMax, scoreAnswer, UnscorableAnswerError } from '../answers/index.js';
import { findQuestionsByIds, type QuestionRow } from '../questions/index.js';
import { failMockScoring, scoreMockJobName } from './mock-scoring.service.js';
import {
  findMock,
  findMockAnswers,
  transitionMock,
  updateMockAnswer,
  type MockRow,
} from './mock-tests.repository.js';
import { storeReportPdf } from './report-storage.js';
import { recordMistakes } from '../review/index.js';
import type { Executor } from '../../db/client.js';
import { insertProductEvents } from '../../platform/product-events.repository.js';
import { scoringFinishedEvent } from '../../platform/product-events.js';

/**
 * Scores every answer of a mock in SCORING (objective marks as stored; open writing and speaking
 * answers by the built-in scorers, their traits and evidence saved on the answer; unanswered
 * items count 0 of their maximum), renders the PDF report, then moves SCORING -> DONE with the
 * scores (PTE: 10-90 skills; THPT: the mark out of 10 of the paper, its parts and item types),
 * overallScore and reportId. Idempotent: a mock no longer in SCORING is left alone, and a retry
 * re-renders the same report file. A mock that cannot be scored (bad input) fails at once; any
 * other error is retried, and once the retries are used up the mock fails too: either way it
 * goes to SCORING_FAILED with its scored-mock credit given back (see failMockScoring). Scoring and
 * the PDF run in the worker pool; an answer whose task timed out counts as SCORING_FAILED (0), a
 * crashed thread or a busy pool retries the job (the answers already scored are kept, so only the
 * rest are scored again), and on its last try every answer still unscored is failed so the mock
 * can still reach DONE.
 */
export function createScoreMockJob(
  deps: AppDeps,
  logger: FastifyBaseLogger,
): JobDefinition<{ mockId: string }> {
  return {
    name: scoreMockJobName,
    payload: z.object({ mockId: z.uuid() }),
    retryLimit: 5,
    concurrency: deps.pool.maxThreads,
    async handle({ mockId }, attempt) {
      const mock = await findMock(deps.db, mockId);
      if (mock?.status !== 'SCORING') return;
      const jobLogger = attempt.logger ?? logger;
      try {
        await scoreMock(deps, jobLogger, mock, attempt);
      } catch (error) {
        if (!(error instanceof ScoringInputError || error instanceof UnscorableAnswerError)) throw error;
        await failMockScoring(deps, jobLogger, mockId, error);
      }
    },
    async onGiveUp({ mockId }, error) {
      await failMockScoring(deps, logger, mockId, error);
    },
  };
}

async function scoreMock(
  deps: AppDeps,
  logger: FastifyBaseLogger,
  mock: MockRow,
  attempt: JobAttempt,
): Promise<void> {
  const items = await scoreItems(deps, logger, mock, attempt);
  const scores = mock.kind === 'THPT' ? thptScores(items) : pteScores(items);
  const now = deps.now();
  const scored: MockRow = {
    ...mock,
    status: 'DONE',
    scores,
    overallScore: scores.overallScore,
    reportId: `prepwise-report-${mock.id}.pdf`,
    updatedAt: now,
    finishedAt: mock.finishedAt ?? now,
  };
  await storeReportPdf(deps, scored);
  await deps.db.transaction(async (tx) => {
    const done = await transitionMock(tx, mock.userId, mock.id, 'scored', now, {
      overallScore: scored.overallScore,
      scores,
      reportId: scored.reportId,
    });
    if (!done) return;
    await recordMockMistakes(tx, mock, now);
    // Queued when it moved to SCORING, the last change of the row before this one.
    await insertProductEvents(tx, [
      scoringFinishedEvent(mock.userId, mock.updatedAt.getTime(), now, 'scored'),
    ]);
  });
}

/**
 * The review cards of a scored mock's mistakes (wrong objective answers, misspelled and
 * mispronounced words), made with the result: never while the mock runs, where a count of new
 * cards would tell the learner which answers were wrong.
 */
async function recordMockMistakes(tx: Executor, mock: MockRow, now: Date): Promise<void> {
  const questions = new Map((await findQuestionsByIds(tx, mock.questionIds)).map((row) => [row.id, row]));
  for (const answer of await findMockAnswers(tx, mock.id)) {
    const question = questions.get(answer.questionId);
    if (question) await recordMistakes(tx, { userId: mock.userId, source: 'MOCK', question, answer, now });
  }
}

const noThpt = { thptMark: null, correct: null, total: null, thptParts: null, thptTypes: null };

/** A PTE mock's scores: the 10-90 skills and their bands. */
function pteScores(items: ScoredItem[]) {
  const reported = toMockDetailScores(computeReportedScores(items));
  return {
    ...reported,
    comSpeaking: skillBand(reported.scoreSpeaking),
    comWriting: skillBand(reported.scoreWriting),
    comReading: skillBand(reported.scoreReading),
    comListening: skillBand(reported.scoreListening),
    ...noThpt,
    items,
  };
}

/**
 * A THPT paper's scores: the mark out of 10 (its overall score), the items right, and the mark
 * of each part and item type. It has no 10-90 skills: those fields stay null.
 */
function thptScores(items: ScoredItem[]) {
  const { paper, parts, types } = computeThptBreakdown(items);
  return {
    overallScore: paper.mark,
    ...noPteScores,
    thptMark: paper.mark,
    correct: paper.correct,
    total: paper.total,
    thptParts: parts,
    thptTypes: types,
    items,
  };
}

type ScoredItem = ItemResult & { questionId: number };

async function scoreItems(
  deps: AppDeps,
  logger: FastifyBaseLogger,
  mock: MockRow,
  attempt: JobAttempt,
): Promise<ScoredItem[]> {
  const rows = await findQuestionsByIds(deps.db, mock.questionIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const answers = new Map(
    (await findMockAnswers(deps.db, mock.id)).map((answer) => [answer.questionId, answer]),
  );
  const items: ScoredItem[] = [];
  for (const id of mock.questionIds) {
    const question = byId.get(id);
    if (!question) continue;
    const answer = answers.get(id);
    const base = { questionId: id, type: question.type, score: 0, max: answer?.max ?? maxOf(question) };
    if (!answer) items.push(base);
    else if (answer.status === 'MARKED')
      items.push({ ...base, score: answer.score ?? 0, max: answer.max ?? 1 });
    else if (answer.status === 'SCORED' && answer.traits)
      items.push({
        ...base,
        score: answer.score ?? 0,
        max: answer.max ?? 0,
        traits: answer.traits as ItemResult['traits'],
      });
    else
      items.push(await scoreOpenMockAnswer(deps, logger, mock.id, question, answer.response, base, attempt));
  }
  return items;
}

async function scoreOpenMockAnswer(
  deps: AppDeps,
  logger: FastifyBaseLogger,
  mockId: string,
  question: QuestionRow,
  response: Record<string, unknown>,
  base: ScoredItem,
  attempt: JobAttempt,
): Promise<ScoredItem> {
  // Each answer is stored as soon as it is scored: a thread that crashes on one answer makes the
  // job try again, and the retry scores that answer (and those after it) only.
  const outcome = await scoreAnswer(deps, question, response, attempt, {
    describe: false,
    priority: 'answer',
    retryCrashes: true,
  });
  if (outcome.kind === 'scored') {
    await updateMockAnswer(deps.db, mockId, question.id, outcome.columns);
    const { score, max, traits } = outcome.result;
    return { ...base, score, max, traits };
  }
  logger.warn({ mockId, questionId: question.id, reason: outcome.reason }, 'mock answer not scored');
  await updateMockAnswer(deps.db, mockId, question.id, { status: 'SCORING_FAILED', score: 0 });
  return base;
}

/**
 * The points an unanswered item was worth: its rubric's maximum, one per sub-question of a
 * reading passage (as a THPT paper counts it), or its marking rule's maximum.
 */
function maxOf(question: QuestionRow): number {
  const subQuestions = Array.isArray(question.subQuestions) ? question.subQuestions.length : 0;
  return openItemMax(question.type) ?? (subQuestions || (objectiveMaxOf(question) ?? 1));
}
