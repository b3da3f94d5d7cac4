import { startTransition, useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated';

/** The longest a part waits for the browser to be idle after the page has loaded. */
const idleTimeoutMs = 2000;

/**
 * True once the page has loaded and the browser has had an idle moment (at most two seconds
 * later), or as soon as `isNeededNow` (the visitor asked for what it reveals). Set in a transition, so what it reveals is drawn in
 * slices of a few milliseconds instead of one long task while the page is still coming in.
 */
export function useIdleAfterLoad(isNeededNow = false): boolean {
  const [isIdle, setIdle] = useState(false);
  // Never while React hydrates a prerendered page: its first render must match the page.
  const isHydrated = useHydrated();
  useEffect(() => {
    if (isIdle || isNeededNow) return;
    let cancel = () => {};
    const mark = () => startTransition(() => setIdle(true));
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(mark, { timeout: idleTimeoutMs });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(mark, 200);
        cancel = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, [isIdle, isNeededNow]);
  return isIdle || (isNeededNow && isHydrated);
}
