import { dropEmptyIdFields, requestTimeoutMs, type Envelope } from '@prepwise/contracts';
import {
  ApiError,
  describeHttpFailure,
  describeNoResponse,
  describeTimeout,
  describeUnreachable,
  type HttpExchange,
} from './api-errors';
import { notifyError, notifySuccess } from './notify';
import { clearToken, getStoredToken } from './session/token-storage';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** JSON body; fields whose object has an empty id are dropped first (docs/product.md §5). */
  body?: unknown;
  /** Shown instead of the catalogue text when the request fails. */
  errorMessage?: string;
  /** Success toast: `true` shows the server's message, a string is shown as given. */
  successMessage?: true | string;
  /** Never show an error toast (fire-and-forget calls). */
  silent?: boolean;
  /** No toast for a 401 (the user-info call, docs/product.md §8). */
  silentUnauthorized?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The `Accept` header: JSON unless a download asks for its file type. */
  accept?: string;
  /** Extra request headers (the support chat's visitor token). */
  headers?: Record<string, string>;
}

function buildHeaders(
  hasBody: boolean,
  accept = 'application/json',
  extra: Record<string, string> = {},
): Headers {
  const headers = new Headers({ ...extra, Accept: accept });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = getStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** Reads `{statusCode, message, data}` from a body, or undefined when it is not an envelope. */
export function parseEnvelope(text: string): Envelope<unknown> | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'statusCode' in parsed && 'data' in parsed) {
      const candidate = parsed as { statusCode: unknown; message?: unknown; data: unknown };
      if (typeof candidate.statusCode !== 'number') return undefined;
      const message = typeof candidate.message === 'string' ? candidate.message : '';
      return { statusCode: candidate.statusCode, message, data: candidate.data };
    }
  } catch {
    return undefined;
  }
  return undefined;
}

async function sendRequest(path: string, options: ApiRequestOptions): Promise<Response> {
  const controller = new AbortController();
  let hasTimedOut = false;
  const timer = setTimeout(() => {
    hasTimedOut = true;
    controller.abort();
  }, options.timeoutMs ?? requestTimeoutMs);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller);
  const hasBody = options.body !== undefined;
  const method = options.method ?? (hasBody ? 'POST' : 'GET');
  try {
    return await fetch(path, {
      method,
      headers: buildHeaders(hasBody, options.accept, options.headers),
      body: hasBody ? JSON.stringify(dropEmptyIdFields(options.body)) : undefined,
      signal: controller.signal,
    });
  } catch (error) {
    if (hasTimedOut) throw describeTimeout();
    if (options.signal?.aborted) throw error;
    if (error instanceof TypeError) throw describeUnreachable();
    throw describeNoResponse(error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}

/**
 * Applies the catalogue's side effects to a failure: a 401 removes the stored token (which resets
 * the session) and every failure that is not silent shows a toast. A 403 is a refusal of one
 * action by a signed-in account (free mode, a locked item, another's data): it shows the server's
 * message and keeps the session (the seed's "401 or 403" sign-out lost learners' work on a
 * business-rule refusal).
 */
export function reportApiFailure(
  error: ApiError,
  options: Pick<ApiRequestOptions, 'silent' | 'errorMessage'>,
): void {
  if (error.status === 401) clearToken();
  if (options.silent || error.isSilent) return;
  if (options.errorMessage) notifyError(options.errorMessage);
  else notifyError(error.message, error.code);
}

/** Turns a finished HTTP exchange into its envelope, or throws the catalogue's ApiError. */
export function readExchange(
  exchange: HttpExchange,
  isOk: boolean,
  silentUnauthorized = false,
): Envelope<unknown> {
  if (!isOk) throw describeHttpFailure(exchange, silentUnauthorized);
  return exchange.envelope
    ? (exchange.envelope as Envelope<unknown>)
    : { statusCode: exchange.status, message: '', data: exchange.rawBody || null };
}

/**
 * Sends the request and hands the response to `read`. Any failure (no answer, time-out, an HTTP
 * error `read` finds) is reported once by reportApiFailure and thrown as ApiError, except when
 * the caller aborted.
 */
export async function runRequest<R>(
  path: string,
  options: ApiRequestOptions,
  read: (response: Response) => Promise<R>,
): Promise<R> {
  try {
    return await read(await sendRequest(path, options));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const apiError = error instanceof ApiError ? error : describeNoResponse(error);
    reportApiFailure(apiError, options);
    throw apiError;
  }
}

/** The response's envelope, or the catalogue's ApiError when the response is not ok. */
export async function readEnvelope(
  response: Response,
  silentUnauthorized?: boolean,
): Promise<Envelope<unknown>> {
  const rawBody = await response.text();
  const exchange = { status: response.status, envelope: parseEnvelope(rawBody), rawBody };
  return readExchange(exchange, response.ok, silentUnauthorized);
}

/**
 * Sends a same-origin request with the stored bearer token and a 60 s time-out, and returns the
 * whole envelope. Throws ApiError (after its toast) on any failure, except when the caller aborted.
 */
export async function apiRequestEnvelope<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<Envelope<T>> {
  const envelope = await runRequest(path, options, (response) =>
    readEnvelope(response, options.silentUnauthorized),
  );
  if (options.successMessage) {
    const text = options.successMessage === true ? envelope.message : options.successMessage;
    if (text) notifySuccess(text);
  }
  return envelope as Envelope<T>;
}

/** Like apiRequestEnvelope, returning only `data`. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const envelope = await apiRequestEnvelope<T>(path, options);
  return envelope.data;
}
