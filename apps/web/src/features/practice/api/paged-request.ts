import type { Envelope } from '@prepwise/contracts';
import { ApiError, describeNoResponse } from '../../../lib/api-errors';
import { parseEnvelope, readExchange, reportApiFailure } from '../../../lib/api-client';
import { getStoredToken } from '../../../lib/session/token-storage';

/** One page of a list and the total the server reports in `x-total-count`. */
export interface Page<T> {
  items: T[];
  total: number;
  /** `x-full-total-count`, when the server sends it: the size of the list without the learner's limits. */
  fullTotal?: number;
}

/**
 * GETs a paged list with the bearer token and reads `x-total-count` (which apiRequest does not
 * expose). Failures are reported like apiRequest's.
 */
export async function fetchPage<T>(path: string, signal?: AbortSignal): Promise<Page<T>> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    const response = await fetch(path, { headers, signal });
    const rawBody = await response.text();
    const envelope = readExchange(
      { status: response.status, envelope: parseEnvelope(rawBody), rawBody },
      response.ok,
    ) as Envelope<T[]>;
    const items = Array.isArray(envelope.data) ? envelope.data : [];
    const total = Number(response.headers.get('x-total-count') ?? items.length);
    const full = Number(response.headers.get('x-full-total-count') ?? Number.NaN);
    return {
      items,
      total: Number.isFinite(total) ? total : items.length,
      ...(Number.isFinite(full) ? { fullTotal: full } : {}),
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    const apiError = error instanceof ApiError ? error : describeNoResponse(error);
    reportApiFailure(apiError, {});
    throw apiError;
  }
}
