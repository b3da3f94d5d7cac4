import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { MockRecord } from '@prepwise/contracts';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { buildDetail, buildRecord } from '../../../test/fixtures/mock-tests';
import { MockPlayerPage } from './mock-player-page';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const mockId = '7f1c2a52-1111-4c33-9d7e-000000000001';
const sectionOfStep = [0, 1, 2, 3];
const minutesOfSection = [20, 10, 30, 0];

/** A server that follows the player forward through the plan and refuses scoring to a free member. */
function fakeServer(start: Partial<MockRecord>) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = urlOf(input);
    if (url.startsWith('/api/mock-test-trial/detail')) return envelopeResponse(200, '', buildDetail(start));
    if (url === '/api/mock-test-trial/answer') return envelopeResponse(200, 'OK', null);
    if (url === '/api/mock-test-trial/progress') {
      const body = jsonBodyOf(init) as { currentQuestion: number; remainTime: number };
      const section = sectionOfStep[body.currentQuestion] ?? 3;
      const isFinish = body.currentQuestion === 3;
      return envelopeResponse(
        200,
        '',
        buildRecord({
          currentQuestion: body.currentQuestion,
          currentSection: section,
          remainTime: isFinish ? 0 : (minutesOfSection[section] ?? 0) * 60_000,
          reviewing: isFinish,
        }),
      );
    }
    if (url === '/api/mock-test-trial/finish')
      return envelopeResponse(
        200,
        '',
        buildRecord({ currentQuestion: 3, currentSection: 3, status: 'FINISH' }),
      );
    // The page believes a scored mock is left (its access data out of date): the server refuses.
    if (url === '/user/access-control')
      return envelopeResponse(200, '', { numberScoreMock: 1, roles: ['ROLE_USER'] });
    if (url === '/marketplace/random-exam/score')
      return envelopeResponse(403, 'Free mode cannot score mock tests.', { code: 'error.freeModeNoScoring' });
    return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
  });
}

function renderPlayer() {
  return renderWithProviders(
    <Routes>
      <Route path="/platform/exam/mock/:mockId" element={<MockPlayerPage />} />
    </Routes>,
    `/platform/exam/mock/${mockId}`,
  );
}

function bodiesOf(server: ReturnType<typeof fakeServer>, path: string): unknown[] {
  return server.mock.calls.filter(([input]) => urlOf(input) === path).map(([, init]) => jsonBodyOf(init));
}

