import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '@prepwise/contracts';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { CartPage } from './cart-page';

const line = { packageId: 4, name: 'AI Scoring #1', quantity: 1, unitCost: 30, lineTotal: 30 };
const cart: Cart = {
  currency: 'USD',
  items: [line],
  subtotal: 30,
  discount: 0,
  total: 30,
  voucherCode: null,
};
const twice: Cart = { ...cart, items: [{ ...line, quantity: 2, lineTotal: 60 }], subtotal: 60, total: 60 };
const discounted: Cart = { ...cart, discount: 3, total: 27, voucherCode: 'SAVE-10' };
const discountVoucher = {
  code: 'SAVE-10',
  kind: 'DISCOUNT',
  packageId: null,
  packageName: null,
  discountPercent: 10,
  expiresDate: null,
  usesLeft: 5,
  usable: true,
  problem: null,
  heldByOrderId: null,
  fetched: true,
};

function fakeServer(): typeof fetch {
  return vi.fn<typeof fetch>(async (input, init) => {
    const url = urlOf(input);
    if (url === '/api/payment/cart') return envelopeResponse(200, '', cart);
    if (url === '/api/payment/cart?voucherCode=SAVE-10') return envelopeResponse(200, '', discounted);
    if (url === '/api/voucher/info/SAVE-10/0') return envelopeResponse(200, '', discountVoucher);
    if (url === '/api/payment/cart/change-quantity') {
      const body = jsonBodyOf(init) as { quantity: number };
      return envelopeResponse(200, 'Your cart has been updated.', body.quantity === 2 ? twice : cart);
    }
    if (url === '/api/payment/checkout') {
      return envelopeResponse(400, 'Your cart is empty.', { code: 'error.cartEmpty' });
    }
    return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
  });
}

