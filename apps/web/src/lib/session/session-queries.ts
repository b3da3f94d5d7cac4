import { queryOptions } from '@tanstack/react-query';
import type { AccessControl, Session } from '@prepwise/contracts';
import { apiRequest } from '../api-client';

/** Every query that belongs to a signed-in session starts with this key; sign-out drops them all. */
export const sessionKey = ['session'] as const;

/** Every query about the signed-in learner's practice (bank, sessions, history). */
export const practiceKey = [...sessionKey, 'practice'] as const;

/** `GET /user/`: the signed-in user. A 401 here is silent (docs/product.md §8). */
export function sessionQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...sessionKey, 'user', token],
    queryFn: ({ signal }) => apiRequest<Session>('/user/', { signal, silentUnauthorized: true }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

/** `GET /user/access-control`: remaining AI scoring, mocks and free attempts. */
export function accessControlQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...sessionKey, 'access-control', token],
    queryFn: ({ signal }) => apiRequest<AccessControl>('/user/access-control', { signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

export interface FirstLoginResult {
  firstLogin: boolean;
}

/**
 * `POST /api/first-login {email}`: asked once right after a login; the home page reads the cached
 * answer to decide whether to greet a first-time visitor.
 */
export function firstLoginQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...sessionKey, 'first-login', email],
    queryFn: () => apiRequest<FirstLoginResult>('/api/first-login', { body: { email }, silent: true }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
