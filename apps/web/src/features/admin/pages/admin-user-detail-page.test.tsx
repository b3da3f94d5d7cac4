import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@prepwise/contracts';
import { saveToken } from '../../../lib/session/token-storage';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import {
  adminId,
  adminSession,
  buildAdminUser,
  buildAuditEntry,
  learnerCredits,
  learnerId,
  neverAnswers,
  pageResponse,
} from '../../../test/fixtures/admin';
import { renderWithProviders } from '../../../test/render';
import { AdminUserDetailPage } from './admin-user-detail-page';

type Answer = (url: string, init: RequestInit | undefined) => Promise<Response> | Response | undefined;

/** The signed-in admin's session plus the given answers; anything else is a 404. */
function stubFetch(answer: Answer) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = urlOf(input);
    if (url === '/user/') return envelopeResponse(200, '', adminSession);
    return (await answer(url, init)) ?? envelopeResponse(404, 'Not found', { code: 'error.http.404' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderDetail(userId = learnerId) {
  saveToken('admin-token', true);
  return renderWithProviders(
    <Routes>
      <Route path="/platform/admin/users/:userId" element={<AdminUserDetailPage />} />
    </Routes>,
    `/platform/admin/users/${userId}`,
  );
}

/** A server holding one account: the detail, its attempts, its audit, and the actions that change it. */
function accountServer(initial: AdminUser) {
  let account = initial;
  const audit = [] as ReturnType<typeof buildAuditEntry>[];
  return stubFetch((url, init) => {
    const base = `/api/admin/users/${account.id}`;
    if (url === base) return envelopeResponse(200, '', { user: account, credits: learnerCredits });
    if (url.startsWith(`${base}/practice?`))
      return pageResponse([
        {
          examId: 'e1',
          examGroup: 'QUESTION_BANK',
          questionType: 'VOCAB_SYNONYM',
          status: 'FINISH',
          answered: 4,
          questions: 5,
          score: 3,
          max: 5,
          startedDate: '2026-02-10T09:00:00Z',
          finishedDate: '2026-02-10T09:10:00Z',
        },
      ]);
    if (url === `${base}/mocks`)
      return envelopeResponse(200, '', [
        {
          id: 'm1',
          kind: 'PTE',
          name: 'PTE mock 1',
          status: 'DONE',
          overallScore: 64,
          createdDate: '2026-02-11T09:00:00Z',
          finishedDate: '2026-02-11T11:00:00Z',
        },
      ]);
    if (url.startsWith('/api/admin/audit?')) return pageResponse(audit);
    if (url === `${base}/actions`) {
      const { action } = jsonBodyOf(init) as { action: string };
      if (action === 'lock') {
        account = { ...account, locked: true, lockedDate: '2026-03-01T08:30:05.000Z' };
        audit.unshift(buildAuditEntry());
      }
      return envelopeResponse(200, 'Your changes have been applied.', account);
    }
    return undefined;
  });
}

describe('AdminUserDetailPage', () => {
  it('shows a loading state while the account comes', async () => {
    stubFetch(neverAnswers);
    renderDetail();
    expect(await screen.findByRole('status', { name: 'Loading the account…' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All users' })).toHaveAttribute('href', '/platform/admin/users');
  });

  it('says so when the account does not exist, without "Try again"', async () => {
    stubFetch(() => undefined);
    renderDetail('00000000-0000-4000-8000-000000000000');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There is no account with this address.');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a failure with "Try again", which loads again', async () => {
    let calls = 0;
    accountServer(buildAdminUser());
    const fetchMock = vi.mocked(fetch);
    const server = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (urlOf(input) === `/api/admin/users/${learnerId}` && (calls += 1) === 1)
        return envelopeResponse(500, 'boom', { code: 'error.http.500' });
      return server(input, init);
    });
    renderDetail();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This account could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Hoa Tran', level: 1 })).toBeInTheDocument();
  });

  it('shows the account, its credits and attempts read-only, and its empty change history', async () => {
    accountServer(buildAdminUser());
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Hoa Tran', level: 1 })).toBeInTheDocument();
    const credits = screen.getByRole('region', { name: 'Credits' });
    expect(credits).toHaveTextContent('AI scoring left12');
    expect(credits).toHaveTextContent('PackUntil 30/06/2026');
    expect(credits).toHaveTextContent('Full question bankYes');
    const practice = await screen.findByRole('list', { name: 'Practice sessions' });
    expect(practice).toHaveTextContent('Synonyms');
    expect(practice).toHaveTextContent('4 of 5 answered');
    expect(practice).toHaveTextContent('Score 3 / 5');
    expect(practice).toHaveTextContent('Finished');
    const mocks = await screen.findByRole('list', { name: 'Mock tests' });
    expect(mocks).toHaveTextContent('PTE mock 1');
    expect(mocks).toHaveTextContent('Overall 64');
    expect(mocks).toHaveTextContent('Scored');
    expect(await screen.findByText('No admin has changed this account yet.')).toBeInTheDocument();
  });

  it('locks the account after a confirmation; the page then shows the lock and the audit entry', async () => {
    const fetchMock = accountServer(buildAdminUser());
    const user = userEvent.setup();
    renderDetail();
    const access = await screen.findByRole('region', { name: 'Access' });
    expect(access).toHaveTextContent('Sign-inAllowed');
    await user.click(within(access).getByRole('button', { name: 'Lock account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock this account?' });
    expect(dialog).toHaveTextContent('Hoa Tran is signed out everywhere at once');
    const posts = () =>
      fetchMock.mock.calls
        .filter(([input]) => urlOf(input).endsWith('/actions'))
        .map(([, init]) => jsonBodyOf(init));
    expect(posts()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));

    expect(posts()).toEqual([{ action: 'lock' }]);
    expect(await within(access).findByText('Locked since 01/03/2026')).toBeInTheDocument();
    expect(within(access).getByRole('button', { name: 'Unlock account' })).toBeEnabled();
    const changes = await screen.findByRole('list', { name: 'Audit entries' });
    expect(changes).toHaveTextContent('Account locked');
    expect(changes).toHaveTextContent('Locked: No → Yes');
    expect(screen.getByRole('link', { name: 'See all in the audit log' })).toHaveAttribute(
      'href',
      `/platform/admin/audit?targetId=${learnerId}`,
    );
  }, 15_000);

  it('shows the server’s refusal in the dialog', async () => {
    accountServer(buildAdminUser());
    const fetchMock = vi.mocked(fetch);
    const server = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      urlOf(input).endsWith('/actions')
        ? envelopeResponse(409, 'You cannot do this to your own account.', { code: 'error.adminSelf' })
        : server(input, init),
    );
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Make admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make this account an administrator?' });
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You cannot do this to your own account.',
    );
  });

  it('keeps an admin from locking, deactivating or demoting their own account', async () => {
    accountServer(buildAdminUser({ id: adminId, fullName: 'Admin', isAdmin: true, roles: ['ROLE_ADMIN'] }));
    renderDetail(adminId);
    const access = await screen.findByRole('region', { name: 'Access' });
    expect(access).toHaveTextContent('This is your own account');
    expect(within(access).getByRole('button', { name: 'Lock account' })).toBeDisabled();
    expect(within(access).getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    expect(within(access).getByRole('button', { name: 'Remove admin' })).toBeDisabled();
    expect(within(access).getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });
});
