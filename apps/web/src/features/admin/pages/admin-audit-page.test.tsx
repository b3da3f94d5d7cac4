import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { envelopeResponse, urlOf } from '../../../test/fetch';
import { buildAuditEntry, learnerId, neverAnswers, pageResponse } from '../../../test/fixtures/admin';
import { renderWithProviders } from '../../../test/render';
import { AdminAuditPage } from './admin-audit-page';

const entries = [
  buildAuditEntry(),
  buildAuditEntry({
    id: 'a1b2c3d4-0000-4000-8000-000000000002',
    action: 'user.sendPasswordReset',
    before: null,
    after: { resetLinkSentTo: 'hoa.tran@example.com' },
    createdDate: '2026-03-02T10:00:00.000Z',
  }),
  buildAuditEntry({
    id: 'a1b2c3d4-0000-4000-8000-000000000003',
    action: 'user.grantAdmin',
    before: { roles: ['ROLE_USER'], activated: true, locked: false },
    after: { roles: ['ROLE_ADMIN', 'ROLE_USER'], activated: true, locked: false },
  }),
];

function stubFetch(answer: () => Promise<Response> | Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function lastQuery(fetchMock: ReturnType<typeof stubFetch>) {
  return Object.fromEntries(new URL(urlOf(fetchMock.mock.lastCall![0]), 'http://localhost').searchParams);
}

describe('AdminAuditPage', () => {
  it('shows a loading state while the log comes', async () => {
    stubFetch(neverAnswers);
    renderWithProviders(<AdminAuditPage />, '/platform/admin/audit');
    expect(await screen.findByRole('status', { name: 'Loading the audit log…' })).toBeInTheDocument();
  });

  it('says when no change matches', async () => {
    stubFetch(() => pageResponse([], 0));
    renderWithProviders(<AdminAuditPage />, '/platform/admin/audit?action=user.unlock');
    expect(await screen.findByRole('heading', { name: 'No changes found' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('user.unlock');
  });

  it('shows a failure with "Try again", which loads again', async () => {
    let calls = 0;
    stubFetch(() =>
      (calls += 1) === 1 ? envelopeResponse(500, 'boom', { code: 'error.http.500' }) : pageResponse(entries),
    );
    renderWithProviders(<AdminAuditPage />, '/platform/admin/audit');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The audit log could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Audit entries' })).toBeInTheDocument();
  });

  it('shows who did what to which account, when, and what changed', async () => {
    stubFetch(() => pageResponse(entries));
    renderWithProviders(<AdminAuditPage />, '/platform/admin/audit');
    const list = await screen.findByRole('list', { name: 'Audit entries' });
    const [lock, reset, grant] = within(list).getAllByRole('listitem');
    expect(lock).toHaveTextContent('Account locked');
    expect(lock).toHaveTextContent('01/03/26 08:30:05');
    expect(lock).toHaveTextContent('by admin@prepwise.test');
    expect(lock).toHaveTextContent('Locked: No → Yes');
    expect(lock).not.toHaveTextContent('Roles');
    expect(
      within(lock!).getByRole('link', { name: 'Open the account hoa.tran@example.com' }),
    ).toHaveAttribute('href', `/platform/admin/users/${learnerId}`);
    expect(reset).toHaveTextContent('Password reset link sent');
    expect(reset).toHaveTextContent('Reset link sent to: hoa.tran@example.com');
    expect(grant).toHaveTextContent('Roles: user → admin, user');
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
  });

  it('sends the filters and the order to the server, days as the admin’s own midnights', async () => {
    const fetchMock = stubFetch(() => pageResponse(entries, 3));
    const user = userEvent.setup();
    renderWithProviders(<AdminAuditPage />, '/platform/admin/audit');
    await screen.findByRole('list', { name: 'Audit entries' });
    expect(lastQuery(fetchMock)).toEqual({ sort: 'createdDate,desc', page: '0', size: '25' });

    await user.type(screen.getByRole('searchbox', { name: 'Admin e-mail' }), 'admin@');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Account locked');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('Until (including)'), '2026-03-02');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(lastQuery(fetchMock)).toEqual({
      actor: 'admin@',
      action: 'user.lock',
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-03T00:00:00.000Z',
      sort: 'createdDate,desc',
      page: '0',
      size: '25',
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Oldest first');
    expect(lastQuery(fetchMock)).toMatchObject({ actor: 'admin@', sort: 'createdDate,asc' });

    // Clearing goes back to the first, unfiltered page (already loaded, so not asked for again).
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('searchbox', { name: 'Admin e-mail' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('');
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('createdDate,desc');
  }, 15_000);

  it('shows one account’s changes from its link, and says so', async () => {
    const fetchMock = stubFetch(() => pageResponse(entries.slice(0, 1)));
    renderWithProviders(<AdminAuditPage />, `/platform/admin/audit?targetId=${learnerId}`);
    expect(await screen.findByText('Only the changes to one account are shown.')).toBeInTheDocument();
    expect(lastQuery(fetchMock)).toMatchObject({ targetId: learnerId });
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    stubFetch(() => pageResponse(entries));
    renderWithProviders(<AdminAuditPage />, '/platform/admin/audit');
    expect(await screen.findByRole('heading', { name: 'Änderungsprotokoll', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Konto gesperrt')).toBeInTheDocument();
    expect(await screen.findByText('Gesperrt: Nein → Ja')).toBeInTheDocument();
  });
});
