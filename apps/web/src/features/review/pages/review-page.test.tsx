import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReviewCard } from '@prepwise/contracts';
import { i18n } from '../../../lib/i18n';
import { saveToken } from '../../../lib/session/token-storage';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { ReviewPage } from './review-page';

function buildCard(overrides: Partial<ReviewCard>): ReviewCard {
  return {
    id: '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
    kind: 'CHOICE',
    source: 'PRACTICE',
    questionId: 1001,
    questionType: 'VOCAB_SYNONYM',
    prompt: {
      text: 'The new rules were <u>lenient</u> compared with the old ones.',
      passage: null,
      options: [
        { id: 'A', text: 'gentle' },
        { id: 'B', text: 'strict' },
      ],
      multiple: false,
      given: 'B',
    },
    state: 'REVIEW',
    dueDate: '2026-03-03T03:00:00.000Z',
    reps: 1,
    lapses: 0,
    lastReviewDate: '2026-03-02T03:00:00.000Z',
    createdDate: '2026-03-02T03:00:00.000Z',
    suspended: false,
    ...overrides,
  };
}

const choice = buildCard({});
const blank = buildCard({
  id: '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  kind: 'BLANK',
  questionType: 'FIB_L',
  prompt: {
    text: 'Earthquakes happen when @Blank@ builds up.',
    passage: null,
    options: null,
    multiple: false,
    given: 'stres',
  },
});

/** A server with these cards due; a choice is right with A, a blank with "stress". */
function fakeServer(cards: ReviewCard[], options: { failDue?: boolean } = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = urlOf(input);
    if (url.startsWith('/api/review/due')) {
      if (options.failDue) return envelopeResponse(500, 'Internal error', { code: 'error.http.500' });
      return new Response(JSON.stringify({ statusCode: 200, message: '', data: cards }), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'x-total-count': String(cards.length) },
      });
    }
    if (url === '/api/review/summary')
      return envelopeResponse(200, '', {
        dueToday: cards.length,
        total: cards.length,
        nextDueDate: cards.length === 0 ? '2026-12-03T03:00:00.000Z' : null,
        upcoming: cards.length === 0 ? [{ day: '2026-12-03', count: 2 }] : [],
        today: '2026-12-01',
        reminders: false,
      });
    const answered = /^\/api\/review\/cards\/([\w-]+)\/answer$/.exec(url);
    if (answered) {
      const card = cards.find((entry) => entry.id === answered[1]);
      const body = jsonBodyOf(init) as { selected?: string[]; text?: string };
      const expected = card?.kind === 'BLANK' ? 'stress' : 'A';
      const correct = (body.text ?? body.selected?.[0]) === expected;
      return envelopeResponse(200, '', {
        correct,
        grade: correct ? 'GOOD' : 'AGAIN',
        expected,
        card: { ...card, reps: 2 },
      });
    }
    return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  saveToken('test-token', true);
  return renderWithProviders(<ReviewPage />, '/platform/user/review');
}

describe('the review session', () => {
  it('drills one card at a time: a wrong pick shows the key, a typed word is checked, then the session is done', async () => {
    const fetchMock = fakeServer([choice, blank]);
    renderPage();
    expect(await screen.findByText('Card 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('lenient').tagName).toBe('U');
    expect(screen.getByText('Your answer was: B')).toBeInTheDocument();
    const check = screen.getByRole('button', { name: 'Check' });
    expect(check).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: 'B. strict' }));
    await userEvent.click(check);
    const feedback = await screen.findByTestId('review-feedback');
    expect(feedback).toHaveTextContent('Not quite');
    expect(feedback).toHaveTextContent('The right answer is A.');
    const posted = fetchMock.mock.calls.filter(([input]) => urlOf(input).endsWith('/answer'));
    expect(jsonBodyOf(posted[0]?.[1])).toEqual({ selected: ['B'] });
    // The feedback's Next has the focus: Enter moves on.
    expect(within(feedback).getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('Card 2 of 2')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'The missing word' });
    await userEvent.type(input, '  stress {Enter}');
    expect(await screen.findByTestId('review-feedback')).toHaveTextContent('Right');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Today’s review is done' })).toBeInTheDocument();
    expect(screen.getByText(/You got 1 of 2 right/)).toBeInTheDocument();
  }, 20_000);

  it('says when nothing is due', async () => {
    fakeServer([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Nothing due today' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Practise' })).toHaveAttribute('href', '/platform/exam');
    // What is coming, and when.
    const upcoming = screen.getByRole('region', { name: 'Coming up' });
    expect(upcoming).toHaveTextContent('03/12/2026: 2 cards');
  });

  it('shows a loading state, then the failure, and Try again starts the session', async () => {
    const options = { failDue: true };
    fakeServer([choice], options);
    renderPage();
    expect(screen.getByLabelText('Loading your review cards')).toBeInTheDocument();
    expect(await screen.findByText('Your review cards could not be loaded.')).toBeInTheDocument();
    options.failDue = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Card 1 of 1')).toBeInTheDocument();
  });

  it('says it in Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    fakeServer([choice]);
    renderPage();
    expect(await screen.findByText('Thẻ 1 / 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kiểm tra' })).toBeInTheDocument();
  });
});
