import {
  authApi,
  type AccessToken,
  type DiscourseSsoResponse,
  type LoginRequest,
  type SignupRequest,
} from '@prepwise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { createApiClient } from '../../../lib/api/endpoint-client';

/** Sign-in, sign-up, activation and password reset, through the typed client. */
const auth = createApiClient(authApi);

/** `POST /auth/login`: the e-mail is lower-cased before sending (docs/product.md §5); toasts "Login success". */
export function logIn(request: LoginRequest): Promise<AccessToken> {
  const body = { ...request, email: request.email.trim().toLowerCase() };
  return auth.login({ body }, { context: { successMessage: true } });
}

/**
 * `POST /auth/signup`. No toast: the page's own card says "Registration saved! Please check your
 * email for confirmation.", and a toast saying it again covered the header on a phone.
 */
export function signUp(request: SignupRequest): Promise<null> {
  const body = { ...request, email: request.email.trim().toLowerCase() };
  return auth.signup({ body });
}

/** `GET /api/activate?key=`: silent, because the page shows the failure state itself. */
export function activateAccount(key: string): Promise<null> {
  return auth.activate({ query: { key } }, { context: { silent: true } });
}

/** `POST /auth/reset/reset-password {email}`: the same answer whether or not the e-mail is known. */
export function requestPasswordReset(email: string): Promise<null> {
  return auth.resetInit({ body: { email: email.trim().toLowerCase() } });
}

/** `POST /auth/reset/reset-password/{key} {password}`; toasts "Your password has been reset." */
export function finishPasswordReset(key: string, password: string): Promise<null> {
  return auth.resetFinish({ params: { key }, body: { password } }, { context: { successMessage: true } });
}

/** `POST /auth/social`: signs in with a Google ID token from Google Identity Services. */
export function logInWithGoogle(idToken: string): Promise<AccessToken> {
  return auth.social(
    { body: { socialNetwork: 'google', socialToken: idToken } },
    { context: { successMessage: true } },
  );
}

/** `GET /auth/providers`: whether Google sign-in and a Discourse forum are configured. */
export function signInProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => auth.providers(undefined, { signal, context: { silent: true } }),
    staleTime: Infinity,
  });
}

/** `POST /auth/discourse/sso {sso, sig}`: the signed answer for the forum, as a redirect URL. */
export function answerDiscourseSso(sso: string, sig: string): Promise<DiscourseSsoResponse> {
  return auth.discourseSso({ body: { sso, sig } });
}
