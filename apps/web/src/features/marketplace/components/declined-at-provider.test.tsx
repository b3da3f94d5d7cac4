import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@prepwise/contracts';
import { envelopeResponse, urlOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { DeclinedAtProvider } from './declined-at-provider';

const order: Order = {
  id: '4d3c2b1a-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  status: 'PENDING',
  paymentStatus: false,
  provider: 'momo',
  redirectUrl: 'http://momo.test/pay?t=1',
  currency: 'VND',
  items: [{ packageId: 4, name: 'AI Scoring #1', quantity: 1, unitCost: 119_000, lineTotal: 119_000 }],
  subtotal: 119_000,
  discount: 0,
  total: 119_000,
  voucherCode: null,
  createdDate: '2026-11-22T05:00:00.000Z',
  paidDate: null,
  refundedDate: null,
  expiresDate: '2026-11-22T05:30:00.000Z',
};

describe('DeclinedAtProvider', () => {
  it('offers to try again in a new session at the provider, beside the order', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      if (urlOf(input) === `/api/payment/orders/${order.id}/pay` && init?.method === 'POST')
        return envelopeResponse(200, '', { ...order, redirectUrl: 'http://momo.test/pay?t=2' });
      return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<DeclinedAtProvider order={order} />);
    expect(screen.getByTestId('payment-declined')).toHaveTextContent('MoMo declined the payment');
    expect(screen.getByRole('link', { name: 'See the order' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => urlOf(input))).toContain(
        `/api/payment/orders/${order.id}/pay`,
      ),
    );
  });
});
