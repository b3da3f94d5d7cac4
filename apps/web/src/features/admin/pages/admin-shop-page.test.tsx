import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminVoucher, Package } from '@prepwise/contracts';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import { neverAnswers, pageResponse } from '../../../test/fixtures/admin';
import { renderWithProviders } from '../../../test/render';
import { AdminShopPage } from './admin-shop-page';

function buildVoucher(overrides: Partial<AdminVoucher> = {}): AdminVoucher {
  return {
    id: '5f0c2a7e-6d3b-4c1a-8e9f-0a1b2c3d4e5f',
    code: 'SPRING-AI',
    kind: 'PACKAGE',
    packageId: 4,
    packageName: 'AI Scoring #1',
    discountPercent: null,
    discountAmounts: null,
    maxUses: 3,
    maxUsesPerUser: 1,
    usedCount: 1,
    expiresDate: '2026-12-31T16:59:59.999Z',
    activated: true,
    usable: true,
    createdDate: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

const vouchers = [
  buildVoucher(),
  buildVoucher({
    id: '6a1d3b8f-7e4c-4d2b-9f0a-1b2c3d4e5f60',
    code: 'TENOFF',
    kind: 'DISCOUNT',
    packageId: null,
    packageName: null,
    discountPercent: 10,
    expiresDate: null,
    activated: false,
    usable: false,
  }),
  buildVoucher({
    id: '7b2e4c9a-8f5d-4e3c-a01b-2c3d4e5f6071',
    code: 'FIFTY-K',
    kind: 'DISCOUNT',
    packageId: null,
    packageName: null,
    discountAmounts: { USD: 2, VND: 50000 },
  }),
];

const onSale = [{ id: 4, name: 'AI Scoring #1' } as Package, { id: 3, name: 'Mock Test #1' } as Package];

type Answer = (url: string, init: RequestInit | undefined) => Promise<Response> | Response;

function stubFetch(answer: Answer) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => answer(urlOf(input), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function voucherCalls(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(urlOf(input), 'http://localhost'), init }))
    .filter((call) => call.url.pathname.startsWith('/api/admin/vouchers'));
}

