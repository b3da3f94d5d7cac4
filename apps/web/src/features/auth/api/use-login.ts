import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '@prepwise/contracts';
import { useAuth } from '../../../lib/session/auth-context';
import {
  accessControlQueryOptions,
  firstLoginQueryOptions,
  sessionQueryOptions,
} from '../../../lib/session/session-queries';
import { logIn } from './auth.api';

/**
 * Seed section 4: login saves the token, loads the user, then loads access control. The
 * first-login check runs once in the background; the home page reads its answer.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: async (request: LoginRequest) => {
      const { accessToken } = await logIn(request);
      signIn(accessToken, request.rememberMe === true);
      const session = await queryClient.fetchQuery(sessionQueryOptions(accessToken));
      await queryClient.fetchQuery(accessControlQueryOptions(accessToken));
      void queryClient.prefetchQuery(firstLoginQueryOptions(session.user.email));
      return session;
    },
  });
}
