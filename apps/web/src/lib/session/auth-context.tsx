import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clearToken, getStoredToken, saveToken, subscribeToToken } from './token-storage';

export interface AuthContextValue {
  token: string | null;
  /** Stores a fresh token (localStorage when remembered, else sessionStorage). */
  signIn: (token: string, remember: boolean) => void;
  /** Forgets the token and every cached server answer. */
  signOut: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Asks the server to revoke the account's tokens (sign-out everywhere); signing out never waits for it.
 * A plain fetch of `authApi.logout`'s path, not the typed client: this module is in the entry
 * bundle, which the client and the contract's schemas are not (they would take it over its
 * budget), and the call must carry the token being signed out and touch nothing of the session
 * afterwards (the client's 401 handling clears the stored token, by then perhaps a new one).
 */
function revokeOnServer(token: string | null): void {
  if (!token) return;
  fetch('/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(
    () => undefined,
  );
}

/** Holds the access token; when it disappears (sign-out, a 401, another tab) the query cache is reset. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(subscribeToToken, getStoredToken, () => null);
  const queryClient = useQueryClient();
  const previousToken = useRef(token);

  useEffect(() => {
    if (previousToken.current !== null && token === null) queryClient.clear();
    previousToken.current = token;
  }, [token, queryClient]);

  const signOut = useCallback(() => {
    revokeOnServer(getStoredToken());
    clearToken();
    queryClient.clear();
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(() => ({ token, signIn: saveToken, signOut }), [token, signOut]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The auth context; throws when used outside AuthProvider. */
export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used inside AuthProvider');
  return context;
}
