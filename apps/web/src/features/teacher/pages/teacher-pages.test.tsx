import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GradingAnswer, Submission } from '@prepwise/contracts';
import { i18n } from '../../../lib/i18n';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import { retryIn } from '../../../test/failing-server';
import { renderWithProviders } from '../../../test/render';
import {
  assignmentId,
  attemptId,
  buildAssignment,
  callsTo,
  failingOnce,
  classId,
  klass,
  page,
  serve,
  session,
  teacherId,
} from '../test/fake-server';
import { AnswerPage } from './answer-page';
import { AssignmentPage } from './assignment-page';
import { ClassPage } from './class-page';
import { TeacherClassesPage } from './teacher-classes-page';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const assignment = buildAssignment();

describe('TeacherClassesPage', () => {
  it('lists the teacher’s classes with their exam and size', async () => {
    serve((url) =>
      url.startsWith('/api/classes?')
        ? page([
            klass(),
            klass({
              id: assignmentId,
              name: '11B2',
              examFamily: 'PTE',
              isOwner: false,
              ownerName: 'Thầy Minh',
              learnerCount: 1,
            }),
          ])
        : undefined,
    );
    renderWithProviders(<TeacherClassesPage />, '/platform/teacher');
    const first = await screen.findByRole('article', { name: '12A1' });
    expect(within(first).getByText('THPT')).toBeInTheDocument();
    expect(within(first).getByText(/2 learners/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '12A1' })).toHaveAttribute(
      'href',
      `/platform/teacher/classes/${classId}`,
    );
    const shared = screen.getByRole('article', { name: '11B2' });
    expect(within(shared).getByText('Shared with you by Thầy Minh')).toBeInTheDocument();
    expect(within(shared).getByText(/1 learner\b/)).toBeInTheDocument();
  });

  it('says what to do with no class, and creates one into its page', async () => {
    const server = serve((url, init) => {
      if (url === '/api/classes' && init?.method === 'POST')
        return envelopeResponse(200, '', klass({ name: '12A2' }));
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/platform/teacher" element={<TeacherClassesPage />} />
        <Route path="/platform/teacher/classes/:id" element={<p>Class page</p>} />
      </Routes>,
      '/platform/teacher',
    );
    expect(await screen.findByText('You have no class yet')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'New class' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Create class' }));
    expect(await screen.findByText('Give the class a name.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Class name/ }), '12A2');
    await user.click(screen.getByRole('radio', { name: 'PTE' }));
    await user.click(screen.getByRole('button', { name: 'Create class' }));
    expect(await screen.findByText('Class page')).toBeInTheDocument();
    const [post] = callsTo(server, '/api/classes', 'POST');
    expect(jsonBodyOf(post?.[1])).toEqual({ name: '12A2', examFamily: 'PTE', targetDate: null });
  });

  it('speaks Vietnamese once it is chosen (the namespace is in the language bundle)', async () => {
    await i18n.changeLanguage('vi');
    serve(() => undefined);
    renderWithProviders(<TeacherClassesPage />, '/platform/teacher');
    expect(await screen.findByRole('heading', { name: 'Lớp tôi dạy', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Bạn chưa có lớp nào')).toBeInTheDocument();
  });

  it('tells a learner the area is for teachers, without asking for classes', async () => {
    const server = serve(() => undefined, session(['ROLE_USER']));
    renderWithProviders(<TeacherClassesPage />, '/platform/teacher');
    expect(await screen.findByRole('heading', { name: 'For teachers' })).toBeInTheDocument();
    expect(callsTo(server, '/api/classes')).toHaveLength(0);
  });
});

describe('ClassPage', () => {
  const renderClass = (path: string) =>
    renderWithProviders(
      <Routes>
        <Route path="/platform/teacher/classes/:id" element={<ClassPage />} />
      </Routes>,
      path,
    );

  it('opens the tab the address names: learners with the join code, its QR code, and removing one', async () => {
    const server = serve((url, init) => {
      if (url === `/api/classes/${classId}`) return envelopeResponse(200, '', klass());
      if (url.startsWith(`/api/classes/${classId}/learners?`))
        return page([
          {
            userId: teacherId,
            fullName: 'Nguyễn An',
            email: 'an@example.com',
            joinedDate: '2026-10-02T00:00:00.000Z',
            sharesPractice: true,
          },
        ]);
      if (url === `/api/classes/${classId}/learners/${teacherId}` && init?.method === 'DELETE')
        return envelopeResponse(200, '', null);
      return undefined;
    });
    const user = userEvent.setup();
    renderClass(`/platform/teacher/classes/${classId}?tab=learners`);
    expect(await screen.findByRole('heading', { name: '12A1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Learners' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('join-code')).toHaveTextContent('ABCD2345');
    expect(screen.getByTestId('join-link')).toHaveTextContent('/platform/user/classes/join/ABCD2345');
    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await user.click(await screen.findByRole('button', { name: 'Remove Nguyễn An from the class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Nguyễn An?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove from the class' }));
    await waitFor(() =>
      expect(callsTo(server, `/api/classes/${classId}/learners/${teacherId}`, 'DELETE')).toHaveLength(1),
    );
  });

  it('imports a roster file as base64 and lists its problems by line', async () => {
    const server = serve((url, init) => {
      if (url === `/api/classes/${classId}`) return envelopeResponse(200, '', klass());
      if (url === `/api/classes/${classId}/roster` && init?.method === 'POST')
        return envelopeResponse(200, '', {
          added: 0,
          invited: 0,
          alreadyInClass: 0,
          problems: [{ line: 3, field: 'email', message: 'This is not an e-mail address.' }],
        });
      return undefined;
    });
    const user = userEvent.setup();
    const { container } = renderClass(`/platform/teacher/classes/${classId}?tab=learners`);
    await screen.findByRole('heading', { name: 'Import a class list' });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    const csv = 'email,name\nan@example.com,An\nnot-an-email,Bình\n';
    await user.upload(input!, new File([csv], 'roster.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Line 3 (email): This is not an e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('1 problem: nobody was added.')).toBeInTheDocument();
    const [post] = callsTo(server, `/api/classes/${classId}/roster`, 'POST');
    const body = jsonBodyOf(post?.[1]) as { fileName: string; data: string };
    expect(body.fileName).toBe('roster.csv');
    const bytes = Uint8Array.from(atob(body.data), (letter) => letter.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe(csv);
  });

  it('moves credits from the teacher’s class wallet to the class', async () => {
    const server = serve((url, init) => {
      if (url === `/api/classes/${classId}`) return envelopeResponse(200, '', klass());
      if (url === '/api/classes/wallet') return envelopeResponse(200, '', { aiScoring: 1000, mockScore: 40 });
      if (url === `/api/classes/${classId}/credits` && init?.method === 'POST')
        return envelopeResponse(200, '', klass({ credits: { aiScoring: 310, mockScore: 2 } }));
      return undefined;
    });
    const user = userEvent.setup();
    renderClass(`/platform/teacher/classes/${classId}?tab=settings`);
    expect(
      await screen.findByText('Your class wallet: 1000 AI scorings, 40 scored mocks.'),
    ).toBeInTheDocument();
    const wallet = screen.getByRole('region', { name: 'From your class wallet' });
    expect(within(wallet).getByRole('button', { name: 'Move to this class' })).toBeDisabled();
    await user.type(within(wallet).getByRole('textbox', { name: 'AI scoring' }), '300');
    await user.click(within(wallet).getByRole('button', { name: 'Move to this class' }));
    expect(await within(wallet).findByText('Moved to this class.')).toBeInTheDocument();
    const [post] = callsTo(server, `/api/classes/${classId}/credits`, 'POST');
    expect(jsonBodyOf(post?.[1])).toEqual({ aiScoring: 300, mockScore: 0 });
  });

  it('moves between tabs: work with its counts, then the gradebook grid', async () => {
    serve((url) => {
      if (url === `/api/classes/${classId}`) return envelopeResponse(200, '', klass());
      if (url.startsWith(`/api/classes/${classId}/assignments?`)) return page([assignment]);
      if (url.startsWith(`/api/teacher/classes/${classId}/gradebook?`))
        return page([
          {
            userId: teacherId,
            fullName: 'Nguyễn An',
            email: 'an@example.com',
            cells: [{ assignmentId, status: 'LATE', result: { score: 8, max: 10 }, secondsSpent: 300 }],
          },
        ]);
      if (url === `/api/teacher/classes/${classId}/agreement`)
        return envelopeResponse(200, '', { answers: 12, exact: 0.75, adjacent: 0.9166, correlation: 0.812 });
      return undefined;
    });
    const user = userEvent.setup();
    renderClass(`/platform/teacher/classes/${classId}`);
    const work = await screen.findByRole('article', { name: 'Synonyms, week 1' });
    expect(within(work).getByText('Handed in: 1 of 2')).toBeInTheDocument();
    expect(within(work).getByRole('link', { name: 'Synonyms, week 1' })).toHaveAttribute(
      'href',
      `/platform/teacher/classes/${classId}/assignments/${assignmentId}`,
    );
    expect(screen.getByRole('button', { name: 'New assignment' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Gradebook' }));
    const grid = await screen.findByRole('table', { name: 'Gradebook' });
    expect(within(grid).getByRole('columnheader', { name: 'Synonyms, week 1' })).toBeInTheDocument();
    const row = within(grid).getByRole('row', { name: /Nguyễn An/ });
    expect(within(row).getByText('Late')).toBeInTheDocument();
    expect(within(row).getByText('8 / 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export XLSX' })).toBeInTheDocument();
    // How far the AI and the class's teachers agree on the answers they signed.
    const agreement = screen.getByRole('region', { name: 'AI and teachers' });
    expect(await within(agreement).findByText('75 %')).toBeInTheDocument();
    expect(within(agreement).getByText('92 %')).toBeInTheDocument();
    expect(within(agreement).getByText('0.81')).toBeInTheDocument();
  });

  it('gives a practice set of questions picked from the class’s exam, with a due time', async () => {
    const server = serve((url, init) => {
      if (url === `/api/classes/${classId}`) return envelopeResponse(200, '', klass());
      if (url.startsWith('/api/teacher/questions?'))
        return page([
          { id: 11, type: 'VOCAB_SYNONYM', level: null, topic: null, preview: 'The house is huge.' },
          { id: 12, type: 'VOCAB_SYNONYM', level: null, topic: null, preview: 'The road is narrow.' },
        ]);
      if (url === `/api/classes/${classId}/assignments` && init?.method === 'POST')
        return envelopeResponse(200, '', assignment);
      return undefined;
    });
    const user = userEvent.setup();
    renderClass(`/platform/teacher/classes/${classId}`);
    await user.click(await screen.findByRole('button', { name: 'New assignment' }));
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Synonyms, week 1');
    await user.click(screen.getByRole('button', { name: 'Give the assignment' }));
    expect(await screen.findByText('Choose at least one question.')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: /The road is narrow/ }));
    expect(screen.getByText('Questions chosen: 1 of at most 50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Give the assignment' }));
    await waitFor(() =>
      expect(callsTo(server, `/api/classes/${classId}/assignments`, 'POST')).toHaveLength(1),
    );
    const [post] = callsTo(server, `/api/classes/${classId}/assignments`, 'POST');
    expect(jsonBodyOf(post?.[1])).toMatchObject({
      title: 'Synonyms, week 1',
      work: { kind: 'PRACTICE_CHOSEN', questionIds: [12] },
      attemptsAllowed: 1,
      lateAllowed: true,
    });
    const [questions] = callsTo(server, '/api/teacher/questions');
    expect(urlOf(questions![0])).toContain('family=THPT');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Give the assignment' })).not.toBeInTheDocument(),
    );
  });

  it('gives questions drawn for each learner to some learners of the class only', async () => {
    const server = serve((url, init) => {
      if (url === `/api/classes/${classId}`) return envelopeResponse(200, '', klass());
      if (url.startsWith(`/api/classes/${classId}/learners?`))
        return page([
          {
            userId: teacherId,
            fullName: 'Nguyễn An',
            email: 'an@example.com',
            joinedDate: '2026-10-02T00:00:00.000Z',
            sharesPractice: true,
          },
        ]);
      if (url === `/api/classes/${classId}/assignments` && init?.method === 'POST')
        return envelopeResponse(200, '', assignment);
      return undefined;
    });
    const user = userEvent.setup();
    renderClass(`/platform/teacher/classes/${classId}`);
    await user.click(await screen.findByRole('button', { name: 'New assignment' }));
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Ten drawn synonyms');
    await user.click(screen.getByRole('radio', { name: 'Drawn questions' }));
    await user.click(screen.getByRole('button', { name: 'Give the assignment' }));
    expect(await screen.findByText('Choose at least one question type.')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Question types to draw from' }));
    await user.click(await screen.findByRole('option', { name: /synonym/i, hidden: true }));
    await user.click(screen.getByRole('switch', { name: 'A different draw for each learner' }));
    await user.click(screen.getByRole('switch', { name: 'Only some learners of the class' }));
    await user.click(screen.getByRole('textbox', { name: 'Learners' }));
    await user.click(await screen.findByRole('option', { name: 'Nguyễn An', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Give the assignment' }));
    await waitFor(() =>
      expect(callsTo(server, `/api/classes/${classId}/assignments`, 'POST')).toHaveLength(1),
    );
    const [post] = callsTo(server, `/api/classes/${classId}/assignments`, 'POST');
    expect(jsonBodyOf(post?.[1])).toMatchObject({
      title: 'Ten drawn synonyms',
      work: { kind: 'PRACTICE_DRAWN', types: ['VOCAB_SYNONYM'], count: 10, perLearner: true },
      learnerIds: [teacherId],
    });
  });

  it('hides what the teacher’s rights do not allow', async () => {
    serve((url) => {
      if (url === `/api/classes/${classId}`)
        return envelopeResponse(
          200,
          '',
          klass({ isOwner: false, rights: ['grade'], joinCode: null, ownerName: 'Thầy Minh' }),
        );
      if (url.startsWith(`/api/classes/${classId}/assignments?`)) return page([assignment]);
      return undefined;
    });
    const user = userEvent.setup();
    renderClass(`/platform/teacher/classes/${classId}`);
    await screen.findByRole('article', { name: 'Synonyms, week 1' });
    expect(screen.queryByRole('button', { name: 'New assignment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change due date/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Teachers' }));
    expect(await screen.findByText("Only the class's owner, Thầy Minh, shares it.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });
});

class FakeSocket {
  static instances: FakeSocket[] = [];
  sent: string[] = [];
  listeners: Record<string, ((event: unknown) => void)[]> = {};
  constructor(public url: string) {
    FakeSocket.instances.push(this);
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {}
  emit(type: string, event: unknown) {
    for (const listener of this.listeners[type] ?? []) listener(event);
  }
}

describe('AssignmentPage', () => {
  beforeEach(() => {
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists each learner’s standing and updates live when the class socket says so', async () => {
    const submission = (status: Submission['status']): Submission => ({
      userId: teacherId,
      fullName: 'Nguyễn An',
      status,
      attemptsUsed: status === 'NOT_STARTED' ? 0 : 1,
      result: status === 'LATE' ? { score: 7, max: 10 } : null,
      submittedDate: status === 'LATE' ? '2026-10-09T10:00:00.000Z' : null,
      secondsSpent: status === 'LATE' ? 125 : null,
      attempt: null,
      openAnswers: 0,
      signedAnswers: 0,
    });
    let status: Submission['status'] = 'NOT_STARTED';
    serve((url) => {
      if (url.startsWith(`/api/classes/${classId}/assignments?`)) return page([assignment]);
      if (url.startsWith(`/api/teacher/assignments/${assignmentId}/submissions?`))
        return page([submission(status)]);
      return undefined;
    });
    renderWithProviders(
      <Routes>
        <Route path="/platform/teacher/classes/:id/assignments/:assignmentId" element={<AssignmentPage />} />
      </Routes>,
      `/platform/teacher/classes/${classId}/assignments/${assignmentId}`,
    );
    expect(await screen.findByRole('heading', { name: 'Synonyms, week 1', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Submissions' });
    expect(within(table).getByText('Not started')).toBeInTheDocument();

    const socket = FakeSocket.instances[0]!;
    expect(socket.url).toBe(`ws://${window.location.host}/api/teacher/socket`);
    act(() => socket.emit('open', {}));
    expect(JSON.parse(socket.sent[0]!)).toEqual({ accessToken: 'teacher-token', classId });
    act(() => socket.emit('message', { data: JSON.stringify({ type: 'ready' }) }));
    expect(await screen.findByText('Live')).toBeInTheDocument();

    status = 'LATE';
    act(() =>
      socket.emit('message', {
        data: JSON.stringify({ type: 'submission', classId, assignmentId, userId: teacherId }),
      }),
    );
    expect(await within(table).findByText('Late')).toBeInTheDocument();
    expect(within(table).getByText('7 / 10')).toBeInTheDocument();
    expect(within(table).getByText('2:05')).toBeInTheDocument();
  });

  it('does not retry a socket the server refused (4401)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(() => undefined);
    renderWithProviders(
      <Routes>
        <Route path="/platform/teacher/classes/:id/assignments/:assignmentId" element={<AssignmentPage />} />
      </Routes>,
      `/platform/teacher/classes/${classId}/assignments/${assignmentId}`,
    );
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    act(() => FakeSocket.instances[0]!.emit('close', { code: 4401 }));
    expect(await screen.findByText('Not live')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeSocket.instances).toHaveLength(1);
    vi.useRealTimers();
  });
});

/** The answer page of practice attempt `attemptId`'s question 42. */
const renderAnswer = () =>
  renderWithProviders(
    <Routes>
      <Route
        path="/platform/teacher/classes/:id/assignments/:assignmentId/answers/:kind/:attemptId/:questionId"
        element={<AnswerPage />}
      />
    </Routes>,
    `/platform/teacher/classes/${classId}/assignments/${assignmentId}/answers/practice/${attemptId}/42`,
  );

describe('AnswerPage', () => {
  it('signs an answer trait by trait with a comment, then shows it signed', async () => {
    const answer: GradingAnswer = {
      kind: 'practice',
      attemptId,
      questionId: 42,
      learnerName: 'Nguyễn An',
      assignmentTitle: 'Essay 1',
      type: 'WRITING_ESSAY',
      prompt: 'Write about your school.',
      status: 'SCORED',
      text: 'My school is big and beautifull.',
      recordingUrl: null,
      ai: {
        score: 5,
        max: 8,
        traits: {
          content: { score: 2, max: 3, raw: 2, evidence: [] },
          spelling: {
            score: 3,
            max: 5,
            raw: 3,
            evidence: [{ kind: 'spelling', start: 21, end: 31, suggestion: 'beautiful' }],
          },
        },
      },
      review: null,
    };
    const url = `/api/teacher/answers/practice/${attemptId}/42`;
    const server = serve((path, init) => {
      if (path === url) return envelopeResponse(200, '', answer);
      if (path === `${url}/review` && init?.method === 'PUT') {
        const body = jsonBodyOf(init) as { traits: Record<string, number>; comment: string };
        return envelopeResponse(200, '', {
          ...answer,
          review: {
            score: 4,
            max: 8,
            traits: body.traits,
            comment: body.comment,
            teacherName: 'Cô Lan',
            reviewedDate: '2026-10-09T10:00:00.000Z',
          },
        });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderAnswer();
    expect(await screen.findByRole('heading', { name: 'Answer of Nguyễn An' })).toBeInTheDocument();
    expect(screen.getByTestId('answer-text')).toHaveTextContent('My school is big and beautifull.');
    expect(screen.getByText(/“beautifull” spelling → beautiful/)).toBeInTheDocument();

    const content = screen.getByRole('textbox', { name: /Content \(0 to 3\)/ });
    await user.clear(content);
    await user.type(content, '4');
    expect(await screen.findByText('Between 0 and 3.')).toBeInTheDocument();
    expect(content).toHaveAccessibleDescription(expect.stringContaining('Between 0 and 3.'));
    expect(screen.getByRole('button', { name: 'Sign' })).toBeDisabled();
    // Enter in the field sends nothing either.
    await user.type(content, '{Enter}');
    expect(callsTo(server, `${url}/review`, 'PUT')).toHaveLength(0);
    await user.clear(content);
    await user.type(content, '1');
    await user.type(screen.getByRole('textbox', { name: 'Comment for the learner' }), 'Cần thêm ví dụ.');
    await user.click(screen.getByRole('button', { name: 'Sign' }));

    expect(await screen.findByTestId('teacher-review')).toHaveTextContent('Cần thêm ví dụ.');
    expect(screen.getByRole('heading', { name: 'Change your signed score' })).toBeInTheDocument();
    const [put] = callsTo(server, `${url}/review`, 'PUT');
    expect(jsonBodyOf(put?.[1])).toEqual({ traits: { content: 1, spelling: 3 }, comment: 'Cần thêm ví dụ.' });
  });
});

/** The pages' loading, failure (with "Try again") and empty states, drawn by QueryStates. */
const first = { timeout: 30_000 };

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
    renderAnswer();
    const alert = await screen.findByRole('alert', {}, first);
    expect(alert).toHaveTextContent('This answer could not be loaded.');
    await retryIn(alert);
    expect(await screen.findByRole('heading', { name: 'Answer of Nguyễn An' })).toBeInTheDocument();
    expect(callsTo(server, url)).toHaveLength(2);
  }, 60_000);
});

describe('an assignment’s lists', () => {
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
