import {
  mockScoresSchema,
  numberPlanQuestions,
  type AnswerResponse,
  type MockDetail,
  type MockReport,
  type MockReportItem,
  type MockScores,
  type TeacherReview,
} from '@prepwise/contracts';
import { itemSkills } from '@prepwise/scoring';
import type { AppDeps } from '../../deps.js';
import type { UserRow } from '../user/index.js';
import { findQuestionsByIds, presentQuestion } from '../questions/index.js';
import { usedPerSection } from './mock-clock.js';
import { findMockAnswers, findScoredMocks, type MockRow } from './mock-tests.repository.js';
import { teacherReviewsOf } from '../classes/index.js';
import { clockNow, presentMock } from './mock-tests.presenter.js';
import { syncMock } from './mock-tests.service.js';

/** The stored scores of a scored mock, in the contract's shape; null before scoring. */
export function scoresOf(mock: MockRow): MockScores | null {
  if (!mock.scores) return null;
  const parsed = mockScoresSchema.safeParse({ thptMark: null, correct: null, total: null, ...mock.scores });
  return parsed.success ? parsed.data : null;
}

/**
 * One's own mock for the player (`GET /api/mock-test-trial/detail`): the record with its clock
 * up to now, the saved responses (so a reload restores them; never their marks before scoring),
 * the questions in order without keys, and the plan of steps and sections.
 */
export async function loadMockDetail(deps: AppDeps, me: UserRow, mockId: string): Promise<MockDetail> {
  const mock = await syncMock(deps, me, mockId);
  const now = deps.now();
  const rows = await findQuestionsByIds(deps.db, mock.questionIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const answers = await findMockAnswers(deps.db, mock.id);
  return {
    examInfo: {
      ...presentMock(mock, me.email, now),
      answers: answers.map((answer) => ({
        questionId: answer.questionId,
        status: shownStatus(mock.status, answer.status),
        response: answer.response,
        answeredDate: answer.answeredAt.toISOString(),
      })),
      scores: scoresOf(mock),
    },
    questions: mock.questionIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [presentQuestion(row, false)] : [];
    }),
    plan: mock.plan,
    sectionTimes: usedPerSection(mock.plan, clockNow(mock, now)),
  };
}

/** An open answer scored before its mock was (see `mock-prescore.ts`): its score waits for DONE. */
function isScoredAhead(mockStatus: string, answerStatus: string): boolean {
  return mockStatus !== 'DONE' && (answerStatus === 'SCORED' || answerStatus === 'SCORING_FAILED');
}

/** An answer's status as the learner may see it now. */
function shownStatus<Status extends string>(mockStatus: string, answerStatus: Status): Status | 'WAITING_AI' {
  return isScoredAhead(mockStatus, answerStatus) ? 'WAITING_AI' : answerStatus;
}

interface StoredItem {
  type: string;
  score: number;
  max: number;
  traits?: Record<string, { score: number; max: number; raw?: number; evidence?: unknown[] }>;
}

/**
 * The report (`GET api/mock-test-trial/result/{id}`): scores once DONE, time used per section,
 * each item with its mark, traits and evidence, and the learner's earlier scored mocks.
 */
export async function loadMockReport(deps: AppDeps, me: UserRow, mockId: string): Promise<MockReport> {
  return buildMockReport(deps, await syncMock(deps, me, mockId), me.email);
}

/** The report of a mock row as it stands (the scoring job renders the PDF from it before saving DONE). */
export async function buildMockReport(deps: AppDeps, mock: MockRow, email: string): Promise<MockReport> {
  const now = deps.now();
  const answers = new Map(
    (await findMockAnswers(deps.db, mock.id)).map((answer) => [answer.questionId, answer]),
  );
  const stored = new Map(
    ((mock.scores?.items as (StoredItem & { questionId?: number })[] | undefined) ?? []).flatMap((item) =>
      item.questionId ? [[item.questionId, item] as const] : [],
    ),
  );
  const used = usedPerSection(mock.plan, clockNow(mock, now));
  // Numbered as the player numbered them (a THPT passage one per sub-question), not 1..items.
  const numbering = numberPlanQuestions(
    mock.plan,
    (await findQuestionsByIds(deps.db, mock.questionIds)).map((row) => presentQuestion(row, false)),
  );
  const reviews = mock.assignmentId
    ? await teacherReviewsOf(deps.db, 'mock', mock.id)
    : new Map<number, TeacherReview>();
  // Marks stay hidden while the test runs; once it is over, objective items show theirs even
  // before (or without) scoring, and open answers theirs once scored.
  const isOver = mock.status !== 'INPROGRESS';
  const items: MockReportItem[] = mock.plan.steps.flatMap((step, index) => {
    if (step.questionId === null) return [];
    const storedAnswer = answers.get(step.questionId);
    // An open answer scored ahead of Finish shows nothing of it until the mock is scored (DONE).
    const answer =
      storedAnswer && isScoredAhead(mock.status, storedAnswer.status)
        ? { ...storedAnswer, status: 'WAITING_AI' as const, score: 0, traits: null, evidence: [] }
        : storedAnswer;
    const item = stored.get(step.questionId);
    return [
      {
        step: index,
        numbers: numbering.numbers[index] ?? { first: index + 1, last: index + 1 },
        questionId: step.questionId,
        type: step.type,
        status: answer?.status ?? 'UNANSWERED',
        score: isOver ? (item?.score ?? answer?.score ?? 0) : 0,
        max: item?.max ?? answer?.max ?? 0,
        skills: [...(itemSkills[step.type] ?? [])],
        traits: normaliseTraits(item?.traits ?? (answer?.traits as StoredItem['traits'])),
        evidence:
          mock.status === 'DONE' || (isOver && answer?.status === 'MARKED') ? (answer?.evidence ?? []) : [],
        response: (answer?.response as AnswerResponse | undefined) ?? null,
        teacherReview: reviews.get(step.questionId) ?? null,
      },
    ];
  });
  // Like with like: a THPT mark out of 10 is never set beside a PTE 10-90 score (web and PDF).
  const previous = (await findScoredMocks(deps.db, mock.userId, mock.kind, mock.id)).filter(
    (other) => !mock.finishedAt || !other.finishedAt || other.finishedAt <= mock.finishedAt,
  );
  return {
    examInfo: presentMock(mock, email, now),
    scores: mock.status === 'DONE' ? scoresOf(mock) : null,
    sections: mock.plan.sections.map((section, index) => ({
      key: section.key,
      minutes: section.minutes,
      usedMs: Math.max(0, Math.round(used[index] ?? 0)),
      items: mock.plan.steps.slice(section.start, section.end).filter((step) => step.questionId !== null)
        .length,
    })),
    items,
    previous: previous.map((other) => {
      const scores = scoresOf(other);
      return {
        id: other.id,
        name: other.name,
        finishedDate: other.finishedAt?.toISOString() ?? null,
        overallScore: other.overallScore,
        scoreSpeaking: scores?.scoreSpeaking ?? null,
        scoreWriting: scores?.scoreWriting ?? null,
        scoreReading: scores?.scoreReading ?? null,
        scoreListening: scores?.scoreListening ?? null,
      };
    }),
  };
}

function normaliseTraits(traits: StoredItem['traits'] | null | undefined): MockReportItem['traits'] {
  if (!traits) return null;
  return Object.fromEntries(
    Object.entries(traits).map(([name, trait]) => [
      name,
      {
        score: trait.score,
        max: trait.max,
        raw: trait.raw ?? trait.score,
        evidence: (trait.evidence ?? []) as Record<string, unknown>[],
      },
    ]),
  );
}
