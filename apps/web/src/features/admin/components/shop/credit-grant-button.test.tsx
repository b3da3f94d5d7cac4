import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { callsWith, envelopeResponse, jsonBodyOf, stubFetch, urlOf } from '../../../../test/fetch';
import { learnerId } from '../../../../test/fixtures/admin';
import { renderWithProviders } from '../../../../test/render';
import { CreditGrantButton } from './credit-grant-button';

describe('CreditGrantButton', () => {
  it('asks in Vietnamese for a reason, sending nothing', async () => {
    await i18n.changeLanguage('vi');
    const fetchMock = stubFetch(() => envelopeResponse(200, '', null));
    const user = userEvent.setup();
    renderWithProviders(<CreditGrantButton userId={learnerId} />);
    await user.click(await screen.findByRole('button', { name: 'Tặng lượt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tặng lượt cho học viên' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Lý do' }), 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Tặng' }));
    expect(await within(dialog).findByText('Hãy ghi lý do dài từ 3 đến 200 ký tự.')).toBeInTheDocument();
    expect(callsWith(fetchMock, 'POST')).toHaveLength(0);
  });

  it('shows the server’s refusal keeping the reason, then grants with the right body', async () => {
    let answer = () => envelopeResponse(400, 'The request is not valid.', { code: 'error.validation' });
    const fetchMock = stubFetch(() => answer());
    const user = userEvent.setup();
    renderWithProviders(<CreditGrantButton userId={learnerId} />);
    await user.click(await screen.findByRole('button', { name: 'Grant credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant credits' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Credit' }), 'mock_exam');
    const amount = within(dialog).getByRole('textbox', { name: 'How many' });
    await user.clear(amount);
    await user.type(amount, '3');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.type(reason, 'Scoring outage on 3 May');
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The request is not valid.');
    expect(reason).toHaveValue('Scoring outage on 3 May');

    answer = () => envelopeResponse(200, 'Your changes have been applied.', null);
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [, second] = callsWith(fetchMock, 'POST');
    expect(urlOf(second![0])).toBe(`/api/admin/users/${learnerId}/credits`);
    expect(jsonBodyOf(second![1])).toEqual({
      resource: 'mock_exam',
      amount: 3,
      reason: 'Scoring outage on 3 May',
    });
  });
});
