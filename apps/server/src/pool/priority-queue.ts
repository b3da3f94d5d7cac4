/**
 * Who is waiting on a pool task, most urgent first: `interactive` (a request someone is looking
 * at: an upload measured, a microphone or word check, a file checked), `answer` (a practice answer
 * a learner waits to see scored, the items and report of a mock just finished), `inProgress`
 * (answers of mocks still being taken, scored ahead of Finish) and `batch` (re-scoring, backfills).
 */
export const poolPriorities = ['interactive', 'answer', 'inProgress', 'batch'] as const;
export type PoolPriority = (typeof poolPriorities)[number];

/** Per priority: how many tasks wait, and how long the oldest of them has waited. */
export interface PriorityQueueDepth {
  priority: PoolPriority;
  waiting: number;
  oldestWaitingSeconds: number | null;
}

/**
 * The worker pool's waiting room: a free thread takes the oldest entry of the most urgent
 * priority that has one, so a learner's upload or practice answer never waits behind a class's
 * mock items or a batch. First in, first out within a priority. (Piscina's own `taskQueue` hook
 * cannot do this here: piscina keeps every task that carries an abort signal, as the pool's time
 * limit needs, in a first-in-first-out queue of its own.)
 */
export class PriorityQueue<Entry> {
  private readonly lanes = new Map<PoolPriority, { entry: Entry; since: number }[]>(
    poolPriorities.map((priority) => [priority, []]),
  );

  constructor(private readonly now: () => number = () => performance.now()) {}

  get size(): number {
    let size = 0;
    for (const lane of this.lanes.values()) size += lane.length;
    return size;
  }

  push(entry: Entry, priority: PoolPriority): void {
    const lane = this.lanes.get(priority) ?? this.lanes.get('interactive');
    lane?.push({ entry, since: this.now() });
  }

  shift(): Entry | undefined {
    for (const priority of poolPriorities) {
      const next = this.lanes.get(priority)?.shift();
      if (next) return next.entry;
    }
    return undefined;
  }

  /** Takes an entry out wherever it waits (a task given up before it started). */
  remove(entry: Entry): void {
    for (const lane of this.lanes.values()) {
      const index = lane.findIndex((waiting) => waiting.entry === entry);
      if (index >= 0) {
        lane.splice(index, 1);
        return;
      }
    }
  }

  /** Waiting entries and the oldest wait, per priority (for the metrics). */
  depth(): PriorityQueueDepth[] {
    const now = this.now();
    return poolPriorities.map((priority) => {
      const oldest = this.lanes.get(priority)?.[0];
      return {
        priority,
        waiting: this.lanes.get(priority)?.length ?? 0,
        oldestWaitingSeconds: oldest ? (now - oldest.since) / 1000 : null,
      };
    });
  }
}
