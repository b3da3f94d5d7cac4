import { oc } from '@orpc/contract';
import { z } from 'zod';
import type { SuccessMessageKey } from './messages.js';

/**
 * Who may call an endpoint: anyone, anyone with a signed-in account recognised when a token is
 * sent ('optional'), a signed-in account, a teacher (or an admin), an admin.
 * The server turns it into the route's pre-handler; the OpenAPI document shows it.
 */
export type EndpointAuth = 'public' | 'optional' | 'user' | 'teacher' | 'admin';

/** What an endpoint declares besides its method, path and schemas. */
export interface EndpointMeta {
  auth: EndpointAuth;
  /** The OpenAPI tag it is listed under. */
  tag?: string;
  /**
   * A page of a list: the output is `{ items, total }`; on the wire the envelope carries the items
   * and `x-total-count` the total (the seed's paging), which the typed client turns back.
   */
  paged?: boolean;
  /** A file download (CSV, XLSX, PDF): the handler answers a file, not the JSON envelope. */
  download?: boolean;
  /** The media type a download asks for (the request's `Accept`, e.g. 'application/pdf'); any by default. */
  accept?: string;
  /** A download's `cache-control` header; without it `no-store`. */
  cacheControl?: string;
  /** What the endpoint does, in the OpenAPI document. */
  description?: string;
  /**
   * The envelope's `message` on success, a key of the catalogue's `successMessages` (the seed's
   * texts, e.g. 'cartUpdated'); without it the message is empty. The web toasts it when a call asks.
   */
  successMessage?: SuccessMessageKey;
}

/**
 * The base every endpoint is declared from: method, path (`/api/classes/{id}`), input
 * (`requestOf({ params, query, body })`), output (the envelope's `data`) and meta (auth, paging).
 * One declaration per endpoint, in this package: the server registers its route from it
 * (`registerEndpoint`) and the web calls it through the typed client made from it.
 */
export const endpoint = oc.$meta<EndpointMeta>({ auth: 'user' });

/** The route part of a declaration: the detailed input structure keeps params, query and body apart. */
export function route(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: `/${string}`) {
  return { method, path, inputStructure: 'detailed' } as const;
}

/** An endpoint's input: the parts it has (path parameters, query, JSON body), each a zod schema. */
export function requestOf<const T extends { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType }>(
  parts: T,
) {
  return z.object(parts);
}

/** The output of a paged list: one page of items and the list's total. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int().nonnegative() });
}

/** A downloaded file (CSV, XLSX), as the typed client hands it over: its name and bytes. */
export const downloadSchema = z.instanceof(File);
