import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileApi, type ProfileUpdate } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';
import { sessionQueryOptions } from '../../../lib/session/session-queries';
import { useSignedInSession } from '../../../lib/session/use-session';

/** One's own profile, through the typed client. */
const profile = createApiClient(profileApi);

/** `POST /user/{id}`: changes the own profile; toasts "Your changes have been applied." and refreshes the session. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { user, token } = useSignedInSession();
  return useMutation({
    mutationFn: (update: ProfileUpdate) =>
      profile.update({ params: { id: user.id }, body: update }, { context: { successMessage: true } }),
    onSuccess: (session) => queryClient.setQueryData(sessionQueryOptions(token).queryKey, session),
  });
}
