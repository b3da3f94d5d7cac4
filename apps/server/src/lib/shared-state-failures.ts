import type { FastifyBaseLogger } from 'fastify';
import type { Counter } from 'prom-client';
import type { SharedFailureListener, SharedOperation } from './shared-state.js';

/** While Redis stays down, one warning per operation per this long (the counter counts them all). */
export const failureWarningIntervalMs = 30_000;

const consequences: Record<SharedOperation, string> = {
  rate_limit: 'Redis did not answer: this request was not rate limited',
  publish: 'Redis did not answer: the news reached this process only',
  connect:
    'Redis did not answer at start: this process starts alone (limits per process, news here only) and joins Redis when it answers',
};

/**
 * Logs and counts what Redis failed to do. Every failure increments
 * `shared_state_failures_total{operation}`; the log gets a warning for the first failure of an
 * operation and then at most one per {@link failureWarningIntervalMs}, with how many it left out
 * (an outage under load would otherwise write a line per request).
 */
export function createSharedFailureReporter(
  logger: FastifyBaseLogger,
  counter: Counter<'operation'>,
  now: () => number = Date.now,
): SharedFailureListener {
  const lastWarning = new Map<SharedOperation, { at: number; leftOut: number }>();
  return (operation, error) => {
    counter.inc({ operation });
    const last = lastWarning.get(operation);
    const at = now();
    if (last && at - last.at < failureWarningIntervalMs) {
      last.leftOut += 1;
      return;
    }
    lastWarning.set(operation, { at, leftOut: 0 });
    logger.warn({ err: error, operation, leftOut: last?.leftOut ?? 0 }, consequences[operation]);
  };
}
