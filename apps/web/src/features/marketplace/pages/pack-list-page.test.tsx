import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Package } from '@prepwise/contracts';
import { notifySuccess } from '../../../lib/notify';
import { envelopeResponse, urlOf } from '../../../test/fetch';
import { retryIn, serveFailing } from '../../../test/failing-server';
import { renderWithProviders } from '../../../test/render';
import { PackListPage } from './pack-list-page';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const aiScoring: Package = {
  id: 4,
  name: 'AI Scoring #1',
  isSubsciption: false,
  description: '200 AI scoring requests',
  cost: 30,
  oldCost: null,
  subscriptionDays: 0,
  subscriptionAiScoring: 0,
  subscriptionPronunciation: 0,
  numberAiScoring: 200,
  numberExamMock: 0,
  numberScoreMock: 0,
  fullQuestionBank: false,
  linkImage: null,
  linkYoutube: null,
  productId: null,
  priceId: null,
  showed: true,
  activated: true,
  scoreTrial: false,
  isDiscount: false,
};

const packageVoucher = {
  code: 'TRY-AI-200',
  kind: 'PACKAGE',
  packageId: 4,
  packageName: 'AI Scoring #1',
  discountPercent: null,
  discountAmount: null,
  currency: 'USD',
  expiresDate: null,
  usesLeft: 1000,
  usable: true,
  fetched: true,
};

function fakeServer(): typeof fetch {
  return vi.fn<typeof fetch>(async (input) => {
    const url = urlOf(input);
    if (url === '/api/package/all') return envelopeResponse(200, '', [aiScoring]);
    if (url === '/api/payment/cart')
      return envelopeResponse(200, '', {
        items: [],
        currency: 'USD',
        subtotal: 0,
        discount: 0,
        total: 0,
        voucherCode: null,
      });
    if (url === '/api/voucher/info/TRY-AI-200/0') return envelopeResponse(200, '', packageVoucher);
    if (url === '/api/voucher/active/TRY-AI-200')
      return envelopeResponse(200, 'Apply voucher success', { packageName: 'AI Scoring #1' });
    return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
  });
}

describe('PackListPage', () => {
  it('activates a package voucher from "Have a voucher?" with the seed’s success text', async () => {
    const server = vi.mocked(fakeServer());
    vi.stubGlobal('fetch', server);
    const user = userEvent.setup();
    renderWithProviders(<PackListPage />);
    expect(await screen.findByRole('article', { name: 'AI Scoring #1' })).toBeInTheDocument();

    const voucher = screen.getByRole('region', { name: 'Have a voucher?' });
    await user.type(within(voucher).getByLabelText('Voucher code'), 'try-ai-200');
    await user.click(within(voucher).getByRole('button', { name: 'Check code' }));
    expect(await within(voucher).findByText('This voucher gives you AI Scoring #1')).toBeInTheDocument();
    await user.click(within(voucher).getByRole('button', { name: 'Activate' }));

    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith(
        'Apply voucher success: AI Scoring #1 has been added to your account.',
      ),
    );
    expect(server.mock.calls.map(([input]) => urlOf(input))).toContain('/api/voucher/active/TRY-AI-200');
    expect(within(voucher).queryByText('This voucher gives you AI Scoring #1')).not.toBeInTheDocument();
    expect(within(voucher).getByLabelText('Voucher code')).toHaveValue('');
  });

  it('shows the failure with "Try again", which lists the packs', async () => {
    const server = serveFailing({ '/api/package/all': () => envelopeResponse(200, '', [aiScoring]) });
    renderWithProviders(<PackListPage />);
    const alert = (await screen.findByText('The packs could not be loaded.')).closest('[role="alert"]');
    server.recover();
    await retryIn(alert as HTMLElement);
    expect(await screen.findByText('AI Scoring #1')).toBeInTheDocument();
  });

  it('says so when nothing is for sale', async () => {
    serveFailing({ '/api/package/all': () => envelopeResponse(200, '', []) }).recover();
    renderWithProviders(<PackListPage />);
    expect(await screen.findByText('Nothing for sale right now')).toBeInTheDocument();
  });
});
