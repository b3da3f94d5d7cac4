import { AsyncLocalStorage } from 'node:async_hooks';

/** What code below a request may need without it being passed down: the request id. */
export interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (and everything it starts) as part of the request `requestId`. */
export function runInRequestContext<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/** The id of the request this code runs for (undefined outside a request: jobs, commands). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * An incoming `x-request-id` kept as is only when it is a sane token (a proxy's or a client's id
 * to follow through the logs); anything else is replaced by a generated one.
 */
export function isSaneRequestId(value: unknown): value is string {
  return typeof value === 'string' && /^[\w.:-]{1,128}$/.test(value);
}
