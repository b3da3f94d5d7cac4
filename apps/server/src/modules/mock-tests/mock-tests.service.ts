import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  pteBlueprint,
  pteShortBlueprint,
  thptBlueprint,
  type AnswerResponse,
  type createMockRequestSchema,
  type MockRecord,
  type QuestionType,
} from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { mockTests, questions } from '../../db/schema.js';
import { AppError, found } from '../../lib/app-error.js';
import type { UserRow } from '../../plugins/auth.js';
import { spendEntitlement } from '../entitlements/entitlements.spend.js';
import { sumBalances } from '../entitlements/entitlements.repository.js';
import { markAnswer } from '../practice/answer-marking.js';
import { generateMock, type CandidateItem } from './mock-generator.js';
import { nextMockStatus, unscoredStatuses, type MockAction } from './mock-state.js';
import {
  cancelUnscoredMocks,
  findCandidates,
  findOwnMock,
  insertMock,
  transitionMock,
  upsertMockAnswer,
  deleteMockAnswers,
} from './mock-tests.repository.js';
import { presentMock, remainingTime } from './mock-tests.presenter.js';
import { getItemRatings, getLearnerRating, recordObjectiveOutcome } from './ratings.repository.js';

const recentWindowMs = 14 * 86_400_000;

function blueprintFor(input: z.output<typeof createMockRequestSchema>) {
  if (input.kind === 'THPT') return thptBlueprint;
  return input.blueprint === 'short' ? pteShortBlueprint : pteBlueprint;
}

/**
 * Generates a random mock for the learner (`POST api/mock-test-trial/create`): spends a paid
 * mock if there is one, else one of the 5 free generations; cancels the learner's unscored mocks
 * (seed: generating a new mock before the previous one is scored loses it); fills the blueprint
 * for the learner's level, avoiding items seen in the last 14 days. One transaction.
 */
