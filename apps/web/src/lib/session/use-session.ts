import { useQuery } from '@tanstack/react-query';
import type { Session } from '@prepwise/contracts';
import { useAuth } from './auth-context';
import { sessionQueryOptions } from './session-queries';

/** Seed section 4: the session starts unknown, then becomes authenticated or not. */
export type SessionStatus = 'unknown' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  session: Session | undefined;
}

/** The current session: no token -> unauthenticated; loading -> unknown; a failure -> unauthenticated. */
export function useSession(): SessionState {
  const { token } = useAuth();
  const query = useQuery(sessionQueryOptions(token));
  let status: SessionStatus = 'unknown';
  if (token === null || query.isError) status = 'unauthenticated';
  else if (query.isSuccess) status = 'authenticated';
  return { status, token, session: query.data };
}

/** The signed-in session inside the private area (the route guard guarantees it exists). */
export function useSignedInSession(): Session & { token: string } {
  const { session, token } = useSession();
  if (!session || !token) throw new Error('useSignedInSession is only for the private area');
  return { ...session, token };
}
