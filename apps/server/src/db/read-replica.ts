import type { AppDeps } from '../deps.js';
import type { Database } from './client.js';

/**
 * Runs a read that may see data a few seconds old on the read replica (DATABASE_REPLICA_URL), so
 * heavy reports do not load the primary; without a replica, on the primary. If the replica fails
 * (down, lagging past the statement timeout, a connection dropped), the read runs again on the
 * primary: a replica outage slows these pages, it does not break them. Only for reads that
 * tolerate lag and never for a read that follows the caller's own write (the replica may not
 * have it yet); docs/capacity.md lists which reads qualify.
 */
export async function readFromReplica<T>(
  deps: Pick<AppDeps, 'db' | 'replica' | 'metrics'>,
  read: (db: Database) => Promise<T>,
): Promise<T> {
  if (!deps.replica) return read(deps.db);
  try {
    return await read(deps.replica.db);
  } catch {
    deps.metrics.replicaReadFallbacks.inc();
    return read(deps.db);
  }
}
