import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminShopOrder } from '@prepwise/contracts';
import { envelopeResponse, urlOf } from '../../../test/fetch';
import { pageResponse } from '../../../test/fixtures/admin';
import { renderWithProviders } from '../../../test/render';
import { AdminShopPage } from './admin-shop-page';

function buildOrder(overrides: Partial<AdminShopOrder> = {}): AdminShopOrder {
  return {
    id: '3c9a1e2b-4d5f-4a6b-8c7d-9e0f1a2b3c4d',
    status: 'PAID',
    paymentStatus: true,
    provider: 'sandbox',
    redirectUrl: null,
    currency: 'USD',
    items: [{ packageId: 4, name: 'AI Scoring #1', quantity: 1, unitCost: 30, lineTotal: 30 }],
    subtotal: 30,
    discount: 0,
    total: 30,
    voucherCode: null,
    createdDate: '2026-11-20T08:00:00.000Z',
    paidDate: '2026-11-20T08:01:00.000Z',
    refundedDate: null,
    expiresDate: null,
    userId: '7d3c4f9e-2a61-4d1b-9a3e-1f2b3c4d5e6f',
    userEmail: 'hoa.tran@example.com',
    ...overrides,
  };
}

const refunded = buildOrder({
  id: '4d0b2f3c-5e6a-4b7c-9d8e-0f1a2b3c4d5e',
  status: 'REFUNDED',
  userEmail: 'minh@example.com',
  total: 59,
  refundedDate: '2026-11-21T08:00:00.000Z',
});

function stubFetch(answer: (url: string, init: RequestInit | undefined) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => answer(urlOf(input), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('AdminShopPage: orders', () => {
  it('lists every learner’s orders with their status; filters by e-mail and status on the server', async () => {
    const fetchMock = stubFetch(() => pageResponse([buildOrder(), refunded], 2));
    const user = userEvent.setup();
    renderWithProviders(<AdminShopPage />, '/platform/admin/shop?tab=orders');
    const list = await screen.findByRole('list', { name: 'Orders' });
    const [paid, back] = within(list).getAllByRole('listitem');
    expect(paid).toHaveTextContent('hoa.tran@example.com');
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('AI Scoring #1 ×1 · $30');
    expect(back).toHaveTextContent('Refunded');
    expect(within(back!).queryByRole('button', { name: /Refund/ })).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Search by learner e-mail' }), 'hoa{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Refunded');
    const last = new URL(urlOf(fetchMock.mock.lastCall![0]), 'http://localhost');
    expect(last.pathname).toBe('/api/admin/shop/orders');
    expect(last.searchParams.get('q')).toBe('hoa');
    expect(last.searchParams.get('status')).toBe('REFUNDED');
  });

  it('refunds a paid order after a confirmation, then loads the list again', async () => {
    let isRefunded = false;
    const fetchMock = stubFetch((_url, init) => {
      if (init?.method === 'POST') {
        isRefunded = true;
        return envelopeResponse(200, 'Your changes have been applied.', buildOrder({ status: 'REFUNDED' }));
      }
      return pageResponse([buildOrder(isRefunded ? { status: 'REFUNDED' } : {})]);
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminShopPage />, '/platform/admin/shop?tab=orders');
    await user.click(
      await screen.findByRole('button', { name: 'Refund the order of hoa.tran@example.com ($30)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
    expect(dialog).toHaveTextContent('unspent credits');
    await user.click(within(dialog).getByRole('button', { name: 'Refund and take back' }));
    const list = screen.getByRole('list', { name: 'Orders' });
    expect(await within(list).findByText('Refunded')).toBeInTheDocument();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([input]) => urlOf(input))).toEqual([
      `/api/admin/shop/orders/${buildOrder().id}/refund`,
    ]);
  });

  it('tells why a refund was refused and keeps the dialog open', async () => {
    stubFetch((_url, init) =>
      init?.method === 'POST'
        ? envelopeResponse(409, 'Only a paid order can be refunded.', { code: 'error.orderNotRefundable' })
        : pageResponse([buildOrder()]),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminShopPage />, '/platform/admin/shop?tab=orders');
    await user.click(await screen.findByRole('button', { name: /Refund the order of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund and take back' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only a paid order can be refunded.');
  });
});
