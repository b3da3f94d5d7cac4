import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MockRecord } from '@prepwise/contracts';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { buildRecord, introPage } from './mock-fixtures';
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
];

function fakeServer(list: MockRecord[]) {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = urlOf(input);
    if (url === '/api/intro-pages') return envelopeResponse(200, '', [introPage]);
    if (url === '/api/get-mocks') return envelopeResponse(200, '', list);
    if (url === '/marketplace/random-exam/score')
      return envelopeResponse(403, 'Free mode cannot score mock tests.', { code: 'error.freeModeNoScoring' });
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
      ['Mock B', 'Finish', ['Score', 'Retry', 'Cancel']],
      ['Mock C', 'Waiting score', ['Open result']],
      ['Mock D', 'Scored', ['Open result']],
      ['Mock E', 'Cancelled', ['Retry']],
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

  it('keeps the server’s refusal on the card and reloads the list after an action', async () => {
    const server = fakeServer(mocks);
    vi.stubGlobal('fetch', server);
    const user = userEvent.setup();
    renderWithProviders(<MockListPage />);
    await user.click(
      within(await screen.findByRole('article', { name: 'Mock B' })).getByRole('button', { name: 'Score' }),
    );
    expect(await within(card('Mock B')).findByRole('alert')).toHaveTextContent(
      'Free mode cannot score mock tests. Buy a pack or a mock test to get your score.',
    );
    const listCalls = () => server.mock.calls.filter(([input]) => urlOf(input) === '/api/get-mocks').length;
    await waitFor(() => expect(listCalls()).toBeGreaterThanOrEqual(2));

    const before = listCalls();
    await user.click(within(card('Mock A')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
    const cancel = server.mock.calls.find(([input]) => urlOf(input) === '/marketplace/random-exam/cancel');
    expect(jsonBodyOf(cancel?.[1])).toEqual({ examId: '00000000-0000-4000-8000-000000000001' });
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
