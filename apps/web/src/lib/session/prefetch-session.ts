import type { QueryClient } from '@tanstack/react-query';
import { accessControlQueryOptions, sessionQueryOptions } from './session-queries';
import { getStoredToken } from './token-storage';

/**
 * A signed-in visitor's user and allowances, asked for while the private area's first page loads
 * (its route loader), so the guard and the header render with them instead of a loader.
 */
export async function prefetchSession(queryClient: QueryClient): Promise<void> {
  const token = getStoredToken();
  if (!token) return;
  await queryClient.prefetchQuery(sessionQueryOptions(token));
  if (queryClient.getQueryState(sessionQueryOptions(token).queryKey)?.status === 'success')
    await queryClient.prefetchQuery(accessControlQueryOptions(token));
}
