import type { z } from 'zod';
import {
  buildMockPlan,
  generatedMockName,
  isFreeMoving,
  planMinutes,
  type AnswerResponse,
  type createMockRequestSchema,
  type MockRecord,
  type QuestionType,
} from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError, found } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import { spendEntitlement, sumBalances } from '../entitlements/index.js';
import {
  checkOwnRecording,
  getItemRatings,
  getLearnerRating,
  markAnswer,
  ratingsAfter,
  recordingError,
} from '../answers/index.js';
import { generateMock, type CandidateItem } from './mock-generator.js';
import { resolveBlueprint } from './blueprints.service.js';
import { isClockOver, moveTo, sectionTime, stopClock, type MockClock } from './mock-clock.js';
import { findQuestionCached } from '../questions/index.js';
import type { Transaction } from '../../db/client.js';
import {
  findOwnMockClock,
  isCallerValid,
  lastKnownMockClock,
  saveOwnMockClock,
  type MockClockRow,
} from './mock-clock.repository.js';
import { nextMockStatus, unscoredStatuses, type MockAction } from './mock-state.js';
import {
  saveMockAnswerIfOpen,
  cancelUnscoredMocks,
  findCandidates,
  findOwnMock,
  findOwnMocks,
  insertMock,
  saveMockClock,
  transitionMock,
  deleteMockAnswers,
  type MockRow,
} from './mock-tests.repository.js';

type QuestionRow = NonNullable<Awaited<ReturnType<typeof findQuestionCached>>>;
import { clockNow, presentMock } from './mock-tests.presenter.js';
import { insertProductEvents } from '../../platform/product-events.repository.js';
import { settleAttemptJobName, type SettleAttemptPayload } from '../../jobs/job-names.js';
import { requestPrescore } from './mock-prescore.js';

const recentWindowMs = 14 * 86_400_000;

/**
 * Generates a random mock for the learner (`POST api/mock-test-trial/create`): spends a paid
 * mock if there is one, else one of the 5 free generations; cancels the learner's unscored mocks
 * (seed: generating a new mock before the previous one is scored loses it); fills the blueprint
 * for the learner's level, avoiding items seen in the last 14 days. One transaction.
 * A mock that is an attempt at a class assignment (`assigned`) spends nothing of the learner's
 * and cancels none of their own mocks: the class gave it.
 */
export async function createMock(
  deps: AppDeps,
  me: UserRow,
  input: z.output<typeof createMockRequestSchema>,
  assigned?: { assignmentId: string; name: string },
): Promise<string> {
  const blueprint = await resolveBlueprint(deps.db, input.kind, input.blueprint);
  const now = deps.now();
  const seed = input.seed ?? Math.floor(Math.random() * 2 ** 31);
  return deps.db.transaction(async (tx) => {
    if (!assigned) await spendOwnMock(deps, tx, me, now);
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
      marks: row.marks,
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
    const typeOf = new Map(candidates.map((item) => [item.id, item.type]));
    const marksOf = new Map(candidates.map((item) => [item.id, item.marks ?? 1]));
    const plan = buildMockPlan(
      blueprint.kind,
      generated.questionIds.map((id) => ({ id, type: typeOf.get(id) ?? 'FINISH' })),
    );
    const timeAllowed = planMinutes(plan) * 60_000;
    const mock = await insertMock(tx, {
      userId: me.id,
      kind: blueprint.kind,
      name: assigned?.name ?? generatedMockName(blueprint.kind === 'PTE' ? 'PTE' : 'THPT', now),
      assignmentId: assigned?.assignmentId ?? null,
      questionIds: generated.questionIds,
      totalQuestions: generated.questionIds.reduce((sum, id) => sum + (marksOf.get(id) ?? 1), 0),
      timeAllowed,
      plan,
      remainTime: sectionTime(plan, 0),
      remainTimeAt: now,
      seed,
      chosenForLevel: Math.round(learnerRating),
      createdAt: now,
      updatedAt: now,
    });
    await insertProductEvents(tx, [
      { type: 'mock_started', userId: me.id, occurredAt: now, detail: blueprint.kind },
    ]);
    return mock.id;
  });
}

/**
 * Spends the learner's mock generation (a paid mock if there is one, else a free one) and cancels
 * their unscored mocks, inside the generating transaction.
 */
async function spendOwnMock(deps: AppDeps, tx: Transaction, me: UserRow, now: Date): Promise<void> {
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
}

