/**
 * Seed section 5: request payloads drop any object field whose id is an empty string or -1.
 * Works recursively on plain objects and arrays; leaves other values as they are.
 */
export function dropEmptyIdFields<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => dropEmptyIdFields(item)) as T;
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (isPlainObject(field) && (field.id === '' || field.id === -1)) continue;
    result[key] = dropEmptyIdFields(field);
  }
  return result as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}