export async function createMock(
  deps: AppDeps,
  me: UserRow,
  input: z.output<typeof createMockRequestSchema>,
): Promise<string> {
  const blueprint = blueprintFor(input);
  const now = deps.now();
  const seed = input.seed ?? Math.floor(Math.random() * 2 ** 31);
  return deps.db.transaction(async (tx) => {
    const balances = await sumBalances(tx, me.id, now);
    const paid = (balances.find((row) => row.resource === 'mock_exam')?.balance ?? 0) > 0;
    try {
      await spendEntitlement(tx, {
        userId: me.id,
        resource: paid ? 'mock_exam' : 'free_random_mock',
        source: 'mock_generation',
        sourceId: `mock:${now.getTime()}`,
        now,
        timeZone: deps.config.timeZone,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'error.insufficientCredits')
        throw new AppError('error.noMocksLeft');
      throw error;
    }
    await cancelUnscoredMocks(tx, me.id, now, unscoredStatuses);
    const rows = await findCandidates(
      tx,
      me.id,
      blueprint.items.map((slot) => slot.type),
    );
    const ratings = await getItemRatings(tx, rows);
    const learnerRating = await getLearnerRating(tx, me.id);
    const candidates: CandidateItem[] = rows.map((row) => ({
      id: row.id,
      type: row.type as QuestionType,
      rating: ratings.get(row.id) ?? 1500,
      lastSeen: row.lastSeen ? new Date(row.lastSeen).getTime() : null,
      group: row.type === 'READING_FILL_IN_BLANK' ? row.topic : null,
    }));
    const generated = generateMock(
      blueprint,
      candidates,
      learnerRating,
      seed,
      now.getTime() - recentWindowMs,
    );
    if (generated.questionIds.length === 0)
      throw new AppError('error.http.404', 'There are not enough questions for a mock test yet.');
    const timeAllowed = blueprint.minutes * 60_000;
    const mock = await insertMock(tx, {
      userId: me.id,
      kind: blueprint.kind,
      name: `${blueprint.kind === 'PTE' ? 'PTE' : 'THPT'} random mock ${now.toISOString().slice(0, 10)}`,
      questionIds: generated.questionIds,
      timeAllowed,
      remainTime: timeAllowed,
      remainTimeAt: now,
      seed,
      chosenForLevel: Math.round(learnerRating),
      createdAt: now,
      updatedAt: now,
    });
    return mock.id;
  });
}

/** One's own mock with the time left now; a mock whose time ran out is finished first. */
export async function resumeMock(deps: AppDeps, me: UserRow, mockId: string): Promise<MockRecord> {
  let mock = found(await findOwnMock(deps.db, me.id, mockId));
  const now = deps.now();
  if (mock.status === 'INPROGRESS' && remainingTime(mock, now) === 0) {
    mock =
      (await transitionMock(deps.db, me.id, mockId, 'finish', now, {
        remainTime: 0,
        remainTimeAt: now,
        finishedAt: now,
      })) ?? mock;
  }
  return presentMock(mock, me.email, now);
}

/**
 * Saves progress (`POST api/mock-test-trial/progress`). The server is the authority on time: the
 * stored time left never goes up, whatever the client sends.
 */
export async function saveProgress(
  deps: AppDeps,
  me: UserRow,
  input: {
    examId: string;
    currentQuestion: number;
    remainTime: number;
    nextQuestionType?: string | null | undefined;
  },
): Promise<MockRecord> {
  const mock = found(await findOwnMock(deps.db, me.id, input.examId));
  if (mock.status !== 'INPROGRESS')
    throw new AppError('error.conflict', 'This mock test is not in progress.');
  const now = deps.now();
  const remain = Math.min(input.remainTime, remainingTime(mock, now));
  const [row] = await deps.db
    .update(mockTests)
    .set({
      currentQuestion: Math.min(input.currentQuestion, mock.questionIds.length),
      remainTime: remain,
      remainTimeAt: now,
      nextQuestionType: input.nextQuestionType ?? null,
      updatedAt: now,
    })
    .where(and(eq(mockTests.id, mock.id), eq(mockTests.status, 'INPROGRESS')))
    .returning();
  if (!row) throw new AppError('error.conflict', 'This mock test is not in progress.');
  return presentMock(row, me.email, now);
}

/** Stores an answer of a mock in progress; the mark stays hidden until the mock is scored. */
export async function answerMock(
  deps: AppDeps,
  me: UserRow,
  input: { examId: string; questionId: number; response: AnswerResponse },
): Promise<void> {
  const mock = found(await findOwnMock(deps.db, me.id, input.examId));
  const now = deps.now();
  if (mock.status !== 'INPROGRESS')
    throw new AppError('error.conflict', 'This mock test is not in progress.');
  if (remainingTime(mock, now) === 0) throw new AppError('error.timeUp');
  if (!mock.questionIds.includes(input.questionId)) throw new AppError('error.http.404');
  const [question] = await deps.db
    .select()
    .from(questions)
    .where(inArray(questions.id, [input.questionId]));
  const mark = markAnswer(found(question), input.response);
  await deps.db.transaction(async (tx) => {
    await upsertMockAnswer(tx, {
      mockId: mock.id,
      questionId: input.questionId,
      userId: me.id,
      response: input.response,
      ...mark,
      answeredAt: now,
    });
    if (mark.status === 'MARKED' && mark.max && question) {
      await recordObjectiveOutcome(tx, {
        userId: me.id,
        questionId: question.id,
        level: question.level,
        outcome: (mark.score ?? 0) / mark.max,
      });
    }
  });
}

/** Applies finish, cancel or retry to one's own mock; an illegal transition is a 409. */
export async function changeMock(
  deps: AppDeps,
  me: UserRow,
  mockId: string,
  action: Extract<MockAction, 'finish' | 'cancel' | 'retry'>,
): Promise<MockRecord> {
  const mock = found(await findOwnMock(deps.db, me.id, mockId));
  const now = deps.now();
  if (!nextMockStatus(mock.status as MockRecord['status'], action)) {
    throw new AppError('error.conflict', `A mock test that is ${mock.status} cannot ${action}.`);
  }
  const extra =
    action === 'finish'
      ? { finishedAt: now, remainTime: remainingTime(mock, now), remainTimeAt: now }
      : action === 'retry'
        ? {
            currentQuestion: 0,
            remainTime: mock.timeAllowed,
            remainTimeAt: now,
            finishedAt: null,
            nextQuestionType: null,
          }
        : {};
  const row = await deps.db.transaction(async (tx) => {
    const changed = await transitionMock(tx, me.id, mockId, action, now, extra);
    if (changed && action === 'retry') await deleteMockAnswers(tx, mockId);
    return changed;
  });
  if (!row) throw new AppError('error.conflict', 'The mock test changed meanwhile. Reload and try again.');
  return presentMock(row, me.email, now);
}
