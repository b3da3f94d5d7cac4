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

/** Why a text field was refused: PostgreSQL cannot store the NUL character in text or JSON. */
export const nulCharacterMessage = 'Text must not contain the NUL character (\\u0000).';

/**
 * The dotted path of the first string (or object key) holding a NUL character, or null.
 * Every request is checked for it before validation, so it is a 400, never a database error.
 */
export function findNulCharacter(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulCharacter(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
      const found = findNulCharacter(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
