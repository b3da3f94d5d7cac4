import { createORPCClient } from '@orpc/client';
import type { AnyContractRouter, ContractRouterClient } from '@orpc/contract';
import { OpenAPILink } from '@orpc/openapi-client/fetch';
import type { EndpointMeta } from '@prepwise/contracts';
import { readEnvelope, runRequest, type HttpMethod } from '../api-client';
import { notifySuccess } from '../notify';

/** What a call may ask of the client besides its input: toasts, as `apiRequest`'s options. */
export interface ApiCallContext {
  [key: PropertyKey]: unknown;
  /** Never show an error toast (the page shows the failure itself). */
  silent?: boolean;
  /** Success toast: `true` shows the server's message, a string is shown as given. */
  successMessage?: true | string;
  /** Shown instead of the catalogue text when the call fails. */
  errorMessage?: string;
  /** Extra request headers (the support chat's visitor token). */
  headers?: Record<string, string>;
  /** The request's time-out in ms instead of the app's usual one (a large file's import). */
  timeoutMs?: number;
}

type Procedure = { '~orpc': { meta: EndpointMeta } };

function procedureAt(router: AnyContractRouter, path: readonly string[]): Procedure {
  let node: unknown = router;
  for (const key of path) node = (node as Record<string, unknown>)[key];
  return node as Procedure;
}

const json = (value: unknown) =>
  new Response(JSON.stringify(value ?? null), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/**
 * A typed client of endpoints declared in `@prepwise/contracts` (oRPC's OpenAPI link builds each
 * request from the declaration). Every call goes through the app's one request path
 * (`runRequest`: bearer token, time-out, the seed's error catalogue and toasts, 401 signs out);
 * the envelope is unwrapped to its `data`, a page of a list comes back as `{ items, total }`
 * (total from `x-total-count`; `fullTotal` from `x-full-total-count` when sent), a download as
 * a `File`. Each feature makes a client of its own part of the contract, so a page loads only the
 * schemas it calls.
 */
export function createApiClient<T extends AnyContractRouter>(
  contract: T,
): ContractRouterClient<T, ApiCallContext> {
  const link = new OpenAPILink<ApiCallContext>(contract, {
    url: () => window.location.origin,
    fetch: async (request, _init, options, path) => {
      const { meta } = procedureAt(contract, path)['~orpc'];
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const context = options.context;
      const requestOptions = {
        method: request.method as HttpMethod,
        ...(text ? { body: JSON.parse(text) as unknown } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(context.silent ? { silent: true } : {}),
        ...(context.errorMessage ? { errorMessage: context.errorMessage } : {}),
        ...(context.headers ? { headers: context.headers } : {}),
        ...(context.timeoutMs ? { timeoutMs: context.timeoutMs } : {}),
        ...(meta.download ? { accept: meta.accept ?? '*/*' } : {}),
      };
      return runRequest(url.pathname + url.search, requestOptions, async (response) => {
        if (meta.download) {
          if (!response.ok) await readEnvelope(response);
          return response;
        }
        const envelope = await readEnvelope(response);
        if (context.successMessage) {
          const message = context.successMessage === true ? envelope.message : context.successMessage;
          if (message) notifySuccess(message);
        }
        if (!meta.paged) return json(envelope.data);
        const items = Array.isArray(envelope.data) ? envelope.data : [];
        const total = Number(response.headers.get('x-total-count') ?? items.length);
        // A list the learner sees only part of (the free questions) also says the whole list's size.
        const fullTotal = Number(response.headers.get('x-full-total-count') ?? Number.NaN);
        return json({
          items,
          total: Number.isFinite(total) ? total : items.length,
          ...(Number.isFinite(fullTotal) ? { fullTotal } : {}),
        });
      });
    },
  });
  return createORPCClient(link);
}
