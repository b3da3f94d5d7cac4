import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '@prepwise/contracts';
import { updateAccount } from '../../../lib/session/account-update';
import { useSignedInSession } from '../../../lib/session/use-session';

/** `POST /user/{id}`: changes the own profile; toasts "Your changes have been applied." and refreshes the session. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { user, token } = useSignedInSession();
  return useMutation({
    mutationFn: (update: ProfileUpdate) =>
      updateAccount(queryClient, { userId: user.id, token }, update, { successMessage: true }),
  });
}
