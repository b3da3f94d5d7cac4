/**
 * The app's clock with a forward offset that only the browser journeys move (TEST_CLOCK_CONTROL):
 * the real time plus whatever `advance` added, so a journey can see tomorrow without waiting.
 */
export interface AdjustableClock {
  now: () => Date;
  /** Moves the clock forward by `ms` (never back: time in the app does not rewind). */
  advance: (ms: number) => Date;
  /** Back to the real time: only a journey's end, undoing its own moves. */
  reset: () => Date;
}

/** A clock that reads the real time plus an offset moved by {@link AdjustableClock.advance}. */
export function createAdjustableClock(): AdjustableClock {
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  return {
    now,
    advance: (ms) => {
      offset += Math.max(0, ms);
      return now();
    },
    reset: () => {
      offset = 0;
      return now();
    },
  };
}
