import type { ErrorData, FieldError } from './envelope.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFieldError(value: unknown): FieldError | undefined {
  if (!isRecord(value) || typeof value.field !== 'string' || typeof value.message !== 'string')
    return undefined;
  return { field: value.field, message: value.message };
}

/**
 * Reads an error envelope's `data` the way `errorDataSchema.safeParse` does (same result, unknown
 * keys dropped), without zod: the web's API client parses every failure with it, and keeping zod
 * out of that path keeps it out of the first load. The contracts tests check that both agree.
 */
export function readErrorData(value: unknown): ErrorData | undefined {
  if (!isRecord(value) || typeof value.code !== 'string') return undefined;
  if (value.fields === undefined) return { code: value.code };
  if (!Array.isArray(value.fields)) return undefined;
  const fields: FieldError[] = [];
  for (const item of value.fields) {
    const field = readFieldError(item);
    if (!field) return undefined;
    fields.push(field);
  }
  return { code: value.code, fields };
}
