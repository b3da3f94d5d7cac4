import './mantine-styles';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { i18nReady } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { accessControlQueryOptions, sessionQueryOptions } from '../lib/session/session-queries';
import { getStoredToken } from '../lib/session/token-storage';
import { captureCarriedForm, resumeCarriedForm } from '../lib/prerendered-form';
import { AppProviders } from './providers';
import { router } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);
const queryClient = createQueryClient();

/**
 * A signed-in visitor's user and allowances are asked for now, while the page's chunks load,
 * instead of after them (the guard and the home page read the same cached queries).
 */
function prefetchSession(): void {
  const token = getStoredToken();
  if (!token) return;
  void queryClient.prefetchQuery(sessionQueryOptions(token)).then(() => {
    if (queryClient.getQueryState(sessionQueryOptions(token).queryKey)?.status === 'success')
      void queryClient.prefetchQuery(accessControlQueryOptions(token));
  });
}
prefetchSession();

function render(): void {
  // What the visitor typed into a prerendered form before the app arrived is handed to the app's.
  const carried = container?.hasAttribute('data-prerendered') ? captureCarriedForm(container) : null;
  // Committed at once, so the prerendered markup (see below) is never shown next to the app's.
  flushSync(() =>
    root.render(
      <StrictMode>
        <AppProviders client={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  // The app's own page now fills #root; it is never hidden like a stale prerendered one.
  container?.removeAttribute('data-prerendered');
  if (container) resumeCarriedForm(container, carried);
}

/** Resolves once the router has loaded the first page's chunks (it shows a loader until then). */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// A learner who chose Vietnamese or German waits for those texts (one small chunk) rather than
// seeing English first. A page prerendered at build time (sign-in, sign-up) stays as it is until
// its chunks are here too, so it is replaced once by the same page, never by a loader.
const isPrerendered = container.hasAttribute('data-prerendered');
const ready = isPrerendered ? Promise.all([i18nReady, routerReady()]) : i18nReady;
ready.then(render, render);
