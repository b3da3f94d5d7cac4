import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { HomeMessage } from '@prepwise/contracts';
import { i18n } from '../../../lib/i18n';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import { neverAnswers, pageResponse } from '../../../test/fixtures/admin';
import { renderWithProviders } from '../../../test/render';
import { AdminHomePage } from './admin-home-page';

const running: HomeMessage = {
  id: '3f1d2c4b-5a69-4788-9a1b-2c3d4e5f6a7b',
  kind: 'banner',
  audience: 'free',
  startsAt: '2020-01-01T00:00:00.000Z',
  endsAt: '2099-01-01T00:00:00.000Z',
  texts: {
    en: { title: 'Spring sale', body: 'Half price on mock tests.', imageKey: null },
    vi: { title: 'Khuyến mãi mùa xuân', body: 'Giảm nửa giá.', imageKey: null },
  },
  createdDate: '2020-01-01T00:00:00.000Z',
  updatedDate: '2020-01-01T00:00:00.000Z',
};
const ended: HomeMessage = {
  ...running,
  id: '4a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
  kind: 'popup',
  audience: 'paying',
  startsAt: '2020-01-01T00:00:00.000Z',
  endsAt: '2020-02-01T00:00:00.000Z',
  texts: { en: { title: 'Old news', body: '', imageKey: null } },
};

type Answer = (url: string, init: RequestInit | undefined) => Promise<Response> | Response;

