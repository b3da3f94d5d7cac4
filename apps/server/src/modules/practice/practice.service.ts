import type { z } from 'zod';
import type {
  AnswerResponse,
  AnswerResult,
  PracticeSession,
  QuestionGroup,
  QuestionType,
  startExamRequestSchema,
  TeacherReview,
} from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError, found } from '../../lib/app-error.js';
import type { UserRow } from '../user/index.js';
import {
  checkQuestionAccess,
  findActiveIdsAmong,
  findActiveIdsByType,
  findQuestion,
  findQuestionsByIds,
  findTestedIdsByType,
  freeIdsAmong,
  hasFullBank,
  trackQuestion,
  transcriptOf,
  type QuestionRow,
} from '../questions/index.js';
import { checkOwnRecording, markAnswer, recordingUrl, recordObjectiveOutcome } from '../answers/index.js';
import { recordMistakes } from '../review/index.js';
import {
  advanceSession,
  deleteSession,
  findAnswers,
  findExamPage,
  findOwnSession,
  finishSession,
  insertPracticeSession,
  resetSession,
  upsertAnswer,
  type PracticeAnswerRow,
  type PracticeSessionRow,
} from './practice.repository.js';
import { insertProductEvents } from '../../platform/product-events.repository.js';
import { settleAttemptJobName, type SettleAttemptPayload } from '../../jobs/job-names.js';
import { teacherReviewsOf } from '../classes/index.js';

const maxQuestionsPerSession = 100;

/**
 * Starts a practice session: the chosen questions, or every active question of a type with the
 * ones the learner has not answered yet first.
 */
export async function startPractice(
  deps: AppDeps,
  me: UserRow,
  input: z.output<typeof startExamRequestSchema>,
): Promise<PracticeSession> {
  let ids: number[];
  if (input.questionIds) {
    const known = new Set(await findActiveIdsAmong(deps.db, input.questionIds));
    if (input.questionIds.some((id) => !known.has(id))) throw new AppError('error.http.404');
    ids = [...new Set(input.questionIds)];
    await checkQuestionAccess(deps, me, ids);
  } else {
    let all = (await findActiveIdsByType(deps.db)).find((row) => row.type === input.questionType)?.ids ?? [];
    if (!(await hasFullBank(deps, me))) {
      const free = await freeIdsAmong(deps, all);
      all = all.filter((id) => free.has(id));
    }
    const tested = new Set(
      (await findTestedIdsByType(deps.db, me.id, input.examGroup)).find(
        (row) => row.type === input.questionType,
      )?.ids,
    );
    ids = [...all.filter((id) => !tested.has(id)), ...all.filter((id) => tested.has(id))];
    if (ids.length === 0) throw new AppError('error.http.404', 'There are no questions of this type yet.');
  }
  const row = await insertPracticeSession(deps.db, {
    userId: me.id,
    examGroup: input.examGroup,
    questionType: input.questionType ?? null,
    questionIds: ids.slice(0, maxQuestionsPerSession),
    startedAt: deps.now(),
  });
  return presentPracticeSession(deps, row, [], new Map());
}

/**
 * Starts a session that is an attempt at a class assignment: the questions the assignment gives,
 * open to the learner whatever their own pack (the class's teacher chose them). The caller checks
 * the assignment's rules; a second session in progress for the same assignment is refused by a
 * unique index (the caller reads the first one back).
 */
export async function startAssignedPractice(
  deps: AppDeps,
  me: UserRow,
  input: { assignmentId: string; questionIds: number[] },
): Promise<string> {
  const row = await insertPracticeSession(deps.db, {
    userId: me.id,
    examGroup: 'SKILL_TEST',
    questionType: null,
    questionIds: input.questionIds.slice(0, maxQuestionsPerSession),
    startedAt: deps.now(),
    assignmentId: input.assignmentId,
  });
  return row.id;
}

/** Stores and marks an answer in one's own session that is in progress; reveals the key after. */
export async function answerQuestion(
  deps: AppDeps,
  me: UserRow,
  input: { examId: string; questionId: number; response: AnswerResponse },
): Promise<AnswerResult> {
  const exam = found(await findOwnSession(deps.db, me.id, input.examId));
  if (exam.status !== 'INPROGRESS') throw new AppError('error.practiceFinished');
  const position = exam.questionIds.indexOf(input.questionId);
  if (position < 0) throw new AppError('error.http.404');
  const question = found(await findQuestion(deps.db, input.questionId));
  const mark = markAnswer(question, input.response);
  const audioDuration = input.response.audioKey
    ? await checkOwnRecording(deps, me.id, input.response.audioKey)
    : null;
  const now = deps.now();
  const answer = await deps.db.transaction(async (tx) => {
    const row = await upsertAnswer(tx, {
      sessionId: exam.id,
      userId: me.id,
      questionId: question.id,
      response: input.response,
      ...mark,
      audioDuration,
      answeredAt: now,
    });
    await trackQuestion(
      tx,
      { userId: me.id, questionId: question.id, examGroup: exam.examGroup, questionType: question.type },
      now,
    );
    await advanceSession(tx, exam.id, position + 1, now);
    if (mark.status === 'MARKED' && mark.max) {
      await recordObjectiveOutcome(tx, {
        userId: me.id,
        questionId: question.id,
        level: question.level,
        outcome: (mark.score ?? 0) / mark.max,
      });
      await recordMistakes(tx, { userId: me.id, source: 'PRACTICE', question, answer: row, now });
    }
    // Last: its trigger updates the day's shared rollup row for this task type, whose lock every
    // learner answering that type waits for until this transaction commits.
    await insertProductEvents(tx, [
      { type: 'practice_attempt', userId: me.id, occurredAt: now, detail: question.type },
    ]);
    return row;
  });
  return presentAnswer(deps, answer, question);
}

