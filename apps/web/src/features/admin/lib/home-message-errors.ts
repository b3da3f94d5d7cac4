import { homeMessageInputSchema, type HomeMessageInput, type HomeMessageValues } from '@prepwise/contracts';

/** A field's error as a key of the `admin-home` namespace, by the field's path (`texts.vi.title`). */
export type FieldErrors = Record<string, string>;

function keyOf(path: string, code: string): string {
  if (path === 'endsAt' && code === 'custom') return 'form.error.endAfterStart';
  if (path === 'startsAt' || path === 'endsAt') return 'form.error.date';
  if (path.endsWith('.title'))
    return code === 'too_big' ? 'form.error.titleTooLong' : 'form.error.titleRequired';
  if (path.endsWith('.body')) return 'form.error.bodyTooLong';
  return 'form.error.invalid';
}

/**
 * Checks a message with the contracts' schema (the rules the server applies): the values to send,
 * or each field's first error.
 */
export function checkHomeMessage(
  input: HomeMessageInput,
): { values: HomeMessageValues; errors?: undefined } | { values?: undefined; errors: FieldErrors } {
  const parsed = homeMessageInputSchema.safeParse(input);
  if (parsed.success) return { values: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= keyOf(path, issue.code);
  }
  return { errors };
}
