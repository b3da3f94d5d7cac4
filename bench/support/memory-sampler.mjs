// Preloaded into a benchmarked server (`node --import <this file> dist/main.js`): appends the main
// thread's process.memoryUsage() as one JSON line to BENCH_MEMORY_FILE every
// BENCH_MEMORY_INTERVAL_MS (default 5 s), so a soak can read the V8 heap as well as the RSS
// without a route in the server. Worker threads (the scoring pool) load it too and stay silent.
import { appendFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_MEMORY_FILE;
if (file && isMainThread) {
  const write = () => {
    const usage = process.memoryUsage();
    const sample = {
      at: Date.now(),
      rss: usage.rss,
      heapUsed: usage.heapUsed,
      heapTotal: usage.heapTotal,
      external: usage.external,
      arrayBuffers: usage.arrayBuffers,
    };
    appendFileSync(file, `${JSON.stringify(sample)}\n`);
  };
  write();
  setInterval(write, Number(process.env.BENCH_MEMORY_INTERVAL_MS ?? 5000)).unref();
}
