/**
 * A worker entry for tests of the pool itself: echoes, blocks on a shared gate until the test
 * opens it, never answers, or kills its thread. Any other task (the app's own kinds) kills the
 * thread too, so an app built on this entry sees every pool task crash.
 */
import { applyPoolThreadPriority, currentThreadNice } from '../../src/pool/thread-priority.js';

// As the app's entry does: the thread runs at the pool's lower priority.
applyPoolThreadPriority();

export type TestTask =
  | { kind: 'echo'; value: unknown }
  | { kind: 'nice' }
  | { kind: 'block'; gate: SharedArrayBuffer }
  | { kind: 'hang' }
  | { kind: 'throwLater' }
  | { kind: 'exit' };

export default async function runTestTask(task: TestTask | { kind: string }): Promise<unknown> {
  switch (task.kind) {
    case 'echo':
      return { ok: true, value: (task as { value: unknown }).value };
    case 'nice':
      return { ok: true, value: currentThreadNice() ?? null };
    case 'block':
      // Holds this thread until the test stores 1 in the gate and notifies it.
      Atomics.wait(new Int32Array((task as { gate: SharedArrayBuffer }).gate), 0, 0);
      return { ok: true, value: 'released' };
    case 'hang':
      return new Promise(() => {});
    case 'throwLater':
      setImmediate(() => {
        throw new Error('an uncaught error in the worker');
      });
      return new Promise(() => {});
    default:
      process.exit(7);
  }
}
