import type { MockRecord, MockStatus } from '@prepwise/contracts';
import type { MockRow } from './mock-tests.repository.js';

/** Milliseconds left now: the clock runs while a mock is in progress, even with the tab closed. */
export function remainingTime(row: MockRow, now: Date): number {
  if (row.status !== 'INPROGRESS') return row.remainTime;
  return Math.max(0, row.remainTime - (now.getTime() - row.remainTimeAt.getTime()));
}

export function presentMock(row: MockRow, email: string, now: Date): MockRecord {
  return {
    id: row.id,
    userId: row.userId,
    email,
    type: 'MARKET_RANDOM_MOCK_TEST',
    kind: row.kind as MockRecord['kind'],
    name: row.name,
    totalQuestions: row.questionIds.length,
    timeAllowed: row.timeAllowed,
    status: row.status as MockStatus,
    reportId: row.reportId,
    currentQuestion: row.currentQuestion,
    remainTime: remainingTime(row, now),
    overallScore: row.overallScore,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    finishedDate: row.finishedAt?.toISOString() ?? null,
    nextQuestionType: row.nextQuestionType,
    chosenForLevel: row.chosenForLevel,
  };
}
