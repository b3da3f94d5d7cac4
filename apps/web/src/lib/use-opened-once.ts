import { useState } from 'react';

/**
 * True from the first time `isOpen` is true, for good: a dialog is built when it first opens (not
 * with its page: a closed Mantine modal still mounts a portal, whose layout effect re-renders the
 * page at once and blocked a phone's main thread while the page loaded), then stays, so it closes
 * with its transition.
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  return wasOpened || isOpen;
}
