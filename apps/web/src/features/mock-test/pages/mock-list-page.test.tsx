import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MockRecord } from '@prepwise/contracts';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import { saveToken } from '../../../lib/session/token-storage';
import { renderWithProviders } from '../../../test/render';
import { buildRecord, introPage } from '../../../test/fixtures/mock-tests';
import { MockListPage } from './mock-list-page';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const mocks: MockRecord[] = [
  buildRecord({ id: '00000000-0000-4000-8000-000000000001', name: 'Mock A', status: 'INPROGRESS' }),
  buildRecord({ id: '00000000-0000-4000-8000-000000000002', name: 'Mock B', status: 'FINISH' }),
  buildRecord({ id: '00000000-0000-4000-8000-000000000003', name: 'Mock C', status: 'SCORING' }),
  buildRecord({
    id: '00000000-0000-4000-8000-000000000004',
    name: 'Mock D',
    status: 'DONE',
    overallScore: 64,
  }),
  buildRecord({ id: '00000000-0000-4000-8000-000000000005', name: 'Mock E', status: 'CANCELLED' }),
  buildRecord({ id: '00000000-0000-4000-8000-000000000006', name: 'Mock F', status: 'SCORING_FAILED' }),
];

function fakeServer(list: MockRecord[], access: object = { numberScoreMock: 2, roles: ['ROLE_USER'] }) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = urlOf(input);
    if (url === '/api/intro-pages') return envelopeResponse(200, '', [introPage]);
    if (url === '/api/get-mocks') return envelopeResponse(200, '', list);
    if (url === '/user/access-control') return envelopeResponse(200, '', access);
    if (url === '/marketplace/random-exam/score')
      return envelopeResponse(402, 'No scored mocks left.', { code: 'error.noScoredMocksLeft' });
    if (url === '/marketplace/random-exam/cancel') {
      const { examId } = jsonBodyOf(init) as { examId: string };
      return envelopeResponse(200, '', { ...list.find((mock) => mock.id === examId), status: 'CANCELLED' });
    }
    return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
  });
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

describe('MockListPage', () => {
  it('shows the seed’s status labels and the actions each status allows', async () => {
    vi.stubGlobal('fetch', fakeServer(mocks));
    renderWithProviders(<MockListPage />);
    expect(await screen.findByRole('article', { name: 'Mock A' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: introPage.title })).toBeInTheDocument();

    const expected: [string, string, string[]][] = [
      ['Mock A', 'Inprogress', ['Continue', 'Finish', 'Cancel']],
      ['Mock B', 'Finish', ['View result', 'Score', 'Retry', 'Cancel']],
      ['Mock C', 'Waiting score', ['View result']],
      ['Mock D', 'Scored', ['View result']],
      ['Mock E', 'Cancelled', ['Retry']],
      ['Mock F', 'Scoring failed', ['View result', 'Score again', 'Retry', 'Cancel']],
    ];
    for (const [name, label, actions] of expected) {
      expect(within(card(name)).getByText(label)).toBeInTheDocument();
      expect(
        within(card(name))
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(actions);
    }
    expect(within(card('Mock D')).getByText(/Overall 64/)).toBeInTheDocument();
  });

  it('asks before Score (saying what it spends and what is left) and Cancel, and keeps the refusal', async () => {
    const server = fakeServer(mocks);
    vi.stubGlobal('fetch', server);
    saveToken('test-token', true);
    const user = userEvent.setup();
    renderWithProviders(<MockListPage />);
    const calls = (path: string) => server.mock.calls.filter(([input]) => urlOf(input) === path);
    await user.click(
      within(await screen.findByRole('article', { name: 'Mock B' })).getByRole('button', { name: 'Score' }),
    );
    const scoreDialog = await screen.findByRole('dialog', { name: 'Send this mock for scoring?' });
    expect(calls('/marketplace/random-exam/score')).toHaveLength(0);
    expect(
      await within(scoreDialog).findByText('Scoring spends one scored mock. You have 2 scored mocks left.'),
    ).toBeInTheDocument();
    await user.click(within(scoreDialog).getByRole('button', { name: 'Score' }));
    expect(await within(scoreDialog).findByRole('alert')).toHaveTextContent(
      'You have no scored mock tests left. Buy a mock test or a pack to get this mock scored.',
    );
    expect(calls('/marketplace/random-exam/score')).toHaveLength(1);
    await user.click(within(scoreDialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(calls('/api/get-mocks').length).toBeGreaterThanOrEqual(2));

    const before = calls('/api/get-mocks').length;
    await user.click(within(card('Mock A')).getByRole('button', { name: 'Cancel' }));
    const cancelDialog = await screen.findByRole('dialog', { name: 'Cancel this mock test?' });
    expect(calls('/marketplace/random-exam/cancel')).toHaveLength(0);
    await user.click(within(cancelDialog).getByRole('button', { name: 'Cancel the test' }));
    await waitFor(() => expect(calls('/api/get-mocks').length).toBeGreaterThan(before));
    expect(jsonBodyOf(calls('/marketplace/random-exam/cancel')[0]?.[1])).toEqual({
      examId: '00000000-0000-4000-8000-000000000001',
    });
  });

  it('tells a free learner why a mock cannot be scored and offers the shop instead of Score', async () => {
    const server = fakeServer(mocks, { numberScoreMock: 0, roles: ['ROLE_USER', 'ROLE_FREE_MEMBER'] });
    vi.stubGlobal('fetch', server);
    saveToken('test-token', true);
    const user = userEvent.setup();
    renderWithProviders(<MockListPage />);
    await user.click(
      within(await screen.findByRole('article', { name: 'Mock B' })).getByRole('button', { name: 'Score' }),
    );
    const scoreDialog = await screen.findByRole('dialog', { name: 'Send this mock for scoring?' });
    expect(await within(scoreDialog).findByRole('alert')).toHaveTextContent(
      'Free mode cannot score mock tests. Buy a pack or a mock test to get your score.',
    );
    expect(within(scoreDialog).queryByRole('button', { name: 'Score' })).toBeNull();
    expect(within(scoreDialog).getByRole('link', { name: 'Go to the shop' })).toHaveAttribute(
      'href',
      '/platform/mock-test/marketplace',
    );
    expect(
      server.mock.calls.filter(([input]) => urlOf(input) === '/marketplace/random-exam/score'),
    ).toHaveLength(0);
  });

  it('says what to do when there are no mocks yet', async () => {
    vi.stubGlobal('fetch', fakeServer([]));
    renderWithProviders(<MockListPage />);
    expect(await screen.findByText('No mock tests yet')).toBeInTheDocument();
    expect(screen.getByText(/Choose a mock test above and press Start/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute(
      'href',
      '/platform/mock-test/intro/3',
    );
  });
});
