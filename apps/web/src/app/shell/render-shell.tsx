import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { LearnerFrame } from '../layouts/learner-frame';
import { AppProviders } from '../providers';
import { pageShells } from './page-shells';
import { shellPathPrefix } from './shell-path';
import '../../lib/signed-in-texts';

declare global {
  interface Window {
    /** Read by the build's prerender: the paths to write this shell for. */
    __prepwiseShellPaths?: string[];
  }
}

/**
 * Renders the shell named by the address (`/__shell/home`, `/__shell/question-type?path=...`)
 * into `container`, inside the learner's frame, with the page's own path as the router's
 * location. Only the build opens these addresses.
 */
export function renderShell(container: HTMLElement): void {
  const shell = pageShells[location.pathname.slice(shellPathPrefix.length)];
  if (!shell) throw new Error(`no page shell at ${location.pathname}`);
  window.__prepwiseShellPaths = shell.paths;
  // `?path=`: the shell as sent for that path (a question type's page names its type).
  const path = new URLSearchParams(location.search).get('path') ?? shell.path;
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <LearnerFrame isSidebarByStylesheet>
            <div data-shell-ready>{shell.content(path)}</div>
          </LearnerFrame>
        </MemoryRouter>
      </AppProviders>
    </StrictMode>,
  );
}