function stubFetch(answer: Answer) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => answer(urlOf(input), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function callsTo(fetchMock: ReturnType<typeof stubFetch>, method: string) {
  return fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
}

describe('AdminHomePage', () => {
  it('shows a loading state while the first page comes', async () => {
    stubFetch(neverAnswers);
    renderWithProviders(<AdminHomePage />, '/platform/admin/home');
    expect(await screen.findByRole('status', { name: 'Loading messages…' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home page messages', level: 1 })).toBeInTheDocument();
  });

  it('says when there is no message yet', async () => {
    stubFetch(() => pageResponse([], 0));
    renderWithProviders(<AdminHomePage />, '/platform/admin/home');
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
  });

  it('shows a failure with "Try again"', async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1
        ? envelopeResponse(500, 'boom', { code: 'error.http.500' })
        : pageResponse([running]);
    });
    renderWithProviders(<AdminHomePage />, '/platform/admin/home');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The messages could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Home page messages' })).toBeInTheDocument();
  });

  it('lists messages with kind, audience, state and languages, paged and filtered on the server', async () => {
    const fetchMock = stubFetch(() => pageResponse([running, ended], 12));
    const user = userEvent.setup();
    renderWithProviders(<AdminHomePage />, '/platform/admin/home');
    const list = await screen.findByRole('list', { name: 'Home page messages' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Spring sale');
    expect(first).toHaveTextContent('Banner');
    expect(first).toHaveTextContent('Free members');
    expect(first).toHaveTextContent('Showing now');
    expect(first).toHaveTextContent('Languages: EN, VI');
    expect(second).toHaveTextContent('Popup');
    expect(second).toHaveTextContent('Paying learners');
    expect(second).toHaveTextContent('Ended');
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    const lastUrl = () => new URL(urlOf(fetchMock.mock.lastCall![0]), 'http://localhost');
    expect(lastUrl().searchParams.toString()).toBe('page=0&size=10');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(lastUrl().searchParams.get('page')).toBe('1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Popup');
    expect(lastUrl().searchParams.get('kind')).toBe('popup');
    expect(lastUrl().searchParams.get('page')).toBe('0');
  });

  it('refuses a message without an English title or with its end before its start, sending nothing', async () => {
    const fetchMock = stubFetch(() => pageResponse([], 0));
    const user = userEvent.setup();
    renderWithProviders(<AdminHomePage />, '/platform/admin/home');
    await user.click(await screen.findByRole('button', { name: 'New message' }));
    const form = screen.getByRole('region', { name: 'New message' });
    fireEvent.change(within(form).getByLabelText('Ends', { exact: false }), {
      target: { value: '2020-01-01T00:00' },
    });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(within(form).getByText('A title is required.')).toBeInTheDocument();
    expect(within(form).getByText('The end must be after the start.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST')).toEqual([]);
  });

  it('creates a Vietnamese banner for paying learners: English and Vietnamese sent, German left out', async () => {
    const fetchMock = stubFetch((_url, init) =>
      init?.method === 'POST'
        ? envelopeResponse(200, 'Your changes have been applied.', running)
        : pageResponse([], 0),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminHomePage />, '/platform/admin/home');
    await user.click(await screen.findByRole('button', { name: 'New message' }));
    const form = screen.getByRole('region', { name: 'New message' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Audience' }), 'Paying learners');
    fireEvent.change(within(form).getByLabelText('Starts', { exact: false }), {
      target: { value: '2026-05-10T08:00' },
    });
    fireEvent.change(within(form).getByLabelText('Ends', { exact: false }), {
      target: { value: '2026-05-20T08:00' },
    });
    await user.type(within(form).getByRole('textbox', { name: 'Title (en)' }), 'Spring sale');
    await user.type(within(form).getByRole('textbox', { name: 'Title (vi)' }), 'Khuyến mãi');
    await user.type(within(form).getByRole('textbox', { name: 'Text (vi)' }), 'Giảm nửa giá.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'New message' })).toBeInTheDocument();
    const [post] = callsTo(fetchMock, 'POST');
    expect(urlOf(post![0])).toBe('/api/admin/home-messages');
    expect(jsonBodyOf(post![1])).toEqual({
      kind: 'banner',
      audience: 'paying',
      startsAt: new Date('2026-05-10T08:00').toISOString(),
      endsAt: new Date('2026-05-20T08:00').toISOString(),
      texts: {
        en: { title: 'Spring sale', body: '', imageKey: null },
        vi: { title: 'Khuyến mãi', body: 'Giảm nửa giá.', imageKey: null },
      },
    });
  });

  it('edits a message with its values filled in, and deletes one after asking', async () => {
    const fetchMock = stubFetch((_url, init) =>
      init?.method === 'PUT' || init?.method === 'DELETE'
        ? envelopeResponse(200, 'Your changes have been applied.', init.method === 'PUT' ? running : null)
        : pageResponse([running]),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminHomePage />, '/platform/admin/home');
    await user.click(await screen.findByRole('button', { name: 'Edit “Spring sale”' }));
    const form = screen.getByRole('region', { name: 'Edit message' });
    expect(within(form).getByRole('textbox', { name: 'Title (vi)' })).toHaveValue('Khuyến mãi mùa xuân');
    expect(within(form).getByRole('combobox', { name: 'Audience' })).toHaveValue('free');
    const title = within(form).getByRole('textbox', { name: 'Title (en)' });
    await user.clear(title);
    await user.type(title, 'Summer sale');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'New message' });
    const [put] = callsTo(fetchMock, 'PUT');
    expect(urlOf(put![0])).toBe(`/api/admin/home-messages/${running.id}`);
    expect(jsonBodyOf(put![1])).toMatchObject({ audience: 'free', texts: { en: { title: 'Summer sale' } } });

    await user.click(screen.getByRole('button', { name: 'Delete “Spring sale”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'DELETE')).toHaveLength(1));
    expect(urlOf(callsTo(fetchMock, 'DELETE')[0]![0])).toBe(`/api/admin/home-messages/${running.id}`);
  });

  it('speaks Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    stubFetch(() => pageResponse([running]));
    renderWithProviders(<AdminHomePage />, '/platform/admin/home');
    expect(await screen.findByRole('heading', { name: 'Thông báo trang chủ', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Thành viên miễn phí')).toBeInTheDocument();
  });
});
