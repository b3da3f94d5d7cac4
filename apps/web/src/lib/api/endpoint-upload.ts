import type { AnySchema, ContractProcedure, ErrorMap, InferSchemaOutput } from '@orpc/contract';
import type { EndpointMeta } from '@prepwise/contracts';
import { readEnvelope } from '../api-client';
import { getStoredToken } from '../session/token-storage';

type UploadEndpoint<O extends AnySchema> = ContractProcedure<AnySchema, O, ErrorMap, EndpointMeta>;

/** The path of an endpoint declared in `@prepwise/contracts`, its `{name}` parameters filled in. */
export function endpointPath(
  endpoint: UploadEndpoint<AnySchema>,
  params: Readonly<Record<string, string>>,
): string {
  const path = endpoint['~orpc'].route.path ?? '/';
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * Sends a file as the raw body (its own type as the content type) of an upload endpoint declared
 * in `@prepwise/contracts` (the support chat's images, the console's images and recordings), with
 * the bearer token and any extra headers, and returns the envelope's data checked against the
 * declared output. Not through the typed client, whose bodies are JSON. A refusal throws the
 * catalogue's ApiError like any request (not toasted: the caller's form or chat says it); an
 * answer without the declared data throws an Error.
 */
export async function uploadToEndpoint<O extends AnySchema>(
  endpoint: UploadEndpoint<O>,
  params: Readonly<Record<string, string>>,
  file: File,
  headers: Readonly<Record<string, string>> = {},
): Promise<InferSchemaOutput<O>> {
  const token = getStoredToken();
  const response = await fetch(endpointPath(endpoint, params), {
    method: endpoint['~orpc'].route.method ?? 'PUT',
    body: file,
    headers: {
      Accept: 'application/json',
      'Content-Type': file.type || 'application/octet-stream',
      ...headers,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  const envelope = await readEnvelope(response);
  const checked = await endpoint['~orpc'].outputSchema?.['~standard'].validate(envelope.data);
  if (!checked || checked.issues) throw new Error('The upload answered an unexpected result.');
  return checked.value as InferSchemaOutput<O>;
}
