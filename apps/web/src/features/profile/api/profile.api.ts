import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, Session } from '@prepwise/contracts';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryOptions } from '../../../lib/session/session-queries';
import { useSignedInSession } from '../../../lib/session/use-session';

/** `POST /user/{id}`: changes the own profile; toasts "Your changes have been applied." and refreshes the session. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { user, token } = useSignedInSession();
  return useMutation({
    mutationFn: (update: ProfileUpdate) =>
      apiRequest<Session>(`/user/${encodeURIComponent(user.id)}`, { body: update, successMessage: true }),
    onSuccess: (session) => queryClient.setQueryData(sessionQueryOptions(token).queryKey, session),
  });
}
