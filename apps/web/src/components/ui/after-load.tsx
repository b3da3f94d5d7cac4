import type { ReactNode } from 'react';
import { useIdleAfterLoad } from '../../lib/use-idle-after-load';

/**
 * A part of a page below its first screen, put on the page once the page has loaded and the
 * browser is idle (`useIdleAfterLoad`): `fallback` (a skeleton of its height) until then. What a
 * learner opened the page for is drawn first, and the rest does not hold up their first tap.
 */
export function AfterLoad({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useIdleAfterLoad() ? children : fallback;
}