/** One's own mocks, newest first, each with its clock as of now (`GET /api/get-mocks`). */
export async function listMocks(deps: AppDeps, me: UserRow): Promise<MockRecord[]> {
  const now = deps.now();
  return (await findOwnMocks(deps.db, me.id)).map((row) => presentMock(row, me.email, now));
}

/**
 * One's own mock with its clock brought up to now and saved when a section closed meanwhile;
 * a mock whose last section ran out is finished (INPROGRESS -> FINISH).
 */
export async function syncMock(deps: AppDeps, me: UserRow, mockId: string): Promise<MockRow> {
  const mock = found(await findOwnMock(deps.db, me.id, mockId));
  if (mock.status !== 'INPROGRESS') return mock;
  const now = deps.now();
  const clock = clockNow(mock, now);
  if (clock.currentSection === mock.currentSection) return mock;
  const over = isClockOver(mock.plan, clock);
  const saved = await saveMockClock(deps.db, mock, {
    ...clockColumns(mock, clock),
    ...(over ? { status: 'FINISH', finishedAt: now } : {}),
    updatedAt: now,
  });
  if (saved) await settleIfAssigned(deps, saved);
  return saved ?? found(await findOwnMock(deps.db, me.id, mockId));
}

/**
 * A mock that is an attempt at a class assignment and was just finished (by the learner or by
 * its clock) is handed in: a job settles it (scoring paid by the class, the teachers' live pages).
 */
async function settleIfAssigned(
  deps: AppDeps,
  row: { id: string; userId: string; status: string; assignmentId: string | null },
): Promise<void> {
  if (!row.assignmentId || row.status !== 'FINISH') return;
  const payload: SettleAttemptPayload = { kind: 'mock', id: row.id, userId: row.userId };
  await deps.jobs.send(settleAttemptJobName, payload, { singletonKey: `mock:${row.id}` });
}

/** One's own mock as a record, its clock up to now (`POST api/mock-test-trial/resume`). */
export async function resumeMock(deps: AppDeps, me: UserRow, mockId: string): Promise<MockRecord> {
  return presentMock(await syncMock(deps, me, mockId), me.email, deps.now());
}

function clockColumns(mock: MockClockRow, clock: MockClock) {
  return {
    currentSection: clock.currentSection,
    currentQuestion: clock.currentQuestion,
    remainTime: clock.remainTime,
    remainTimeAt: clock.at,
    sectionTimes: clock.sectionTimes,
    nextQuestionType: mock.plan.steps[clock.currentQuestion]?.type ?? null,
  };
}

/** True for a mock that ended because the last section's time ran out. */
function isTimeUp(mock: MockClockRow): boolean {
  const last = mock.plan.sections.length - 1;
  return (
    mock.status === 'FINISH' && last >= 0 && (mock.sectionTimes[last] ?? 0) >= sectionTime(mock.plan, last)
  );
}

const notInProgress = () => new AppError('error.mockNotInProgress');

/**
 * `syncMock` for the hot routes, signed in by `authenticateCached`: the mock without its scores,
 * and the caller's account checked again in the same statement (401 when it was deactivated or
 * signed out everywhere since the sign-in was cached).
 */
async function syncMockClock(deps: AppDeps, me: UserRow, mockId: string): Promise<MockClockRow> {
  const read = await findOwnMockClock(deps.db, me, mockId);
  if (!read) {
    if (!(await isCallerValid(deps.db, me))) throw new AppError('error.http.401');
    throw new AppError('error.http.404');
  }
  if (!read.isCallerValid) throw new AppError('error.http.401');
  const { mock } = read;
  if (mock.status !== 'INPROGRESS') return mock;
  const now = deps.now();
  const clock = clockNow(mock, now);
  if (clock.currentSection === mock.currentSection) return mock;
  const saved = await saveClockNow(deps, mock, clock, now);
  return saved ?? found(await findOwnMockClock(deps.db, me, mockId)).mock;
}

/**
 * Saves the clock of a mock in progress whose section closed since it was last written (as of
 * `now`), finishing the mock when that was its last section; undefined when somebody else wrote
 * the clock meanwhile.
 */
async function saveClockNow(
  deps: AppDeps,
  mock: MockClockRow,
  clock: MockClock,
  now: Date,
): Promise<MockClockRow | undefined> {
  const ended = isClockOver(mock.plan, clock) ? { status: 'FINISH' as const, finishedAt: now } : undefined;
  const saved = await saveOwnMockClock(
    deps.db,
    mock,
    { ...clockColumns(mock, clock), updatedAt: now },
    { ended },
  );
  if (saved && ended) await settleIfAssigned(deps, saved);
  return saved;
}

