import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

let histogram: IntervalHistogram | undefined;
let startedAt = 0;

/** Starts sampling this process's event-loop delay (once; later calls keep the running monitor). */
export function startEventLoopMonitor(): void {
  if (histogram) return;
  histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  startedAt = performance.now();
}

/** The event-loop delay since the monitor started: median, 99th percentile and worst, in ms. */
export function eventLoopDelay(): { p50: number; p99: number; max: number; sinceSeconds: number } {
  if (!histogram) startEventLoopMonitor();
  const sampled = histogram as IntervalHistogram;
  const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e4) / 100;
  const none = sampled.count === 0;
  return {
    p50: none ? 0 : ms(sampled.percentile(50)),
    p99: none ? 0 : ms(sampled.percentile(99)),
    max: none ? 0 : ms(sampled.max),
    sinceSeconds: Math.round(performance.now() - startedAt) / 1000,
  };
}
