import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { envelopeResponse, urlOf } from '../../../test/fetch';
import { buildAdminUser, neverAnswers, pageResponse } from '../../../test/fixtures/admin';
import { renderWithProviders } from '../../../test/render';
import { AdminUsersPage } from './admin-users-page';

const users = [
  buildAdminUser(),
  buildAdminUser({
    id: '11111111-2222-4333-8444-555555555555',
    email: 'boss@example.com',
    fullName: 'Boss Person',
    isAdmin: true,
    locked: true,
    activated: false,
  }),
];

function stubFetch(answer: (url: string) => Promise<Response> | Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => answer(urlOf(input)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function lastUrl(fetchMock: ReturnType<typeof stubFetch>) {
  return new URL(urlOf(fetchMock.mock.lastCall![0]), 'http://localhost');
}

describe('AdminUsersPage', () => {
  it('shows a loading state while the first page comes', async () => {
    stubFetch(neverAnswers);
    renderWithProviders(<AdminUsersPage />, '/platform/admin/users');
    expect(await screen.findByRole('status', { name: 'Loading users…' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
  });

  it('says when no account matches', async () => {
    stubFetch(() => pageResponse([], 0));
    renderWithProviders(<AdminUsersPage />, '/platform/admin/users?q=nobody');
    expect(await screen.findByRole('heading', { name: 'No users found' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by e-mail or name' })).toHaveValue('nobody');
  });

  it('shows a failure with "Try again", which loads again', async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1 ? envelopeResponse(500, 'boom', { code: 'error.http.500' }) : pageResponse(users);
    });
    renderWithProviders(<AdminUsersPage />, '/platform/admin/users');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The users could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Users found' })).toBeInTheDocument();
  });

  it('lists accounts with their badges and links, and searches, sorts and pages on the server', async () => {
    const fetchMock = stubFetch(() => pageResponse(users, 30));
    const user = userEvent.setup();
    renderWithProviders(<AdminUsersPage />, '/platform/admin/users');

    const list = await screen.findByRole('list', { name: 'Users found' });
    const [learner, boss] = within(list).getAllByRole('listitem');
    expect(within(learner!).getByRole('link', { name: 'Hoa Tran' })).toHaveAttribute(
      'href',
      `/platform/admin/users/${users[0]!.id}`,
    );
    expect(learner).toHaveTextContent('hoa.tran@example.com');
    expect(learner).toHaveTextContent('Joined 01/02/2026');
    expect(boss).toHaveTextContent('Admin');
    expect(boss).toHaveTextContent('Locked');
    expect(boss).toHaveTextContent('Not activated');
    expect(lastUrl(fetchMock).searchParams.toString()).toBe('sort=createdDate%2Cdesc&page=0&size=25');
    expect(screen.getByText('1–25 of 30')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(lastUrl(fetchMock).searchParams.get('page')).toBe('1');

    await user.type(screen.getByRole('searchbox', { name: 'Search by e-mail or name' }), ' Hoa{Enter}');
    expect(lastUrl(fetchMock).searchParams.get('q')).toBe('Hoa');
    expect(lastUrl(fetchMock).searchParams.get('page')).toBe('0');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name (A–Z)');
    expect(lastUrl(fetchMock).searchParams.get('sort')).toBe('fullName,asc');
    expect(lastUrl(fetchMock).searchParams.get('q')).toBe('Hoa');
  });

  it('speaks Vietnamese', async () => {
    await i18n.changeLanguage('vi');
    stubFetch(() => pageResponse(users));
    renderWithProviders(<AdminUsersPage />, '/platform/admin/users');
    expect(await screen.findByRole('heading', { name: 'Người dùng', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Đã khóa')).toBeInTheDocument();
  });
});
