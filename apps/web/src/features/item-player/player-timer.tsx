import { createContext, use, useEffect } from 'react';

/** Lets a task show its countdown in the player's top bar (speaking: preparation and recording). */
export const PlayerTimerContext = createContext<(text: string | null) => void>(() => undefined);

/** Shows `text` in the top bar while the calling task is mounted (null hides it). */
export function usePlayerTimer(text: string | null): void {
  const setTimer = use(PlayerTimerContext);
  useEffect(() => {
    setTimer(text);
  }, [setTimer, text]);
  useEffect(() => () => setTimer(null), [setTimer]);
}
