import { describe, expect, it } from 'vitest';
import { PriorityQueue } from './priority-queue.js';

const drain = (queue: PriorityQueue<string>) => {
  const out: string[] = [];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) out.push(next);
  return out;
};

describe('PriorityQueue', () => {
  it('gives the oldest entry of the most urgent priority first, first in first out within one', () => {
    const queue = new PriorityQueue<string>();
    queue.push('batch 1', 'batch');
    queue.push('mock in progress 1', 'inProgress');
    queue.push('practice answer 1', 'answer');
    queue.push('mock in progress 2', 'inProgress');
    queue.push('upload 1', 'interactive');
    queue.push('practice answer 2', 'answer');
    expect(queue.size).toBe(6);
    expect(drain(queue)).toEqual([
      'upload 1',
      'practice answer 1',
      'practice answer 2',
      'mock in progress 1',
      'mock in progress 2',
      'batch 1',
    ]);
    expect(queue.size).toBe(0);
    expect(queue.shift()).toBeUndefined();
  });

  it('takes out an entry given up before it started', () => {
    const queue = new PriorityQueue<string>();
    queue.push('kept', 'answer');
    queue.push('given up', 'answer');
    queue.remove('given up');
    queue.remove('never queued');
    expect(drain(queue)).toEqual(['kept']);
  });

  it('reports per priority how many wait and how long the oldest has waited', () => {
    let now = 1_000;
    const queue = new PriorityQueue<string>(() => now);
    queue.push('first answer', 'answer');
    now += 4_000;
    queue.push('second answer', 'answer');
    queue.push('batch', 'batch');
    now += 500;
    expect(queue.depth()).toEqual([
      { priority: 'interactive', waiting: 0, oldestWaitingSeconds: null },
      { priority: 'answer', waiting: 2, oldestWaitingSeconds: 4.5 },
      { priority: 'inProgress', waiting: 0, oldestWaitingSeconds: null },
      { priority: 'batch', waiting: 1, oldestWaitingSeconds: 0.5 },
    ]);
  });
});