/**
 * Finishes one's own session (INPROGRESS -> FINISH, once; again is a 409). A session that is an
 * attempt at a class assignment is then handed in (settled by a job: scoring paid by the class).
 */
export async function finishPractice(
  deps: AppDeps,
  me: UserRow,
  sessionId: string,
): Promise<PracticeSession> {
  const finished = await finishSession(deps.db, me.id, sessionId, deps.now());
  if (!finished) {
    found(await findOwnSession(deps.db, me.id, sessionId));
    throw new AppError('error.practiceAlreadyFinished');
  }
  const exam = await findOwnSession(deps.db, me.id, sessionId);
  if (exam?.assignmentId) {
    const payload: SettleAttemptPayload = { kind: 'practice', id: sessionId, userId: me.id };
    await deps.jobs.send(settleAttemptJobName, payload, { singletonKey: `practice:${sessionId}` });
  }
  return loadPracticeSession(deps, me, sessionId);
}

/**
 * Discards one's own session and its answers (from the history). Refused with 409 while an answer
 * is being scored, so a spent credit always ends with a score or a refund.
 */
export async function discardPractice(deps: AppDeps, me: UserRow, sessionId: string): Promise<void> {
  const outcome = await deleteSession(deps.db, me.id, sessionId);
  if (outcome === 'not-found') throw new AppError('error.http.404');
  if (outcome === 'scoring') throw new AppError('error.examScoring');
}

/**
 * Starts one's own session over. A session handed in for a class assignment stays as it was
 * handed in (`error.practiceFinished`): another attempt is started from the assignment.
 */
export async function resetPractice(deps: AppDeps, me: UserRow, sessionId: string): Promise<PracticeSession> {
  const exam = found(await findOwnSession(deps.db, me.id, sessionId));
  if (exam.assignmentId && exam.status === 'FINISH') throw new AppError('error.practiceFinished');
  found(await resetSession(deps.db, me.id, sessionId, deps.now()));
  return loadPracticeSession(deps, me, sessionId);
}

/** One's own session with every answer and its mark (resume and history detail). */
export async function loadPracticeSession(
  deps: AppDeps,
  me: UserRow,
  sessionId: string,
): Promise<PracticeSession> {
  const exam = found(await findOwnSession(deps.db, me.id, sessionId));
  const answers = await findAnswers(deps.db, exam.id);
  const rows = answers.length
    ? await findQuestionsByIds(
        deps.db,
        answers.map((answer) => answer.questionId),
      )
    : [];
  const reviews = exam.assignmentId ? await teacherReviewsOf(deps.db, 'practice', exam.id) : undefined;
  return presentPracticeSession(deps, exam, answers, new Map(rows.map((row) => [row.id, row])), reviews);
}

/** A page of one's own sessions, newest first, each with its answers. */
export async function listHistory(deps: AppDeps, me: UserRow, page: number, size: number) {
  const { rows, total } = await findExamPage(deps.db, me.id, page, size);
  const items = await Promise.all(rows.map((row) => loadPracticeSession(deps, me, row.id)));
  return { items, total };
}

function presentPracticeSession(
  deps: AppDeps,
  exam: PracticeSessionRow,
  answers: PracticeAnswerRow[],
  byId: Map<number, QuestionRow>,
  reviews?: Map<number, TeacherReview>,
): PracticeSession {
  const presented = answers.flatMap((answer) => {
    const question = byId.get(answer.questionId);
    return question ? [presentAnswer(deps, answer, question, reviews?.get(answer.questionId))] : [];
  });
  return {
    examId: exam.id,
    examGroup: exam.examGroup as QuestionGroup,
    questionType: exam.questionType as QuestionType | null,
    status: exam.status,
    questionIds: exam.questionIds,
    currentQuestion: exam.currentQuestion,
    answers: presented,
    score: presented.reduce((sum, answer) => sum + (answer.score ?? 0), 0),
    max: presented.reduce((sum, answer) => sum + (answer.max ?? 0), 0),
    startedDate: exam.startedAt.toISOString(),
    finishedDate: exam.finishedAt?.toISOString() ?? null,
  };
}

function presentAnswer(
  deps: AppDeps,
  answer: PracticeAnswerRow,
  question: QuestionRow,
  review?: TeacherReview,
): AnswerResult {
  const audioKey = typeof answer.response.audioKey === 'string' ? answer.response.audioKey : null;
  return {
    questionId: answer.questionId,
    questionType: question.type as QuestionType,
    status: answer.status,
    response: answer.response,
    score: answer.score,
    max: answer.max,
    evidence: answer.evidence,
    expectAnswer: question.expectAnswer,
    explanation: question.explanation ?? null,
    transcript: transcriptOf(question),
    traits: (answer.traits as AnswerResult['traits']) ?? null,
    flags: answer.flags,
    audioDurationSeconds: answer.audioDuration,
    audioUrl: audioKey ? recordingUrl(deps, audioKey) : null,
    speech: (answer.speech as AnswerResult['speech']) ?? null,
    aiFeedback: answer.aiFeedback ?? null,
    answeredDate: answer.answeredAt.toISOString(),
    ...(review ? { teacherReview: review } : {}),
  };
}
