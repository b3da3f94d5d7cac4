import type { QueryClient } from '@tanstack/react-query';
import { profileApi, type Language, type ProfileUpdate } from '@prepwise/contracts';
import { createApiClient } from '../api/endpoint-client';
import { sessionKey, sessionQueryOptions } from './session-queries';

/** One's own account, through the typed client (loaded with the pages that change it, not the entry). */
const profile = createApiClient(profileApi);

/** The signed-in account a change is for. */
export interface AccountRef {
  userId: string;
  token: string | null;
}

/**
 * `POST /user/{id}`: changes the signed-in account (name, language, currency…); the session
 * takes the answer. `successMessage` toasts the server's "Your changes have been applied.";
 * a failure is toasted by the client either way.
 */
export async function updateAccount(
  queryClient: QueryClient,
  account: AccountRef,
  update: ProfileUpdate,
  options: { successMessage?: boolean } = {},
) {
  const session = await profile.update(
    { params: { id: account.userId }, body: update },
    options.successMessage ? { context: { successMessage: true } } : undefined,
  );
  queryClient.setQueryData(sessionQueryOptions(account.token).queryKey, session);
  return session;
}

/**
 * Saves a language chosen in the header on the account, as the profile's language setting does:
 * e-mails follow it, and so do prices until the learner picks a currency (đồng for Vietnamese),
 * so the marketplace's queries (the cart, priced in the account's currency) are read again.
 */
export async function saveAccountLanguage(
  queryClient: QueryClient,
  account: AccountRef,
  langKey: Language,
): Promise<void> {
  await updateAccount(queryClient, account, { langKey });
  await queryClient.invalidateQueries({ queryKey: [...sessionKey, 'marketplace'] });
}
