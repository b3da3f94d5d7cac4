import { QueryClient } from '@tanstack/react-query';

/**
 * One QueryClient per app. The API client already shows a toast for every failure, so queries
 * do not retry (a retry would repeat the toast) and do not refetch merely on window focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The app's client: one for the page's life in the browser (the route loaders fill the cache the
 * pages read), a fresh one for each page the build prerenders.
 */
export function appQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
