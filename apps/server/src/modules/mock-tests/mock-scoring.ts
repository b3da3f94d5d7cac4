import { and, eq, inArray, like } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import {
  computeReportedScores,
  computeThptBreakdown,
  ScoringInputError,
  toMockDetailScores,
  type ItemResult,
} from '@prepwise/scoring';
import { skillBand, type Language, type MockRecord } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { entitlementLedger, mockAnswers, mockTests, questions, users } from '../../db/schema.js';
import type { Executor } from '../../db/client.js';
import { AppError, found } from '../../lib/app-error.js';
import type { JobDefinition } from '../../jobs/queue.js';
import type { UserRow } from '../../plugins/auth.js';
import { flattenEvidence, openItemMax, UnscorableAnswerError } from '../ai-scoring/open-answer-scorer.js';
import { isFinalPoolFailure, scoreOpenAnswer } from '../ai-scoring/score-open-answer.js';
import { renderReportPdfInPool } from '../../pool/pool-tasks.js';
import type { JobAttempt } from '../../jobs/queue.js';
import { objectiveMaxOf } from '../practice/answer-marking.js';
import type { QuestionRow } from '../questions/questions.presenter.js';
import { buildMockReport } from './mock-detail.service.js';
import { spendEntitlement } from '../entitlements/entitlements.spend.js';
import { insertLedgerEntries } from '../entitlements/entitlements.repository.js';
import { findMockAnswers, findOwnMock, transitionMock, type MockRow } from './mock-tests.repository.js';
import { presentMock } from './mock-tests.presenter.js';

export const scoreMockJobName = 'mock.score';

/**
 * Sends a finished mock to scoring (`POST /marketplace/random-exam/score`): free members are
 * refused; FINISH -> SCORING and one scored-mock entitlement are one transaction, so retries and
 * double clicks spend once and enqueue one job.
 */
