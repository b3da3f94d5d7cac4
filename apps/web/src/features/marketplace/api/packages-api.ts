import { queryOptions } from '@tanstack/react-query';
import { catalogueApi } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';

/** The public catalogue, through the typed client. */
const catalogue = createApiClient(catalogueApi);

/** Public catalogue queries (not tied to a session). */
export const catalogueKey = ['marketplace', 'packages'] as const;

/** `GET /api/package/all`: every package for sale. */
export function packagesQueryOptions() {
  return queryOptions({
    queryKey: [...catalogueKey, 'all'],
    queryFn: ({ signal }) => catalogue.all(undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /api/package/product/{id}`: one package. */
export function packageQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...catalogueKey, 'one', id],
    queryFn: ({ signal }) => catalogue.one({ params: { id } }, { signal }),
    staleTime: 5 * 60_000,
  });
}
