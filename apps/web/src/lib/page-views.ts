import { apiRequest } from './api-client';

/** Records a page view (`POST /api/analytics/page-view`); fire and forget, never toasts. */
export function trackPageView(path: string, referrer: string | null): void {
  const body = referrer ? { path, referrer: referrer.slice(0, 500) } : { path };
  apiRequest('/api/analytics/page-view', { body: { ...body, path: path.slice(0, 500) }, silent: true }).catch(
    () => undefined,
  );
}
