import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { callsWith, envelopeResponse, jsonBodyOf, stubFetch } from '../../../../test/fetch';
import { pageResponse } from '../../../../test/fixtures/admin';
import { renderWithProviders } from '../../../../test/render';
import { VoucherCreateButton } from './voucher-form';

const onSale = [{ id: 3, name: 'Mock Test #1' }];

/** What the dialog reads: the products on sale (and the vouchers' list). */
const reads = (url: string) =>
  url.startsWith('/api/package/all') ? envelopeResponse(200, '', onSale) : pageResponse([]);

describe('VoucherCreateButton', () => {
  it('says in Vietnamese what is wrong with the code and the product, sending nothing', async () => {
    await i18n.changeLanguage('vi');
    const fetchMock = stubFetch(reads);
    const user = userEvent.setup();
    renderWithProviders(<VoucherCreateButton />);
    await user.click(await screen.findByRole('button', { name: 'Tạo voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tạo voucher mới' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Mã' }), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Tạo' }));
    expect(
      await within(dialog).findByText('Mã gồm 4 đến 32 chữ cái, chữ số hoặc dấu gạch ngang.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Hãy chọn sản phẩm mà voucher tặng.')).toBeInTheDocument();
    expect(callsWith(fetchMock, 'POST')).toHaveLength(0);
  });

  it('shows the server’s refusal keeping the code, then creates the voucher with the right body', async () => {
    let answer = () =>
      envelopeResponse(409, 'A voucher with this code exists already.', { code: 'error.voucherCodeTaken' });
    const fetchMock = stubFetch((url, init) => (init?.method === 'POST' ? answer() : reads(url)));
    const user = userEvent.setup();
    renderWithProviders(<VoucherCreateButton />);
    await user.click(await screen.findByRole('button', { name: 'New vouchers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create vouchers' });
    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    await user.type(code, 'spring-26');
    await within(dialog).findByRole('option', { name: 'Mock Test #1' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Product' }), 'Mock Test #1');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A voucher with this code exists already.')).toBeInTheDocument();
    expect(code).toHaveValue('SPRING-26');

    answer = () => envelopeResponse(200, 'Your changes have been applied.', [{ code: 'SPRING-26' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('1 voucher created.')).toBeInTheDocument();
    expect(jsonBodyOf(callsWith(fetchMock, 'POST')[1]![1])).toEqual({
      mode: 'single',
      code: 'SPRING-26',
      kind: 'PACKAGE',
      packageId: 3,
      discountPercent: null,
      discountAmounts: null,
      maxUses: 1,
      maxUsesPerUser: 1,
      expiresDate: null,
    });
  });
});
