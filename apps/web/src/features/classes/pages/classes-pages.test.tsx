import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { LearnerAssignment, LearnerClass } from '@prepwise/contracts';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import { learnerAssignment } from '../../../test/fixtures/learner-assignments';
import { renderWithProviders } from '../../../test/render';
import { ClassesPage } from './classes-page';
import { JoinClassPage } from './join-class-page';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const classId = '3f0b7c9e-1111-4222-8333-444455556666';
const assignment = (overrides: Partial<LearnerAssignment>) => learnerAssignment({ classId, ...overrides });
const klass: LearnerClass = {
  id: classId,
  name: '12A1',
  examFamily: 'THPT',
  teacherName: 'Cô Lan',
  targetDate: null,
  archived: false,
  sharesPractice: false,
  joinedDate: '2026-10-01T00:00:00.000Z',
  openAssignments: 1,
};

function page<T>(items: T[]) {
  const response = envelopeResponse(200, '', items);
  response.headers.set('x-total-count', String(items.length));
  return response;
}

describe('ClassesPage', () => {
  it('lists class work with its standing and starts it into the player; the consent switch saves', async () => {
    const server = vi.fn<typeof fetch>(async (input, init) => {
      const url = urlOf(input);
      if (url.startsWith('/api/classes/assignments/mine'))
        return page([
          assignment({}),
          assignment({
            id: '00000000-0000-4000-8000-000000000002',
            title: 'Mock 1',
            status: 'SUBMITTED',
            canStart: false,
            result: { score: 7.5, max: 10 },
            attempt: { kind: 'mock', id: '00000000-0000-4000-8000-000000000009', finished: true },
          }),
        ]);
      if (url.startsWith('/api/classes/mine')) return page([klass]);
      if (url === `/api/classes/assignments/00000000-0000-4000-8000-000000000001/start`)
        return envelopeResponse(200, '', { kind: 'practice', id: '00000000-0000-4000-8000-0000000000aa' });
      if (url === `/api/classes/${classId}/consent`)
        return envelopeResponse(200, '', {
          ...klass,
          sharesPractice: (jsonBodyOf(init) as { sharePractice: boolean }).sharePractice,
        });
      return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
    });
    vi.stubGlobal('fetch', server);
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/platform/user/classes" element={<ClassesPage />} />
        <Route path="/platform/exam/session/:examId" element={<p>Practice player</p>} />
      </Routes>,
      '/platform/user/classes',
    );
    const work = await screen.findByRole('article', { name: 'Synonyms, week 1' });
    expect(within(work).getByText('Not started')).toBeInTheDocument();
    expect(within(work).getByText(/Due in 5 hours/)).toBeInTheDocument();
    const mock = screen.getByRole('article', { name: 'Mock 1' });
    expect(within(mock).getByText('Result: 7.5 of 10')).toBeInTheDocument();
    expect(within(mock).getByRole('link', { name: 'See my answers' })).toHaveAttribute(
      'href',
      '/platform/mock-test/result/00000000-0000-4000-8000-000000000009',
    );

    const myClass = await screen.findByRole('article', { name: '12A1' });
    await user.click(within(myClass).getByRole('switch', { name: /see my own practice/ }));
    await waitFor(() =>
      expect(server.mock.calls.some(([input]) => urlOf(input) === `/api/classes/${classId}/consent`)).toBe(
        true,
      ),
    );

    await user.click(within(work).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Practice player')).toBeInTheDocument();
  });

  it('says what to do when there is no class and no work', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => page([])),
    );
    renderWithProviders(<ClassesPage />);
    expect(await screen.findByText('Nothing to do right now')).toBeInTheDocument();
    expect(await screen.findByText('You are not in a class yet')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Class code' })).toBeInTheDocument();
  });

  it('shows a loading state, then each failure with "Try again", which loads it again', async () => {
    const calls = new Map<string, number>();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const path = urlOf(input).split('?')[0] ?? '';
        await held;
        const count = (calls.get(path) ?? 0) + 1;
        calls.set(path, count);
        if (count === 1) return envelopeResponse(500, 'Internal server error', null);
        return path === '/api/classes/mine' ? page([klass]) : page([assignment({})]);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ClassesPage />);
    expect(screen.getByLabelText('Loading your class work')).toBeInTheDocument();
    release();
    const work = (await screen.findByText('Your class work could not be loaded.')).closest('[role="alert"]');
    const classes = (await screen.findByText('Your classes could not be loaded.')).closest('[role="alert"]');
    await user.click(within(work as HTMLElement).getByRole('button', { name: 'Try again' }));
    await user.click(within(classes as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Synonyms, week 1' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: '12A1' })).toBeInTheDocument();
  });
});

describe('JoinClassPage', () => {
  it('shows the class and joins with the consent the learner chose (unticked by default)', async () => {
    const server = vi.fn<typeof fetch>(async (input) => {
      const url = urlOf(input);
      if (url === '/api/classes/join/ABCD2345')
        return envelopeResponse(200, '', {
          classId,
          name: '12A1',
          examFamily: 'THPT',
          teacherName: 'Cô Lan',
          learnerCount: 31,
          isMember: false,
        });
      if (url === '/api/classes/join') return envelopeResponse(200, '', klass);
      return page([]);
    });
    vi.stubGlobal('fetch', server);
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/platform/user/classes/join/:code" element={<JoinClassPage />} />
        <Route path="/platform/user/classes" element={<p>My classes</p>} />
      </Routes>,
      '/platform/user/classes/join/abcd2345',
    );
    expect(await screen.findByRole('heading', { name: 'Join 12A1' })).toBeInTheDocument();
    expect(screen.getByText('Teacher: Cô Lan')).toBeInTheDocument();
    const consent = screen.getByRole('checkbox', { name: /see my own practice/ });
    expect(consent).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Join the class' }));
    expect(await screen.findByText('My classes')).toBeInTheDocument();
    const join = server.mock.calls.find(([input]) => urlOf(input) === '/api/classes/join');
    expect(jsonBodyOf(join?.[1])).toEqual({ code: 'ABCD2345', sharePractice: false });
  });

  it('says why a code does not open a class', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        envelopeResponse(404, 'This class code is not valid. Check it with your teacher.', {
          code: 'error.joinCodeInvalid',
        }),
      ),
    );
    renderWithProviders(
      <Routes>
        <Route path="/platform/user/classes/join/:code" element={<JoinClassPage />} />
      </Routes>,
      '/platform/user/classes/join/ZZZZZZZZ',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This class code is not valid');
    // The same code opens nothing the next time either: no "Try again", the way back instead.
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Join a class', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my classes' })).toBeInTheDocument();
  });

  it('offers "Try again" when the server could not answer, and then shows the class', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        calls += 1;
        if (calls === 1) return envelopeResponse(503, 'Service unavailable', null);
        return envelopeResponse(200, '', {
          classId,
          name: '12A1',
          examFamily: 'THPT',
          teacherName: 'Cô Lan',
          learnerCount: 2,
          isMember: false,
        });
      }),
    );
    renderWithProviders(
      <Routes>
        <Route path="/platform/user/classes/join/:code" element={<JoinClassPage />} />
      </Routes>,
      '/platform/user/classes/join/ABCD2345',
    );
    expect(screen.getByRole('heading', { name: 'Join a class', level: 1 })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Join 12A1', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
