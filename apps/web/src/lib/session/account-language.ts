import type { QueryClient } from '@tanstack/react-query';
import { profileApi, type Language } from '@prepwise/contracts';
import { createApiClient } from '../api/endpoint-client';
import { sessionKey, sessionQueryOptions } from './session-queries';

const profile = createApiClient(profileApi);

/**
 * Saves a language chosen in the header on the signed-in account (`POST /user/{id} {langKey}`),
 * as the profile's language setting does: e-mails follow it, and so do prices until the learner
 * picks a currency (đồng for Vietnamese). The session takes the answer and the marketplace's
 * queries (the cart, priced in the account's currency) are read again. Loaded on demand, so the
 * typed client stays out of the entry bundle; a failure is toasted by the client.
 */
export async function saveAccountLanguage(
  queryClient: QueryClient,
  account: { userId: string; token: string | null },
  langKey: Language,
): Promise<void> {
  const session = await profile.update({ params: { id: account.userId }, body: { langKey } });
  queryClient.setQueryData(sessionQueryOptions(account.token).queryKey, session);
  await queryClient.invalidateQueries({ queryKey: [...sessionKey, 'marketplace'] });
}
