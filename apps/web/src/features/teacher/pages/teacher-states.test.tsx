import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse } from '../../../test/fetch';
import { retryIn } from '../../../test/failing-server';
import { renderWithProviders } from '../../../test/render';
import {
  assignmentId,
  attemptId,
  buildAssignment,
  callsTo,
  classId,
  klass,
  page,
  serve,
} from '../test/fake-server';
import { AnswerPage } from './answer-page';
import { AssignmentPage } from './assignment-page';
import { ClassPage } from './class-page';
import { TeacherClassesPage } from './teacher-classes-page';

/** The teacher pages' loading, failure (with "Try again") and empty states, drawn by QueryStates. */

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const first = { timeout: 30_000 };
const failure = () => envelopeResponse(500, 'Internal server error', null);

/** A server answer that fails the first time it is asked for, then answers `answer()`. */
function failingOnce(answer: () => Response) {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1 ? failure() : answer();
  };
}

describe('the teacher pages’ states', () => {
  it('my classes: a loading state, then the failure, and "Try again" lists them', async () => {
    const classes = failingOnce(() => page([klass()]));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    serve(async (url) => {
      if (!url.startsWith('/api/classes?')) return undefined;
      await held;
      return classes();
    });
    renderWithProviders(<TeacherClassesPage />, '/platform/teacher');
    const section = await screen.findByRole('region', { name: 'My teaching classes' }, first);
    expect(section).toHaveAttribute('aria-busy', 'true');
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your classes could not be loaded.');
    await retryIn(alert);
    expect(await screen.findByRole('article', { name: '12A1' })).toBeInTheDocument();
  }, 60_000);

  it('a class: the failure keeps the way back, and "Try again" opens the class', async () => {
    const detail = failingOnce(() => envelopeResponse(200, '', klass()));
    serve((url) => (url === `/api/classes/${classId}` ? detail() : undefined));
    renderWithProviders(
      <Routes>
        <Route path="/platform/teacher/classes/:id" element={<ClassPage />} />
      </Routes>,
      `/platform/teacher/classes/${classId}`,
    );
    const alert = await screen.findByRole('alert', {}, first);
    expect(alert).toHaveTextContent('This class could not be loaded.');
    expect(screen.getByRole('link', { name: 'Back to my classes' })).toBeInTheDocument();
    await retryIn(alert);
    expect(await screen.findByRole('heading', { name: '12A1', level: 1 })).toBeInTheDocument();
    // The work tab's list is empty: it says so.
    expect(await screen.findByText('No assignment yet')).toBeInTheDocument();
  }, 60_000);

  it('an answer: the failure with "Try again", which shows the answer', async () => {
    const url = `/api/teacher/answers/practice/${attemptId}/42`;
    const answer = failingOnce(() =>
      envelopeResponse(200, '', {
        kind: 'practice',
        attemptId,
        questionId: 42,
        learnerName: 'Nguyễn An',
        assignmentTitle: 'Essay 1',
        type: 'WRITING_ESSAY',
        prompt: null,
        status: 'SCORED',
        text: 'My school is big.',
        recordingUrl: null,
        ai: null,
        review: null,
      }),
    );
    const server = serve((path) => (path === url ? answer() : undefined));
    renderWithProviders(
      <Routes>
        <Route
          path="/platform/teacher/classes/:id/assignments/:assignmentId/answers/:kind/:attemptId/:questionId"
          element={<AnswerPage />}
        />
      </Routes>,
      `/platform/teacher/classes/${classId}/assignments/${assignmentId}/answers/practice/${attemptId}/42`,
    );
    const alert = await screen.findByRole('alert', {}, first);
    expect(alert).toHaveTextContent('This answer could not be loaded.');
    await retryIn(alert);
    expect(await screen.findByRole('heading', { name: 'Answer of Nguyễn An' })).toBeInTheDocument();
    expect(callsTo(server, url)).toHaveLength(2);
  }, 60_000);
});

describe('an assignment’s lists', () => {
  class FakeSocket {
    addEventListener() {}
    close() {}
    send() {}
  }
  beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
  afterEach(() => vi.unstubAllGlobals());

  const assignment = buildAssignment({ learnerCount: 0, submittedCount: 0 });

  it('the submissions fail with "Try again"; the empty open answers and items say so', async () => {
    const submissions = failingOnce(() => page([]));
    serve((url) => {
      if (url.startsWith(`/api/classes/${classId}/assignments?`)) return page([assignment]);
      if (url.startsWith(`/api/teacher/assignments/${assignmentId}/submissions?`)) return submissions();
      return undefined;
    });
    renderWithProviders(
      <Routes>
        <Route path="/platform/teacher/classes/:id/assignments/:assignmentId" element={<AssignmentPage />} />
      </Routes>,
      `/platform/teacher/classes/${classId}/assignments/${assignmentId}`,
    );
    const alert = await screen.findByRole('alert', {}, first);
    expect(alert).toHaveTextContent('The submissions could not be loaded.');
    expect(
      await screen.findByText('No open answer (writing or speaking) handed in yet.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No answer yet.')).toBeInTheDocument();
    await retryIn(alert);
    expect(await screen.findByText('Nobody has this work')).toBeInTheDocument();
  }, 60_000);
});
