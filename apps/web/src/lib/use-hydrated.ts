import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while React hydrates the page the build prerendered (and in that prerender), true in every
 * render after: what depends on the browser (storage, the address) waits for it, so the first
 * render matches the page it hydrates.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
