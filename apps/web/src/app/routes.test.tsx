import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@prepwise/contracts';
import { i18n } from '../lib/i18n';
import { saveToken } from '../lib/session/token-storage';
import { envelopeResponse, jsonBodyOf, urlOf } from '../test/fetch';
import { appRouteObjects } from './route-objects';

const session: Session = {
  isAdmin: false,
  user: {
    id: '7d3c4f9e-2a61-4d1b-9a3e-1f2b3c4d5e6f',
    email: 'learner@prepwise.test',
    fullName: 'Lan Nguyen',
    phonenumber: null,
    nationality: null,
    avatarUrl: null,
    langKey: 'en',
    activated: true,
    roles: ['ROLE_USER'],
    createdDate: '2025-01-01T00:00:00.000Z',
  },
};

const accessControl = {
  numberAiScoring: 12,
  purchasedAiScoring: 2,
  welcomeAiScoring: 0,
  dailyAiScoringLeft: 10,
  numberExamMock: 1,
  numberScoreMock: 1,
  freeRandomMockLeft: 5,
  subscriptionEnd: null,
  subscriptionPronunciationEnd: null,
  fullQuestionBank: false,
  roles: ['ROLE_USER'],
};

/** A fake server: the demo learner can log in; page views are accepted. */
function fakeServer(asAdmin = false): typeof fetch {
  return vi.fn<typeof fetch>(async (input) => {
    const url = urlOf(input);
    if (asAdmin && url === '/user/')
      return envelopeResponse(200, '', {
        ...session,
        isAdmin: true,
        user: { ...session.user, roles: ['ROLE_ADMIN'] },
      });
    if (url.startsWith('/api/admin/')) return envelopeResponse(200, '', []);
    if (url === '/auth/login') return envelopeResponse(200, 'Login success', { accessToken: 'fresh-token' });
    if (url === '/user/') return envelopeResponse(200, '', session);
    if (url === '/user/access-control') return envelopeResponse(200, '', accessControl);
    if (url === '/api/first-login') return envelopeResponse(200, '', { firstLogin: false });
    if (url === '/api/analytics/page-view') return envelopeResponse(200, '', null);
    return envelopeResponse(404, 'Not found', { code: 'error.http.404' });
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(appRouteObjects(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

/**
 * Opens a Mantine menu and returns one of its items. `hidden`: jsdom lays nothing out, so Mantine's
 * `hideDetached` may hide the open dropdown (display: none). On a busy machine the menu may also
 * close again before the query (a page still loading takes the focus): it is opened again (only
 * when its button says it is closed) until the item is there.
 */
async function openMenuItem(
  user: Pick<typeof userEvent, 'click'>,
  buttonName: string,
  name: string,
): Promise<HTMLElement> {
  for (let tries = 0; tries < 6; tries += 1) {
    // Found again on each try: the header may be drawn anew while a page loads, leaving a button
    // found earlier detached (pressing it opens nothing). Pressed only while closed: a press on a
    // menu still opening would close it again.
    const button = await screen.findByRole('button', { name: buttonName }, { timeout: 30_000 });
    if (button.getAttribute('aria-expanded') !== 'true') await user.click(button);
    const item = await screen
      .findByRole('menuitem', { name, hidden: true }, { timeout: 10_000 })
      .catch(() => null);
    if (item) return item;
  }
  throw new Error(`the menu never showed "${name}"`);
}

describe('routes', () => {
  it('sends an unknown path to the login page', async () => {
    vi.stubGlobal('fetch', fakeServer());
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/platform/auth/login');
  });

  it('sends a signed-out visitor to login, then back to the page with its query string', async () => {
    vi.stubGlobal('fetch', fakeServer());
    const router = renderAt('/platform/user/profile?tab=avatar');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /email/i }), 'LEARNER@prepwise.test');
    await user.type(screen.getByLabelText(/^password/i), 'learner123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/platform/user/profile');
    expect(router.state.location.search).toBe('?tab=avatar');
    expect(sessionStorage.getItem('prepwise.token')).toBe('fresh-token');
  });

  it('redirects a signed-in user away from the login page, keeping its query string', async () => {
    saveToken('remembered', true);
    vi.stubGlobal('fetch', fakeServer());
    const router = renderAt('/platform/auth/login?from=mail');
    expect(await screen.findByRole('heading', { name: 'Hello, Lan Nguyen!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/platform/user/home');
    expect(router.state.location.search).toBe('?from=mail');
  });

  it('records a page view for every route', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server);
    renderAt('/platform/auth/register');
    await screen.findByRole('heading', { name: 'Create your account' });
    const pageViews = vi
      .mocked(server)
      .mock.calls.filter(([input]) => urlOf(input) === '/api/analytics/page-view');
    expect(pageViews.length).toBeGreaterThan(0);
    expect(jsonBodyOf(pageViews[0]?.[1])).toMatchObject({ path: '/platform/auth/register' });
  });

  it('gives admins an admin entry in the user menu that opens the admin console and its sections', async () => {
    saveToken('remembered', true);
    vi.stubGlobal('fetch', fakeServer(true));
    const router = renderAt('/platform/user/profile');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Account menu' }, { timeout: 60_000 });
    const adminItem = await openMenuItem(user, 'Account menu', 'Admin console');
    await user.click(adminItem);
    expect(
      await screen.findByRole('heading', { name: 'Admin console', level: 1 }, { timeout: 60_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/platform/admin');
    const sections = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(sections).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(sections).getByRole('link', { name: 'Audit log' }));
    expect(
      await screen.findByRole('heading', { name: 'Audit log', level: 1 }, { timeout: 60_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/platform/admin/audit');
    expect(within(sections).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      '/platform/admin/users',
    );
    expect(within(sections).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/platform/admin/home',
    );
    expect(within(sections).getByRole('link', { name: 'Shop' })).toHaveAttribute(
      'href',
      '/platform/admin/shop',
    );
    expect(within(sections).getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      '/platform/admin/support',
    );
    expect(within(sections).getByRole('link', { name: 'Questions' })).toHaveAttribute(
      'href',
      '/platform/admin/questions',
    );
    expect(within(sections).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
      'href',
      '/platform/admin/analytics',
    );
    expect(within(sections).getByRole('link', { name: 'Mock tests' })).toHaveAttribute(
      'href',
      '/platform/admin/mocks',
    );
    expect(within(sections).getByRole('link', { name: 'Survey' })).toHaveAttribute(
      'href',
      '/platform/admin/survey',
    );
    expect(within(sections).getAllByRole('link')).toHaveLength(10);
  }, 150_000);

  it.each([
    '/platform/admin',
    '/platform/admin/users',
    '/platform/admin/audit',
    '/platform/admin/home',
    '/platform/admin/shop',
    '/platform/admin/questions',
    '/platform/admin/questions/new',
    '/platform/admin/mocks',
    '/platform/admin/questions/phonetics',
    '/platform/admin/analytics',
    '/platform/admin/survey',
  ])(
    'shows a learner the forbidden page at %s, asking the server for no admin data',
    async (path) => {
      saveToken('remembered', true);
      const server = fakeServer();
      vi.stubGlobal('fetch', server);
      const router = renderAt(path);
      expect(
        await screen.findByRole(
          'heading',
          { name: 'You cannot open this page', level: 1 },
          { timeout: 60_000 },
        ),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
      const adminCalls = vi
        .mocked(server)
        .mock.calls.filter(([input]) => urlOf(input).startsWith('/api/admin'));
      expect(adminCalls).toEqual([]);
      // Still signed in: the way home works.
      await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
      expect(
        await screen.findByRole('heading', { name: 'Hello, Lan Nguyen!' }, { timeout: 60_000 }),
      ).toBeInTheDocument();
      // The menu may close again while the home page loads (see openMenuItem).
      expect(await openMenuItem(userEvent, 'Account menu', 'Profile')).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: 'Admin console', hidden: true })).not.toBeInTheDocument();
    },
    150_000,
  );

  it('sends an anonymous visitor of the admin console to the login page', async () => {
    vi.stubGlobal('fetch', fakeServer());
    const router = renderAt('/platform/admin/users');
    expect(
      await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 60_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/platform/auth/login');
  }, 150_000);

  it('says the forbidden page in Vietnamese', async () => {
    localStorage.setItem('prepwise.lang', 'vi');
    await i18n.changeLanguage('vi');
    saveToken('remembered', true);
    vi.stubGlobal('fetch', fakeServer());
    renderAt('/platform/admin');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Bạn không thể mở trang này', level: 1 },
        { timeout: 60_000 },
      ),
    ).toBeInTheDocument();
  }, 150_000);
});
