import { queryOptions } from '@tanstack/react-query';
import { homeMessagesApi, type Language } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { sessionKey } from '../../../lib/session/session-queries';

/** The learner's home messages, through the typed client. */
export const homeMessages = createApiClient(homeMessagesApi);

export const homeMessagesKey = [...sessionKey, 'home-messages'] as const;

const silent = { context: { silent: true } } as const;

/** `GET /api/home/messages?lang`: the banner and popup for the signed-in learner, in `language`. */
export function homeMessagesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...homeMessagesKey, language],
    queryFn: ({ signal }) => homeMessages.shown({ query: { lang: language } }, { signal, ...silent }),
  });
}

/** `POST /api/home/messages/{id}/dismiss`: the server remembers it for this learner. */
export function dismissHomeMessage(id: string): Promise<null> {
  return homeMessages.dismiss({ params: { id } }, silent);
}
