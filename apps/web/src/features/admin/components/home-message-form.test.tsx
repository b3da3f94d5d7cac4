import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { callsWith, envelopeResponse, jsonBodyOf, stubFetch, urlOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { HomeMessageForm } from './home-message-form';

describe('HomeMessageForm', () => {
  it('says in Vietnamese which fields are wrong, sending nothing', async () => {
    await i18n.changeLanguage('vi');
    const fetchMock = stubFetch(() => envelopeResponse(200, '', null));
    const user = userEvent.setup();
    renderWithProviders(<HomeMessageForm onDone={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText('Kết thúc', { exact: false }), {
      target: { value: '2020-01-01T00:00' },
    });
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Cần có tiêu đề.')).toBeInTheDocument();
    expect(screen.getByText('Thời điểm kết thúc phải sau thời điểm bắt đầu.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Vui lòng sửa các trường được đánh dấu.');
    expect(callsWith(fetchMock, 'POST')).toHaveLength(0);
  });

  it('shows the server’s refusal in the learner’s words and keeps what was typed; then saves the right body', async () => {
    let answer = () => envelopeResponse(400, 'The request is not valid.', { code: 'error.validation' });
    const fetchMock = stubFetch(() => answer());
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<HomeMessageForm onDone={onDone} />);
    fireEvent.change(await screen.findByLabelText('Starts', { exact: false }), {
      target: { value: '2026-05-10T08:00' },
    });
    fireEvent.change(screen.getByLabelText('Ends', { exact: false }), {
      target: { value: '2026-05-20T08:00' },
    });
    const title = screen.getByRole('textbox', { name: 'Title (en)' });
    await user.type(title, 'Spring sale');
    await user.type(screen.getByRole('textbox', { name: 'Title (de)' }), 'Frühlingsangebot');
    await user.type(screen.getByRole('textbox', { name: 'Text (de)' }), 'Halber Preis.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The request is not valid.');
    expect(title).toHaveValue('Spring sale');
    expect(onDone).not.toHaveBeenCalled();

    answer = () => envelopeResponse(200, 'Your changes have been applied.', null);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const [, second] = callsWith(fetchMock, 'POST');
    expect(urlOf(second![0])).toBe('/api/admin/home-messages');
    expect(jsonBodyOf(second![1])).toEqual({
      kind: 'banner',
      audience: 'all',
      startsAt: new Date('2026-05-10T08:00').toISOString(),
      endsAt: new Date('2026-05-20T08:00').toISOString(),
      texts: {
        en: { title: 'Spring sale', body: '', imageKey: null },
        de: { title: 'Frühlingsangebot', body: 'Halber Preis.', imageKey: null },
      },
    });
  });
});
