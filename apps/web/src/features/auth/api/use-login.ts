import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest } from '@prepwise/contracts';
import { hasStoredLanguage, isLanguage, switchLanguage } from '../../../lib/i18n';
import { useAuth } from '../../../lib/session/auth-context';
import {
  accessControlQueryOptions,
  firstLoginQueryOptions,
  sessionQueryOptions,
} from '../../../lib/session/session-queries';
import { logIn, logInWithGoogle } from './auth.api';

/**
 * Seed section 4: login saves the token, loads the user, then loads access control. The
 * first-login check runs once in the background; the home page reads its answer. The interface
 * then speaks the language saved on the profile (the one e-mails use) when this device has none
 * of its own yet, so a learner who chose Vietnamese on another device gets it here too, and a
 * choice made on this device (even on the login page) is kept.
 */
export function useLogin() {
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: async (request: LoginRequest) => {
      const { accessToken } = await logIn(request);
      return completeSignIn(accessToken, request.rememberMe === true);
    },
  });
}

/** Sign-in with a Google ID token (`POST /auth/social`), then the same steps as {@link useLogin}. */
export function useSocialLogin() {
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: async (idToken: string) => {
      const { accessToken } = await logInWithGoogle(idToken);
      return completeSignIn(accessToken, false);
    },
  });
}

function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const { signIn } = useAuth();
  return async (accessToken: string, remember: boolean) => {
    signIn(accessToken, remember);
    const session = await queryClient.fetchQuery(sessionQueryOptions(accessToken));
    await queryClient.fetchQuery(accessControlQueryOptions(accessToken));
    void queryClient.prefetchQuery(firstLoginQueryOptions(session.user.email));
    if (!hasStoredLanguage() && isLanguage(session.user.langKey)) await switchLanguage(session.user.langKey);
    return session;
  };
}
