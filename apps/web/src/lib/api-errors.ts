import { readErrorData, type FieldError } from '@prepwise/contracts';

/** Codes for failures that never reached the server; they are translated like server codes. */
export const clientErrorCodes = {
  serverNotReachable: 'error.serverNotReachable',
  timeout: 'error.timeout',
  unknown: 'error.unknown',
  notFound: 'error.http.404',
} as const;

/** The English texts of the client codes (docs/product.md §8 where it gives one). */
export const clientErrorTexts = {
  'error.serverNotReachable': 'Server not reachable',
  'error.timeout': 'The server took too long to answer. Please try again.',
  'error.unknown': 'Unknown error!',
  'error.http.404': 'Not found',
} as const;

/** A failed request: `status` is 0 when no HTTP response arrived. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: FieldError[];
  /** True when the catalogue says the user is not to be told (e.g. a bare 401). */
  readonly isSilent: boolean;

  constructor(init: {
    message: string;
    status: number;
    code?: string;
    fields?: FieldError[];
    isSilent?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.isSilent = init.isSilent ?? false;
  }
}

/** What the server answered (status, envelope if any, raw body). */
export interface HttpExchange {
  status: number;
  envelope?: { message?: unknown; data?: unknown } | undefined;
  rawBody: string;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Seed section 8, for a request that got an HTTP answer: 404 -> "Not found"; 401 -> the server
 * message unless it is `error.http.401` (then silent); 400 and the rest -> the server message or
 * the raw body. `silentUnauthorized` silences every 401 (the user-info call).
 */
export function describeHttpFailure(response: HttpExchange, silentUnauthorized = false): ApiError {
  const { status, envelope, rawBody } = response;
  const errorData = readErrorData(envelope?.data);
  const code = errorData?.code;
  const fields = errorData?.fields;
  const serverText = nonEmpty(envelope?.message) ?? nonEmpty(rawBody);

  if (status === 0) return describeUnreachable();
  if (status === 404) {
    return new ApiError({
      message: clientErrorTexts['error.http.404'],
      status,
      code: code ?? clientErrorCodes.notFound,
      fields,
    });
  }
  const message = serverText ?? clientErrorTexts['error.unknown'];
  if (status === 401) {
    const isSilent = silentUnauthorized || message === 'error.http.401';
    return new ApiError({ message, status, code, fields, isSilent });
  }
  return new ApiError({
    message,
    status,
    code: serverText ? code : (code ?? clientErrorCodes.unknown),
    fields,
  });
}

/** Status 0: the network failed before any answer came back. */
export function describeUnreachable(): ApiError {
  return new ApiError({
    message: clientErrorTexts['error.serverNotReachable'],
    status: 0,
    code: clientErrorCodes.serverNotReachable,
  });
}

/** No response for another reason: the error's own message, else "Unknown error!". */
export function describeNoResponse(error: unknown): ApiError {
  const message = error instanceof Error ? nonEmpty(error.message) : nonEmpty(error);
  if (message) return new ApiError({ message, status: 0 });
  return new ApiError({
    message: clientErrorTexts['error.unknown'],
    status: 0,
    code: clientErrorCodes.unknown,
  });
}

/** The request ran past its time limit. */
export function describeTimeout(): ApiError {
  return new ApiError({
    message: clientErrorTexts['error.timeout'],
    status: 0,
    code: clientErrorCodes.timeout,
  });
}

/**
 * A request the server refused for what it asked (4xx: not found, not allowed, an invalid code):
 * asking again gets the same answer, so a page offers no "Try again" for it. A timeout (408) or
 * too many requests (429) pass with time, and are not refusals.
 */
export function isRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![408, 429].includes(error.status)
  );
}
