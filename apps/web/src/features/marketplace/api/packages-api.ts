import { queryOptions } from '@tanstack/react-query';
import type { Package } from '@prepwise/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Public catalogue queries (not tied to a session). */
export const catalogueKey = ['marketplace', 'packages'] as const;

/** `GET /api/package/all`: every package for sale. */
export function packagesQueryOptions() {
  return queryOptions({
    queryKey: [...catalogueKey, 'all'],
    queryFn: ({ signal }) => apiRequest<Package[]>('/api/package/all', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/package/product/{id}`: one package. */
export function packageQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...catalogueKey, 'one', id],
    queryFn: ({ signal }) => apiRequest<Package>(`/api/package/product/${id}`, { signal }),
    staleTime: 5 * 60_000,
  });
}
