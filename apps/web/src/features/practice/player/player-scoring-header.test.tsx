import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QuestionView } from '@prepwise/contracts';
import { saveToken } from '../../../lib/session/token-storage';
import { waitingEssayResult } from '../../../test/fixtures/answer-results';
import { buildPracticeSession } from '../../../test/fixtures/practice-sessions';
import { envelopeResponse, urlOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { continuedFromState, readContinuedFrom } from './continued-session';
import { PlayerSession } from './player-session';
import { buildAccessControl } from '../../../test/fixtures/access-control';

const examId = '0d6b3c2e-5f4a-4b1c-9d8e-7a6b5c4d3e2f';
const essay = {
  id: 501,
  type: 'WRITING_ESSAY',
  text: 'Is homework useful?',
  description: null,
} as unknown as QuestionView;
const answer = waitingEssayResult(essay.id, 'Homework helps students practise.');
const access = buildAccessControl({ numberAiScoring: 5, purchasedAiScoring: 5 });

/** A session of three essays with the first answered; scoring answers when `release` is called. */
function renderAnsweredSession(continuedFrom?: { offset: number; answered: number }) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const calls: string[] = [];
  const exam = buildPracticeSession({
    examId,
    status: 'INPROGRESS',
    questionIds: [essay.id, 502, 503],
    answers: [answer],
  });
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = urlOf(input);
      calls.push(url);
      if (url === `/api/questions/${essay.id}`) return envelopeResponse(200, '', essay);
      if (url === '/user/access-control') return envelopeResponse(200, '', access);
      if (url === '/api/finish-exam') return envelopeResponse(200, '', { ...exam, status: 'FINISH' });
      if (url === `/api/test/score-exam/${examId}`) {
        await held;
        return envelopeResponse(200, '', {
          ...exam,
          status: 'FINISH',
          answers: [{ ...answer, status: 'SCORING' }],
        });
      }
      if (url === `/answer/exam-history/${examId}`)
        return envelopeResponse(200, '', { ...exam, answers: [{ ...answer, status: 'SCORING' }] });
      return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
    }),
  );
  saveToken('test-token', true);
  renderWithProviders(<PlayerSession exam={exam} continuedFrom={continuedFrom} />);
  return { release, calls };
}

describe('the practice header while an answer is sent for AI scoring', () => {
  it('shows it busy and holds every way out (Try again, Next, Previous) until the request is answered', async () => {
    const { release, calls } = renderAnsweredSession();
    const topBar = await screen.findByTestId('player-top-bar');
    expect(topBar).not.toHaveAttribute('aria-busy');
    const result = await screen.findByTestId('answer-result');
    await userEvent.click(await screen.findByRole('button', { name: 'Score this answer with AI' }));

    expect(await within(topBar).findByRole('status', { name: 'Sending…' })).toBeInTheDocument();
    expect(topBar).toHaveAttribute('aria-busy', 'true');
    expect(within(result).getByRole('button', { name: 'Try again' })).toBeDisabled();
    expect(within(result).getByRole('button', { name: 'Next question' })).toBeDisabled();
    const navigation = screen.getByRole('navigation', { name: 'Question navigation' });
    expect(within(navigation).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(navigation).getByRole('button', { name: 'Previous' })).toBeDisabled();

    release();
    expect(await screen.findByTestId('waiting-score')).toBeInTheDocument();
    await waitFor(() => expect(topBar).not.toHaveAttribute('aria-busy'));
    expect(within(topBar).queryByRole('status')).not.toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'Next question' })).toBeEnabled();
    // The session was finished once, and scoring asked for once.
    expect(calls.filter((url) => url === '/api/finish-exam')).toHaveLength(1);
    expect(calls.filter((url) => url.startsWith('/api/test/score-exam/'))).toHaveLength(1);
  });

  it('counts a session that goes on after scoring in the first one: question 3 of 5, 2 answered', async () => {
    renderAnsweredSession({ offset: 2, answered: 1 });
    expect(await screen.findByTestId('player-position')).toHaveTextContent('Question 3 of 5');
    expect(screen.getByRole('progressbar', { name: '2 of 5 answered' })).toBeInTheDocument();
  });
});

describe('the position a continued session carries', () => {
  it('adds the questions before the next one, and which of them were answered', () => {
    const first = continuedFromState({ offset: 0, answered: 0 }, [1, 2, 3, 4], new Set([1, 2]), 2);
    expect(first).toEqual({ continuedFrom: { offset: 2, answered: 2 } });
    // Another try of the same question, later: only the questions before it count.
    expect(continuedFromState(first.continuedFrom, [3, 4], new Set([3]), 0)).toEqual({
      continuedFrom: { offset: 2, answered: 2 },
    });
    expect(readContinuedFrom(first)).toEqual({ offset: 2, answered: 2 });
  });

  it('reads anything else as a session of its own', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { continuedFrom: { offset: -1, answered: 0 } },
      { continuedFrom: { offset: 1, answered: 2 } },
    ])
      expect(readContinuedFrom(state)).toEqual({ offset: 0, answered: 0 });
  });
});
