import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * Runs `run` once, in the commit that first puts `children` on the page (after their own layout
 * effects, before the browser paints). StrictMode's second mount in development does not repeat it.
 */
export function OnFirstCommit({ run, children }: { run: () => void; children: ReactNode }) {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    run();
  }, [run]);
  return children;
}
