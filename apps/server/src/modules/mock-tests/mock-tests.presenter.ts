import type { MockRecord } from '@prepwise/contracts';
import { runClock, type MockClock } from './mock-clock.js';
import type { MockClockRow as MockRow } from './mock-clock.repository.js';

/** The clock as stored on the row. */
export function storedClock(row: MockRow): MockClock {
  return {
    currentSection: row.currentSection,
    currentQuestion: row.currentQuestion,
    remainTime: row.remainTime,
    at: row.remainTimeAt,
    sectionTimes: row.sectionTimes,
  };
}

/** The clock now: it runs while a mock is in progress, even with the tab closed; otherwise it stands. */
export function clockNow(row: MockRow, now: Date): MockClock {
  const stored = storedClock(row);
  return row.status === 'INPROGRESS' ? runClock(row.plan, stored, now) : stored;
}

/**
 * True when a mock in progress is on its end-of-test summary: the learner moved to the FINISH
 * step, which closed the last section, so the clock stands still until they finish.
 */
export function isReviewing(row: MockRow, clock: MockClock): boolean {
  return row.status === 'INPROGRESS' && clock.currentSection >= row.plan.sections.length;
}

/** The mock record (docs/product.md §3) with the position and time left as of `now`. */
export function presentMock(row: MockRow, email: string, now: Date): MockRecord {
  const clock = clockNow(row, now);
  return {
    id: row.id,
    userId: row.userId,
    email,
    type: 'MARKET_RANDOM_MOCK_TEST',
    kind: row.kind as MockRecord['kind'],
    name: row.name,
    totalQuestions: row.totalQuestions ?? row.questionIds.length,
    timeAllowed: row.timeAllowed,
    status: row.status,
    reportId: row.reportId,
    currentQuestion: clock.currentQuestion,
    currentSection: clock.currentSection,
    remainTime: clock.remainTime,
    overallScore: row.overallScore,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    finishedDate: row.finishedAt?.toISOString() ?? null,
    nextQuestionType: row.plan.steps[clock.currentQuestion]?.type ?? row.nextQuestionType,
    chosenForLevel: row.chosenForLevel,
    reviewing: isReviewing(row, clock),
  };
}
