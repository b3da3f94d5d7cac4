import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelopeResponse, urlOf } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { OtherSignIn } from './other-sign-in';

function serveProviders(data: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    urlOf(input) === '/auth/providers'
      ? envelopeResponse(200, '', data)
      : envelopeResponse(404, 'Not found', { code: 'error.http.404' }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('OtherSignIn on the login page', () => {
  it('shows Google sign-in and the forum when the server has them configured', async () => {
    serveProviders({
      google: { clientId: 'client-123.apps.googleusercontent.com' },
      discourse: { url: 'https://forum.example.com' },
    });
    renderWithProviders(<OtherSignIn onGoogleCredential={vi.fn()} />);
    expect(await screen.findByRole('group', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the community forum' })).toHaveAttribute(
      'href',
      'https://forum.example.com/session/sso',
    );
    // Google Identity Services is asked for (never fetched in tests: jsdom loads no scripts).
    expect(document.querySelector('script[src="https://accounts.google.com/gsi/client"]')).not.toBeNull();
  });

  it('shows neither when nothing is configured', async () => {
    const fetchMock = serveProviders({ google: null, discourse: null });
    renderWithProviders(<OtherSignIn onGoogleCredential={vi.fn()} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => {
      await fetchMock.mock.results[0]?.value;
    });
    expect(screen.queryByTestId('other-sign-in')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });

  it('shows the forum without a Google button when only Discourse is configured', async () => {
    serveProviders({ google: null, discourse: { url: 'https://forum.example.com' } });
    renderWithProviders(<OtherSignIn onGoogleCredential={vi.fn()} />);
    expect(await screen.findByRole('link', { name: 'Go to the community forum' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });
});
