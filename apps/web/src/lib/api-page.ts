import { readEnvelope, runRequest, type ApiRequestOptions, type Page } from './api-client';

// A module of its own: only the list pages load it, not the first page.

/** A count header as a number, or undefined when it is absent or not a number. */
function countHeader(response: Response, name: string): number | undefined {
  const value = Number(response.headers.get(name) ?? Number.NaN);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * GETs one page of a list like apiRequest and reads the totals the envelope does not carry:
 * `x-total-count` (the items' count when absent) and `x-full-total-count` (left out when absent).
 */
export async function apiRequestPage<T>(
  path: string,
  options: Omit<ApiRequestOptions, 'body' | 'method'> = {},
): Promise<Page<T>> {
  return runRequest(path, options, async (response) => {
    const envelope = await readEnvelope(response, options.silentUnauthorized);
    const items: T[] = Array.isArray(envelope.data) ? (envelope.data as T[]) : [];
    const fullTotal = countHeader(response, 'x-full-total-count');
    return {
      items,
      total: countHeader(response, 'x-total-count') ?? items.length,
      ...(fullTotal === undefined ? {} : { fullTotal }),
    };
  });
}
