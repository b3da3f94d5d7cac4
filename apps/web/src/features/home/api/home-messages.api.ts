import { queryOptions } from '@tanstack/react-query';
import type { ShownHomeMessages } from '@prepwise/contracts';
import { apiRequest } from '../../../lib/api-client';
import { sessionKey } from '../../../lib/session/session-queries';

export const homeMessagesKey = [...sessionKey, 'home-messages'] as const;

/** `GET /api/home/messages?lang`: the banner and popup for the signed-in learner, in `language`. */
export function homeMessagesQueryOptions(language: string) {
  return queryOptions({
    queryKey: [...homeMessagesKey, language],
    queryFn: ({ signal }) =>
      apiRequest<ShownHomeMessages>(`/api/home/messages?lang=${encodeURIComponent(language)}`, {
        signal,
        silent: true,
      }),
  });
}

/** `POST /api/home/messages/{id}/dismiss`: the server remembers it for this learner. */
export function dismissHomeMessage(id: string): Promise<null> {
  return apiRequest<null>(`/api/home/messages/${id}/dismiss`, { method: 'POST', silent: true });
}
