import { vi } from 'vitest';
import type { AssignmentSummary, ClassDetail, Session } from '@prepwise/contracts';
import { saveToken } from '../../../lib/session/token-storage';
import { envelopeResponse, urlOf } from '../../../test/fetch';

/** The fake server of the teacher pages' tests: a class, its owner, and `fetch` answered by a handler. */

export const classId = '3f0b7c9e-1111-4222-8333-444455556666';
export const assignmentId = '00000000-0000-4000-8000-000000000001';
export const attemptId = '00000000-0000-4000-8000-0000000000aa';
export const teacherId = '00000000-0000-4000-8000-000000000101';

export const session = (roles: Session['user']['roles']): Session => ({
  isAdmin: false,
  user: {
    id: teacherId,
    email: 'lan@example.com',
    fullName: 'Cô Lan',
    phonenumber: null,
    nationality: null,
    avatarUrl: null,
    langKey: 'en',
    activated: true,
    roles,
    createdDate: '2025-01-01T00:00:00.000Z',
  },
});
export const teacherSession = session(['ROLE_USER', 'ROLE_TEACHER']);

/** The class 12A1 as its owner (Cô Lan) sees it; `overrides` change what a test needs. */
export const klass = (overrides: Partial<ClassDetail> = {}): ClassDetail => ({
  id: classId,
  name: '12A1',
  examFamily: 'THPT',
  targetDate: null,
  archived: false,
  ownerName: 'Cô Lan',
  isOwner: true,
  rights: ['assign', 'grade', 'manage'],
  learnerCount: 2,
  assignmentCount: 1,
  createdDate: '2026-10-01T00:00:00.000Z',
  joinCode: 'ABCD2345',
  teachers: [
    {
      teacherId,
      fullName: 'Cô Lan',
      email: 'lan@example.com',
      isOwner: true,
      rights: ['assign', 'grade', 'manage'],
    },
  ],
  pendingInvitations: 0,
  credits: { aiScoring: 10, mockScore: 2 },
  ...overrides,
});

/** The class's assignment "Synonyms, week 1"; `overrides` change what a test needs. */
export const buildAssignment = (overrides: Partial<AssignmentSummary> = {}): AssignmentSummary => ({
  id: assignmentId,
  classId,
  title: 'Synonyms, week 1',
  work: {
    kind: 'PRACTICE_CHOSEN',
    questionCount: 2,
    types: [],
    mockKind: null,
    blueprint: null,
    perLearner: false,
  },
  opensAt: '2026-10-01T00:00:00.000Z',
  dueAt: '2026-10-08T17:00:00.000Z',
  attemptsAllowed: 1,
  lateAllowed: true,
  learnerCount: 2,
  submittedCount: 1,
  createdDate: '2026-10-01T00:00:00.000Z',
  ...overrides,
});

/** A page of a list, with its total in `x-total-count` as the server sends it. */
export function page<T>(items: T[]) {
  const response = envelopeResponse(200, '', items);
  response.headers.set('x-total-count', String(items.length));
  return response;
}

/** Answers a request, or `undefined` for an empty page. */
export type Handler = (
  url: string,
  init: RequestInit | undefined,
) => Response | undefined | Promise<Response | undefined>;

/** Stubs `fetch`: `/user/` answers `who`, anything else `handler`; signs the teacher in. */
export function serve(handler: Handler, who: Session = teacherSession) {
  const server = vi.fn<typeof fetch>(async (input, init) => {
    const url = urlOf(input);
    if (url === '/user/') return envelopeResponse(200, '', who);
    return (await handler(url, init)) ?? page([]);
  });
  vi.stubGlobal('fetch', server);
  saveToken('teacher-token', true);
  return server;
}

export type FakeServer = ReturnType<typeof serve>;

/** The calls made to a path (without its query) with a method. */
export const callsTo = (server: FakeServer, path: string, method = 'GET') =>
  server.mock.calls.filter(
    ([input, init]) => urlOf(input).split('?')[0] === path && (init?.method ?? 'GET') === method,
  );

/** A server answer that fails (500) the first time it is asked for, then answers `answer()`. */
export function failingOnce(answer: () => Response) {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1 ? envelopeResponse(500, 'Internal server error', null) : answer();
  };
}
