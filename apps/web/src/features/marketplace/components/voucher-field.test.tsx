import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { envelopeResponse, urlOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { VoucherField } from './voucher-field';

const packageVoucher = {
  code: 'GIFT-2026',
  kind: 'PACKAGE',
  packageId: 2,
  packageName: 'Pack 30 days',
  discountPercent: null,
  discountAmount: null,
  currency: 'USD',
  expiresDate: '2026-12-31T00:00:00.000Z',
  usesLeft: 3,
  usable: true,
  problem: null,
  heldByOrderId: null,
  fetched: true,
};
const discountVoucher = {
  ...packageVoucher,
  code: 'SAVE-10',
  kind: 'DISCOUNT',
  packageId: null,
  packageName: null,
  discountPercent: 10,
};
const heldVoucher = {
  ...discountVoucher,
  code: 'HELD-10',
  usable: false,
  problem: 'error.voucherReserved',
  heldByOrderId: 'order-1',
};

const fixedVoucher = {
  ...discountVoucher,
  code: 'SAVE-50K',
  discountPercent: null,
  discountAmount: 50000,
  currency: 'VND',
};
const elsewhereVoucher = {
  ...fixedVoucher,
  code: 'ONLY-VND',
  discountAmount: null,
  currency: 'USD',
  usable: false,
  problem: 'error.voucherNotInCurrency',
};

function fakeServer(): typeof fetch {
  return vi.fn<typeof fetch>(async (input) => {
    const url = urlOf(input);
    if (url === '/api/voucher/info/GIFT-2026/0') return envelopeResponse(200, '', packageVoucher);
    if (url === '/api/voucher/info/SAVE-10/0') return envelopeResponse(200, '', discountVoucher);
    if (url === '/api/voucher/info/HELD-10/0') return envelopeResponse(200, '', heldVoucher);
    if (url === '/api/voucher/info/SAVE-50K/0') return envelopeResponse(200, '', fixedVoucher);
    if (url === '/api/voucher/info/ONLY-VND/0') return envelopeResponse(200, '', elsewhereVoucher);
    return envelopeResponse(404, 'This voucher code is not valid.', { code: 'error.voucherInvalid' });
  });
}

describe('VoucherField', () => {
  it('shows the server’s text for an unknown code, translated by its code', async () => {
    vi.stubGlobal('fetch', fakeServer());
    const user = userEvent.setup();
    renderWithProviders(<VoucherField />);
    await user.type(screen.getByLabelText('Voucher code'), 'nope-1234');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('This voucher code is not valid.')).toBeInTheDocument();

    await i18n.changeLanguage('vi');
    expect(await screen.findByText('Mã voucher không hợp lệ.')).toBeInTheDocument();
  });

  it('checks the format before asking the server', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server);
    const user = userEvent.setup();
    renderWithProviders(<VoucherField />);
    await user.type(screen.getByLabelText('Voucher code'), 'a!');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(
      await screen.findByText('A voucher code has 4 to 32 letters, digits or dashes.'),
    ).toBeInTheDocument();
    expect(server).not.toHaveBeenCalled();
  });

  it('shows what a PACKAGE voucher gives, with an Activate button and the date as DD/MM/YYYY', async () => {
    vi.stubGlobal('fetch', fakeServer());
    const user = userEvent.setup();
    renderWithProviders(<VoucherField />);
    await user.type(screen.getByLabelText('Voucher code'), 'gift-2026');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('This voucher gives you Pack 30 days')).toBeInTheDocument();
    expect(screen.getByText(/Valid until 31\/12\/2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });

  it('applies a usable discount voucher as soon as it is checked', async () => {
    vi.stubGlobal('fetch', fakeServer());
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithProviders(<VoucherField onApplyDiscount={onApply} appliedCode={null} />);
    await user.type(screen.getByLabelText('Voucher code'), 'save-10');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('This voucher takes 10 % off your cart')).toBeInTheDocument();
    expect(onApply).toHaveBeenCalledWith('SAVE-10');
  });

  it('shows a fixed discount in the learner’s currency', async () => {
    vi.stubGlobal('fetch', fakeServer());
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithProviders(<VoucherField onApplyDiscount={onApply} appliedCode={null} />);
    await user.type(screen.getByLabelText('Voucher code'), 'save-50k');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText('This voucher takes ₫50,000 off your cart')).toBeInTheDocument();
    expect(onApply).toHaveBeenCalledWith('SAVE-50K');

    await i18n.changeLanguage('vi');
    expect(await screen.findByText('Voucher này giảm 50.000 ₫ cho giỏ hàng')).toBeInTheDocument();
  });

  it('says a fixed discount has no amount in the learner’s currency', async () => {
    vi.stubGlobal('fetch', fakeServer());
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithProviders(<VoucherField onApplyDiscount={onApply} appliedCode={null} />);
    await user.type(screen.getByLabelText('Voucher code'), 'only-vnd');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(
      await screen.findByText('This voucher takes a fixed amount off carts in other currencies'),
    ).toBeInTheDocument();
    expect(screen.getByText(/This voucher has no discount in your currency/)).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('says why a voucher cannot be used, with the way to the order that holds it', async () => {
    vi.stubGlobal('fetch', fakeServer());
    const user = userEvent.setup();
    const onApply = vi.fn();
    renderWithProviders(<VoucherField onApplyDiscount={onApply} appliedCode={null} />);
    await user.type(screen.getByLabelText('Voucher code'), 'held-10');
    await user.click(screen.getByRole('button', { name: 'Check code' }));
    expect(
      await screen.findByText(/This voucher is held by your order waiting for payment/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the order that holds it' })).toHaveAttribute(
      'href',
      '/platform/user/payments#order-order-1',
    );
    expect(onApply).not.toHaveBeenCalled();
  });
});