describe('AdminShopPage: vouchers', () => {
  it('shows a loading state, then says when there is no voucher yet', async () => {
    stubFetch(neverAnswers);
    const { unmount } = renderWithProviders(<AdminShopPage />, '/platform/admin/shop');
    expect(await screen.findByRole('status', { name: 'Loading vouchers…' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shop', level: 1 })).toBeInTheDocument();
    unmount();
    stubFetch(() => pageResponse([], 0));
    renderWithProviders(<AdminShopPage />, '/platform/admin/shop');
    expect(await screen.findByRole('heading', { name: 'No vouchers' })).toBeInTheDocument();
  });

  it('shows a failure with "Try again"', async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1 ? envelopeResponse(500, 'boom', { code: 'error.http.500' }) : pageResponse(vouchers);
    });
    renderWithProviders(<AdminShopPage />, '/platform/admin/shop');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The vouchers could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Vouchers' })).toBeInTheDocument();
  });

  it('lists vouchers with what they give, their use and state; searches, sorts and pages on the server', async () => {
    const fetchMock = stubFetch(() => pageResponse(vouchers, 30));
    const user = userEvent.setup();
    renderWithProviders(<AdminShopPage />, '/platform/admin/shop');
    const list = await screen.findByRole('list', { name: 'Vouchers' });
    const [spring, tenoff, fiftyK] = within(list).getAllByRole('listitem');
    expect(spring).toHaveTextContent('SPRING-AI');
    expect(spring).toHaveTextContent('Usable');
    expect(spring).toHaveTextContent('Gives: AI Scoring #1');
    expect(spring).toHaveTextContent('Used 1 of 3 times · 1 use per learner');
    expect(spring).toHaveTextContent('expires 31/12/2026');
    expect(tenoff).toHaveTextContent('Deactivated');
    expect(tenoff).toHaveTextContent('10 % off at checkout');
    expect(tenoff).toHaveTextContent('no expiry');
    expect(fiftyK).toHaveTextContent('$2 · ₫50,000 off at checkout');
    expect(voucherCalls(fetchMock).at(-1)?.url.searchParams.toString()).toBe(
      'sort=createdDate%2Cdesc&page=0&size=25',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search by code' }), 'spring{Enter}');
    expect(voucherCalls(fetchMock).at(-1)?.url.searchParams.get('q')).toBe('spring');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most used first');
    expect(voucherCalls(fetchMock).at(-1)?.url.searchParams.get('sort')).toBe('usedCount,desc');
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(voucherCalls(fetchMock).at(-1)?.url.searchParams.get('page')).toBe('1');
  });

  it('deactivates and activates a voucher through its action route', async () => {
    const fetchMock = stubFetch((url) =>
      url.includes('/actions')
        ? envelopeResponse(
            200,
            'Your changes have been applied.',
            buildVoucher({ activated: false, usable: false }),
          )
        : pageResponse(vouchers),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminShopPage />, '/platform/admin/shop');
    await user.click(await screen.findByRole('button', { name: 'Deactivate SPRING-AI' }));
    await user.click(screen.getByRole('button', { name: 'Activate TENOFF' }));
    const actions = voucherCalls(fetchMock).filter((call) => call.url.pathname.endsWith('/actions'));
    expect(actions.map((call) => [call.url.pathname, jsonBodyOf(call.init)])).toEqual([
      [`/api/admin/vouchers/${vouchers[0]!.id}/actions`, { action: 'deactivate' }],
      [`/api/admin/vouchers/${vouchers[1]!.id}/actions`, { action: 'activate' }],
    ]);
  });

  it('creates a batch of codes with a prefix and shows the codes made; a refused code is told', async () => {
    const made = [buildVoucher({ code: 'SUMMER-ABCDEFGH' }), buildVoucher({ code: 'SUMMER-JKMNPQRS' })];
    let creations = 0;
    const fetchMock = stubFetch((url, init) => {
      if (url.startsWith('/api/package/all')) return envelopeResponse(200, '', onSale);
      if (init?.method === 'POST') {
        creations += 1;
        return creations === 1
          ? envelopeResponse(409, 'A voucher with this code exists already.', {
              code: 'error.voucherCodeTaken',
            })
          : envelopeResponse(200, 'Your changes have been applied.', made);
      }
      return pageResponse(vouchers);
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminShopPage />, '/platform/admin/shop');
    await user.click(await screen.findByRole('button', { name: 'New vouchers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create vouchers' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'taken1');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Product' }), 'Mock Test #1');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A voucher with this code exists already.',
    );

    await user.click(within(dialog).getByRole('radio', { name: 'Many codes' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Prefix' }), 'summer');
    const count = within(dialog).getByRole('textbox', { name: 'Number of codes' });
    await user.clear(count);
    await user.type(count, '2');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'The voucher gives' }),
      'A discount at checkout',
    );
    const percent = within(dialog).getByRole('textbox', { name: 'Discount' });
    await user.clear(percent);
    await user.type(percent, '15');
    const uses = within(dialog).getByRole('textbox', { name: 'Uses per code' });
    await user.clear(uses);
    await user.type(uses, '5');
    const perLearner = within(dialog).getByRole('textbox', { name: 'Uses per learner' });
    await user.clear(perLearner);
    await user.type(perLearner, '2');
    await user.type(within(dialog).getByLabelText('Last day'), '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByText('2 vouchers created.')).toBeInTheDocument();
    expect(within(dialog).getByText(/SUMMER-ABCDEFGH/)).toBeInTheDocument();
    const posts = voucherCalls(fetchMock).filter((call) => call.init?.method === 'POST');
    expect(jsonBodyOf(posts[0]?.init)).toEqual({
      mode: 'single',
      code: 'TAKEN1',
      kind: 'PACKAGE',
      packageId: 3,
      discountPercent: null,
      discountAmounts: null,
      maxUses: 1,
      maxUsesPerUser: 1,
      expiresDate: null,
    });
    expect(jsonBodyOf(posts[1]?.init)).toEqual({
      mode: 'bulk',
      prefix: 'SUMMER',
      count: 2,
      kind: 'DISCOUNT',
      packageId: null,
      discountPercent: 15,
      discountAmounts: null,
      maxUses: 5,
      maxUsesPerUser: 2,
      expiresDate: new Date('2026-12-31T23:59:59.999').toISOString(),
    });
  });

  it('creates a discount of a fixed amount per currency, and says what is wrong with the amounts', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url.startsWith('/api/package/all')) return envelopeResponse(200, '', onSale);
      if (init?.method === 'POST')
        return envelopeResponse(200, 'Your changes have been applied.', [buildVoucher({ code: 'FIFTY-K' })]);
      return pageResponse(vouchers);
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminShopPage />, '/platform/admin/shop');
    await user.click(await screen.findByRole('button', { name: 'New vouchers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create vouchers' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'fifty-k');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'The voucher gives' }),
      'A discount at checkout',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'A fixed amount' }));
    const amounts = within(dialog).getByRole('group', { name: 'Amount off per currency' });
    const [dong, dollars] = within(amounts).getAllByRole('textbox', { name: 'Amount off' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(/Give at least one currency/)).toBeInTheDocument();
    expect(voucherCalls(fetchMock).filter((call) => call.init?.method === 'POST')).toHaveLength(0);

    await user.type(dong!, '50000');
    await user.type(dollars!, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('1 voucher created.')).toBeInTheDocument();
    const posts = voucherCalls(fetchMock).filter((call) => call.init?.method === 'POST');
    expect(jsonBodyOf(posts[0]?.init)).toMatchObject({
      code: 'FIFTY-K',
      kind: 'DISCOUNT',
      discountPercent: null,
      discountAmounts: { VND: 50000, USD: 2.5 },
    });
  });
});
