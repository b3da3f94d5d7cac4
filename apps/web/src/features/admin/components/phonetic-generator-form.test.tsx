import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { callsWith, envelopeResponse, jsonBodyOf, stubFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { AdminPhoneticsPage } from '../pages/admin-phonetics-page';

describe('PhoneticGeneratorForm', () => {
  it('says in Vietnamese what is wrong with the words, then shows the server’s refusal keeping them', async () => {
    await i18n.changeLanguage('vi');
    const fetchMock = stubFetch(() =>
      envelopeResponse(400, 'The request is not valid.', { code: 'error.validation' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminPhoneticsPage />, '/platform/admin/questions/phonetics');
    const words = await screen.findByLabelText('Các từ ứng viên', { exact: false });
    await user.type(words, 'garden happy');
    await user.click(screen.getByRole('button', { name: 'Tạo' }));
    expect(await screen.findByText('Hãy nhập ít nhất bốn từ.')).toBeInTheDocument();
    expect(callsWith(fetchMock, 'POST')).toHaveLength(0);

    await user.type(words, ' again water');
    await user.click(screen.getByRole('button', { name: 'Tạo' }));
    expect(await screen.findByText('Yêu cầu không hợp lệ.')).toBeInTheDocument();
    expect(screen.queryByText('Hãy nhập ít nhất bốn từ.')).not.toBeInTheDocument();
    expect(words).toHaveValue('garden happy again water');
  });

  it('refuses a word longer than the contract allows, and sends the picked count', async () => {
    const fetchMock = stubFetch(() => envelopeResponse(200, '', { items: [], refused: [], seed: 1 }));
    const user = userEvent.setup();
    renderWithProviders(<AdminPhoneticsPage />, '/platform/admin/questions/phonetics');
    await user.type(
      await screen.findByLabelText('Candidate words', { exact: false }),
      `garden happy again ${'x'.repeat(41)}`,
    );
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('One of the words is too long.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Pick/ }));
    const count = screen.getByRole('textbox', { name: 'Number of items' });
    await user.clear(count);
    await user.type(count, '3');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await vi.waitFor(() => expect(callsWith(fetchMock, 'POST')).toHaveLength(1));
    expect(jsonBodyOf(callsWith(fetchMock, 'POST')[0]![1])).toEqual({ type: 'PHONETIC_STRESS', count: 3 });
  });
});
