import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PagePending, useIsLeavingPage } from './page-pending';

function FirstPage() {
  const [, setSearch] = useSearchParams();
  return (
    <>
      <label>
        Email
        <input name="email" />
      </label>
      <Link to="/next">Next page</Link>
      <button type="button" onClick={() => setSearch({ q: 'a' })}>
        Search
      </button>
    </>
  );
}

/** A frame as the app's are: its content inert while the page is being left. */
function Frame() {
  return (
    <div inert={useIsLeavingPage()}>
      <Outlet />
    </div>
  );
}

/** A router whose "/next" page and searches wait for `arrive` (their code or data on their way). */
function pages() {
  let arrive = () => {};
  const waiting = new Promise<void>((resolve) => (arrive = resolve));
  const router = createMemoryRouter(
    [
      {
        element: (
          <PagePending>
            <Frame />
          </PagePending>
        ),
        children: [
          {
            path: '/',
            element: <FirstPage />,
            // A search's results load too.
            loader: async ({ request }) =>
              new URL(request.url).searchParams.has('q') ? waiting.then(() => null) : null,
          },
          { path: '/next', element: <h1>Next</h1>, loader: async () => waiting.then(() => null) },
        ],
      },
    ],
    { hydrationData: { loaderData: { '0-0': null } } },
  );
  return { router, arrive: () => arrive() };
}

describe('PagePending', () => {
  it('makes the page being left inert, with a loading bar, until the next page is drawn', async () => {
    const { router, arrive } = pages();
    render(<RouterProvider router={router} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(email.closest('[inert]')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(email.closest('[inert]')).not.toBeNull();

    arrive();
    expect(await screen.findByRole('heading', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Next' }).closest('[inert]')).toBeNull();
  });

  it('leaves the page usable while only its address query changes (a search)', async () => {
    const { router, arrive } = pages();
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.navigation.state).toBe('loading');
    expect(screen.getByRole('textbox', { name: 'Email' }).closest('[inert]')).toBeNull();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    arrive();
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=a'));
  });
});