describe('CartPage', () => {
  it('steps the quantity with the keyboard and re-prices the cart with a discount voucher', async () => {
    vi.stubGlobal('fetch', fakeServer());
    const user = userEvent.setup();
    renderWithProviders(<CartPage />);
    const increase = await screen.findByRole('button', { name: 'Increase the quantity of AI Scoring #1' });
    increase.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('$60', { selector: '[data-testid="cart-total"]' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-quantity')).toHaveTextContent('2');

    await user.type(screen.getByLabelText('Voucher code'), 'save-10');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    // Checking applies it: no second step to forget before "Check out".
    expect(await screen.findByText('Discount SAVE-10')).toBeInTheDocument();
    expect(screen.getByText('This voucher takes 10 % off your cart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Applied' })).toBeDisabled();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$27');
  });

  it('loads the cart again without a voucher the server refuses it with ("Try again")', async () => {
    const server = vi.fn<typeof fetch>(async (input) => {
      const url = urlOf(input);
      if (url === '/api/payment/cart') return envelopeResponse(200, '', cart);
      if (url === '/api/voucher/info/SAVE-10/0') return envelopeResponse(200, '', discountVoucher);
      if (url === '/api/payment/cart?voucherCode=SAVE-10')
        return envelopeResponse(400, 'This voucher has expired.', { code: 'error.voucherExpired' });
      return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
    });
    vi.stubGlobal('fetch', server);
    const user = userEvent.setup();
    renderWithProviders(<CartPage />);
    await user.type(await screen.findByLabelText('Voucher code'), 'SAVE-10');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('This voucher has expired.');
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('cart-total')).toHaveTextContent('$30');
    expect(screen.queryByText('Discount SAVE-10')).not.toBeInTheDocument();
  });

  it('warns before checking out at full price with a code typed but not applied', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server);
    const user = userEvent.setup();
    renderWithProviders(<CartPage />);
    await user.type(await screen.findByLabelText('Voucher code'), 'save-10');
    await user.click(screen.getByRole('button', { name: 'Check out' }));
    expect(await screen.findByText(/Voucher SAVE-10 is not applied yet/)).toBeInTheDocument();
    expect(server).not.toHaveBeenCalledWith('/api/payment/checkout', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Check out at full price' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('shows a failed checkout with paymentStatus false and resets on "Try again"', async () => {
    vi.stubGlobal('fetch', fakeServer());
    const user = userEvent.setup();
    renderWithProviders(<CartPage />);
    await user.click(await screen.findByRole('button', { name: 'Check out' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(alert).toHaveAttribute('data-payment-status', 'false');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check out' })).toBeEnabled();
  });
});

describe('CartPage after a checkout with a discount voucher', () => {
  it('never asks for the cart with the consumed voucher again (no false "already used" error)', async () => {
    const order = {
      id: '3f0e6a1c-1b2d-4e5f-8a9b-0c1d2e3f4a5b',
      status: 'PENDING',
      paymentStatus: false,
      provider: 'sandbox',
      redirectUrl: '/platform/mock-test/checkout?order=3f0e6a1c-1b2d-4e5f-8a9b-0c1d2e3f4a5b&provider=sandbox',
      currency: 'USD',
      items: [line],
      subtotal: 30,
      discount: 3,
      total: 27,
      voucherCode: 'SAVE-10',
      createdDate: '2026-11-22T05:00:00.000Z',
      paidDate: null,
      refundedDate: null,
      expiresDate: '2026-11-22T05:30:00.000Z',
    };
    const calls: string[] = [];
    let isOrdered = false;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const url = urlOf(input);
        calls.push(url);
        if (url === '/api/payment/cart')
          return envelopeResponse(200, '', isOrdered ? { ...cart, items: [] } : cart);
        if (url === '/api/payment/cart?voucherCode=SAVE-10') {
          return isOrdered
            ? envelopeResponse(409, 'You have already used this voucher.', {
                code: 'error.voucherAlreadyUsed',
              })
            : envelopeResponse(200, '', discounted);
        }
        if (url === '/api/voucher/info/SAVE-10/0') return envelopeResponse(200, '', discountVoucher);
        if (url === '/api/payment/checkout') {
          isOrdered = true;
          return envelopeResponse(200, '', order);
        }
        return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CartPage />);
    await user.type(await screen.findByLabelText('Voucher code'), 'save-10');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('Discount SAVE-10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(calls).toContain('/api/payment/checkout'));
    await waitFor(() => expect(calls.at(-1)).toBe('/api/payment/cart'));
    const after = calls.slice(calls.indexOf('/api/payment/checkout') + 1);
    expect(after).not.toContain('/api/payment/cart?voucherCode=SAVE-10');
    expect(screen.queryByText(/already used this voucher/)).not.toBeInTheDocument();
  });
});

describe('CartPage payment methods', () => {
  it('offers the methods of the currency and checks out with the one chosen', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        const url = urlOf(input);
        if (url === '/api/payment/cart') return envelopeResponse(200, '', cart);
        if (url === '/api/payment/methods')
          return envelopeResponse(200, '', { currency: 'VND', methods: ['vnpay', 'momo'] });
        if (url === '/api/payment/checkout') {
          bodies.push(jsonBodyOf(init));
          // No redirect address: the test stays on the page instead of leaving for MoMo.
          return envelopeResponse(200, '', {
            id: '3f0e6a1c-1b2d-4e5f-8a9b-0c1d2e3f4a5b',
            status: 'PENDING',
            paymentStatus: false,
            provider: 'momo',
            redirectUrl: null,
            currency: 'USD',
            items: [line],
            subtotal: 30,
            discount: 0,
            total: 30,
            voucherCode: null,
            createdDate: '2026-11-22T05:00:00.000Z',
            paidDate: null,
            refundedDate: null,
            expiresDate: '2026-11-22T05:30:00.000Z',
          });
        }
        return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CartPage />);
    const group = await screen.findByRole('radiogroup', { name: 'Pay with' });
    const vnpay = within(group).getByRole('radio', { name: /VNPay/ });
    const momo = within(group).getByRole('radio', { name: /MoMo/ });
    // The first offered is the default.
    expect(vnpay).toBeChecked();
    await user.click(momo);
    expect(momo).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Check out' }));
    expect(await screen.findByText('Order created')).toBeInTheDocument();
    expect(bodies).toEqual([{ method: 'momo' }]);
  });
});