/**
 * Saves progress (`POST api/mock-test-trial/progress`). The server is the authority on time and
 * place: the step may stay or move forward inside the current section, or to the first step
 * after it (closing the section and starting the next one's full time); skipping a section is a
 * 409, and so is going back, except in a THPT paper, whose one section the learner moves through
 * freely (jump to any question index). Reaching the FINISH step closes the last section and shows
 * the end-of-test summary (`reviewing`), kept on the server with no clock running until the
 * learner finishes. The time left never goes up, whatever the client sends.
 */
export async function saveProgress(
  deps: AppDeps,
  me: UserRow,
  input: { examId: string; currentQuestion: number; remainTime: number },
): Promise<MockRecord> {
  // From this process's last copy of the mock first: one statement when nothing changed it
  // elsewhere; any doubt (a refusal, a section to close, a write that found the row changed)
  // goes the long way, from the mock as stored.
  const known = lastKnownMockClock(input.examId);
  if (known?.userId === me.id && known.status === 'INPROGRESS') {
    const now = deps.now();
    const clock = clockNow(known, now);
    const next = clock.currentSection === known.currentSection ? progressTo(known, clock, input) : undefined;
    if (next && !(next instanceof AppError)) {
      const saved = await saveOwnMockClock(deps.db, known, { ...next, updatedAt: now }, { caller: me });
      if (saved) return presentMock(saved, me.email, now);
    }
  }
  const mock = await syncMockClock(deps, me, input.examId);
  if (mock.status !== 'INPROGRESS') throw notInProgress();
  const now = deps.now();
  const next = progressTo(mock, clockNow(mock, now), input);
  if (next instanceof AppError) throw next;
  const saved = await saveOwnMockClock(deps.db, mock, { ...next, updatedAt: now });
  if (!saved) throw new AppError('error.mockChanged');
  return presentMock(saved, me.email, now);
}

/** The clock columns after moving a mock in progress (its clock as of now) to the step asked for, or why not. */
function progressTo(
  mock: MockClockRow,
  clock: MockClock,
  input: { currentQuestion: number; remainTime: number },
): ReturnType<typeof clockColumns> | AppError {
  const moved = moveTo(mock.plan, clock, input.currentQuestion, isFreeMoving(mock.kind));
  if (moved === 'back') return new AppError('error.mockForwardOnly');
  if (moved === 'skip') return new AppError('error.mockSectionOpen');
  const sameSection = moved.currentSection === clock.currentSection;
  const next = sameSection ? { ...moved, remainTime: Math.min(moved.remainTime, input.remainTime) } : moved;
  return clockColumns(mock, isClockOver(mock.plan, next) ? stopClock(mock.plan, next) : next);
}

type AnswerInput = { examId: string; questionId: number; response: AnswerResponse };
/** How one attempt at saving an answer ended: saved, refused, a recording to measure first, or the mock moved on meanwhile. */
type AnswerOutcome = { saved: true } | { refused: AppError } | { measureFirst: string } | { changed: true };
/** Attempts at an answer whose mock another request keeps changing between the read and the write. */
const answerAttempts = 3;

/**
 * Stores an answer of a mock in progress, for an item of the current section only (a closed
 * section cannot be changed); a recording must have been uploaded by the learner and decoded
 * (measured at upload). The mark stays hidden until the mock is scored. Two statements, no
 * transaction: the mock with the caller's account, the recording and the ratings are read in
 * one, then the answer (and an objective answer's ratings) written in one that first locks the
 * mock and checks it is still in that section; when it is not any more, read and checked again.
 */
export async function answerMock(deps: AppDeps, me: UserRow, input: AnswerInput): Promise<void> {
  const question = await findQuestionCached(deps.db, input.questionId);
  let measured = false;
  for (let attempt = 0; attempt < answerAttempts; attempt += 1) {
    const outcome = await saveAnswer(deps, me, input, question);
    if ('saved' in outcome) return;
    if ('refused' in outcome) throw outcome.refused;
    if ('measureFirst' in outcome) {
      if (measured) throw new Error('a recording measured twice');
      // A file stored before lengths were measured at upload: measured once now, then again.
      await checkOwnRecording(deps, me.id, outcome.measureFirst);
      measured = true;
    }
  }
  throw new AppError('error.mockChanged');
}

