import { ApiError } from './api-errors';
import { i18n } from './i18n';
import { translateMessage } from './translate-message';

/**
 * The text to show for a failed marketplace call. A known error code wins over the message, since
 * the server's 404 answers (an unknown voucher) arrive as the generic "Not found".
 */
export function apiErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code && error.code !== 'error.http.404' && i18n.exists(error.code)) return i18n.t(error.code);
    return translateMessage(error.message, error.code);
  }
  return error instanceof Error ? error.message : i18n.t('error.unknown');
}
