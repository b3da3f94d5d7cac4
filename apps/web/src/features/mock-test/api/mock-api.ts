import { queryOptions } from '@tanstack/react-query';
import { introPagesApi, mockTestsApi, type AnswerResponse, type IntroPage } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { saveFile } from '../../../lib/save-file';

/** The mocks on offer and one's own mocks, through the typed client. */
const introPages = createApiClient(introPagesApi);
const mocks = createApiClient(mockTestsApi);

/** The player's calls never toast: the player shows a failure itself. */
const silent = { context: { silent: true } } as const;

/** Every mock-test query lives under this key, so one invalidation reloads the lists. */
export const mockKey = ['mock-test'] as const;

/** `GET /api/intro-pages`: the mocks on offer. */
export function introPagesQueryOptions() {
  return queryOptions({
    queryKey: [...mockKey, 'intro-pages'],
    queryFn: ({ signal }) => introPages.list(undefined, { signal }),
  });
}

/** `GET /api/intro-pages/{id}`: one mock on offer with its package. */
export function introPageQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...mockKey, 'intro-page', id],
    queryFn: ({ signal }) => introPages.get({ params: { id } }, { signal }),
  });
}

/** How often the list is asked again while one of its mocks waits for its score. */
export const listScoringPollMs = 5000;

/** `GET /api/get-mocks`: the learner's own mocks, newest first; polled while one is scoring. */
export function mocksQueryOptions() {
  return queryOptions({
    queryKey: [...mockKey, 'mine'],
    queryFn: ({ signal }) => mocks.list(undefined, { signal }),
    refetchInterval: (query) =>
      query.state.data?.some((mock) => mock.status === 'SCORING') ? listScoringPollMs : false,
  });
}

/**
 * `GET /api/mock-test-trial/detail`: the player's data. Never refetched in the background: the
 * player keeps its own place and clock after loading and asks the server through progress.
 */
export function mockDetailQueryOptions(mockId: string) {
  return queryOptions({
    queryKey: [...mockKey, 'detail', mockId],
    queryFn: ({ signal }) => mocks.detail({ query: { mockId } }, { signal }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** `GET /api/mock-test-trial/score/{id}`: the record with its clock and status, polled while scoring. */
export function mockRecordQueryOptions(mockId: string, pollMs: number | false) {
  return queryOptions({
    queryKey: [...mockKey, 'record', mockId],
    queryFn: ({ signal }) => mocks.record({ params: { id: mockId } }, { signal, ...silent }),
    refetchInterval: pollMs,
  });
}

/** `GET /api/mock-test-trial/result/{id}`: the report. */
export function mockReportQueryOptions(mockId: string) {
  return queryOptions({
    queryKey: [...mockKey, 'report', mockId],
    queryFn: ({ signal }) => mocks.result({ params: { id: mockId } }, { signal }),
  });
}

/** `POST /api/mock-test-trial/create`: generates a mock; returns its id. */
export async function createMock(input: { kind: IntroPage['kind']; blueprint: IntroPage['blueprint'] }) {
  const created = await mocks.create({ body: input }, silent);
  return created.mockId;
}

/** `POST /api/mock-test-trial/progress`: the step the learner moves to; the server answers with its clock. */
export function saveProgress(input: {
  examId: string;
  currentQuestion: number;
  remainTime: number;
  nextQuestionType: string | null;
}) {
  return mocks.progress({ body: input }, silent);
}

/** `POST /api/mock-test-trial/answer`: one answer of the current section (unmarked until scoring). */
export async function saveAnswer(examId: string, questionId: number, response: AnswerResponse) {
  await mocks.answer({ body: { examId, questionId, response } }, silent);
}

export type MockAction = 'resume' | 'finish' | 'score' | 'retry' | 'cancel';

/** Resume, finish, score, retry or cancel a mock; answers with the changed record. */
export function changeMock(action: MockAction, examId: string) {
  return mocks[action]({ body: { examId } }, silent);
}

/** The PDF's file name, as the server names it. */
export function reportFileName(mockId: string): string {
  return `prepwise-report-${mockId}.pdf`;
}

/**
 * `GET /api/mock-test-trial/report/{id}`, saved as the PDF. Silent: the button shows the failure
 * (ApiError, 404 until the report is ready).
 */
export async function downloadReport(mockId: string): Promise<void> {
  const file = await mocks.report({ params: { id: mockId } }, silent);
  saveFile(file, reportFileName(mockId));
}
