import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { isMainThread, workerData } from 'node:worker_threads';

/**
 * Pool threads run below the API's priority: scoring a class's speech can use every idle cycle,
 * but when a learner's request is ready to run, the kernel runs it first (no request waits on
 * another learner's scoring). Linux only: a thread is a task with its own nice value there, set
 * with setpriority(2) on its thread id. Elsewhere (or when refused) the thread keeps the
 * process's priority.
 */

/** The calling thread's kernel id (`/proc/thread-self` links to `<pid>/task/<tid>`). */
export function currentThreadId(): number | undefined {
  try {
    const match = /\/task\/(\d+)$/.exec(readlinkSync('/proc/thread-self'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** The calling thread's nice value, or undefined where it cannot be read. */
export function currentThreadNice(): number | undefined {
  const tid = currentThreadId();
  if (tid === undefined) return undefined;
  try {
    return getPriority(tid);
  } catch {
    return undefined;
  }
}

/**
 * Raises the calling thread's nice value by `increment` (capped at 19, the lowest priority).
 * Returns the new value, or undefined when nothing changed. Only ever lowers priority, which
 * needs no privilege.
 */
export function lowerThreadPriority(increment: number): number | undefined {
  if (!(increment > 0)) return undefined;
  const tid = currentThreadId();
  const current = currentThreadNice();
  if (tid === undefined || current === undefined) return undefined;
  const target = Math.min(19, current + Math.round(increment));
  if (target === current) return undefined;
  try {
    setPriority(tid, target);
    return target;
  } catch {
    return undefined;
  }
}

/** For a pool thread's entry: applies the `niceness` its pool passed in `workerData`. */
export function applyPoolThreadPriority(): void {
  if (isMainThread) return;
  const niceness = (workerData as { niceness?: unknown } | undefined)?.niceness;
  if (typeof niceness === 'number') lowerThreadPriority(niceness);
}
