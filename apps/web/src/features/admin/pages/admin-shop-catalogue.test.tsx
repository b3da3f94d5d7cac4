import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import { buildAdminPackage as buildPackage, pageResponse } from '../../../test/fixtures/admin';
import { renderWithProviders } from '../../../test/render';
import { AdminShopPage } from './admin-shop-page';

const catalogue = [
  buildPackage({
    id: 2,
    name: 'Pack 30 days',
    kind: 'pack',
    isSubsciption: true,
    subscriptionDays: 30,
    subscriptionAiScoring: 10,
    cost: 59,
  }),
  buildPackage(),
  buildPackage({
    id: 10,
    name: 'Combo #1',
    kind: 'combo',
    comboMemberIds: [2, 3],
    cost: 99,
    activated: false,
  }),
];

function stubFetch(answer: (url: string, init: RequestInit | undefined) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => answer(urlOf(input), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('AdminShopPage: catalogue', () => {
  it('lists packs, products and combos with kind, price, contents, members and state', async () => {
    stubFetch(() => pageResponse(catalogue));
    renderWithProviders(<AdminShopPage />, '/platform/admin/shop?tab=catalogue');
    const list = await screen.findByRole('list', { name: 'Packages, products and combos' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Pack 30 days');
    expect(cards[0]).toHaveTextContent('30 days, 10 AI scoring a day');
    expect(cards[1]).toHaveTextContent('$25');
    expect(cards[2]).toHaveTextContent('Bundles: Pack 30 days, Mock Test #1');
    expect(cards[2]).toHaveTextContent('Off sale');
    expect(
      within(cards[2] as HTMLElement).getByRole('button', { name: 'Put Combo #1 on sale' }),
    ).toBeInTheDocument();
  });

  it('edits a price with the keyboard-reachable form and sends every field; refuses a bad price without sending', async () => {
    const fetchMock = stubFetch((url, init) =>
      init?.method === 'PUT'
        ? envelopeResponse(200, 'Your changes have been applied.', buildPackage({ cost: 19.99 }))
        : pageResponse(catalogue),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminShopPage />, '/platform/admin/shop?tab=catalogue');
    await user.click(await screen.findByRole('button', { name: 'Edit Mock Test #1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Mock Test #1' });
    const price = within(dialog).getByRole('textbox', { name: 'Price (US$)' });
    await user.clear(price);
    await user.type(price, '30');
    const old = within(dialog).getByRole('textbox', { name: 'Old price, crossed out (US$)' });
    await user.type(old, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('The old price must be above the price.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.clear(old);
    await user.clear(price);
    await user.type(price, '19.99');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(urlOf(put?.[0] ?? '')).toContain('/api/admin/packages/3');
    expect(jsonBodyOf(put?.[1])).toMatchObject({
      name: 'Mock Test #1',
      cost: 19.99,
      oldCost: null,
      isSubsciption: false,
      numberExamMock: 1,
      numberScoreMock: 1,
      comboMemberIds: [],
    });
  });
});
