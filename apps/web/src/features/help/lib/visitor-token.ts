/** The visitor's conversation token, kept on this device so the conversation survives reloads. */
const storageKey = 'prepwise.supportToken';

export function readVisitorToken(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function saveVisitorToken(token: string): void {
  try {
    localStorage.setItem(storageKey, token);
  } catch {
    // Private browsing may refuse storage: the conversation then lasts as long as the page.
  }
}

/** The conversation id a token names (its first part), for the API paths. */
export function conversationIdOf(token: string): string {
  return token.split('.')[0] ?? '';
}