async function saveAnswer(
  deps: AppDeps,
  me: UserRow,
  input: AnswerInput,
  question: QuestionRow | undefined,
): Promise<AnswerOutcome> {
  const now = deps.now();
  const audioKey = input.response.audioKey;
  const read = await findOwnMockClock(deps.db, me, input.examId, {
    recordingKey: audioKey,
    questionId: question?.id,
  });
  if (!read) {
    if (!(await isCallerValid(deps.db, me))) return { refused: new AppError('error.http.401') };
    return { refused: new AppError('error.http.404') };
  }
  if (!read.isCallerValid) return { refused: new AppError('error.http.401') };
  let mock = read.mock;
  if (mock.status === 'INPROGRESS') {
    // A section closed since the last request: saved as `syncMock` does, kept even when the
    // answer is refused below.
    const clock = clockNow(mock, now);
    if (clock.currentSection !== mock.currentSection) {
      const synced = await saveClockNow(deps, mock, clock, now);
      if (!synced) return { changed: true };
      mock = synced;
    }
  }
  try {
    if (mock.status !== 'INPROGRESS') throw isTimeUp(mock) ? new AppError('error.timeUp') : notInProgress();
    const step = mock.plan.steps.findIndex((entry) => entry.questionId === input.questionId);
    if (step < 0) throw new AppError('error.http.404');
    const section = clockNow(mock, now).currentSection;
    if (mock.plan.steps[step]?.section !== section) throw new AppError('error.questionNotInSection');
    const row = found(question);
    const mark = markAnswer(row, input.response);
    let audioDuration: number | null = null;
    if (audioKey) {
      const recording = read.recording;
      if (!recording) throw recordingError('The recording was not uploaded.');
      if (recording.durationSeconds === null && recording.decodeError === null)
        return { measureFirst: audioKey };
      if (recording.durationSeconds === null)
        throw recordingError(
          `The recording could not be decoded: ${recording.decodeError ?? 'unknown reason'}`,
        );
      audioDuration = recording.durationSeconds;
    }
    // An objective answer moves the learner's and the item's ratings, in the answer's statement.
    const ratings =
      mark.status === 'MARKED' && mark.max
        ? ratingsAfter({ level: row.level, outcome: (mark.score ?? 0) / mark.max }, read.ratings)
        : undefined;
    const saved = await saveMockAnswerIfOpen(
      deps.db,
      {
        mockId: mock.id,
        userId: me.id,
        section,
        questionId: input.questionId,
        response: input.response,
        ...mark,
        score: mark.score ?? null,
        max: mark.max ?? null,
        audioDuration,
        answeredAt: now,
      },
      ratings,
    );
    if (saved && mark.status === 'WAITING_AI') await requestPrescore(deps, me, mock, input.questionId, now);
    return saved ? { saved: true } : { changed: true };
  } catch (error) {
    if (error instanceof AppError) return { refused: error };
    throw error;
  }
}

/** Applies finish, cancel or retry to one's own mock; an illegal transition is a 409. */
export async function changeMock(
  deps: AppDeps,
  me: UserRow,
  mockId: string,
  action: Extract<MockAction, 'finish' | 'cancel' | 'retry'>,
): Promise<MockRecord> {
  const mock = await syncMock(deps, me, mockId);
  const now = deps.now();
  if (!nextMockStatus(mock.status, action)) {
    throw new AppError('error.mockActionNotAllowed');
  }
  // A mock handed in for a class assignment stays as handed in: another attempt starts from the assignment.
  if (action === 'retry' && mock.assignmentId) throw new AppError('error.mockActionNotAllowed');
  const extra =
    action === 'finish'
      ? { finishedAt: now, ...clockColumns(mock, stopClock(mock.plan, clockNow(mock, now))) }
      : action === 'retry'
        ? {
            currentQuestion: 0,
            currentSection: 0,
            remainTime: sectionTime(mock.plan, 0),
            remainTimeAt: now,
            sectionTimes: [],
            finishedAt: null,
            nextQuestionType: mock.plan.steps[0]?.type ?? null,
          }
        : {};
  const row = await deps.db.transaction(async (tx) => {
    const changed = await transitionMock(tx, me.id, mockId, action, now, extra);
    if (changed && action === 'retry') await deleteMockAnswers(tx, mockId);
    return changed;
  });
  if (!row) throw new AppError('error.mockChanged');
  if (action === 'finish') await settleIfAssigned(deps, row);
  return presentMock(row, me.email, now);
}
