import { queryOptions, type QueryKey } from '@tanstack/react-query';

/** What every console list asks for: an order and a page. Other fields are filters ('' for none). */
export interface AdminListPaging {
  sort: string;
  page: number;
  size: number;
}

/** A list's query as the typed client sends it: order and page always, then each filter that is set. */
export type AdminListQuery<S extends AdminListPaging> = AdminListPaging & {
  [Filter in Exclude<keyof S, keyof AdminListPaging>]?: Exclude<S[Filter], ''>;
};

/** The query of a list's request through the typed client: filters left '' are not sent. */
export function adminListQuery<S extends AdminListPaging>({
  sort,
  page,
  size,
  ...filters
}: S): AdminListQuery<S> {
  const query: Record<string, unknown> = { sort, page, size };
  for (const [name, value] of Object.entries(filters)) if (value !== '') query[name] = value;
  return query as AdminListQuery<S>;
}

/**
 * One page of a console list and its total, fetched through the typed client by `fetchPage` with
 * the list's query. The page on screen stays while the next one loads.
 */
export function adminListQueryOptions<T, S extends AdminListPaging>(
  queryKey: QueryKey,
  search: S,
  fetchPage: (query: AdminListQuery<S>, signal: AbortSignal) => Promise<{ items: T[]; total: number }>,
) {
  const query = adminListQuery(search);
  return queryOptions({
    queryKey: [...queryKey, search],
    queryFn: ({ signal }) => fetchPage(query, signal),
    placeholderData: (previous) => previous,
  });
}
