import './mantine-styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { i18nReady } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { accessControlQueryOptions, sessionQueryOptions } from '../lib/session/session-queries';
import { getStoredToken } from '../lib/session/token-storage';
import { captureCarriedForm, resumeCarriedForm } from '../lib/prerendered-form';
import { OnFirstCommit } from './on-first-commit';
import { AppProviders } from './providers';
import { router } from './router';
import { shellPathPrefix } from './shell/shell-path';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const queryClient = createQueryClient();

/**
 * A signed-in visitor's user and allowances are asked for now, while the page's chunks load,
 * instead of after them (the guard and the home page read the same cached queries).
 */
function prefetchSession(): Promise<void> {
  const token = getStoredToken();
  if (!token) return Promise.resolve();
  return queryClient.prefetchQuery(sessionQueryOptions(token)).then(() => {
    if (queryClient.getQueryState(sessionQueryOptions(token).queryKey)?.status === 'success')
      return queryClient.prefetchQuery(accessControlQueryOptions(token));
  });
}
const sessionLoaded = prefetchSession();

/**
 * The app is rendered in a transition, so React builds it in slices of a few milliseconds and the
 * page (a prerendered form included) keeps answering taps and keys meanwhile, instead of one long
 * task. A prerendered page stays in its own container until the app's first commit; in that
 * commit (a layout effect, before the browser paints) what the visitor typed is read from it and
 * the app's container takes its place; the form is resumed right after that commit. The two are
 * never shown together, and nothing typed or submitted in the meantime is lost.
 */
function render(): void {
  const prerendered = container?.hasAttribute('data-prerendered') ? container : null;
  const target = prerendered ? document.createElement('div') : container;
  if (!target) return;
  if (prerendered) prerendered.before(target);
  const takeOver = () => {
    if (!prerendered) return;
    const carried = captureCarriedForm(prerendered);
    prerendered.remove();
    target.id = 'root';
    // Typed back in once the commit is over (still before the browser paints): inside it, React
    // would hold the inputs' updates back and a resumed submit would read the empty fields.
    queueMicrotask(() => resumeCarriedForm(target, carried));
  };
  startTransition(() =>
    createRoot(target).render(
      <StrictMode>
        <AppProviders client={queryClient}>
          <OnFirstCommit run={takeOver}>
            <RouterProvider router={router} />
          </OnFirstCommit>
        </AppProviders>
      </StrictMode>,
    ),
  );
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
// seeing English first. A page prerendered at build time (sign-in, sign-up, a signed-in page's
// first view) stays as it is until its chunks are here too, and a signed-in one until the
// learner is, so it is replaced once by the page itself, never by a loader.
const isPrerendered = container.hasAttribute('data-prerendered');
const ready = isPrerendered ? Promise.all([i18nReady, routerReady(), sessionLoaded]) : i18nReady;
if (location.pathname.startsWith(shellPathPrefix))
  void import('./shell/render-shell').then((shell) => shell.renderShell(container));
else ready.then(render, render);
