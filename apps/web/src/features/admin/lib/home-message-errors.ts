import type { FieldError } from 'react-hook-form';

/**
 * The `admin-home` key of a field's error, by the field's path (`texts.vi.title`) and the
 * contracts' issue code (react-hook-form's error `type`).
 */
export function homeMessageErrorKey(path: string, error: Pick<FieldError, 'type'>): string {
  const code = error.type;
  if (path === 'endsAt' && code === 'custom') return 'form.error.endAfterStart';
  if (path === 'startsAt' || path === 'endsAt') return 'form.error.date';
  if (path.endsWith('.title'))
    return code === 'too_big' ? 'form.error.titleTooLong' : 'form.error.titleRequired';
  if (path.endsWith('.body')) return 'form.error.bodyTooLong';
  return 'form.error.invalid';
}
