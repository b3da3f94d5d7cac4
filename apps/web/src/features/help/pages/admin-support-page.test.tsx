import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminSupportConversation } from '@prepwise/contracts';
import { saveToken } from '../../../lib/session/token-storage';
import { useSession } from '../../../lib/session/use-session';
import { envelopeResponse } from '../../../test/fetch';
import { retryIn, serveFailing } from '../../../test/failing-server';
import { adminSession, pageResponse } from '../../../test/fixtures/admin';
import { renderWithProviders } from '../../../test/render';
import { AdminSupportPage } from './admin-support-page';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

/** The private area's guard, in short: the page once the session is known. */
function WhenSignedIn({ children }: { children: ReactNode }) {
  return useSession().session ? children : null;
}

class QuietSocket {
  addEventListener() {}
  send() {}
  close() {}
}

const conversation: AdminSupportConversation = {
  id: 'c1',
  userId: null,
  email: 'visitor@example.com',
  name: 'Visitor Lan',
  language: 'en',
  assignedAdminId: null,
  assignedAdminEmail: null,
  unreadCount: 0,
  lastMessage: null,
  lastMessageDate: null,
  createdDate: '2026-11-01T08:00:00.000Z',
};

function renderInbox(search = '') {
  saveToken('admin-token', true);
  return renderWithProviders(
    <Routes>
      <Route
        path="/platform/admin/support"
        element={
          <WhenSignedIn>
            <AdminSupportPage />
          </WhenSignedIn>
        }
      />
    </Routes>,
    `/platform/admin/support${search}`,
  );
}

describe('AdminSupportPage states', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', QuietSocket));
  afterEach(() => vi.unstubAllGlobals());

  const session = { '/user/': () => envelopeResponse(200, '', adminSession) };

  it('the conversations fail with "Try again", then say there are none', async () => {
    const server = serveFailing({ '/api/admin/support/conversations': () => pageResponse([]) }, session);
    renderInbox();
    const alert = (await screen.findByText('The conversations could not be loaded.')).closest(
      '[role="alert"]',
    );
    server.recover();
    await retryIn(alert as HTMLElement);
    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
  });

  it('a conversation and its learner fail with "Try again", then show the thread and a visitor', async () => {
    const server = serveFailing(
      {
        '/api/admin/support/conversations/c1': () =>
          envelopeResponse(200, '', { conversation, messages: [] }),
        '/api/admin/support/conversations/c1/context': () =>
          envelopeResponse(200, '', { user: null, practice: [], mocks: [], orders: [] }),
      },
      { ...session, '/api/admin/support/conversations': () => pageResponse([conversation]) },
    );
    renderInbox('?conversation=c1');
    const thread = (await screen.findByText('This conversation could not be loaded.')).closest(
      '[role="alert"]',
    );
    const learner = (await screen.findByText("The learner's details could not be loaded.")).closest(
      '[role="alert"]',
    );
    server.recover();
    await retryIn(thread as HTMLElement);
    await retryIn(learner as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Visitor Lan', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('A visitor without an account.')).toBeInTheDocument();
  });
});
