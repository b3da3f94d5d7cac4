import type { AnySchema, ContractProcedure, ErrorMap, Schema } from '@orpc/contract';
import type { EndpointMeta } from '@prepwise/contracts';
import { readEnvelope } from '../../../lib/api-client';
import { endpointPath } from '../../../lib/api/endpoint-upload';
import { getStoredToken } from '../../../lib/session/token-storage';

/**
 * Sends a file as the raw body (its own type as the content type) to an upload endpoint declared
 * in `@prepwise/contracts` (no path parameters): the console's uploads of images and recordings.
 * Resolves with the envelope's data checked against the declared output; a refusal throws like
 * any request (the caller's form says it).
 */
export async function uploadAdminFile<T>(
  endpoint: ContractProcedure<AnySchema, Schema<unknown, T>, ErrorMap, EndpointMeta>,
  file: File,
): Promise<T> {
  const headers = new Headers({
    Accept: 'application/json',
    'Content-Type': file.type || 'application/octet-stream',
  });
  const token = getStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(endpointPath(endpoint, {}), {
    method: endpoint['~orpc'].route.method ?? 'POST',
    headers,
    body: file,
  });
  const envelope = await readEnvelope(response);
  const checked = await endpoint['~orpc'].outputSchema?.['~standard'].validate(envelope.data);
  if (!checked || checked.issues) throw new Error('The upload answered an unexpected result.');
  return checked.value;
}
