import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReviewCard } from '@prepwise/contracts';
import { saveToken } from '../../../lib/session/token-storage';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { ReviewPage } from './review-page';

// The microphone, the FLAC encoder and the upload are the browser's and the server's: stand-ins.
vi.mock('../../item-player/speaking/use-recorder', () => ({
  useRecorder: () => ({
    start: () => Promise.resolve(),
    stop: () => ({ samples: new Float32Array(16_000), sampleRate: 16_000 }),
    level: 0,
  }),
}));
vi.mock('../../item-player/speaking/flac-encoder', () => ({
  encodeFlac: () => Promise.resolve(new Blob(['flac'], { type: 'audio/flac' })),
}));
vi.mock('../../item-player/speaking/upload-recording', () => ({
  uploadRecording: () => Promise.resolve('answers/take-1.flac'),
}));

function card(id: string, kind: ReviewCard['kind'], prompt: Partial<ReviewCard['prompt']>): ReviewCard {
  return {
    id,
    kind,
    source: 'PRACTICE',
    questionId: null,
    questionType: null,
    prompt: { text: '', passage: null, options: null, multiple: false, given: null, ...prompt },
    state: 'REVIEW',
    dueDate: '2026-03-03T03:00:00.000Z',
    reps: 1,
    lapses: 0,
    lastReviewDate: '2026-03-02T03:00:00.000Z',
    createdDate: '2026-03-02T03:00:00.000Z',
    suspended: false,
  };
}

const spelling = card('11111111-1111-4111-8111-111111111111', 'SPELLING', {
  text: 'Students @Blank@ too much homework.',
  given: 'recieve',
});
const sayWord = card('22222222-2222-4222-8222-222222222222', 'PRONUNCIATION', { text: 'comfortable' });
const highlight = card('33333333-3333-4333-8333-333333333333', 'CHOICE', {
  text: 'They bring nectar home.',
  options: [
    { id: 'W3', text: 'They' },
    { id: 'W4', text: 'bring' },
  ],
  multiple: true,
});

const keys: Record<string, string> = {
  [spelling.id]: 'receive',
  [sayWord.id]: 'comfortable',
  [highlight.id]: 'W4',
};

/** A server with these cards due: a spelling is right typed "receive", a spoken take is right, a pick W4. */
function fakeServer(cards: ReviewCard[], options: { spokenRight?: boolean } = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = urlOf(input);
    if (url.startsWith('/api/review/due'))
      return new Response(JSON.stringify({ statusCode: 200, message: '', data: cards }), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'x-total-count': String(cards.length) },
      });
    if (url === '/api/review/summary')
      return envelopeResponse(200, '', {
        dueToday: cards.length,
        total: cards.length,
        nextDueDate: null,
        upcoming: [],
        today: '2026-12-01',
        reminders: false,
      });
    const answered = /^\/api\/review\/cards\/([\w-]+)\/answer$/.exec(url);
    if (answered) {
      const drilled = cards.find((entry) => entry.id === answered[1])!;
      const body = jsonBodyOf(init) as { selected?: string[]; text?: string; audioKey?: string };
      const correct = body.audioKey
        ? (options.spokenRight ?? true)
        : (body.text ?? body.selected?.[0]) === keys[drilled.id];
      return envelopeResponse(200, '', {
        correct,
        grade: correct ? 'GOOD' : 'AGAIN',
        expected: keys[drilled.id],
        card: { ...drilled, reps: 2 },
      });
    }
    const suspension = /^\/api\/review\/cards\/([\w-]+)\/suspension$/.exec(url);
    if (suspension) {
      const body = jsonBodyOf(init) as { suspended: boolean };
      const drilled = cards.find((entry) => entry.id === suspension[1])!;
      return envelopeResponse(200, '', { ...drilled, suspended: body.suspended });
    }
    return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const posted = (fetchMock: ReturnType<typeof fakeServer>, ending: string) =>
  fetchMock.mock.calls.filter(([input]) => urlOf(input).endsWith(ending)).map(([, init]) => jsonBodyOf(init));

function renderPage() {
  saveToken('test-token', true);
  return renderWithProviders(<ReviewPage />, '/platform/user/review');
}

describe('the review drills', () => {
  it('type the word: the sentence with the word as a blank and the misspelling, the typed word checked', async () => {
    const fetchMock = fakeServer([spelling]);
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Type the word spelled correctly' }),
    ).toBeInTheDocument();
    expect(screen.getByText('You wrote: recieve')).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'The word, spelled correctly' }),
      'receive{Enter}',
    );
    expect(await screen.findByTestId('review-feedback')).toHaveTextContent('Right');
    expect(posted(fetchMock, `/${spelling.id}/answer`)).toEqual([{ text: 'receive' }]);
  }, 20_000);

  it('say the word: records with the speaking recorder, sends the uploaded take and shows the verdict', async () => {
    const fetchMock = fakeServer([sayWord], { spokenRight: false });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Say the word' })).toBeInTheDocument();
    expect(screen.getByTestId('say-word')).toHaveTextContent('comfortable');
    await userEvent.click(screen.getByRole('button', { name: 'Record' }));
    const recorder = await screen.findByTestId('recorder');
    await userEvent.click(within(recorder).getByRole('button', { name: 'Stop recording' }));
    await userEvent.click(await within(recorder).findByRole('button', { name: 'Check my pronunciation' }));
    const feedback = await screen.findByTestId('review-feedback');
    expect(feedback).toHaveTextContent('Not quite');
    expect(feedback).toHaveTextContent('We did not hear “comfortable” clearly.');
    expect(posted(fetchMock, `/${sayWord.id}/answer`)).toEqual([{ audioKey: 'answers/take-1.flac' }]);
    expect(within(feedback).getByRole('button', { name: 'Next' })).toHaveFocus();
  }, 20_000);

  it('a word pick: the sentence’s words as options without their ids', async () => {
    fakeServer([highlight]);
    renderPage();
    expect(await screen.findByRole('checkbox', { name: 'bring' })).toBeInTheDocument();
    expect(screen.queryByText(/W4/)).not.toBeInTheDocument();
  }, 20_000);

  it('suspend: the card leaves the session at once, and Undo brings it back to the queue', async () => {
    const fetchMock = fakeServer([spelling, highlight]);
    renderPage();
    expect(await screen.findByText('Card 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Suspend this card' }));
    expect(await screen.findByText('Card 2 of 2')).toBeInTheDocument();
    const notice = screen.getByTestId('suspended-notice');
    expect(notice).toHaveTextContent('Card suspended');
    expect(posted(fetchMock, `/${spelling.id}/suspension`)).toEqual([{ suspended: true }]);
    await userEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.queryByTestId('suspended-notice')).not.toBeInTheDocument());
    expect(posted(fetchMock, `/${spelling.id}/suspension`)).toEqual([
      { suspended: true },
      { suspended: false },
    ]);
  }, 20_000);
});
