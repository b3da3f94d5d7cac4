import { useEffect, useState } from 'react';

/**
 * Counts whole seconds down from `seconds` while `running`; calls `onEnd` once at zero.
 * Returns the seconds left.
 */
export function useCountdown(seconds: number, running: boolean, onEnd: () => void): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!running) return undefined;
    if (left <= 0) {
      onEnd();
      return undefined;
    }
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, running, onEnd]);
  return left;
}

/** Seconds as m:ss. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
