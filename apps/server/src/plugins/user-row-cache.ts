/**
 * The user rows `authenticateCached` trusts for a short time (`ttlMs`), by user id.
 *
 * Two things keep the reloads of these rows off the requests' way (measured under load in
 * `bench/RESULTS.md`, "Mock tests under load", 2026-11-28 (later)):
 * - a row at least `refreshMs` old, but still within `ttlMs`, is served as it is while it is read
 *   again in the background; the fresh row replaces it when it arrives (unless the user was
 *   forgotten meanwhile). A learner who sends a request at least every `ttlMs - refreshMs` never
 *   waits for the row, and no row is ever used more than `ttlMs` after it was read;
 * - the rows asked for in the same turn of the event loop are read in one statement (`loadMany`),
 *   so a crowd whose rows expire together (a class that started at once) costs a few statements,
 *   not one per learner, on the database pool every other request needs.
 */
export interface UserRowCache<Row> {
  /** The user's row as read at most `ttlMs` ago (undefined: no such user). */
  get(userId: string): Promise<Row | undefined>;
  /** Drops the user's row (sign-out everywhere, password reset): the next `get` reads it again. */
  forget(userId: string): void;
}

interface Entry<Row> {
  /** When the read of `row` started (ms). */
  at: number;
  row: Promise<Row | undefined>;
  /** A background read under way (started at `refreshAt`), if any. */
  refresh?: Promise<Row | undefined>;
  refreshAt?: number;
}

export function createUserRowCache<Row extends { id: string }>(options: {
  loadMany: (userIds: string[]) => Promise<Row[]>;
  ttlMs: number;
  refreshMs: number;
  maxEntries: number;
  now?: () => number;
}): UserRowCache<Row> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<Row>>();
  let batch: Map<
    string,
    { resolve: (row: Row | undefined) => void; reject: (error: unknown) => void }[]
  > | null = null;

  function flush(): void {
    const waiting = batch;
    batch = null;
    if (!waiting) return;
    options.loadMany([...waiting.keys()]).then(
      (rows) => {
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const [userId, callers] of waiting)
          for (const caller of callers) caller.resolve(byId.get(userId));
      },
      (error: unknown) => {
        for (const callers of waiting.values()) for (const caller of callers) caller.reject(error);
      },
    );
  }

  /** One user's row, read with the others asked for in this turn of the event loop. */
  function load(userId: string): Promise<Row | undefined> {
    return new Promise((resolve, reject) => {
      if (!batch) {
        batch = new Map();
        setImmediate(flush);
      }
      const callers = batch.get(userId);
      if (callers) callers.push({ resolve, reject });
      else batch.set(userId, [{ resolve, reject }]);
    });
  }

  function remember(userId: string, entry: Entry<Row>): void {
    entries.delete(userId);
    entries.set(userId, entry);
    if (entries.size > options.maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
  }

  function fresh(userId: string, at: number, row: Promise<Row | undefined>): Promise<Row | undefined> {
    const entry: Entry<Row> = { at, row };
    remember(userId, entry);
    row.catch(() => {
      if (entries.get(userId) === entry) entries.delete(userId);
    });
    return row;
  }

  function refreshInBackground(userId: string, entry: Entry<Row>, at: number): void {
    const refresh = load(userId);
    entry.refresh = refresh;
    entry.refreshAt = at;
    refresh.then(
      (row) => {
        // Installed only over the entry it refreshes: a user forgotten (or read afresh) meanwhile
        // keeps what happened since.
        if (entries.get(userId) === entry) remember(userId, { at, row: Promise.resolve(row) });
      },
      () => {
        if (entries.get(userId) !== entry) return;
        entry.refresh = undefined;
        entry.refreshAt = undefined;
      },
    );
  }

  return {
    get(userId) {
      const at = now();
      const entry = entries.get(userId);
      if (entry && at - entry.at < options.ttlMs) {
        if (at - entry.at >= options.refreshMs && !entry.refresh) refreshInBackground(userId, entry, at);
        return entry.row;
      }
      // Too old to trust: a background read already under way is newer than the row; else a read.
      if (entry?.refresh && entry.refreshAt !== undefined && at - entry.refreshAt < options.ttlMs)
        return fresh(userId, entry.refreshAt, entry.refresh);
      return fresh(userId, at, load(userId));
    },
    forget(userId) {
      entries.delete(userId);
    },
  };
}
