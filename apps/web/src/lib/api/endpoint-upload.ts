import type { AnySchema, ContractProcedure, ErrorMap, InferSchemaOutput } from '@orpc/contract';
import type { EndpointMeta } from '@prepwise/contracts';
import { parseEnvelope } from '../api-client';
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
 * PUTs a file as the raw body of a declared upload endpoint (the support chat's images) with the
 * bearer token and any extra headers, and returns the envelope's data checked against the
 * declared output. Not through the typed client, whose bodies are JSON. A failure throws an Error
 * with the server's message.
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
      'Content-Type': file.type,
      ...headers,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  const envelope = parseEnvelope(await response.text());
  const output = endpoint['~orpc'].outputSchema;
  const checked =
    response.ok && envelope && output ? await output['~standard'].validate(envelope.data) : undefined;
  if (!checked || checked.issues) throw new Error(envelope?.message ?? 'upload failed');
  return checked.value as InferSchemaOutput<O>;
}
