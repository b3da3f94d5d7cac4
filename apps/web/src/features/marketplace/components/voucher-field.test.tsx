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
  expiresDate: '2026-12-31T00:00:00.000Z',
  usesLeft: 3,
  usable: true,
  fetched: true,
};

function fakeServer(): typeof fetch {
  return vi.fn<typeof fetch>(async (input) => {
    const url = urlOf(input);
    if (url === '/api/voucher/info/GIFT-2026/0') return envelopeResponse(200, '', packageVoucher);
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
});
