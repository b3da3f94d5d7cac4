import { paths } from './routes';

/** Where a signed-out visitor was going, as kept in the router state of the login page. */
export interface RedirectSource {
  pathname: string;
  search: string;
  hash: string;
}

/** Builds the router state the login page reads back after sign-in. */
export function rememberLocation(location: { pathname: string; search: string; hash: string }): {
  from: RedirectSource;
} {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

function readSource(state: unknown): RedirectSource | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const from = state.from;
  if (typeof from !== 'object' || from === null) return undefined;
  const { pathname, search, hash } = from as Record<string, unknown>;
  if (typeof pathname !== 'string') return undefined;
  return {
    pathname,
    search: typeof search === 'string' ? search : '',
    hash: typeof hash === 'string' ? hash : '',
  };
}

/** True for a same-site private page: under /platform/ but not an authentication page. */
export function isPrivatePath(pathname: string): boolean {
  const isPlatform = pathname.startsWith('/platform/') && !pathname.startsWith('/platform/auth');
  return isPlatform && !pathname.includes('//') && !pathname.includes('\\');
}

/**
 * Seed section 2: after login go back to the remembered private page with its query string;
 * otherwise to the home page, keeping the login page's own query string.
 */
export function resolvePostLoginTarget(routerState: unknown, loginSearch: string): string {
  const source = readSource(routerState);
  if (source && isPrivatePath(source.pathname)) return `${source.pathname}${source.search}${source.hash}`;
  return `${paths.home}${loginSearch}`;
}
