import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@prepwise/contracts';
import { envelopeResponse, urlOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { PendingOrders } from './pending-orders';

const order: Order = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  status: 'PENDING',
  paymentStatus: false,
  provider: 'sandbox',
  redirectUrl: '/platform/mock-test/checkout?order=9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d&provider=sandbox',
  currency: 'USD',
  items: [{ packageId: 4, name: 'AI Scoring #1', quantity: 1, unitCost: 30, lineTotal: 30 }],
  subtotal: 30,
  discount: 3,
  total: 27,
  voucherCode: 'WELCOME10',
  createdDate: '2026-11-22T05:00:00.000Z',
  paidDate: null,
  refundedDate: null,
  expiresDate: '2026-11-22T05:30:00.000Z',
};

describe('PendingOrders', () => {
  it('offers to continue an unpaid order, and cancels it after a confirmation', async () => {
    let isCancelled = false;
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = urlOf(input);
      if (url === '/api/payment/orders/pending') return envelopeResponse(200, '', isCancelled ? [] : [order]);
      if (url === `/api/payment/orders/${order.id}/cancel`) {
        isCancelled = true;
        return envelopeResponse(200, 'Your order has been cancelled.', { ...order, status: 'CANCELLED' });
      }
      return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<PendingOrders />);
    const card = await screen.findByTestId('pending-order');
    expect(card).toHaveTextContent('AI Scoring #1 × 1');
    expect(card).toHaveTextContent('Voucher WELCOME10 reserved');
    expect(within(card).getByRole('link', { name: 'Continue to payment' })).toHaveAttribute(
      'href',
      order.redirectUrl,
    );
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('voucher WELCOME10 can be used again');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByTestId('pending-order')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.map(([input]) => urlOf(input))).toContain(
      `/api/payment/orders/${order.id}/cancel`,
    );
  });

  it('continues a MoMo order in a new session at the provider (its page is single use)', async () => {
    const momoOrder: Order = {
      ...order,
      provider: 'momo',
      currency: 'VND',
      redirectUrl: 'http://momo.test/pay?t=1',
    };
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      const url = urlOf(input);
      if (url === '/api/payment/orders/pending') return envelopeResponse(200, '', [momoOrder]);
      if (url === `/api/payment/orders/${order.id}/pay` && init?.method === 'POST')
        return envelopeResponse(200, '', { ...momoOrder, redirectUrl: 'http://momo.test/pay?t=2' });
      return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<PendingOrders />);
    const card = await screen.findByTestId('pending-order');
    expect(within(card).queryByRole('link', { name: 'Continue to payment' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => urlOf(input))).toContain(
        `/api/payment/orders/${order.id}/pay`,
      ),
    );
  });
});
