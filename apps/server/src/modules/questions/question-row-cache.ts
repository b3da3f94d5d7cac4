import type { Executor } from '../../db/client.js';
import { onContentChanged } from './question-page-cache.js';
import { findContentVersion, findQuestion } from './questions.repository.js';

type QuestionRow = NonNullable<Awaited<ReturnType<typeof findQuestion>>>;

/** How long a read of the content version is trusted (edits by other processes show after it). */
const versionCheckMs = 1000;
const maxRows = 5000;

interface RowCache {
  version: Promise<number> | null;
  versionReadAt: number;
  /** Rows (or their absence) by id, valid for `rowsVersion`. */
  rows: Map<number, Promise<QuestionRow | undefined>>;
  rowsVersion: number;
}

const caches = new WeakMap<Executor, RowCache>();

function cacheOf(db: Executor): RowCache {
  let cache = caches.get(db);
  if (!cache) {
    const created: RowCache = { version: null, versionReadAt: 0, rows: new Map(), rowsVersion: -1 };
    onContentChanged(() => {
      created.version = null;
      created.rows.clear();
    });
    caches.set(db, (cache = created));
  }
  return cache;
}

function currentVersion(db: Executor, cache: RowCache): Promise<number> {
  const now = Date.now();
  if (!cache.version || now - cache.versionReadAt >= versionCheckMs) {
    cache.versionReadAt = now;
    const read = findContentVersion(db);
    cache.version = read;
    read.catch(() => {
      if (cache.version === read) cache.version = null;
    });
  }
  return cache.version;
}

/**
 * An active question by id, as `findQuestion` reads it, kept in memory per content version (the
 * version a trigger bumps on every change to `questions`): the hot answer routes read the row
 * without a round trip. Edits in this process show at once (`notifyContentChanged`), edits by
 * another process within {@link versionCheckMs}. Callers must not mutate the row.
 */
export async function findQuestionCached(db: Executor, id: number): Promise<QuestionRow | undefined> {
  const cache = cacheOf(db);
  const version = await currentVersion(db, cache);
  if (version !== cache.rowsVersion) {
    cache.rows.clear();
    cache.rowsVersion = version;
  }
  const known = cache.rows.get(id);
  if (known) return known;
  const loading = findQuestion(db, id);
  cache.rows.set(id, loading);
  if (cache.rows.size > maxRows) {
    const oldest = cache.rows.keys().next();
    if (!oldest.done) cache.rows.delete(oldest.value);
  }
  loading.catch(() => cache.rows.delete(id));
  return loading;
}
