import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { saveToken } from '../../../lib/session/token-storage';
import { envelopeResponse, jsonBodyOf, urlOf } from '../../../test/fetch';
import {
  adminSession,
  buildAdminUser,
  learnerCredits,
  learnerId,
  pageResponse,
} from '../../../test/fixtures/admin';
import { renderWithProviders } from '../../../test/render';
import { AdminUserDetailPage } from './admin-user-detail-page';

describe('AdminUserDetailPage: credits granted by hand', () => {
  it('grants credits with a reason and shows the new balance', async () => {
    let aiScoring = learnerCredits.numberAiScoring;
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      const url = urlOf(input);
      if (url === '/user/') return envelopeResponse(200, '', adminSession);
      const detail = { user: buildAdminUser(), credits: { ...learnerCredits, numberAiScoring: aiScoring } };
      if (url === `/api/admin/users/${learnerId}/credits`) {
        aiScoring += 25;
        return envelopeResponse(200, 'Your changes have been applied.', detail);
      }
      if (url === `/api/admin/users/${learnerId}`) return envelopeResponse(200, '', detail);
      if (url.startsWith(`/api/admin/users/${learnerId}/mocks`)) return envelopeResponse(200, '', []);
      return url.startsWith('/api/') && init?.method !== 'POST'
        ? pageResponse([])
        : envelopeResponse(404, 'Not found', { code: 'error.http.404' });
    });
    vi.stubGlobal('fetch', fetchMock);
    saveToken('admin-token', true);
    renderWithProviders(
      <Routes>
        <Route path="/platform/admin/users/:userId" element={<AdminUserDetailPage />} />
      </Routes>,
      `/platform/admin/users/${learnerId}`,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Grant credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant credits' });
    const amount = within(dialog).getByRole('textbox', { name: 'How many' });
    await user.clear(amount);
    await user.type(amount, '25');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Scoring outage on 3 May');
    await user.click(within(dialog).getByRole('button', { name: 'Grant' }));
    const credits = screen.getByRole('region', { name: 'Credits' });
    expect(await within(credits).findByText(String(learnerCredits.numberAiScoring + 25))).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(jsonBodyOf(post?.[1])).toEqual({
      resource: 'ai_scoring',
      amount: 25,
      reason: 'Scoring outage on 3 May',
    });
  });
});
