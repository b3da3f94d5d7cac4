import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, urlOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import type { ActivityEntry } from '../lib/activity-labels';
import { ActivityPage } from './activity-page';

const rows: ActivityEntry[] = [
  {
    id: 'spend',
    resource: 'ai_scoring',
    amount: -1,
    source: 'ai_scoring',
    validUntil: null,
    createdDate: '2026-03-08T14:30:05Z',
  },
  {
    id: 'grant',
    resource: 'ai_scoring',
    amount: 200,
    source: 'order',
    validUntil: null,
    createdDate: '2026-03-07T09:05:04Z',
  },
  {
    id: 'pack',
    resource: 'subscription',
    amount: 1,
    source: 'voucher',
    validUntil: '2099-06-05T09:05:04Z',
    createdDate: '2026-03-07T09:05:04Z',
  },
];

/** A page of the activity history with its total in `x-total-count`, as the server sends it. */
function pageResponse(items: ActivityEntry[], total: number): Response {
  const response = envelopeResponse(200, '', items);
  response.headers.set('x-total-count', String(total));
  return response;
}

describe('ActivityPage', () => {
  it('lists grants and spends with date, labels, signed amount, word and validity', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => pageResponse(rows, 3));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ActivityPage />);

    const table = await screen.findByRole('table', { name: 'Activity history' });
    expect(urlOf(fetchMock.mock.calls[0]![0])).toBe('/api/activity-history?page=0&size=10');
    const [, spend, grant, pack] = within(table).getAllByRole('row');
    expect(spend).toHaveTextContent('08/03/26 14:30:05');
    expect(spend).toHaveTextContent('AI scoring credits');
    expect(spend).toHaveTextContent('AI scoring of an answer');
    expect(spend).toHaveTextContent('\u22121Used');
    expect(spend).toHaveTextContent('No end date');
    expect(grant).toHaveTextContent('07/03/26 09:05:04');
    expect(grant).toHaveTextContent('Purchase');
    expect(grant).toHaveTextContent('+200Added');
    expect(pack).toHaveTextContent('Pack access');
    expect(pack).toHaveTextContent('Voucher');
    expect(pack).toHaveTextContent('Valid until 05/06/2099');
    expect(pack).not.toHaveTextContent('+1');

    const cards = screen.getByRole('list', { name: 'Activity history' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('asks for the next page and another page size', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => pageResponse(rows, 30));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ActivityPage />);

    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(urlOf(fetchMock.mock.lastCall![0])).toBe('/api/activity-history?page=1&size=10');
    expect(await screen.findByText('11–20 of 30')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(urlOf(fetchMock.mock.lastCall![0])).toBe('/api/activity-history?page=0&size=25');
  });

  it('shows an error with "Try again" that loads the page again', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        calls += 1;
        return calls === 1
          ? envelopeResponse(500, 'Internal error', { code: 'error.internal' })
          : pageResponse(rows.slice(1, 2), 1);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ActivityPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The activity history could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Activity history' })).toHaveTextContent('+200Added');
  });

  it('says what to do when there is nothing yet, and links to the marketplace', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => pageResponse([], 0)),
    );
    renderWithProviders(<ActivityPage />);

    expect(await screen.findByRole('heading', { name: 'No activity yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the packs' })).toHaveAttribute(
      'href',
      '/platform/mock-test/marketplace',
    );
    expect(screen.getByRole('link', { name: 'Payment history' })).toHaveAttribute(
      'href',
      '/platform/user/payments',
    );
  });
});
