import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ShownHomeMessages } from '@prepwise/contracts';
import { i18n } from '../../../lib/i18n';
import { envelopeResponse, urlOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { HomeMessages } from './home-messages';

const shown: ShownHomeMessages = {
  banner: {
    id: '3f1d2c4b-5a69-4788-9a1b-2c3d4e5f6a7b',
    kind: 'banner',
    language: 'vi',
    title: 'Khuyến mãi mùa xuân',
    body: 'Giảm nửa giá bài thi thử.',
    imageUrl: '/files/home-images/0b4c7a2e-1d3f-4e5a-9b6c-7d8e9f0a1b2c.webp',
  },
  popup: {
    id: '4a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
    kind: 'popup',
    language: 'vi',
    title: 'Chào mừng trở lại',
    body: 'Có đề mới tuần này.',
    imageUrl: null,
  },
};

function stubFetch(messages: ShownHomeMessages) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) =>
    init?.method === 'POST' ? envelopeResponse(200, '', null) : envelopeResponse(200, '', messages),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input]) => urlOf(input));

describe('HomeMessages', () => {
  it('asks for the messages in the interface language and shows the banner and the popup', async () => {
    await i18n.changeLanguage('vi');
    const fetchMock = stubFetch(shown);
    renderWithProviders(<HomeMessages />, '/platform/user/home');
    const banner = await screen.findByRole('region', { name: 'Thông báo' });
    expect(banner).toHaveTextContent('Khuyến mãi mùa xuân');
    expect(banner).toHaveTextContent('Giảm nửa giá bài thi thử.');
    expect(banner.querySelector('img')).toHaveAttribute('src', shown.banner!.imageUrl);
    expect(await screen.findByRole('dialog', { name: 'Chào mừng trở lại' })).toHaveTextContent(
      'Có đề mới tuần này.',
    );
    expect(urlOf(fetchMock.mock.calls[0]![0])).toBe('/api/home/messages?lang=vi');
  });

  it('hides the banner at once when dismissed and tells the server', async () => {
    const fetchMock = stubFetch({ ...shown, popup: null });
    const user = userEvent.setup();
    renderWithProviders(<HomeMessages />, '/platform/user/home');
    const banner = await screen.findByRole('region', { name: 'Announcement' });
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Announcement' })).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(posts(fetchMock)).toEqual([`/api/home/messages/${shown.banner!.id}/dismiss`]),
    );
  });

  it('dismisses the popup with "Got it"', async () => {
    const fetchMock = stubFetch({ ...shown, banner: null });
    const user = userEvent.setup();
    renderWithProviders(<HomeMessages />, '/platform/user/home');
    const dialog = await screen.findByRole('dialog', { name: 'Chào mừng trở lại' });
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await vi.waitFor(() =>
      expect(posts(fetchMock)).toEqual([`/api/home/messages/${shown.popup!.id}/dismiss`]),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows nothing when there is no message', async () => {
    const fetchMock = stubFetch({ banner: null, popup: null });
    renderWithProviders(<HomeMessages />, '/platform/user/home');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