describe('MockPlayerPage', () => {
  it('resumes on the end-of-test summary the server kept', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer({ currentQuestion: 3, currentSection: 3, remainTime: 0, reviewing: true }),
    );
    renderPlayer();
    expect(await screen.findByRole('heading', { name: 'End of the test' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish test' })).toBeInTheDocument();
    // Every section is closed: no clock runs, so none is shown (no red 0:00).
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('shows no clock once the mock is finished', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer({ currentQuestion: 3, currentSection: 3, remainTime: 0, status: 'FINISH' }),
    );
    renderPlayer();
    expect(await screen.findByRole('heading', { name: 'Test finished' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText('0:00')).not.toBeInTheDocument();
  });

  it('resumes at the server’s step with the server’s time left, and has no Previous', async () => {
    vi.stubGlobal('fetch', fakeServer({ currentQuestion: 2, currentSection: 2, remainTime: 754_000 }));
    renderPlayer();
    expect(await screen.findByRole('heading', { name: 'Reading', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^12:3[34]$/);
    expect(screen.getByText('Bees dance to share where food is.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Previous/ })).not.toBeInTheDocument();
  });

  it('saves an answer, moves forward with progress, skips the break, finishes and shows the scoring refusal', async () => {
    const server = fakeServer({ currentQuestion: 0, currentSection: 0, remainTime: 600_000 });
    vi.stubGlobal('fetch', server);
    const user = userEvent.setup();
    renderPlayer();
    expect(await screen.findByRole('heading', { name: 'Essay', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(10:00|9:59)$/);

    await user.type(screen.getByLabelText('Your answer'), 'Technology helps.');
    await user.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByText(/Your answer is saved/)).toBeInTheDocument();
    expect(bodiesOf(server, '/api/mock-test-trial/answer')).toEqual([
      { examId: mockId, questionId: 501, response: { text: 'Technology helps.' } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Skip break' })).toBeInTheDocument();
    const firstMove = bodiesOf(server, '/api/mock-test-trial/progress')[0] as Record<string, unknown>;
    expect(firstMove).toMatchObject({ examId: mockId, currentQuestion: 1, nextQuestionType: 'TIME_BREAK' });
    expect(firstMove.remainTime).toBeLessThanOrEqual(600_000);
    expect(firstMove.remainTime).toBeGreaterThan(590_000);

    await user.click(screen.getByRole('button', { name: 'Skip break' }));
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(30:00|29:59)$/);

    // Nothing answered here: a forward-only test asks before leaving the question behind.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const skipDialog = await screen.findByRole('dialog', { name: 'Move on without an answer?' });
    expect(bodiesOf(server, '/api/mock-test-trial/progress')).toHaveLength(2);
    await user.click(within(skipDialog).getByRole('button', { name: 'Move on' }));
    expect(await screen.findByRole('heading', { name: 'End of the test' })).toBeInTheDocument();
    expect(screen.getByText('You saved answers for 1 of 2 questions.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish test' }));
    const finishDialog = await screen.findByRole('dialog', { name: 'Finish the test?' });
    expect(within(finishDialog).getByText(/1 question has no saved answer/)).toBeInTheDocument();
    expect(bodiesOf(server, '/api/mock-test-trial/finish')).toEqual([]);
    await user.click(within(finishDialog).getByRole('button', { name: 'Finish test' }));
    expect(await screen.findByRole('heading', { name: 'Test finished' })).toBeInTheDocument();
    expect(bodiesOf(server, '/api/mock-test-trial/finish')).toEqual([{ examId: mockId }]);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(
      bodiesOf(server, '/api/mock-test-trial/progress').map(
        (body) => (body as { currentQuestion: number }).currentQuestion,
      ),
    ).toEqual([1, 2, 3]);

    await user.click(screen.getByRole('button', { name: 'Score' }));
    const scoreDialog = await screen.findByRole('dialog', { name: 'Send this mock for scoring?' });
    expect(bodiesOf(server, '/marketplace/random-exam/score')).toEqual([]);
    await user.click(within(scoreDialog).getByRole('button', { name: 'Score' }));
    await waitFor(() =>
      expect(within(scoreDialog).getByRole('alert')).toHaveTextContent(
        'Free mode cannot score mock tests. Buy a pack or a mock test to get your score.',
      ),
    );
  });

  it('saves the answer on screen when Next is pressed without Save, then moves on', async () => {
    const server = fakeServer({ currentQuestion: 0, currentSection: 0, remainTime: 600_000 });
    vi.stubGlobal('fetch', server);
    const user = userEvent.setup();
    renderPlayer();
    await user.type(await screen.findByLabelText('Your answer'), 'Typed, never saved.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Skip break' })).toBeInTheDocument();
    expect(bodiesOf(server, '/api/mock-test-trial/answer')).toEqual([
      { examId: mockId, questionId: 501, response: { text: 'Typed, never saved.' } },
    ]);
    const order = server.mock.calls
      .map(([input]) => urlOf(input))
      .filter((url) => url === '/api/mock-test-trial/answer' || url === '/api/mock-test-trial/progress');
    expect(order).toEqual(['/api/mock-test-trial/answer', '/api/mock-test-trial/progress']);
  });

  it('moves to the next section by itself when the section’s time runs out', async () => {
    const server = fakeServer({ currentQuestion: 0, currentSection: 0, remainTime: 400 });
    vi.stubGlobal('fetch', server);
    renderPlayer();
    expect(await screen.findByRole('heading', { name: 'Essay', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Skip break' }, { timeout: 3000 })).toBeInTheDocument();
    expect(bodiesOf(server, '/api/mock-test-trial/progress')).toEqual([
      { examId: mockId, currentQuestion: 1, remainTime: 0, nextQuestionType: 'TIME_BREAK' },
    ]);
  });
});
