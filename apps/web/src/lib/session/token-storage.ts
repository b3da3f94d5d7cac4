/**
 * The access token lives in localStorage ("remember me") or sessionStorage (this tab only).
 * Listeners are told whenever it changes, also when another tab signs out.
 */
const tokenKey = 'prepwise.token';
const listeners = new Set<() => void>();

function readStorage(storage: Storage): string | null {
  try {
    return storage.getItem(tokenKey);
  } catch {
    return null;
  }
}

function emitChange(): void {
  for (const listener of listeners) listener();
}

/** The stored token, preferring the remembered one. */
export function getStoredToken(): string | null {
  return readStorage(localStorage) ?? readStorage(sessionStorage);
}

/** Stores the token in localStorage when `remember` is set, otherwise in sessionStorage. */
export function saveToken(token: string, remember: boolean): void {
  localStorage.removeItem(tokenKey);
  sessionStorage.removeItem(tokenKey);
  (remember ? localStorage : sessionStorage).setItem(tokenKey, token);
  emitChange();
}

/** Removes the token from both storages; listeners hear of it only when there was one. */
export function clearToken(): void {
  const hadToken = getStoredToken() !== null;
  localStorage.removeItem(tokenKey);
  sessionStorage.removeItem(tokenKey);
  if (hadToken) emitChange();
}

/** Subscribes to token changes (for useSyncExternalStore); returns the unsubscribe function. */
export function subscribeToToken(listener: () => void): () => void {
  listeners.add(listener);
  const handleStorage = (event: StorageEvent) => {
    if (event.key === tokenKey || event.key === null) listener();
  };
  window.addEventListener('storage', handleStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', handleStorage);
  };
}