export async function requestMockScoring(deps: AppDeps, me: UserRow, mockId: string): Promise<MockRecord> {
  const mock = found(await findOwnMock(deps.db, me.id, mockId));
  if (me.roles.includes('ROLE_FREE_MEMBER')) throw new AppError('error.freeModeNoScoring');
  const now = deps.now();
  const moved = await deps.db.transaction(async (tx) => {
    const row = await transitionMock(tx, me.id, mock.id, 'score', now);
    if (!row) return undefined;
    try {
      await spendEntitlement(tx, {
        userId: me.id,
        resource: 'mock_score',
        source: 'mock_scoring',
        // One spend per scoring request (a failed scoring is refunded and may be requested again).
        sourceId: `mock:${mock.id}:${now.getTime()}`,
        now,
        timeZone: deps.config.timeZone,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'error.insufficientCredits')
        throw new AppError('error.noScoredMocksLeft');
      throw error;
    }
    return row;
  });
  if (!moved) throw new AppError('error.conflict', `A mock test that is ${mock.status} cannot be scored.`);
  await deps.jobs.send(scoreMockJobName, { mockId: mock.id }, { singletonKey: mock.id });
  return presentMock(moved, me.email, now);
}

/**
 * Scores every answer of a mock in SCORING (objective marks as stored; open writing and speaking
 * answers by the built-in scorers, their traits and evidence saved on the answer; unanswered
 * items count 0 of their maximum), renders the PDF report, then moves SCORING -> DONE with the
 * scores (PTE: 10-90 skills; THPT: the mark out of 10 of the paper, its parts and item types),
 * overallScore and reportId. Idempotent: a mock no longer in SCORING is left alone, and a retry
 * re-renders the same report file. A mock that cannot be scored (bad input) fails at once; any
 * other error is retried, and once the retries are used up the mock fails too: either way it
 * goes to SCORING_FAILED with its scored-mock credit given back (see failMockScoring). Scoring and
 * the PDF run in the worker pool; an answer whose task crashed or timed out counts as
 * SCORING_FAILED (0), a busy pool retries the job, and on its last try every answer still
 * unscored is failed so the mock can still reach DONE.
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
      const [mock] = await deps.db.select().from(mockTests).where(eq(mockTests.id, mockId));
      if (mock?.status !== 'SCORING') return;
      try {
        await scoreMock(deps, logger, mock, attempt);
      } catch (error) {
        if (!(error instanceof ScoringInputError || error instanceof UnscorableAnswerError)) throw error;
        await failMockScoring(deps, logger, mockId, error);
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
  await transitionMock(deps.db, mock.userId, mock.id, 'scored', now, {
    overallScore: scored.overallScore,
    scores,
    reportId: scored.reportId,
  });
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
    scoreSpeaking: null,
    scoreWriting: null,
    scoreReading: null,
    scoreListening: null,
    comSpeaking: null,
    comWriting: null,
    comReading: null,
    comListening: null,
    enaGrammar: null,
    enaOraFluency: null,
    enaPronunciation: null,
    enaSpelling: null,
    enaVocabulary: null,
    enaWrittenDiscourse: null,
    thptMark: paper.mark,
    correct: paper.correct,
    total: paper.total,
    thptParts: parts,
    thptTypes: types,
    items,
  };
}

/**
 * Gives up on scoring a mock: SCORING -> SCORING_FAILED and its scored-mock credit back, in one
 * transaction (once: a mock no longer in SCORING is left alone), and the error logged. The
 * learner sees the failure on the mock and can send it for scoring again.
 */
export async function failMockScoring(
  deps: AppDeps,
  logger: FastifyBaseLogger,
  mockId: string,
  error: unknown,
): Promise<void> {
  const now = deps.now();
  const failed = await deps.db.transaction(async (tx) => {
    const [mock] = await tx.select().from(mockTests).where(eq(mockTests.id, mockId));
    if (!mock) return undefined;
    const row = await transitionMock(tx, mock.userId, mockId, 'scoringFailed', now);
    if (row) await refundMockScoring(tx, mock.userId, mockId, now);
    return row;
  });
  if (failed) logger.error({ err: error, mockId }, 'mock could not be scored; scored-mock credit refunded');
}

/** Gives back every scored-mock credit spent on this mock that was not given back yet. */
async function refundMockScoring(tx: Executor, userId: string, mockId: string, now: Date): Promise<void> {
  const rows = await tx
    .select()
    .from(entitlementLedger)
    .where(
      and(
        eq(entitlementLedger.userId, userId),
        eq(entitlementLedger.resource, 'mock_score'),
        like(entitlementLedger.sourceId, `%mock:${mockId}%`),
      ),
    );
  const refunded = new Set(rows.filter((row) => row.amount > 0).map((row) => row.sourceId));
  await insertLedgerEntries(
    tx,
    rows
      .filter(
        (row) => row.amount < 0 && row.source === 'mock_scoring' && !refunded.has(`refund:${row.sourceId}`),
      )
      .map((row) => ({
        userId,
        resource: 'mock_score',
        amount: -row.amount,
        source: 'mock_scoring_refund',
        sourceId: `refund:${row.sourceId}`,
        createdAt: now,
      })),
  );
}

type ScoredItem = ItemResult & { questionId: number };

async function scoreItems(
  deps: AppDeps,
  logger: FastifyBaseLogger,
  mock: MockRow,
  attempt: JobAttempt,
): Promise<ScoredItem[]> {
  const rows = await deps.db.select().from(questions).where(inArray(questions.id, mock.questionIds));
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
  const thisAnswer = and(eq(mockAnswers.mockId, mockId), eq(mockAnswers.questionId, question.id));
  try {
    const result = await scoreOpenAnswer(deps.pool, question, response, (key) => deps.storage.get(key));
    await deps.db
      .update(mockAnswers)
      .set({
        status: 'SCORED',
        score: result.score,
        max: result.max,
        traits: result.traits,
        flags: result.flags,
        evidence: flattenEvidence(result.traits),
        speech: result.speech,
      })
      .where(thisAnswer);
    return { ...base, score: result.score, max: result.max, traits: result.traits };
  } catch (error) {
    const final = error instanceof UnscorableAnswerError || isFinalPoolFailure(error) || attempt.last;
    if (!final) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn({ mockId, questionId: question.id, reason }, 'mock answer not scored');
    await deps.db.update(mockAnswers).set({ status: 'SCORING_FAILED', score: 0 }).where(thisAnswer);
    return base;
  }
}

/**
 * The points an unanswered item was worth: its rubric's maximum, one per sub-question of a
 * reading passage (as a THPT paper counts it), or its marking rule's maximum.
 */
function maxOf(question: QuestionRow): number {
  const subQuestions = Array.isArray(question.subQuestions) ? question.subQuestions.length : 0;
  return openItemMax(question.type) ?? (subQuestions || (objectiveMaxOf(question) ?? 1));
}

async function storeReportPdf(deps: AppDeps, mock: MockRow): Promise<void> {
  const [owner] = await deps.db
    .select({ email: users.email, fullName: users.fullName, langKey: users.langKey })
    .from(users)
    .where(eq(users.id, mock.userId));
  if (!owner || !mock.reportId) return;
  const report = await buildMockReport(deps, mock, owner.email);
  const pdf = await renderReportPdfInPool(deps.pool, {
    report,
    learnerName: owner.fullName,
    language: owner.langKey as Language,
  });
  await deps.storage.put(reportKey(mock.userId, mock.reportId), pdf);
}

/** Where a report PDF is stored. */
export function reportKey(userId: string, reportId: string): string {
  return `reports/${userId}/${reportId}`;
}
