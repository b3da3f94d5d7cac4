import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '@prepwise/contracts';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { CartPage } from './cart-page';

const line = { packageId: 4, name: 'AI Scoring #1', quantity: 1, unitCost: 30, lineTotal: 30 };
const cart: Cart = { items: [line], subtotal: 30, discount: 0, total: 30, voucherCode: null };
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
    expect(await screen.findByText('This voucher takes 10 % off your cart')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply to cart' }));
    expect(await screen.findByText('Discount SAVE-10')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$27');
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
