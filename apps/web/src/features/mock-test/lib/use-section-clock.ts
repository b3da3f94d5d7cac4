import { useEffect, useRef, useState } from 'react';

/**
 * Milliseconds left until `deadline` (a Date.now() value set at `syncedAt`), ticking twice a
 * second while `running`. Calls `onExpire` once per deadline when it passes. The deadline comes
 * from the server's remaining time, so a reload carries the clock on instead of restarting it;
 * `syncedAt` keeps the last tick from before a new deadline from showing more than the server gave.
 */
export function useSectionClock(
  deadline: number,
  syncedAt: number,
  running: boolean,
  onExpire: () => void,
): number {
  const [now, setNow] = useState(() => Date.now());
  const expiredFor = useRef<number | null>(null);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(timer);
  }, [running]);
  const left = Math.max(0, deadline - Math.max(now, syncedAt));
  useEffect(() => {
    if (running && left === 0 && expiredFor.current !== deadline) {
      expiredFor.current = deadline;
      onExpireRef.current();
    }
  }, [running, left, deadline]);
  return left;
}

/** Milliseconds as m:ss (or h:mm:ss from an hour). */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
