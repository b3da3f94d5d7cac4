import { getHeapStatistics } from 'node:v8';
import { threadId } from 'node:worker_threads';
import type { ThreadMemory } from './worker-pool.js';

/** This thread's V8 heap in use now (a pool thread reports it with each answer). */
export function threadMemory(): ThreadMemory {
  return { threadId, heapUsedBytes: getHeapStatistics().used_heap_size };
}
